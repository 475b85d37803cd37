import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { OcrWords } from '@/components/files/PdfPage';
import type { OcrWord } from '@/api/schema/filesOcr';
import type { CitedPassage } from '@/components/shared/Citation';
import { OcrFailedNotice } from './OcrFailedNotice';

export interface ImagePreviewProps {
  name: string;
  bytes: ArrayBuffer;
  highlight: CitedPassage | null;
  /** The words OCR read on the image (null until they are here). */
  ocrWords: OcrWord[] | null;
  /** Asking for those words failed: the image shows without them, and says so. */
  ocrFailed: boolean;
}

/**
 * An uploaded image with the words OCR read on it laid over it, a cited passage highlighted.
 * The browser decides whether it can show the format (TIFF it cannot): if not, it says so and
 * the download stays.
 */
export function ImagePreview({ name, bytes, highlight, ocrWords, ocrFailed }: ImagePreviewProps) {
  const intl = useIntl();
  const src = useMemo(() => URL.createObjectURL(new Blob([bytes])), [bytes]);
  useEffect(() => () => URL.revokeObjectURL(src), [src]);
  const [unshown, setUnshown] = useState<string | null>(null);
  if (unshown === src) {
    return (
      <Alert severity="info" variant="outlined">
        <FormattedMessage id="assistant.preview.imageUnsupported" />
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'center' }}>
      {ocrFailed && <OcrFailedNotice />}
      <Box sx={{ position: 'relative', maxInlineSize: '100%', boxShadow: 1, bgcolor: '#fff' }}>
        <Box
          component="img"
          src={src}
          alt={intl.formatMessage({ id: 'assistant.preview.image' }, { name })}
          onError={() => setUnshown(src)}
          sx={{ display: 'block', maxInlineSize: '100%', blockSize: 'auto' }}
        />
        {ocrWords && <OcrWords words={ocrWords} highlight={highlight} />}
      </Box>
    </Box>
  );
}
