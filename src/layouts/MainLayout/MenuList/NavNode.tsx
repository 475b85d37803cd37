import { isCollapse, isItem, type MenuNode } from '@/layouts/MainLayout/menu-items';
import { MenuItemsError } from './MenuItemsError';
import { NavCollapse } from './NavCollapse';
import { NavItem } from './NavItem';

/** Renders one entry inside a group or collapse. */
export function NavNode({ node, level }: { node: MenuNode; level: number }) {
  if (isItem(node)) return <NavItem item={node} level={level} />;
  if (isCollapse(node)) return <NavCollapse collapse={node} level={level} />;
  return <MenuItemsError />;
}
