import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useTheme } from '@mui/material/styles';
import { FiberManualRecord, Folder } from '@mui/icons-material';
import { useId, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { flattenItems, type MenuCollapse } from '../../menu-items';
import { useMenuContext } from '../MenuContext';
import { linkProps } from '../NavItem/linkProps';

/**
 * A collapse in the mini drawer: an icon button opening its items in a popup menu.
 * The menu brings arrow-key movement, Escape, and returns focus to the button on close.
 */
export function MiniCollapse({ collapse }: { collapse: MenuCollapse }) {
  const intl = useIntl();
  const theme = useTheme();
  const { activeIds, onNavigate } = useMenuContext();
  // A state (not a ref) so the popup re-renders once its anchor exists.
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const title = intl.formatMessage({ id: collapse.title });
  const Icon = collapse.icon ?? Folder;
  // The popup opens towards the content, which is the left side in rtl.
  const side = theme.direction === 'rtl' ? 'left' : 'right';
  const openKey = theme.direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === openKey || event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
    }
  };
  const close = () => setOpen(false);

  return (
    <>
      <Tooltip title={title} placement="right" describeChild disableHoverListener={open}>
        <ListItemButton
          ref={setAnchor}
          aria-label={title}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          selected={activeIds.has(collapse.id)}
          disabled={collapse.disabled}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          sx={{ mb: 0.5, minHeight: 44, justifyContent: 'center', paddingInlineStart: 1.5 }}
        >
          <ListItemIcon sx={{ minWidth: 0 }}>
            <Icon fontSize="small" />
          </ListItemIcon>
        </ListItemButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'top', horizontal: side }}
        transformOrigin={{ vertical: 'top', horizontal: side === 'right' ? 'left' : 'right' }}
        slotProps={{ list: { 'aria-label': title, dense: true } }}
      >
        <ListSubheader sx={{ lineHeight: 2.5 }}>{title}</ListSubheader>
        {flattenItems(collapse.children).map((item) => (
          <MenuItem
            key={item.id}
            {...linkProps(item)}
            selected={activeIds.has(item.id)}
            aria-current={activeIds.has(item.id) ? 'page' : undefined}
            disabled={item.disabled}
            onClick={() => {
              close();
              onNavigate?.();
            }}
          >
            <ListItemIcon>
              {item.icon ? (
                <item.icon fontSize="small" />
              ) : (
                <FiberManualRecord sx={{ fontSize: 8 }} />
              )}
            </ListItemIcon>
            <ListItemText>{intl.formatMessage({ id: item.title })}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
