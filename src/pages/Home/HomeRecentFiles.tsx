import { RecentFilesWidget } from '@/components/home/RecentFilesWidget';
import { fileLink, PATHS } from '@/routes/paths';
import { useListFilesQuery } from '@/state/api/filesApi';
import { queryStatus } from '@/state/api/loadStatus';

/** Home's recent files, wired to the newest uploads. */
export function HomeRecentFiles({ slowThresholdMs }: { slowThresholdMs?: number }) {
  const files = useListFilesQuery({ sort: 'uploaded' });
  return (
    <RecentFilesWidget
      files={files.data?.items ?? []}
      {...queryStatus(files)}
      fileLink={fileLink}
      pageLink={PATHS.fileAssistant}
      slowThresholdMs={slowThresholdMs}
    />
  );
}
