import ArrowDownward from '@mui/icons-material/ArrowDownward';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { AgentMessage, ApprovalDecision, SlashCommand } from '@/api/schema';
import { AgentMessageView, type UndoTarget } from './AgentMessageView';
import { useStickToBottom } from './useStickToBottom';

export interface ChatThreadProps {
  messages: AgentMessage[];
  /** The signed-in user, whose calendar the event links open. */
  username: string;
  onDecide: (stepId: string, decision: ApprovalDecision) => void;
  /** Takes back what a command or a tool wrote; `key` is the message's or the step's id. */
  onUndo: (key: string, target: UndoTarget) => void;
  /** Keys already undone. */
  undone: ReadonlySet<string>;
  /** A suggested slash command was picked (to start typing it). */
  onSuggestion: (command: SlashCommand) => void;
  /** Shown after the messages: an offline or error notice, say. */
  footer?: ReactNode;
}

/**
 * A conversation's messages in order (docs/product.md §8). It follows a streaming answer to
 * the end unless the reader scrolled up, and then offers "Jump to latest".
 */
export function ChatThread({ messages, footer, ...handlers }: ChatThreadProps) {
  const intl = useIntl();
  const { scroller, content, away, jump, onScroll } = useStickToBottom();
  const jumpLabel = intl.formatMessage({ id: 'agent.thread.jump' });
  const headingId = useId();
  return (
    <Box sx={{ position: 'relative', flexGrow: 1, minHeight: 0, display: 'flex' }}>
      {/* The page's h1 is the conversation's title; this level keeps the messages' own h3
          headings (a command's groups) in order for screen readers. */}
      <Typography id={headingId} component="h2" sx={visuallyHidden}>
        {intl.formatMessage({ id: 'agent.thread.label' })}
      </Typography>
      <Box
        ref={scroller}
        onScroll={onScroll}
        role="log"
        aria-labelledby={headingId}
        tabIndex={0}
        sx={{ flexGrow: 1, overflowY: 'auto', px: { xs: 1, sm: 2 }, py: 2 }}
      >
        <Stack ref={content} spacing={3} sx={{ maxWidth: 820, mx: 'auto' }}>
          {messages.map((message) => (
            <AgentMessageView key={message.id} message={message} {...handlers} />
          ))}
          {footer}
        </Stack>
      </Box>
      {away && (
        <Fab
          size="small"
          variant="extended"
          color="primary"
          onClick={() => jump('smooth')}
          sx={{
            position: 'absolute',
            bottom: 16,
            insetInlineStart: '50%',
            transform: 'translateX(-50%)',
          }}
        >
          <ArrowDownward fontSize="small" sx={{ me: 0.5 }} aria-hidden />
          {jumpLabel}
        </Fab>
      )}
    </Box>
  );
}
