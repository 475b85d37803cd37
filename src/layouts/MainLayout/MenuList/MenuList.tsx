import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { isGroup, type MenuNode } from '@/layouts/MainLayout/menu-items';
import { useActiveMenuChain } from '@/layouts/MainLayout/menu-items/useActiveMenuChain';
import { MenuContext } from './MenuContext';
import { MenuItemsError } from './MenuItemsError';
import { NavGroup } from './NavGroup';

export interface MenuListProps {
  menu: readonly MenuNode[];
  /** Icons only (mini drawer). */
  mini?: boolean;
  /** Called when a link is chosen. */
  onNavigate?: () => void;
}

/** The vertical menu built from menu data; the active entry follows the current location. */
export function MenuList({ menu, mini = false, onNavigate }: MenuListProps) {
  const intl = useIntl();
  const chain = useActiveMenuChain(menu);
  const value = useMemo(
    () => ({ activeIds: new Set(chain.map((node) => node.id)), mini, onNavigate }),
    [chain, mini, onNavigate],
  );
  return (
    <MenuContext.Provider value={value}>
      <Box
        component="nav"
        aria-label={intl.formatMessage({ id: 'menu.label' })}
        sx={{ px: mini ? 0.5 : 2 }}
      >
        {menu.map((node, index) =>
          isGroup(node) ? (
            <NavGroup key={node.id} group={node} last={index === menu.length - 1} />
          ) : (
            <MenuItemsError key={node.id} />
          ),
        )}
      </Box>
    </MenuContext.Provider>
  );
}
