import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment, useMemo } from 'react';
import type { Citation as AnswerCitation } from '@/api/schema';
import { answerCitationSource, Citation } from '@/components/shared/Citation';
import { answerParts } from './answerParts';

export interface GeneratedTextProps {
  text: string;
  citations: AnswerCitation[];
  /** Still being written: a caret shows where the text goes on. */
  writing: boolean;
}

/** An answer's text in paragraphs, its `[n]` markers as links to the cited places. */
export function GeneratedText({ text, citations, writing }: GeneratedTextProps) {
  const byNumber = useMemo(
    () => new Map(citations.map((citation) => [citation.n, citation])),
    [citations],
  );
  const paragraphs = text.split(/\n\s*\n/);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {paragraphs.map((paragraph, index) => (
        // The answer reads in its own direction (an Arabic answer on an English page and the
        // reverse), each paragraph by its first strong letter, whatever the page's direction.
        <Typography key={index} variant="body2" dir="auto" sx={{ whiteSpace: 'pre-wrap' }}>
          {answerParts(paragraph, new Set(byNumber.keys())).map((part, at) =>
            'text' in part ? (
              <Fragment key={at}>{part.text}</Fragment>
            ) : (
              <Citation
                key={at}
                variant="marker"
                n={part.cite}
                source={answerCitationSource(byNumber.get(part.cite)!)}
              />
            ),
          )}
          {writing && index === paragraphs.length - 1 && (
            <Box
              component="span"
              aria-hidden
              data-testid="answer-caret"
              sx={{
                display: 'inline-block',
                inlineSize: '0.5em',
                blockSize: '1.1em',
                marginInlineStart: 0.25,
                verticalAlign: 'text-bottom',
                bgcolor: 'primary.main',
              }}
            />
          )}
        </Typography>
      ))}
    </Box>
  );
}
