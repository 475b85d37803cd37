import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Conversation } from '@/api/schema/agent';
import { AGENT_LIMITS } from '@/api/schema/agentPaths';
import { formSubmit } from '@/lib/formSubmit';

export interface ConversationRowProps {
  conversation: Conversation;
  selected: boolean;
  onSelect: () => void;
  onRename: (title: string) => void;
  onDelete: () => void;
}

/** One conversation: opens on click; its menu renames it in place or deletes it. */
export function ConversationRow({
  conversation,
  selected,
  onSelect,
  onRename,
  onDelete,
}: ConversationRowProps) {
  const intl = useIntl();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [draft, setDraft] = useState<string | null>(null);
  const title = conversation.title || intl.formatMessage({ id: 'agent.list.untitled' });
  const trimmed = draft?.trim() ?? '';
  const invalid = draft !== null && (trimmed.length === 0 || trimmed.length > AGENT_LIMITS.title);

  const save = () => {
    if (invalid) return;
    if (trimmed !== conversation.title) onRename(trimmed);
    setDraft(null);
  };

  if (draft !== null) {
    return (
      <ListItem component="form" onSubmit={formSubmit(save)} sx={{ py: 0.5 }}>
        <TextField
          size="small"
          fullWidth
          inputRef={(input: HTMLInputElement | null) => input?.focus()}
          value={draft}
          error={invalid}
          helperText={
            invalid
              ? intl.formatMessage({ id: 'agent.list.titleInvalid' }, { max: AGENT_LIMITS.title })
              : undefined
          }
          label={intl.formatMessage({ id: 'agent.list.renameLabel' })}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={save}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setDraft(null);
          }}
        />
      </ListItem>
    );
  }
  return (
    <ListItem
      disablePadding
      secondaryAction={
        <IconButton
          edge="end"
          aria-label={intl.formatMessage({ id: 'agent.list.actions' }, { title })}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <MoreVert fontSize="small" />
        </IconButton>
      }
    >
      <ListItemButton
        selected={selected}
        aria-current={selected ? 'page' : undefined}
        onClick={onSelect}
      >
        <ListItemText
          primary={title}
          secondary={intl.formatDate(conversation.updatedAt, {
            dateStyle: 'medium',
            timeStyle: 'short',
          })}
          slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
        />
      </ListItemButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setDraft(conversation.title);
          }}
        >
          <FormattedMessage id="agent.list.rename" />
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onDelete();
          }}
        >
          <FormattedMessage id="agent.list.delete" />
        </MenuItem>
      </Menu>
    </ListItem>
  );
}
