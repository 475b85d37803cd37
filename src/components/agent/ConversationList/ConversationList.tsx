import TextField from '@mui/material/TextField';
import Add from '@mui/icons-material/Add';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Conversation } from '@/api/schema';
import { type QueryState, QueryStatus, type SkeletonShape } from '@/components/shared/QueryStatus';
import { visibleConversations } from './conversationOrder';
import { ConversationRow } from './ConversationRow';

export interface ConversationListProps extends QueryState {
  conversations: Conversation[];
  selectedId?: string | null;
  onSelect: (id: string) => void;
  onNew: () => void;
  onRename: (id: string, title: string) => void;
  onDelete: (conversation: Conversation) => void;
  /** Override of the "still loading" threshold, for stories. */
  slowThresholdMs?: number;
  /** More pages on the server. */
  hasMore?: boolean;
  onLoadMore?: () => void;
}

const SKELETON: SkeletonShape = { rows: 4, rowHeight: 48 };

/** The user's conversations, most recent first, filtered as they type (docs/product.md §8). */
export function ConversationList(props: ConversationListProps) {
  const { conversations, status, selectedId, onSelect, onNew, onRename, onDelete } = props;
  const intl = useIntl();
  const [query, setQuery] = useState('');
  const visible = useMemo(() => visibleConversations(conversations, query), [conversations, query]);
  return (
    <Box
      component="nav"
      aria-label={intl.formatMessage({ id: 'agent.list.label' })}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1, minHeight: 0, height: 1 }}
    >
      <Button variant="contained" startIcon={<Add />} onClick={onNew}>
        <FormattedMessage id="agent.list.new" />
      </Button>
      <TextField
        size="small"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={intl.formatMessage({ id: 'agent.list.filter' })}
        slotProps={{
          htmlInput: { 'aria-label': intl.formatMessage({ id: 'agent.list.filter' }) },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <QueryStatus
        query={{ status, error: props.error, onRetry: props.onRetry }}
        messages={{ loading: 'agent.list.loading', error: 'agent.list.error' }}
        skeleton={SKELETON}
        empty={
          visible.length > 0 ? null : (
            <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
              <FormattedMessage
                id={query.trim() ? 'agent.list.noMatch' : 'agent.list.empty'}
                values={{ query: query.trim() }}
              />
            </Typography>
          )
        }
        slowThresholdMs={props.slowThresholdMs}
      >
        <List dense sx={{ overflowY: 'auto', minHeight: 0, flexGrow: 1 }}>
          {visible.map((conversation) => (
            <ConversationRow
              key={conversation.id}
              conversation={conversation}
              selected={conversation.id === selectedId}
              onSelect={() => onSelect(conversation.id)}
              onRename={(title) => onRename(conversation.id, title)}
              onDelete={() => onDelete(conversation)}
            />
          ))}
          {props.hasMore && props.onLoadMore && (
            <ListItem disablePadding>
              <Button fullWidth size="small" onClick={props.onLoadMore}>
                <FormattedMessage id="agent.list.more" />
              </Button>
            </ListItem>
          )}
        </List>
      </QueryStatus>
    </Box>
  );
}
