import Close from '@mui/icons-material/Close';
import Edit from '@mui/icons-material/Edit';
import Replay from '@mui/icons-material/Replay';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormattedMessage } from 'react-intl';

export interface ComposerActionsProps {
  streaming: boolean;
  editing: boolean;
  canEdit: boolean;
  onEditLast: () => void;
  onCancelEdit: () => void;
  onRegenerate?: () => void;
}

/** What can be done with the last exchange: ask the answer again, or edit the question. */
export function ComposerActions(props: ComposerActionsProps) {
  const { streaming, editing, canEdit, onEditLast, onCancelEdit, onRegenerate } = props;
  if (streaming || (!canEdit && !onRegenerate)) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
      {editing ? (
        <Button size="small" startIcon={<Close />} onClick={onCancelEdit}>
          <FormattedMessage id="agent.composer.cancelEdit" />
        </Button>
      ) : (
        <>
          {onRegenerate && (
            <Button size="small" startIcon={<Replay />} onClick={onRegenerate}>
              <FormattedMessage id="agent.composer.regenerate" />
            </Button>
          )}
          {canEdit && (
            <Button size="small" startIcon={<Edit />} onClick={onEditLast}>
              <FormattedMessage id="agent.composer.editLast" />
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
