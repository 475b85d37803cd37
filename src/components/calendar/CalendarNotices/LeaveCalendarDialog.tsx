import { FormattedMessage } from 'react-intl';
import { ConfirmDialog } from '@/components/shared/ConfirmDialog';

export interface LeaveCalendarDialogProps {
  /** Whose calendar to leave; null closes the dialog. */
  ownerName: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** Renders in place (screenshots). */
  disablePortal?: boolean;
}

/** Leaving cannot be taken back by the viewer alone (only the owner can share again), so it asks. */
export function LeaveCalendarDialog({ ownerName, ...actions }: LeaveCalendarDialogProps) {
  return (
    <ConfirmDialog
      open={ownerName !== null}
      title={<FormattedMessage id="calendar.membership.leaveTitle" values={{ name: ownerName }} />}
      body={<FormattedMessage id="calendar.membership.leaveBody" values={{ name: ownerName }} />}
      cancelLabel={<FormattedMessage id="calendar.membership.cancel" />}
      confirmLabel={<FormattedMessage id="calendar.membership.leaveConfirm" />}
      {...actions}
    />
  );
}
