import type { SvgIconComponent } from '@mui/icons-material';

export interface MenuChip {
  /** A message id, or literal text when `literal` is set (e.g. a version number). */
  label: string;
  literal?: boolean;
  color?: 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'info' | 'error';
}

interface MenuNodeBase {
  id: string;
  /** A react-intl message id. */
  title: string;
  caption?: string;
  icon?: SvgIconComponent;
  chip?: MenuChip;
  disabled?: boolean;
}

export interface MenuItem extends MenuNodeBase {
  type: 'item';
  url: string;
  /** Extra path pattern that also makes this item active (react-router syntax, e.g. `/calendar/:username`). */
  match?: string;
  /** Opens in a new tab. */
  target?: boolean;
  /** A link outside the app. */
  external?: boolean;
  /** false hides the breadcrumb bar on this item's page. */
  breadcrumbs?: boolean;
}

export interface MenuCollapse extends MenuNodeBase {
  type: 'collapse';
  children: MenuNode[];
}

export interface MenuGroup extends MenuNodeBase {
  type: 'group';
  children: MenuNode[];
}

/** Menu data comes from configuration; an unknown type must render an error, not crash. */
export interface UnknownMenuNode extends MenuNodeBase {
  type: string & {};
  children?: MenuNode[];
}

export type MenuNode = MenuItem | MenuCollapse | MenuGroup | UnknownMenuNode;

export const isItem = (node: MenuNode): node is MenuItem => node.type === 'item';
export const isCollapse = (node: MenuNode): node is MenuCollapse => node.type === 'collapse';
export const isGroup = (node: MenuNode): node is MenuGroup => node.type === 'group';
