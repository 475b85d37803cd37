import { RecentFilesWidget } from '@/components/RecentFilesWidget';
import { fileLink, PATHS } from '@/routes/paths';
import { useListFilesQuery } from '@/state/api/filesApi';

/** Home's recent files, wired to the newest uploads. */
export function HomeRecentFiles({ slowThresholdMs }: { slowThresholdMs?: number }) {
  const files = useListFilesQuery({ sort: 'uploaded' });
  return (
    <RecentFilesWidget
      files={files.data?.items ?? []}
      status={files.isError ? 'error' : files.data ? 'ready' : 'loading'}
      onRetry={() => void files.refetch()}
      fileLink={(id) => fileLink(id)}
      pageLink={PATHS.fileAssistant}
      slowThresholdMs={slowThresholdMs}
    />
  );
}
