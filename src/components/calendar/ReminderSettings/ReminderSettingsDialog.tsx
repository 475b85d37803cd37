import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ReminderSettings } from '@/api/schema/calendarReminders';
import { QuerySkeleton, RetryAlert, type SkeletonShape } from '@/components/shared/QueryStatus';
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
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      disablePortal={props.disablePortal}
    >
      <DialogTitle id={titleId}>
        <FormattedMessage id="reminderSettings.title" />
      </DialogTitle>
      {status === 'ready' && value ? (
        // Mounted once the settings are known, so the form starts from them.
        <ReminderSettingsForm
          initial={value}
          saving={props.saving}
          onSave={props.onSave}
          onClose={onClose}
        />
      ) : (
        <>
          <DialogContent>
            {status === 'error' ? (
              <RetryAlert
                title={<FormattedMessage id="reminderSettings.loadError" />}
                error={props.error}
                onRetry={props.onRetry}
              />
            ) : (
              <QuerySkeleton
                shape={SKELETON}
                label={intl.formatMessage({ id: 'reminderSettings.loading' })}
                slowThresholdMs={props.slowThresholdMs}
              />
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>
              <FormattedMessage id="reminderSettings.cancel" />
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
