import { useState } from 'react';
import { toApiError, type ApiError } from '@/api/client';
import type { ImportDialogProps } from '@/components/calendar/ImportDialog';
import type { ShareDialogProps } from '@/components/calendar/ShareDialog';
import { useFeedback } from '@/hooks/useFeedback';
import { saveFile } from '@/lib/saveFile';
import {
  useCreateSubscriptionMutation,
  useExportCalendarMutation,
  useGrantShareMutation,
  useImportCalendarMutation,
  useListSharesQuery,
  useRevokeShareMutation,
  useRevokeSubscriptionMutation,
  useSubscriptionStatusQuery,
} from '@/state/api/calendarApi';

/** Rejects with the ApiError the dialogs show, whatever the client rejected with. */
const rejectingWithApiError = <T>(promise: Promise<T>) =>
  promise.catch((error: unknown) => {
    throw toApiError(error);
  });

/** The owner's share and import dialogs, and export for anyone who may read the calendar. */
export function useCalendarSharing(username: string, timeZone: string) {
  const feedback = useFeedback();
  const [dialog, setDialog] = useState<'share' | 'import' | null>(null);
  const [feedUrl, setFeedUrl] = useState<string | null>(null);
  const [feedError, setFeedError] = useState<ApiError | null>(null);
  const sharing = dialog === 'share';
  const shares = useListSharesQuery(username, { skip: !sharing });
  const feed = useSubscriptionStatusQuery(username, { skip: !sharing });
  const [grant] = useGrantShareMutation();
  const [revoke] = useRevokeShareMutation();
  const [createFeed, createdFeed] = useCreateSubscriptionMutation();
  const [revokeFeed, revokedFeed] = useRevokeSubscriptionMutation();
  const [importCalendar] = useImportCalendarMutation();
  const [exportCalendar] = useExportCalendarMutation();
  const failedFeed = (error: unknown) => setFeedError(toApiError(error));

  const share: ShareDialogProps = {
    open: sharing,
    onClose: () => {
      setDialog(null);
      setFeedUrl(null);
      setFeedError(null);
    },
    shares: shares.data ?? [],
    status: shares.isError ? 'error' : shares.data ? 'ready' : 'loading',
    loadError: shares.error,
    onRetry: () => void shares.refetch(),
    onGrant: async (grantee) => {
      await rejectingWithApiError(grant({ username, grantee }).unwrap());
    },
    onRevoke: (grantee) => {
      revoke({ username, grantee }).unwrap().catch(failedFeed);
    },
    error: feedError,
    feedActive: feedUrl !== null || (feed.data?.active ?? false),
    feedUrl,
    feedResetAt: feed.data?.resetByPasswordAt ?? null,
    feedBusy: createdFeed.isLoading || revokedFeed.isLoading,
    onNewFeed: () => {
      createFeed(username)
        .unwrap()
        .then((created) => setFeedUrl(created.url), failedFeed);
    },
    onRevokeFeed: () => {
      revokeFeed(username)
        .unwrap()
        .then(() => setFeedUrl(null), failedFeed);
    },
  };

  const importing: ImportDialogProps = {
    open: dialog === 'import',
    onClose: () => setDialog(null),
    onPreview: (ics) =>
      rejectingWithApiError(importCalendar({ username, ics, apply: false }).unwrap()),
    onApply: (ics) =>
      rejectingWithApiError(importCalendar({ username, ics, apply: true }).unwrap()),
    timeZone,
  };

  const exportIcs = () => {
    exportCalendar(username)
      .unwrap()
      .then((ics) => saveFile(ics, `${username}.ics`, 'text/calendar'))
      .catch((error: unknown) => feedback.failed(error));
  };

  return {
    share,
    importing,
    exportIcs,
    openShare: () => setDialog('share'),
    openImport: () => setDialog('import'),
  };
}
