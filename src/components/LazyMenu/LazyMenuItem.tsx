import type { MenuItemProps } from '@mui/material/MenuItem';
import { menuModule } from './menuModule';

/**
 * MUI's MenuItem, for the rows of a `LazyMenu`: it arrives with the menu, so a page whose menus
 * are closed does not load it (docs/performance.md). Only a `LazyMenu`'s children render it, and
 * they render only once the menu has arrived.
 */
export function LazyMenuItem(props: MenuItemProps) {
  const MenuItem = menuModule.loaded()?.MenuItem;
  return MenuItem ? <MenuItem {...props} /> : null;
}
