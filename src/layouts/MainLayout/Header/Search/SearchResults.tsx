import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SearchHitWhen } from '@/api/schema';
import { SEARCH_KINDS } from '@/api/schema/searchConstants';
import { HighlightedText } from '@/components/shared/HighlightedText';
import { QueryStatus } from '@/components/shared/QueryStatus';
import { formatEventStart } from '@/lib/eventStart';
import type { SearchStatus } from './SearchField';
import type { SearchOption } from './searchOptions';

const ICONS = {
  notes: StickyNote2Outlined,
  events: EventOutlined,
  files: DescriptionOutlined,
  conversations: ChatBubbleOutlineOutlined,
};

const RESULTS_SKELETON = { rows: 3, rowHeight: 40 };

export interface SearchResultsProps {
  listboxId: string;
  optionId: (index: number) => string;
  query: string;
  status: SearchStatus;
  /** The options are an earlier query's, shown until the fresh answer replaces them. */
  busy?: boolean;
  options: SearchOption[];
  active: number;
  onChoose: (index: number) => void;
  onHover: (index: number) => void;
  /** Why the search failed. */
  error?: unknown;
  onRetry: () => void;
  /** Override of the "still loading" threshold, for stories. */
  slowThresholdMs?: number;
  /** The zone an event's time is shown in: the viewer's. */
  timeZone: string;
}

/** The search popup's body: searching, the failure with a retry, nothing found, or the hits. */
export function SearchResults(props: SearchResultsProps) {
  const { query, status, error, options, onRetry } = props;
  return (
    <QueryStatus
      query={{
        status: status === 'loading' || status === 'error' ? status : 'ready',
        error,
        onRetry,
      }}
      messages={{ loading: 'search.loading', error: 'search.error' }}
      skeleton={RESULTS_SKELETON}
      slowThresholdMs={props.slowThresholdMs}
      empty={
        options.length === 0 ? (
          <Typography role="status" variant="body2" sx={{ p: 2 }}>
            <FormattedMessage id="search.empty" values={{ query }} />
          </Typography>
        ) : null
      }
    >
      <ResultsList {...props} />
    </QueryStatus>
  );
}

/** The hits, grouped by kind, as the combobox's listbox. */
function ResultsList(props: SearchResultsProps) {
  const { listboxId, optionId, busy, options, active, onChoose, onHover, timeZone } = props;
  const intl = useIntl();
  // A series is one hit: it says so, and shows its first start.
  const whenText = ({ start, allDay, repeats }: SearchHitWhen) => {
    const date = formatEventStart(intl, start, allDay, timeZone);
    return repeats ? intl.formatMessage({ id: 'search.repeatsFrom' }, { date }) : date;
  };
  return (
    <Box
      component="ul"
      role="listbox"
      id={listboxId}
      aria-label={intl.formatMessage({ id: 'search.results' })}
      aria-busy={busy}
      sx={{ listStyle: 'none', m: 0, p: 1 }}
    >
      {SEARCH_KINDS.map((kind) => {
        const group = options.filter((option) => option.kind === kind);
        if (group.length === 0) return null;
        const headingId = `${listboxId}-${kind}`;
        const Icon = ICONS[kind];
        return (
          <Box component="li" role="presentation" key={kind}>
            <Box
              component="ul"
              role="group"
              aria-labelledby={headingId}
              sx={{ listStyle: 'none', m: 0, p: 0 }}
            >
              <Typography
                component="li"
                role="presentation"
                id={headingId}
                variant="overline"
                color="text.secondary"
                sx={{ display: 'block', px: 1.5, pt: 1 }}
              >
                <FormattedMessage id={`search.group.${kind}`} />
              </Typography>
              {group.map((option) => (
                <Box
                  component="li"
                  role="option"
                  key={`${kind}-${option.hit.id}`}
                  id={optionId(option.index)}
                  aria-selected={option.index === active}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => onChoose(option.index)}
                  onMouseEnter={() => onHover(option.index)}
                  sx={{
                    display: 'flex',
                    gap: 1.5,
                    alignItems: 'flex-start',
                    px: 1.5,
                    py: 1,
                    borderRadius: 1,
                    cursor: 'pointer',
                    bgcolor: option.index === active ? 'action.selected' : undefined,
                  }}
                >
                  <Icon fontSize="small" color="primary" sx={{ mt: 0.25 }} />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="body2" noWrap dir="auto" sx={{ fontWeight: 600 }}>
                      <HighlightedText text={option.hit.title} matches={option.hit.titleMatches} />
                    </Typography>
                    {option.hit.when && (
                      <Typography variant="caption" color="text.secondary" noWrap component="p">
                        <time dateTime={option.hit.when.start}>{whenText(option.hit.when)}</time>
                      </Typography>
                    )}
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      noWrap
                      component="p"
                      dir="auto"
                    >
                      <HighlightedText
                        text={option.hit.snippet}
                        matches={option.hit.snippetMatches}
                      />
                    </Typography>
                  </Box>
                </Box>
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
