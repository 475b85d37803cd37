import { useState } from 'react';
import { TimeZoneDialog } from '@/components/calendar/TimeZoneDialog';
import { useErrorMessage } from '@/hooks/useErrorMessage';
import { useFeedback } from '@/hooks/useFeedback';
import {
  useCalendarSettingsQuery,
  useUpdateCalendarSettingsMutation,
} from '@/state/api/calendarApi';
import { queryStatus } from '@/state/api/loadStatus';
import { browserTimeZone } from '@/state/timeZone/browserTimeZone';

export interface TimeZoneSettingProps {
  onClose: () => void;
}

/** The account menu's time zone dialog, reading and saving the user's calendar setting. */
export function TimeZoneSetting({ onClose }: TimeZoneSettingProps) {
  const settings = useCalendarSettingsQuery();
  const [update, saving] = useUpdateCalendarSettingsMutation();
  const [saveError, setSaveError] = useState<string | null>(null);
  const describe = useErrorMessage();
  const feedback = useFeedback();
  const [browserZone] = useState(browserTimeZone);
  return (
    <TimeZoneDialog
      open
      current={settings.data?.timeZone ?? null}
      browserZone={browserZone}
      {...queryStatus(settings)}
      saving={saving.isLoading}
      saveError={saveError}
      onClose={onClose}
      onSave={async (timeZone) => {
        setSaveError(null);
        try {
          await update({ timeZone }).unwrap();
          feedback.notify('timezone.saved');
          onClose();
        } catch (failure) {
          setSaveError(describe(failure));
        }
      }}
    />
  );
}
