import ListSubheader from '@mui/material/ListSubheader';
import { useIntl } from 'react-intl';
import {
  flattenItems,
  isItem,
  type MenuItem as MenuItemData,
  type MenuNode,
} from '@/layouts/MainLayout/menu-items';
import { MenuLinkItem } from '@/layouts/MainLayout/MenuList/NavItem/MenuLinkItem';

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
    <MenuLinkItem key={item.id} item={item} active={activeIds.has(item.id)} onChoose={onChoose} />
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
