import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { NoteVersion, NoteVersionSummary } from '@/api/schema';
import { ConfirmDialog } from '@/components/shared/ConfirmDialog';
import { NoteVersionPreview } from '@/components/shared/NoteVersionPreview';
import { QueryStatus, type QueryState } from '@/components/shared/QueryStatus';
import { useFeedback } from '@/hooks/useFeedback';
import { VersionDiff } from './VersionDiff';
import { VersionList } from './VersionList';

export interface NoteHistoryPanelProps {
  /** The note's versions, newest first, as the page loaded them. */
  versions: QueryState & { items: NoteVersionSummary[]; onLoadOlder?: () => void };
  /** The chosen version in full; absent until one is chosen. */
  selected?: QueryState & { version?: NoteVersion };
  selectedId?: string;
  /** The current note's plain text, which the diff compares against. */
  currentText: string;
  /**
   * The text of the version before the chosen one ('' for the first): given, the diff shows what
   * the chosen version changed (the agent's "See what changed") instead of what restoring it would.
   */
  previousText?: string;
  onSelect: (versionId: string) => void;
  /**
   * Saves the chosen version as the note (the page's mutation); rejects on failure, resolves
   * false when it did not restore for a reason already shown (a conflict to choose from first).
   */
  onRestore: (versionId: string) => Promise<unknown>;
  /** The editor holds changes the server lacks: the question says they are saved first. */
  unsaved?: boolean;
  /** Renders dialogs in place (screenshots). */
  disablePortal?: boolean;
}

const LIST_SKELETON = { rows: 4, rowHeight: 48 };
const VERSION_SKELETON = { rows: 2, rowHeight: 96 };

/** A note's history: its versions, one read-only with its diff, and restore after a question. */
export function NoteHistoryPanel(props: NoteHistoryPanelProps) {
  const { versions, selected, selectedId, currentText, onSelect, onRestore } = props;
  const feedback = useFeedback();
  const [confirming, setConfirming] = useState(false);
  const [restoring, setRestoring] = useState(false);

  const restore = async (versionId: string) => {
    setRestoring(true);
    try {
      if ((await onRestore(versionId)) !== false) feedback.notify('notes.history.restored');
    } catch (error) {
      feedback.failed(error);
    } finally {
      setRestoring(false);
      setConfirming(false);
    }
  };

  const version = selected?.version;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 2fr)' },
      }}
    >
      <Box sx={{ minInlineSize: 0 }}>
        <QueryStatus
          query={versions}
          messages={{ loading: 'notes.history.loading', error: 'notes.history.error' }}
          skeleton={LIST_SKELETON}
          empty={
            versions.items.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                <FormattedMessage id="notes.history.empty" />
              </Typography>
            ) : null
          }
        >
          <VersionList
            versions={versions.items}
            selectedId={selectedId}
            onSelect={onSelect}
            onLoadOlder={versions.onLoadOlder}
          />
        </QueryStatus>
      </Box>
      <Stack spacing={2} sx={{ minInlineSize: 0 }}>
        {selected ? (
          <QueryStatus
            query={selected}
            messages={{
              loading: 'notes.history.versionLoading',
              error: 'notes.history.versionError',
            }}
            skeleton={VERSION_SKELETON}
          >
            {version ? (
              <>
                <VersionDiff
                  currentText={props.previousText ?? currentText}
                  versionText={version.plainText}
                  against={props.previousText === undefined ? 'current' : 'previous'}
                />
                <NoteVersionPreview
                  labelId="notes.history.version"
                  title={version.title}
                  plainText={version.plainText}
                  updatedAt={version.savedAt}
                />
                <Box>
                  <Button variant="contained" onClick={() => setConfirming(true)}>
                    <FormattedMessage id="notes.history.restore" />
                  </Button>
                </Box>
                <ConfirmDialog
                  open={confirming}
                  title={<FormattedMessage id="notes.history.confirmTitle" />}
                  body={
                    <FormattedMessage
                      id={
                        props.unsaved
                          ? 'notes.history.confirmBodyUnsaved'
                          : 'notes.history.confirmBody'
                      }
                    />
                  }
                  cancelLabel={<FormattedMessage id="notes.history.cancel" />}
                  confirmLabel={<FormattedMessage id="notes.history.restore" />}
                  onConfirm={() => void restore(version.id)}
                  onCancel={() => setConfirming(false)}
                  busy={restoring}
                  disablePortal={props.disablePortal}
                />
              </>
            ) : null}
          </QueryStatus>
        ) : versions.items.length > 0 ? (
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage id="notes.history.pick" />
          </Typography>
        ) : null}
      </Stack>
    </Box>
  );
}
