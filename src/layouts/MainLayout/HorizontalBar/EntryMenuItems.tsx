import { FiberManualRecord } from '@mui/icons-material';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import { useIntl } from 'react-intl';
import { flattenItems, isItem, type MenuItem as MenuItemData, type MenuNode } from '../menu-items';
import { linkProps } from '../MenuList/NavItem/linkProps';

interface EntryMenuItemsProps {
  nodes: readonly MenuNode[];
  activeIds: ReadonlySet<string>;
  onChoose: () => void;
  /** Title each top-level entry with a subheader (the 'more items' popup). */
  withHeadings?: boolean;
}

/** Menu rows for horizontal-bar popups: a subheader per collapse (or group), then its items. */
export function entryMenuItems(
  { nodes, activeIds, onChoose, withHeadings }: EntryMenuItemsProps,
  intl: ReturnType<typeof useIntl>,
) {
  const row = (item: MenuItemData) => (
    <MenuItem
      key={item.id}
      {...linkProps(item)}
      selected={activeIds.has(item.id)}
      aria-current={activeIds.has(item.id) ? 'page' : undefined}
      disabled={item.disabled}
      onClick={onChoose}
    >
      <ListItemIcon>
        {item.icon ? <item.icon fontSize="small" /> : <FiberManualRecord sx={{ fontSize: 8 }} />}
      </ListItemIcon>
      <ListItemText>{intl.formatMessage({ id: item.title })}</ListItemText>
    </MenuItem>
  );
  return nodes.flatMap((node) => {
    if (isItem(node)) return [row(node)];
    const heading = (
      <ListSubheader key={`${node.id}-heading`} sx={{ lineHeight: 2.5 }}>
        {intl.formatMessage({ id: node.title })}
      </ListSubheader>
    );
    const items = flattenItems(node.children ?? []).map(row);
    return withHeadings || node.type === 'collapse' ? [heading, ...items] : items;
  });
}
