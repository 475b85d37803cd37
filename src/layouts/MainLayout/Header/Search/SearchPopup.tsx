import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import { SearchResults, type SearchResultsProps } from './SearchResults';

export interface SearchPopupProps extends SearchResultsProps {
  open: boolean;
  anchor: HTMLElement | null;
}

/** The search field's popup, loaded on the field's first focus or keystroke (SearchField). */
export function SearchPopup({ open, anchor, ...results }: SearchPopupProps) {
  return (
    <Popper
      open={open}
      anchorEl={anchor}
      placement="bottom-start"
      sx={(theme) => ({
        zIndex: theme.zIndex.modal,
        width: { xs: 'calc(100% - 32px)', sm: 420 },
      })}
    >
      <Paper elevation={8} sx={{ mt: 1, maxHeight: 420, overflowY: 'auto' }}>
        <SearchResults {...results} />
      </Paper>
    </Popper>
  );
}
