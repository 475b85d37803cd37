import Box from '@mui/material/Box';
import { Fragment } from 'react';
import type { MatchRange } from '@/api/schema';
import { searchMarkBackground } from '@/theme/searchMark';
import { highlightParts } from './highlightParts';

export interface HighlightedTextProps {
  text: string;
  /** Characters to mark, as the search engine reports them; none shows the text plain. */
  matches?: readonly MatchRange[];
}

/**
 * Text with the parts that matched a search wrapped in `<mark>`: React elements built from
 * ranges, never an HTML string, so a note's text can never become markup.
 */
export function HighlightedText({ text, matches = [] }: HighlightedTextProps) {
  return (
    <>
      {highlightParts(text, matches).map((part, index) =>
        part.marked ? (
          <Box
            key={index}
            component="mark"
            sx={(theme) => ({
              color: 'text.primary',
              fontWeight: 600,
              borderRadius: 0.5,
              bgcolor: searchMarkBackground(theme.palette),
            })}
          >
            {part.text}
          </Box>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
