import Box from '@mui/material/Box';
import { useLayoutEffect, useRef } from 'react';
import type { OcrWord } from '@/api/schema/filesOcr';
import { CITED_STYLE, markCited } from './citedSpans';
import type { CitedPassage } from '@/components/shared/Citation';

export interface OcrWordsProps {
  words: OcrWord[];
  /** A cited passage: the words that carry its answering sentences are highlighted. */
  highlight: CitedPassage | null;
}

/**
 * The words OCR read on a scanned page or an image, laid over it where they stand: invisible text
 * that can be selected and read aloud, as a PDF's text layer can, and that carries a citation's
 * highlight. Boxes are fractions of the page, so they follow any zoom; they are placed with
 * physical offsets, as the picture under them does not turn around in a right-to-left layout.
 */
export function OcrWords({ words, highlight }: OcrWordsProps) {
  const layer = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (layer.current) markCited([...layer.current.children] as HTMLElement[], highlight);
  }, [words, highlight]);
  return (
    <Box
      ref={layer}
      data-testid="ocr-words"
      sx={{
        position: 'absolute',
        inset: 0,
        // The words' size follows the box they stand in, whatever size the page is shown at.
        containerType: 'size',
        '& > span': {
          position: 'absolute',
          color: 'transparent',
          whiteSpace: 'pre',
          lineHeight: 1,
          overflow: 'hidden',
          cursor: 'text',
        },
        ...CITED_STYLE,
      }}
    >
      {words.map((word, index) => {
        const [x0, y0, x1, y1] = word.box;
        return (
          <span
            key={index}
            dir="auto"
            style={{
              left: `${x0 * 100}%`,
              top: `${y0 * 100}%`,
              width: `${(x1 - x0) * 100}%`,
              height: `${(y1 - y0) * 100}%`,
              fontSize: `${(y1 - y0) * 85}cqh`,
            }}
          >
            {`${word.text} `}
          </span>
        );
      })}
    </Box>
  );
}
