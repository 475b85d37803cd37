import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router-dom';
import { toApiError } from '@/api/client';
import type { FileSort } from '@/api/schema';
import { AskPanel } from '@/components/files/AskPanel';
import { FileDropzone } from '@/components/files/FileDropzone';
import { FileList, FileStatusChip, type FileFilter } from '@/components/files/FileList';
import { citedPassageOf } from '@/components/shared/Citation';
import { QueryStatus } from '@/components/shared/QueryStatus';
import { UploadProgress } from '@/components/files/UploadProgress';
import { useAskSession } from '@/hooks/askSession/useAskSession';
import { useFileContent } from '@/hooks/useFileContent';
import { useOcrWords } from '@/hooks/useOcrWords';
import { FILE_PARAMS, readFilePlace } from '@/routes/paths';
import { useLiveFileQuery, useLiveFilesQuery } from '@/state/api/filesApi';
import { useFileActions } from './useFileActions';
import { useUploads } from './useUploads';
import { queryStatus } from '@/state/api/loadStatus';

// pdf.js comes with the preview, loaded when a file is opened and on this page only.
const FilePreview = lazy(() =>
  import('@/components/files/FilePreview').then((module) => ({ default: module.FilePreview })),
);

const PREVIEW_SKELETON = { rows: 3, rowHeight: 48 };

/**
 * The file assistant (docs/files.md "Page"): upload, the list, the open file and the ask panel.
 * The open file and its place live in the address (`?file=<id>&page=<n>`), so a citation, a
 * search hit or a shared link opens the same passage; a clicked citation also brings its passage
 * (history state), which the PDF page highlights until the reader turns the page.
 */
export function FileAssistantPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const openId = params.get(FILE_PARAMS.file) ?? undefined;
  const place = readFilePlace(params);
  const cited = citedPassageOf(useLocation().state);
  const [sort, setSort] = useState<FileSort>('uploaded');
  const [filter, setFilter] = useState<FileFilter>('all');
  const list = useLiveFilesQuery({ sort, ...(filter === 'all' ? {} : { status: filter }) });
  const open = useLiveFileQuery(openId);
  const uploads = useUploads();
  const actions = useFileActions();
  const ask = useAskSession();
  const content = useFileContent(openId);
  const ocr = useOcrWords(open.data ?? null, place.page ?? 1);

  const files = list.data?.items ?? [];
  const anyReady = files.some((file) => file.status === 'ready') || open.data?.status === 'ready';
  const openFile = open.data ?? null;
  // A file deleted elsewhere is a state to say, not a failure to retry.
  const fileMissing = open.isError && toApiError(open.error).status === 404;
  const openStatus =
    open.isError && !fileMissing ? 'error' : openFile || fileMissing ? 'ready' : 'loading';
  const select = (id: string | null) =>
    setParams(id ? { [FILE_PARAMS.file]: id } : {}, { replace: false });

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 7fr)' },
        alignItems: 'start',
      }}
    >
      <Typography variant="h3" component="h1" sx={{ gridColumn: '1 / -1' }}>
        <FormattedMessage id="files.page.title" />
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
        <FileDropzone onFiles={uploads.add} usage={list.data?.usage} />
        <UploadProgress
          uploads={uploads.uploads}
          onCancel={uploads.cancel}
          onRetry={uploads.retry}
          onDismiss={uploads.dismiss}
        />
        <FileList
          files={files}
          {...queryStatus(list)}
          sort={sort}
          onSortChange={setSort}
          filter={filter}
          onFilterChange={setFilter}
          selectedId={openId}
          onOpen={select}
          onRename={actions.rename}
          onDelete={(id) => {
            if (id === openId) select(null);
            actions.remove(id);
          }}
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
        {openId && (
          <Paper
            component="section"
            variant="outlined"
            aria-label={intl.formatMessage({ id: 'files.page.preview' })}
            sx={{ p: 2, display: 'grid', gap: 1 }}
          >
            <QueryStatus
              query={{ status: openStatus, error: open.error, onRetry: () => void open.refetch() }}
              messages={{ loading: 'files.page.loadingFile', error: 'files.page.fileError' }}
              skeleton={PREVIEW_SKELETON}
              empty={
                fileMissing ? (
                  <Alert severity="warning">
                    <FormattedMessage id="files.page.missing" />
                  </Alert>
                ) : null
              }
            >
              {openFile && (
                <>
                  <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                    {openFile.name}
                  </Typography>
                  <Box>
                    <FileStatusChip file={openFile} />
                  </Box>
                  {(place.page ?? place.lines) && (
                    <Typography variant="subtitle2" component="p">
                      {place.page ? (
                        <FormattedMessage id="files.page.atPage" values={{ page: place.page }} />
                      ) : (
                        <FormattedMessage id="files.page.atLines" values={place.lines!} />
                      )}
                    </Typography>
                  )}
                  {(openFile.status === 'queued' || openFile.status === 'indexing') && (
                    <Alert severity="info">
                      <FormattedMessage id="files.page.indexing" />
                    </Alert>
                  )}
                  {openFile.status === 'unreadable' && openFile.unreadableReason && (
                    <Alert severity="error">
                      <FormattedMessage
                        id="files.page.unreadable"
                        values={{
                          reason: intl.formatMessage({
                            id: `files.unreadable.${openFile.unreadableReason}`,
                          }),
                        }}
                      />
                    </Alert>
                  )}
                  <Suspense fallback={null}>
                    <FilePreview
                      file={openFile}
                      content={content}
                      place={place}
                      highlight={cited}
                      ocrWords={ocr.words}
                      ocrFailed={ocr.failed}
                      onPageChange={(page) =>
                        setParams({
                          [FILE_PARAMS.file]: openFile.id,
                          [FILE_PARAMS.page]: String(page),
                        })
                      }
                    />
                  </Suspense>
                </>
              )}
            </QueryStatus>
          </Paper>
        )}
        <AskPanel
          turns={ask.turns}
          busy={ask.busy}
          onAsk={ask.ask}
          onStop={ask.stop}
          openFile={openFile?.status === 'ready' ? { id: openFile.id, name: openFile.name } : null}
          disabled={!anyReady}
        />
      </Box>
    </Box>
  );
}
