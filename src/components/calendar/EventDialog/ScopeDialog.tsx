import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { EDIT_SCOPES, type EditScope } from '@/api/schema/calendar';
import { ConfirmActions } from '@/components/shared/ConfirmActions';

export interface ScopeDialogProps {
  /** What the choice is for: saving a change or deleting. */
  action: 'save' | 'delete' | null;
  onChoose: (scope: EditScope) => void;
  onCancel: () => void;
  disablePortal?: boolean;
}

/** "This event / this and following / all events": how far a change to one occurrence reaches. */
export function ScopeDialog({ action, onChoose, onCancel, disablePortal }: ScopeDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const [scope, setScope] = useState<EditScope>('this');
  return (
    <Dialog
      open={action !== null}
      onClose={onCancel}
      aria-labelledby={titleId}
      disablePortal={disablePortal}
    >
      <DialogTitle id={titleId}>
        <FormattedMessage id={`event.scope.${action ?? 'save'}Title`} />
      </DialogTitle>
      <DialogContent>
        <RadioGroup
          aria-labelledby={titleId}
          value={scope}
          onChange={(event) => setScope(event.target.value as EditScope)}
        >
          {EDIT_SCOPES.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio />}
              label={intl.formatMessage({ id: `event.scope.${value}` })}
            />
          ))}
        </RadioGroup>
      </DialogContent>
      <ConfirmActions
        onCancel={onCancel}
        cancelLabel={<FormattedMessage id="event.cancel" />}
        confirmLabel={<FormattedMessage id={action === 'delete' ? 'event.delete' : 'event.save'} />}
        onConfirm={() => onChoose(scope)}
        color={action === 'delete' ? 'error' : 'primary'}
      />
    </Dialog>
  );
}
