import { useState } from 'react';
import type { ReminderSettings } from '@/api/schema/calendarReminders';
import type { ReminderSettingsDialogProps } from '@/components/calendar/ReminderSettings';
import { useFeedback } from '@/hooks/useFeedback';
import {
  useReminderSettingsQuery,
  useUpdateReminderSettingsMutation,
} from '@/state/api/calendarApi';
import { queryStatus } from '@/state/api/loadStatus';

/**
 * The reminder settings dialog's state: read when opened, saved with the outcome told through
 * `useFeedback` (the server's message on failure, the form kept open so nothing is lost).
 */
export function useReminderSettingsDialog(): {
  open: () => void;
  dialog: ReminderSettingsDialogProps;
} {
  const [isOpen, setOpen] = useState(false);
  const settings = useReminderSettingsQuery(undefined, { skip: !isOpen });
  const [update, saving] = useUpdateReminderSettingsMutation();
  const feedback = useFeedback();
  const close = () => setOpen(false);
  const save = async (value: ReminderSettings) => {
    try {
      await update(value).unwrap();
      feedback.notify('reminderSettings.saved');
      close();
    } catch (failure) {
      feedback.failed(failure);
    }
  };
  return {
    open: () => setOpen(true),
    dialog: {
      open: isOpen,
      value: settings.data,
      ...queryStatus(settings),
      saving: saving.isLoading,
      onSave: (value) => void save(value),
      onClose: close,
    },
  };
}
