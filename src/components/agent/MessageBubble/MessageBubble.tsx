import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MarkdownTextProps } from './MarkdownText';

// The Markdown stack loads with the first answer, not with the page (docs/performance.md).
const MarkdownText = lazy(() =>
  import('./MarkdownText').then((module) => ({ default: module.MarkdownText })),
);

export type MessageState = 'streaming' | 'complete' | 'stopped' | 'failed';

export interface MessageBubbleProps extends Pick<
  MarkdownTextProps,
  'citationNumbers' | 'renderCitation'
> {
  author: 'user' | 'agent';
  /** Markdown for the agent, plain text for the user. */
  text: string;
  state?: MessageState;
  /** The agent answered without a model: its text is search results, labelled so. */
  searchResults?: boolean;
  /** Translated sentence of a failure the answer ended with. */
  error?: string;
  /** Tool steps shown above the text, in the order they ran. */
  steps?: ReactNode;
  /** What a slash command did, with its link and UNDO. */
  result?: ReactNode;
}

/** One message of a conversation; the agent's in Markdown, the user's as typed. */
export function MessageBubble(props: MessageBubbleProps) {
  const { author, text, state = 'complete', searchResults = false, error, steps, result } = props;
  const intl = useIntl();
  const mine = author === 'user';
  return (
    <Box
      component="article"
      aria-label={intl.formatMessage({ id: mine ? 'agent.message.you' : 'agent.message.agent' })}
      aria-busy={state === 'streaming'}
      sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }}
    >
      <Stack
        spacing={1}
        sx={{ maxWidth: mine ? '80%' : '100%', minWidth: 0, flexGrow: mine ? 0 : 1 }}
      >
        {searchResults && (
          <Chip
            size="small"
            variant="outlined"
            label={<FormattedMessage id="agent.message.searchResults" />}
            sx={{ alignSelf: 'flex-start' }}
          />
        )}
        {steps}
        {mine ? (
          <Paper
            elevation={0}
            sx={{
              px: 2,
              py: 1,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
            }}
          >
            {text}
          </Paper>
        ) : (
          (text || state === 'streaming') && (
            <Box sx={{ px: 0.5 }}>
              <Suspense fallback={<Box sx={{ whiteSpace: 'pre-wrap' }}>{text}</Box>}>
                <MarkdownText
                  text={text}
                  citationNumbers={props.citationNumbers}
                  renderCitation={props.renderCitation}
                />
              </Suspense>
              {state === 'streaming' && <StreamingCaret />}
            </Box>
          )
        )}
        {result}
        {state === 'stopped' && (
          <Box sx={{ typography: 'caption', color: 'text.secondary', px: 0.5 }}>
            <FormattedMessage id="agent.message.stopped" />
          </Box>
        )}
        {error && (
          <Alert severity="error" variant="outlined">
            {error}
          </Alert>
        )}
      </Stack>
    </Box>
  );
}

function StreamingCaret() {
  const intl = useIntl();
  return (
    <Box
      component="span"
      role="status"
      aria-label={intl.formatMessage({ id: 'agent.message.streaming' })}
      sx={{
        display: 'inline-block',
        width: 8,
        height: 16,
        bgcolor: 'text.secondary',
        verticalAlign: 'text-bottom',
        '@media (prefers-reduced-motion: no-preference)': {
          animation: 'quire-caret 1s steps(2) infinite',
        },
        '@keyframes quire-caret': { '50%': { opacity: 0 } },
      }}
    />
  );
}
