import { FormattedMessage, useIntl } from 'react-intl';
import type { ReminderSettings } from '@/api/schema/calendarReminders';
import type { SkeletonShape } from '@/components/shared/QueryStatus';
import { SettingsDialog } from '@/components/shared/SettingsDialog';
import { ReminderSettingsForm } from './ReminderSettingsForm';

export interface ReminderSettingsDialogProps {
  open: boolean;
  /** The settings saved now; read once `status` is ready. */
  value: ReminderSettings | undefined;
  status: 'loading' | 'error' | 'ready';
  /** Why the settings could not be read. */
  error?: unknown;
  onRetry: () => void;
  saving: boolean;
  onSave: (settings: ReminderSettings) => void;
  onClose: () => void;
  /** Rendered in place (an `All` story shows several side by side). */
  disablePortal?: boolean;
  /** How long loading lasts before the "still loading" hint shows (QueryStatus's default). */
  slowThresholdMs?: number;
}

const SKELETON: SkeletonShape = { rows: 4, rowHeight: 56 };

/**
 * The calendar's reminder settings: default reminders for new timed and all-day events, mail
 * for each reminder, and the daily agenda mail at a chosen time (docs/calendar.md "Reminders").
 */
export function ReminderSettingsDialog(props: ReminderSettingsDialogProps) {
  const { open, onClose, status, value } = props;
  const intl = useIntl();
  return (
    <SettingsDialog
      open={open}
      onClose={onClose}
      title={<FormattedMessage id="reminderSettings.title" />}
      disablePortal={props.disablePortal}
      query={{ status, error: props.error, onRetry: props.onRetry }}
      skeleton={SKELETON}
      loadingLabel={intl.formatMessage({ id: 'reminderSettings.loading' })}
      loadErrorTitle={<FormattedMessage id="reminderSettings.loadError" />}
      cancelLabel={<FormattedMessage id="reminderSettings.cancel" />}
      slowThresholdMs={props.slowThresholdMs}
    >
      {value && (
        <ReminderSettingsForm
          initial={value}
          saving={props.saving}
          onSave={props.onSave}
          onClose={onClose}
        />
      )}
    </SettingsDialog>
  );
}
