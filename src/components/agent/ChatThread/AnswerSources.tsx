import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { Citation as AnswerCitation } from '@/api/schema';
import { answerCitationSource, Citation } from '@/components/shared/Citation';

/** The sources under an answer, one chip each, in their numbers' order. */
export function AnswerSources({
  citations,
  quoted = false,
}: {
  citations: AnswerCitation[];
  /** Without a model the sources are the answer: each shows its passage, quoted. */
  quoted?: boolean;
}) {
  const intl = useIntl();
  if (citations.length === 0) return null;
  return (
    <Stack
      component="ul"
      direction={quoted ? 'column' : 'row'}
      spacing={1}
      useFlexGap
      aria-label={intl.formatMessage({ id: 'agent.message.sources' })}
      sx={{ flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}
    >
      {citations.map((citation) => (
        <li key={citation.n}>
          <Citation n={citation.n} source={answerCitationSource(citation)} />
          {quoted && (
            <Typography
              component="blockquote"
              variant="body2"
              color="text.secondary"
              sx={{
                m: 0,
                mt: 0.5,
                ps: 1.5,
                borderInlineStart: 3,
                borderColor: 'divider',
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
              }}
            >
              {citation.text}
            </Typography>
          )}
        </li>
      ))}
    </Stack>
  );
}
