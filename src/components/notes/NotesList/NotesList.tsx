import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Note, NoteFilter, SearchHit } from '@/api/schema';
import { NoteCard, type NoteAction, type NotesView } from '@/components/notes/NoteCard';
import { type QueryState, QueryStatus } from '@/components/shared/QueryStatus';
import { NotesEmpty } from './NotesEmpty';
import { useGridColumns } from './useGridColumns';

export const NOTES_LIST_METRICS = {
  gap: 16,
  minCardWidth: 240,
  rowHeight: { grid: 212, list: 112 },
  /** Start loading the next page this many rows before the end comes into view. */
  prefetchRows: 4,
} as const;

export interface NotesListProps extends QueryState {
  notes: Note[];
  view: NotesView;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** Override of the "still loading" threshold, for stories. */
  slowThresholdMs?: number;
  onOpen: (note: Note) => void;
  onAction: (note: Note, action: NoteAction) => void;
  /** Notes with an action on its way; their buttons are off until it ends. */
  busyIds?: ReadonlySet<string>;
  /** Why the list is what it is, for the empty state. */
  filter: NoteFilter;
  query?: string;
  tag?: string | null;
  /** The scroll area's height; only the cards in view (plus a few) are in the DOM. */
  height?: string | number;
  /** While searching: what to mark on each card, by note id. */
  highlights?: ReadonlyMap<string, SearchHit>;
}

/** Notes as a virtualised list or grid that asks for the next page as its end nears. */
export function NotesList(props: NotesListProps) {
  const { notes, view, status, hasMore, loadingMore, onLoadMore } = props;
  const intl = useIntl();
  const scrollRef = useRef<HTMLDivElement>(null);
  const { gap, minCardWidth, prefetchRows } = NOTES_LIST_METRICS;
  const rowHeight = NOTES_LIST_METRICS.rowHeight[view];
  const columns = useGridColumns(scrollRef, minCardWidth, gap, view === 'grid');
  const rowCount = Math.ceil(notes.length / columns);

  // The app is not built with React Compiler, so the virtualizer's unmemoisable API is safe here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight + gap,
    overscan: 3,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasMore && !loadingMore && status === 'ready' && lastIndex >= rowCount - prefetchRows)
      onLoadMore();
  }, [hasMore, loadingMore, status, lastIndex, rowCount, prefetchRows, onLoadMore]);

  return (
    <Box
      ref={scrollRef}
      sx={{
        blockSize: props.height ?? 'calc(100vh - 280px)',
        minBlockSize: 360,
        overflowY: 'auto',
        overflowX: 'hidden',
      }}
    >
      <QueryStatus
        query={{ status, error: props.error, onRetry: props.onRetry }}
        messages={{ loading: 'notes.list.loading', error: 'notes.list.error' }}
        skeleton={{ rows: 2, rowHeight, columns, gap }}
        empty={
          notes.length > 0 ? null : (
            <NotesEmpty filter={props.filter} query={props.query} tag={props.tag} />
          )
        }
        slowThresholdMs={props.slowThresholdMs}
      >
        <Box
          role="list"
          aria-label={intl.formatMessage({ id: 'notes.list.label' })}
          aria-busy={loadingMore}
          sx={{ position: 'relative', blockSize: virtualizer.getTotalSize() }}
        >
          {items.map((row) => (
            <Box
              key={row.key}
              role="none"
              sx={{
                position: 'absolute',
                insetInlineStart: 0,
                insetBlockStart: 0,
                inlineSize: '100%',
                blockSize: rowHeight,
                transform: `translateY(${row.start}px)`,
                display: 'grid',
                gap: `${gap}px`,
                gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              }}
            >
              {notes
                .slice(row.index * columns, row.index * columns + columns)
                .map((note, offset) => (
                  <Box
                    key={note.id}
                    role="listitem"
                    aria-setsize={hasMore ? -1 : notes.length}
                    aria-posinset={row.index * columns + offset + 1}
                    sx={{ minInlineSize: 0 }}
                  >
                    <NoteCard
                      note={note}
                      view={view}
                      onOpen={props.onOpen}
                      onAction={props.onAction}
                      highlight={props.highlights?.get(note.id)}
                      busy={props.busyIds?.has(note.id) ?? false}
                    />
                  </Box>
                ))}
            </Box>
          ))}
        </Box>
      </QueryStatus>
      {status === 'ready' && hasMore ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          {loadingMore ? (
            <CircularProgress
              size={24}
              aria-label={intl.formatMessage({ id: 'notes.list.loadingMore' })}
            />
          ) : (
            <Button onClick={onLoadMore}>
              <FormattedMessage id="notes.list.loadMore" />
            </Button>
          )}
        </Box>
      ) : null}
    </Box>
  );
}
