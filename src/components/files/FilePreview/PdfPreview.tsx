import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PdfPage, usePdfDocument } from '@/components/files/PdfPage';
import type { OcrWord } from '@/api/schema/filesOcr';
import type { CitedPassage } from '@/components/shared/Citation';
import { OcrFailedNotice } from './OcrFailedNotice';

const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

export interface PdfPreviewProps {
  bytes: ArrayBuffer;
  /** The page the address asks for (clamped to the document). */
  page: number | null;
  onPageChange: (page: number) => void;
  highlight: CitedPassage | null;
  /** The words OCR read on the page the address asks for, when it is a scan. */
  ocrWords: OcrWord[] | null;
  /** Asking for those words failed: the page shows without them, and says so. */
  ocrFailed: boolean;
}

/** A PDF one page at a time, with page navigation and zoom. */
export function PdfPreview({
  bytes,
  page,
  onPageChange,
  highlight,
  ocrWords,
  ocrFailed,
}: PdfPreviewProps) {
  const intl = useIntl();
  const pdf = usePdfDocument(bytes);
  const [zoom, setZoom] = useState(2);
  if (pdf.status === 'loading') return <Skeleton variant="rectangular" height={480} />;
  if (pdf.status === 'failed') {
    return (
      <Alert severity="warning">
        <FormattedMessage id={`assistant.preview.pdf.${pdf.reason}`} />
      </Alert>
    );
  }
  const count = pdf.document.numPages;
  const current = Math.min(Math.max(page ?? 1, 1), count);
  // The words and the highlight belong to the asked page, not to the one a clamp shows instead.
  const asked = (page ?? 1) === current;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {ocrFailed && <OcrFailedNotice />}
      <Box
        role="toolbar"
        aria-label={intl.formatMessage({ id: 'assistant.preview.pdf.toolbar' })}
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}
      >
        <IconButton
          aria-label={intl.formatMessage({ id: 'assistant.preview.pdf.previous' })}
          disabled={current <= 1}
          onClick={() => onPageChange(current - 1)}
        >
          <ChevronLeftIcon
            sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
          />
        </IconButton>
        <Typography variant="body2" aria-live="polite">
          <FormattedMessage id="assistant.preview.pdf.pageOf" values={{ page: current, count }} />
        </Typography>
        <IconButton
          aria-label={intl.formatMessage({ id: 'assistant.preview.pdf.next' })}
          disabled={current >= count}
          onClick={() => onPageChange(current + 1)}
        >
          <ChevronRightIcon
            sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
          />
        </IconButton>
        <Box sx={{ flex: 1 }} />
        <IconButton
          aria-label={intl.formatMessage({ id: 'assistant.preview.pdf.zoomOut' })}
          disabled={zoom === 0}
          onClick={() => setZoom((z) => z - 1)}
        >
          <ZoomOutIcon />
        </IconButton>
        <Typography variant="body2" sx={{ minInlineSize: '4ch', textAlign: 'center' }}>
          {intl.formatNumber(ZOOMS[zoom]!, { style: 'percent' })}
        </Typography>
        <IconButton
          aria-label={intl.formatMessage({ id: 'assistant.preview.pdf.zoomIn' })}
          disabled={zoom === ZOOMS.length - 1}
          onClick={() => setZoom((z) => z + 1)}
        >
          <ZoomInIcon />
        </IconButton>
      </Box>
      <Box
        // Focusable, so a zoomed page can be scrolled with the keyboard.
        tabIndex={0}
        sx={{ overflow: 'auto', maxBlockSize: '75vh', p: 1, bgcolor: 'action.hover' }}
      >
        <PdfPage
          document={pdf.document}
          pageNumber={current}
          scale={ZOOMS[zoom]!}
          highlight={asked ? highlight : null}
          ocrWords={asked ? ocrWords : null}
        />
      </Box>
    </Box>
  );
}
