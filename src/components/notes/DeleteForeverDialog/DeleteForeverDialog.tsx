import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog } from '@/components/shared/ConfirmDialog';

export interface DeleteForeverDialogProps {
  /** The note to delete; null closes the dialog. */
  title: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Deleting forever is the one step that cannot be undone, so it asks first. */
export function DeleteForeverDialog({ title, onConfirm, onCancel }: DeleteForeverDialogProps) {
  const intl = useIntl();
  return (
    <ConfirmDialog
      open={title !== null}
      title={<FormattedMessage id="notes.delete.title" />}
      body={
        <FormattedMessage
          id="notes.delete.body"
          values={{ title: title || intl.formatMessage({ id: 'notes.untitled' }) }}
        />
      }
      cancelLabel={<FormattedMessage id="notes.delete.cancel" />}
      confirmLabel={<FormattedMessage id="notes.delete.confirm" />}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
