import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StoredFile } from '@/api/schema/files';
import { FILE_MEDIA_TYPES } from '@/api/schema/filesConstants';
import { QuerySkeleton, RetryAlert, type SkeletonShape } from '@/components/shared/QueryStatus';
import { TruncatedText } from '@/components/shared/TruncatedText';
import type { FileContent } from '@/hooks/useFileContent';
import type { FilePlace } from '@/routes/paths';
import type { OcrWord } from '@/api/schema/filesOcr';
import type { CitedPassage } from '@/components/shared/Citation';
import { ImagePreview } from './ImagePreview';
import { PdfPreview } from './PdfPreview';
import { TextPreview } from './TextPreview';

export interface FilePreviewProps {
  file: StoredFile;
  /** The file's bytes (useFileContent). */
  content: FileContent;
  /** Where the address points: a PDF page, or cited lines. */
  place: Required<FilePlace>;
  onPageChange: (page: number) => void;
  /** A cited passage, its answering sentences highlighted on its PDF page or image. */
  highlight?: CitedPassage | null;
  /** The words OCR read on the asked page of a scanned PDF or on an image (`useOcrWords`). */
  ocrWords?: OcrWord[] | null;
  /** Asking for those words failed: the page shows without them, and says so. */
  ocrFailed?: boolean;
}

const SKELETON: SkeletonShape = { rows: 1, rowHeight: 320 };

/**
 * A file as uploaded: PDF pages, an image, or text with line numbers; the cited place shown, and
 * on a scanned page or an image the words OCR read, a cited passage highlighted.
 */
export function FilePreview({
  file,
  content,
  place,
  onPageChange,
  highlight = null,
  ocrWords = null,
  ocrFailed = false,
}: FilePreviewProps) {
  const intl = useIntl();
  const bytes = content.status === 'ready' ? content.bytes : null;
  // The download is made from the bytes already here: a plain link could not send the token.
  const href = useMemo(
    () =>
      bytes ? URL.createObjectURL(new Blob([bytes], { type: FILE_MEDIA_TYPES[file.kind] })) : null,
    [bytes, file.kind],
  );
  useEffect(() => () => void (href && URL.revokeObjectURL(href)), [href]);

  const body = (data: ArrayBuffer) => {
    if (file.kind === 'pdf')
      return (
        <PdfPreview
          bytes={data}
          page={place.page}
          onPageChange={onPageChange}
          highlight={highlight}
          ocrWords={ocrWords}
          ocrFailed={ocrFailed}
        />
      );
    if (file.kind === 'docx')
      return (
        <Alert severity="info" variant="outlined">
          <FormattedMessage id="assistant.preview.docx" />
        </Alert>
      );
    if (file.kind === 'image')
      return (
        <ImagePreview
          name={file.name}
          bytes={data}
          highlight={highlight}
          ocrWords={ocrWords}
          ocrFailed={ocrFailed}
        />
      );
    return <TextPreview bytes={data} name={file.name} lines={place.lines} />;
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5, minInlineSize: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="h6" component="h2" sx={{ minInlineSize: 0, flex: 1 }}>
          <TruncatedText text={file.name} maxWidth={640} variant="h6" dir="auto" />
        </Typography>
        <Button
          component="a"
          href={href ?? undefined}
          download={file.name}
          disabled={!href}
          startIcon={<DownloadIcon />}
          variant="outlined"
          size="small"
        >
          <FormattedMessage id="assistant.preview.download" />
        </Button>
      </Box>
      {file.status === 'unreadable' && (
        <Alert severity="warning">
          <FormattedMessage
            id={`assistant.preview.unreadable.${file.unreadableReason ?? 'corrupt'}`}
          />
        </Alert>
      )}
      {content.status === 'loading' && (
        <QuerySkeleton
          shape={SKELETON}
          label={intl.formatMessage({ id: 'assistant.preview.loading' }, { name: file.name })}
        />
      )}
      {content.status === 'failed' && <RetryAlert error={content.error} onRetry={content.retry} />}
      {content.status === 'ready' && body(content.bytes)}
    </Box>
  );
}
