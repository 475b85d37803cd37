import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { FormattedMessage, useIntl } from 'react-intl';
import { answerCitationSource, Citation } from '@/components/shared/Citation';
import type { AskTurn } from '@/hooks/askSession/useAskSession';
import { useErrorMessage } from '@/hooks/useErrorMessage';
import { GeneratedText } from './GeneratedText';
import { QuoteList } from './QuoteList';

export interface AnswerProps {
  turn: AskTurn;
}

/** Where an answer is, in words a screen reader announces once per change (not per word). */
function progressMessage(turn: AskTurn): string {
  if (turn.status === 'failed') return 'assistant.answer.status.failed';
  if (turn.status === 'stopped') return 'assistant.answer.status.stopped';
  if (turn.citations === null) return 'assistant.answer.status.searching';
  if (turn.citations.length === 0) return 'assistant.answer.status.nothing';
  return turn.status === 'done'
    ? 'assistant.answer.status.done'
    : 'assistant.answer.status.writing';
}

/**
 * One answer: found passages quoted (below their best sentence, when one stands out), or a
 * model's text citing them, as it streams in; the model's failure, nothing found, a stop or an
 * error each said plainly.
 */
export function Answer({ turn }: AnswerProps) {
  const intl = useIntl();
  const describe = useErrorMessage();
  const streaming = turn.status === 'streaming';
  const citations = turn.citations ?? [];
  const mode = turn.answer?.mode;
  // An extract answer is the best sentence quoted above the quotes; a model's text cites sources.
  const quotes = mode === 'quotes' || mode === 'extract';
  const written = turn.text.length > 0;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} aria-busy={streaming}>
      <Box role="status" sx={streaming ? {} : visuallyHidden}>
        {streaming && turn.citations === null && (
          <LinearProgress
            aria-label={intl.formatMessage({ id: progressMessage(turn) })}
            sx={{ mb: 1 }}
          />
        )}
        <Typography variant="caption" color="text.secondary">
          <FormattedMessage id={progressMessage(turn)} />
        </Typography>
      </Box>
      {turn.answer?.notice && (
        <Alert severity="warning">
          <FormattedMessage id={`assistant.answer.notice.${turn.answer.notice}`} />
        </Alert>
      )}
      {turn.error && <Alert severity="error">{describe(turn.error)}</Alert>}
      {turn.citations?.length === 0 && (
        <Alert severity="info" variant="outlined">
          <FormattedMessage id="assistant.answer.nothing" />
        </Alert>
      )}
      {(written || (streaming && citations.length > 0)) && (
        <GeneratedText text={turn.text} citations={citations} writing={streaming} />
      )}
      {quotes && citations.length > 0 && <QuoteList citations={citations} />}
      {!quotes && citations.length > 0 && (
        <Box component="section" sx={{ display: 'grid', gap: 0.75 }}>
          <Typography variant="subtitle2" component="h3" color="text.secondary">
            <FormattedMessage id="assistant.answer.sources" />
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
            {citations.map((citation) => (
              <Citation key={citation.n} n={citation.n} source={answerCitationSource(citation)} />
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
