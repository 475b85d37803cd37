import Box from '@mui/material/Box';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { FileSort, FileStatus, StoredFile } from '@/api/schema';
import { FILE_SORTS, FILE_STATUSES } from '@/api/schema/filesConstants';
import { type QueryState, QueryStatus, type SkeletonShape } from '@/components/shared/QueryStatus';
import { FileListChoice } from './FileListChoice';
import { FileRow, type FileRowProps } from './FileRow';

export type FileFilter = FileStatus | 'all';

export interface FileListProps
  extends Pick<FileRowProps, 'onOpen' | 'onRename' | 'onDelete'>, QueryState {
  files: readonly StoredFile[];
  sort: FileSort;
  onSortChange: (sort: FileSort) => void;
  filter: FileFilter;
  onFilterChange: (filter: FileFilter) => void;
  /** The file open in the preview. */
  selectedId?: string | null;
  /** Override of the "still loading" threshold, for stories. */
  slowThresholdMs?: number;
}

const FILE_FILTERS = ['all', ...FILE_STATUSES] as const;
const SKELETON: SkeletonShape = { rows: 3, rowHeight: 72 };

/** The user's files with their indexing status, sorted and filtered by the server. */
export function FileList({
  files,
  status,
  error,
  onRetry,
  sort,
  onSortChange,
  filter,
  onFilterChange,
  selectedId,
  slowThresholdMs,
  ...row
}: FileListProps) {
  const headingId = useId();
  const empty =
    files.length > 0 ? null : filter === 'all' ? (
      <Box sx={{ py: 3, textAlign: 'center' }}>
        <Typography variant="subtitle1" component="p">
          <FormattedMessage id="files.list.empty.title" />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="files.list.empty.body" />
        </Typography>
      </Box>
    ) : (
      <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
        <FormattedMessage id="files.list.emptyFiltered" />
      </Typography>
    );
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography id={headingId} variant="h5" component="h2" sx={{ flex: 1 }}>
          <FormattedMessage id="files.list.label" />
        </Typography>
        <FileListChoice
          labelId="files.list.filter"
          choices={FILE_FILTERS}
          value={filter}
          onChange={onFilterChange}
        />
        <FileListChoice
          labelId="files.list.sort"
          choices={FILE_SORTS}
          value={sort}
          onChange={onSortChange}
        />
      </Box>
      <QueryStatus
        query={{ status, error, onRetry }}
        messages={{ loading: 'files.list.loading', error: 'files.list.error' }}
        skeleton={SKELETON}
        empty={empty}
        slowThresholdMs={slowThresholdMs}
      >
        <List aria-labelledby={headingId} disablePadding>
          {files.map((file) => (
            <FileRow key={file.id} file={file} selected={file.id === selectedId} {...row} />
          ))}
        </List>
      </QueryStatus>
    </Box>
  );
}
