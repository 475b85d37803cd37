import SearchIcon from '@mui/icons-material/Search';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { SearchHit, SearchKind, SearchResponse } from '@/api/schema';
import { SearchPopup } from './SearchPopup';
import { moveActive, toOptions } from './searchOptions';

export type SearchStatus = 'idle' | 'loading' | 'error' | 'success';

export interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  status: SearchStatus;
  results?: SearchResponse;
  /** The results shown are for an earlier query; fresh ones are on their way. */
  busy?: boolean;
  onSelect: (kind: SearchKind, hit: SearchHit) => void;
  /** Why the search failed. */
  error?: unknown;
  onRetry: () => void;
  /** Enter while the results are not yet those of the text typed. */
  onSubmitEarly?: () => Promise<void>;
  /** The viewer's zone, for the times of events found. */
  timeZone: string;
}

/** The global search box: a combobox whose popup lists notes, events and files. */
export function SearchField({
  value,
  onChange,
  status,
  results,
  busy = false,
  onSelect,
  error,
  onRetry,
  onSubmitEarly,
  timeZone,
}: SearchFieldProps) {
  const intl = useIntl();
  // A state (not a ref) so the popup re-renders once its anchor exists.
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listboxId = useId();
  const options = toOptions(status === 'success' ? results : undefined);
  const showPopup = open && value.trim().length > 0 && status !== 'idle';
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  // aria-controls may only name an element that exists: the listbox shows only with results.
  const hasListbox = showPopup && options.length > 0;

  // Focus stays in the box (aria-activedescendant), so the popup scrolls the chosen hit into view
  // itself: arrows past the popup's height must not select a hit the reader cannot see.
  useEffect(() => {
    if (showPopup && active >= 0)
      document
        .getElementById(`${listboxId}-option-${active}`)
        ?.scrollIntoView({ block: 'nearest' });
  }, [showPopup, active, listboxId]);

  const choose = (index: number) => {
    const option = options[index];
    if (!option) return;
    setOpen(false);
    setActive(-1);
    onSelect(option.kind, option.hit);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive(moveActive(active, options.length, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter' && showPopup) {
      // Enter opens the chosen hit, or the best one when none is chosen.
      event.preventDefault();
      if (active < 0 && (busy || status === 'loading')) void onSubmitEarly?.();
      else choose(active >= 0 ? active : 0);
    } else if (event.key === 'Escape') {
      if (showPopup) event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <div>
        <OutlinedInput
          ref={setAnchor}
          value={value}
          size="small"
          type="search"
          placeholder={intl.formatMessage({ id: 'search.placeholder' })}
          onChange={(event) => {
            onChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          startAdornment={
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          }
          inputProps={{
            role: 'combobox',
            'aria-label': intl.formatMessage({ id: 'search.label' }),
            'aria-expanded': hasListbox,
            'aria-controls': hasListbox ? listboxId : undefined,
            'aria-autocomplete': 'list',
            'aria-activedescendant': hasListbox && active >= 0 ? optionId(active) : undefined,
          }}
          sx={{ width: { xs: '100%', md: 320 } }}
        />
        <SearchPopup
          open={showPopup}
          anchor={anchor}
          listboxId={listboxId}
          optionId={optionId}
          query={value.trim()}
          status={status}
          busy={busy}
          options={options}
          active={active}
          onChoose={choose}
          onHover={setActive}
          error={error}
          onRetry={onRetry}
          timeZone={timeZone}
        />
      </div>
    </ClickAwayListener>
  );
}
