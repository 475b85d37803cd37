import MenuItem from '@mui/material/MenuItem';
import FiberManualRecord from '@mui/icons-material/FiberManualRecord';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { MenuItemProps } from '@mui/material/MenuItem';
import { useIntl } from 'react-intl';
import type { MenuItem as MenuItemData } from '@/layouts/MainLayout/menu-items';
import { linkProps } from './linkProps';

export interface MenuLinkItemProps extends Omit<MenuItemProps, 'onClick'> {
  item: MenuItemData;
  active: boolean;
  onChoose: () => void;
}

/**
 * A menu item as a row of a popup menu. Extra props are passed on because the
 * menu list hands focus props (autoFocus, tabIndex) to its direct children.
 */
export function MenuLinkItem({ item, active, onChoose, ...rest }: MenuLinkItemProps) {
  const intl = useIntl();
  return (
    <MenuItem
      {...rest}
      {...linkProps(item)}
      selected={active}
      aria-current={active ? 'page' : undefined}
      disabled={item.disabled}
      onClick={onChoose}
    >
      <ListItemIcon>
        {item.icon ? <item.icon fontSize="small" /> : <FiberManualRecord sx={{ fontSize: 8 }} />}
      </ListItemIcon>
      <ListItemText>{intl.formatMessage({ id: item.title })}</ListItemText>
    </MenuItem>
  );
}
