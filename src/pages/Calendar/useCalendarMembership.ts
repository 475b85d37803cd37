import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CalendarInfo } from '@/api/schema';
import type {
  LeaveCalendarDialogProps,
  ReadOnlyBannerProps,
} from '@/components/calendar/CalendarNotices';
import { useFeedback } from '@/hooks/useFeedback';
import { calendarLink } from '@/routes/paths';
import { useLeaveCalendarMutation, useSetCalendarHiddenMutation } from '@/state/api/calendarApi';

/**
 * What a grantee can do about a calendar shared with them (docs/calendar.md "Sharing"): keep it
 * out of their picker, show it again, or leave it and go back to their own calendar.
 */
export function useCalendarMembership(calendar: CalendarInfo | undefined, me: string) {
  const feedback = useFeedback();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [setHidden, hiding] = useSetCalendarHiddenMutation();
  const [leave, leaving] = useLeaveCalendarMutation();
  const username = calendar?.owner.username ?? '';

  const banner: Omit<ReadOnlyBannerProps, 'ownerName'> = {
    hidden: calendar?.hidden ?? false,
    busy: hiding.isLoading || leaving.isLoading,
    onHiddenChange: (hidden) => {
      setHidden({ username, hidden })
        .unwrap()
        .then(
          () =>
            feedback.notify(hidden ? 'calendar.membership.hidden' : 'calendar.membership.shown'),
          (error: unknown) => feedback.failed(error),
        );
    },
    onLeave: () => setAsking(true),
  };

  const dialog: LeaveCalendarDialogProps = {
    ownerName: asking && calendar ? calendar.owner.name : null,
    busy: leaving.isLoading,
    onCancel: () => setAsking(false),
    onConfirm: () => {
      leave({ username, me })
        .unwrap()
        .then(
          () => {
            setAsking(false);
            feedback.notify('calendar.membership.left');
            navigate(calendarLink(me));
          },
          (error: unknown) => {
            setAsking(false);
            feedback.failed(error);
          },
        );
    },
  };

  return { banner, dialog };
}
