import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import type { Citation as AnswerCitation } from '@/api/schema';
import { answerCitationSource, Citation } from '@/components/shared/Citation';
import { HighlightedText } from '@/components/shared/HighlightedText';

export interface QuoteListProps {
  citations: AnswerCitation[];
}

/**
 * The extractive answer: the passages themselves, clearly labelled as quotes from the user's
 * own files, the sentences that match the question marked.
 */
export function QuoteList({ citations }: QuoteListProps) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary' }}>
        <FormatQuoteIcon fontSize="small" aria-hidden />
        <Typography variant="subtitle2" component="h3">
          <FormattedMessage id="assistant.answer.quotesLabel" />
        </Typography>
      </Box>
      <Typography variant="caption" color="text.secondary">
        <FormattedMessage id="assistant.answer.quotesHint" />
      </Typography>
      {citations.map((citation) => (
        <Box
          key={citation.n}
          component="figure"
          sx={{ m: 0, display: 'grid', gap: 0.75, justifyItems: 'start' }}
        >
          <Box
            component="blockquote"
            sx={{
              m: 0,
              paddingInlineStart: 1.5,
              borderInlineStart: 3,
              borderColor: 'divider',
              inlineSize: '100%',
            }}
          >
            {citation.heading && (
              <Typography variant="caption" component="p" color="text.secondary" dir="auto">
                {citation.heading}
              </Typography>
            )}
            {/* The file's words keep their own direction, whatever the interface's. */}
            <Typography
              variant="body2"
              dir="auto"
              sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              <HighlightedText text={citation.text} matches={citation.marks} />
            </Typography>
          </Box>
          <Box component="figcaption">
            <Citation n={citation.n} source={answerCitationSource(citation)} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
