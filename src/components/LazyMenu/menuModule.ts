import type MenuComponent from '@mui/material/Menu';
import type MenuItemComponent from '@mui/material/MenuItem';
import { onDemand } from '@/hooks/useOnDemand';

/** Menu and MenuItem (with the list's roving focus) arrive together, on a menu's first opening. */
export const menuModule = onDemand<{
  Menu: typeof MenuComponent;
  MenuItem: typeof MenuItemComponent;
}>(() =>
  Promise.all([import('@mui/material/Menu'), import('@mui/material/MenuItem')]).then(
    ([menu, item]) => ({ Menu: menu.default, MenuItem: item.default }),
  ),
);
