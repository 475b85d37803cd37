import Tooltip from '@mui/material/Tooltip';
import Menu from '@mui/material/Menu';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListSubheader from '@mui/material/ListSubheader';
import { useTheme } from '@mui/material/styles';
import Folder from '@mui/icons-material/Folder';
import type { KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { flattenItems, type MenuCollapse } from '@/layouts/MainLayout/menu-items';
import { useMenuContext } from '@/layouts/MainLayout/MenuList/MenuContext';
import { useMenuButton } from '@/hooks/useMenuButton';
import { MenuLinkItem } from '@/layouts/MainLayout/MenuList/NavItem/MenuLinkItem';

/**
 * A collapse in the mini drawer: an icon button opening its items in a popup menu.
 * The menu brings arrow-key movement, Escape, and returns focus to the button on close.
 */
export function MiniCollapse({ collapse }: { collapse: MenuCollapse }) {
  const intl = useIntl();
  const theme = useTheme();
  const { activeIds, onNavigate } = useMenuContext();
  const { open, show, close, buttonProps, menuProps } = useMenuButton();
  const title = intl.formatMessage({ id: collapse.title });
  const Icon = collapse.icon ?? Folder;
  // The popup opens towards the content, which is the left side in rtl.
  const side = theme.direction === 'rtl' ? 'left' : 'right';
  const openKey = theme.direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === openKey || event.key === 'ArrowDown') {
      event.preventDefault();
      show();
    }
  };

  return (
    <>
      <Tooltip title={title} placement="right" describeChild disableHoverListener={open}>
        <ListItemButton
          {...buttonProps}
          aria-label={title}
          selected={activeIds.has(collapse.id)}
          disabled={collapse.disabled}
          onKeyDown={onKeyDown}
          sx={{ mb: 0.5, minHeight: 44, justifyContent: 'center', paddingInlineStart: 1.5 }}
        >
          <ListItemIcon sx={{ minWidth: 0 }}>
            <Icon fontSize="small" />
          </ListItemIcon>
        </ListItemButton>
      </Tooltip>
      <Menu
        {...menuProps}
        anchorOrigin={{ vertical: 'top', horizontal: side }}
        transformOrigin={{ vertical: 'top', horizontal: side === 'right' ? 'left' : 'right' }}
        slotProps={{ list: { 'aria-label': title, dense: true } }}
      >
        <ListSubheader sx={{ lineHeight: 2.5 }}>{title}</ListSubheader>
        {flattenItems(collapse.children).map((item) => (
          <MenuLinkItem
            key={item.id}
            item={item}
            active={activeIds.has(item.id)}
            onChoose={() => {
              close();
              onNavigate?.();
            }}
          />
        ))}
      </Menu>
    </>
  );
}
