import DialogContent from '@mui/material/DialogContent';
import { useId, type ReactNode } from 'react';
import { ConfirmActions, type ConfirmActionsProps } from '@/components/shared/ConfirmActions';
import { formSubmit } from '@/lib/formSubmit';

export interface DialogFormProps extends Pick<
  ConfirmActionsProps,
  'onCancel' | 'cancelLabel' | 'pending'
> {
  /** Enter in a field or the submit button; the form checks and sends itself. */
  onSubmit: () => Promise<void>;
  submitLabel: ReactNode;
  /** The fields. */
  children: ReactNode;
}

/** A dialog's form: its fields in the content, Cancel and submit at the foot (outside the form). */
export function DialogForm({ onSubmit, submitLabel, children, ...actions }: DialogFormProps) {
  const formId = useId();
  return (
    <>
      <DialogContent>
        <form id={formId} onSubmit={formSubmit(() => void onSubmit())} noValidate>
          {children}
        </form>
      </DialogContent>
      <ConfirmActions {...actions} confirmLabel={submitLabel} form={formId} />
    </>
  );
}
