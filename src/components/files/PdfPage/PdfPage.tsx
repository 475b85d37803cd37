import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OcrWord } from '@/api/schema/filesOcr';
import type { CitedPassage } from '@/components/shared/Citation';
import { CITED_STYLE, markCited } from './citedSpans';
import { OcrWords } from './OcrWords';
import { renderTextLayer } from './loadPdf';

export interface PdfPageProps {
  document: PDFDocumentProxy;
  /** 1-based. */
  pageNumber: number;
  /** 1 draws the page at its size in CSS pixels (72 dpi points as px). */
  scale: number;
  /**
   * A cited passage: the sentences of it that answer are highlighted on this page and scrolled
   * into view. Kept the same object between renders (a citation), or the page draws again.
   */
  highlight?: CitedPassage | null;
  /** The words OCR read on this page when it is a scan (it has no text layer of its own). */
  ocrWords?: OcrWord[] | null;
}

/**
 * One page of a PDF: drawn on a canvas (sharp on high-density screens) with pdf.js's text layer
 * over it, so the text can be selected, read by a screen reader and highlighted.
 */
export function PdfPage({
  document,
  pageNumber,
  scale,
  highlight = null,
  ocrWords = null,
}: PdfPageProps) {
  const intl = useIntl();
  const canvas = useRef<HTMLCanvasElement>(null);
  const textLayer = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ key: string; status: 'drawn' | 'failed' } | null>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const key = `${pageNumber}@${scale}`;

  useEffect(() => {
    let cancelled = false;
    let task: { cancel(): void } | null = null;
    (async () => {
      const page = await document.getPage(pageNumber);
      const viewport = page.getViewport({ scale });
      if (cancelled || !canvas.current || !textLayer.current) return;
      setSize({ width: viewport.width, height: viewport.height });
      const ratio = window.devicePixelRatio || 1;
      canvas.current.width = Math.floor(viewport.width * ratio);
      canvas.current.height = Math.floor(viewport.height * ratio);
      const render = page.render({
        canvas: canvas.current,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      task = render;
      await render.promise;
      textLayer.current.replaceChildren();
      const spans = await renderTextLayer(page, textLayer.current, viewport);
      if (cancelled) return;
      markCited(spans, highlight);
      setState({ key, status: 'drawn' });
    })().catch((error: unknown) => {
      // A render cancelled by a newer page or zoom is not a failure.
      if (!cancelled && !(error instanceof Error && error.name === 'RenderingCancelledException'))
        setState({ key, status: 'failed' });
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [document, pageNumber, scale, highlight, key]);

  const drawn = state?.key === key && state.status === 'drawn';
  if (state?.key === key && state.status === 'failed') {
    return (
      <Alert severity="error">
        <FormattedMessage id="assistant.pdf.pageFailed" values={{ page: pageNumber }} />
      </Alert>
    );
  }
  return (
    <Box
      role="region"
      aria-label={intl.formatMessage({ id: 'assistant.pdf.page' }, { page: pageNumber })}
      aria-busy={!drawn}
      data-page={pageNumber}
      data-drawn={drawn}
      sx={{
        position: 'relative',
        width: size?.width,
        height: size?.height,
        bgcolor: '#fff',
        boxShadow: 1,
        mx: 'auto',
        '--scale-factor': scale,
        '--total-scale-factor': scale,
      }}
    >
      {!drawn && (
        <Skeleton
          variant="rectangular"
          sx={{ position: 'absolute', inset: 0, height: size?.height ?? 400 }}
        />
      )}
      <Box
        component="canvas"
        ref={canvas}
        aria-hidden
        sx={{ display: 'block', width: size?.width, height: size?.height }}
      />
      <Box ref={textLayer} className="textLayer" sx={textLayerStyles} />
      {drawn && ocrWords && ocrWords.length > 0 && (
        <OcrWords words={ocrWords} highlight={highlight} />
      )}
    </Box>
  );
}

// pdf.js's own text-layer rules (web/pdf_viewer.css), only the ones a single page needs.
const textLayerStyles = {
  position: 'absolute',
  inset: 0,
  overflow: 'clip',
  lineHeight: 1,
  textAlign: 'initial',
  transformOrigin: '0 0',
  '--min-font-size': 1,
  '--text-scale-factor': 'calc(var(--total-scale-factor) * var(--min-font-size))',
  '--min-font-size-inv': 'calc(1 / var(--min-font-size))',
  '& :is(span, br)': {
    color: 'transparent',
    position: 'absolute',
    whiteSpace: 'pre',
    cursor: 'text',
    transformOrigin: '0% 0%',
  },
  '& > :not(.markedContent), & .markedContent span:not(.markedContent)': {
    zIndex: 1,
    '--font-height': 0,
    fontSize: 'calc(var(--text-scale-factor) * var(--font-height))',
    '--scale-x': 1,
    '--rotate': '0deg',
    transform: 'rotate(var(--rotate)) scaleX(var(--scale-x)) scale(var(--min-font-size-inv))',
  },
  '& .markedContent': { display: 'contents' },
  ...CITED_STYLE,
  '& ::selection': { bgcolor: 'rgba(0, 100, 255, 0.3)' },
} as const;
