import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { StoredFile } from '@/api/schema';
// By file, not through the folder's index: that one also brings FileList, which Home never shows
// (docs/performance.md, "A big library belongs to the page that uses it").
import { FileKindIcon } from '@/components/files/FileList/FileKindIcon';
import { FileStatusChip } from '@/components/files/FileList/FileStatusChip';
import { formatFileSize } from '@/i18n/fileSize';
import { type QueryState, QueryStatus } from '@/components/shared/QueryStatus';
import { WIDGET_SKELETON, WidgetCard, WidgetEmpty } from '@/components/home/WidgetCard';

/** How many files the widget lists; the page has them all. */
export const RECENT_FILES_MAX = 5;
/** A file's row (its name over its size and date); the body keeps room for RECENT_FILES_MAX. */
const FILE_ROW_HEIGHT = 52;

export interface RecentFilesWidgetProps extends QueryState {
  files: readonly StoredFile[];
  /** Where a file opens: the file assistant with it in the preview. */
  fileLink: (id: string) => string;
  /** The file assistant, for "See all" and "Upload files". */
  pageLink: string;
  /** Override of the "still loading" threshold, for stories. */
  slowThresholdMs?: number;
}

/** The last uploaded files on Home, each with its status, opening in the file assistant. */
export function RecentFilesWidget({
  files,
  fileLink,
  pageLink,
  slowThresholdMs,
  ...query
}: RecentFilesWidgetProps) {
  const intl = useIntl();
  return (
    <WidgetCard
      title={<FormattedMessage id="files.widget.title" />}
      action={
        query.status === 'ready' && files.length > 0 ? (
          <Button component={RouterLink} to={pageLink} size="small">
            <FormattedMessage id="files.widget.seeAll" />
          </Button>
        ) : null
      }
      bodyMinHeight={RECENT_FILES_MAX * FILE_ROW_HEIGHT}
    >
      <QueryStatus
        query={query}
        messages={{ loading: 'files.widget.loading', error: 'files.widget.error' }}
        skeleton={WIDGET_SKELETON}
        empty={
          files.length > 0 ? null : (
            <WidgetEmpty
              message={<FormattedMessage id="files.widget.empty" />}
              action={{
                to: pageLink,
                label: <FormattedMessage id="files.widget.upload" />,
                icon: <UploadFileOutlined />,
              }}
            />
          )
        }
        slowThresholdMs={slowThresholdMs}
      >
        <List dense disablePadding aria-label={intl.formatMessage({ id: 'files.widget.list' })}>
          {files.slice(0, RECENT_FILES_MAX).map((file) => (
            <ListItem key={file.id} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={fileLink(file.id)}
                sx={{ gap: 1, minHeight: FILE_ROW_HEIGHT }}
              >
                <ListItemIcon sx={{ minWidth: 32 }}>
                  <FileKindIcon kind={file.kind} />
                </ListItemIcon>
                <Box sx={{ minWidth: 0, flex: 1 }}>
                  <Typography variant="body2" noWrap title={file.name} sx={{ fontWeight: 500 }}>
                    {file.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {formatFileSize(intl, file.size)}
                    {' · '}
                    {intl.formatDate(file.uploadedAt, { dateStyle: 'medium' })}
                  </Typography>
                </Box>
                {file.status !== 'ready' && <FileStatusChip file={file} />}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </QueryStatus>
    </WidgetCard>
  );
}
