import Menu from '@mui/material/Menu';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { isItem, type MenuNode } from '@/layouts/MainLayout/menu-items';
import { entryMenuItems } from './EntryMenuItems';
import { useMenuButton } from '@/hooks/useMenuButton';

export interface HorizontalEntryProps {
  /** The popup's own label and the button's text. */
  label: string;
  icon?: ReactNode;
  /** Entries in the popup. */
  nodes: readonly MenuNode[];
  active: boolean;
  activeIds: ReadonlySet<string>;
  withHeadings?: boolean;
}

/** A top-level button in the horizontal bar opening its entries in a popup menu. */
export function HorizontalEntry({
  label,
  icon,
  nodes,
  active,
  activeIds,
  withHeadings,
}: HorizontalEntryProps) {
  const intl = useIntl();
  const { close, buttonProps, menuProps } = useMenuButton();
  return (
    <>
      <Button
        {...buttonProps}
        color={active ? 'primary' : 'inherit'}
        variant={active ? 'contained' : 'text'}
        disableElevation
        startIcon={icon}
        endIcon={<ExpandMore />}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {label}
      </Button>
      <Menu {...menuProps} slotProps={{ list: { 'aria-label': label } }}>
        {entryMenuItems({ nodes, activeIds, onChoose: close, withHeadings }, intl)}
      </Menu>
    </>
  );
}

/** A top-level item that is a plain link. */
export function HorizontalLink({ node, active }: { node: MenuNode; active: boolean }) {
  const intl = useIntl();
  if (!isItem(node)) return null;
  const Icon = node.icon;
  return (
    <Button
      component={RouterLink}
      to={node.url}
      color={active ? 'primary' : 'inherit'}
      variant={active ? 'contained' : 'text'}
      disableElevation
      startIcon={Icon ? <Icon /> : undefined}
      aria-current={active ? 'page' : undefined}
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      {intl.formatMessage({ id: node.title })}
    </Button>
  );
}
