import MoreHoriz from '@mui/icons-material/MoreHoriz';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';
import { LAYOUT } from '@/config';
import { isItem, splitTopLevel, type MenuNode } from '@/layouts/MainLayout/menu-items';
import { useActiveMenuChain } from '@/layouts/MainLayout/menu-items/useActiveMenuChain';
import { MenuItemsError } from '@/layouts/MainLayout/MenuList/MenuItemsError';
import { HorizontalEntry, HorizontalLink } from './HorizontalEntry';

/** The menu as a bar under the header (≥ lg): seven top-level entries, the rest under 'more items'. */
export function HorizontalBar({ menu }: { menu: readonly MenuNode[] }) {
  const intl = useIntl();
  const chain = useActiveMenuChain(menu);
  const activeIds = new Set(chain.map((node) => node.id));
  const { shown, more } = splitTopLevel(menu, LAYOUT.horizontalMaxTopItems);
  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={1}
      component="nav"
      data-testid="horizontal-bar"
      aria-label={intl.formatMessage({ id: 'menu.label' })}
      sx={{
        top: LAYOUT.horizontalBarTop,
        height: LAYOUT.horizontalBarHeight,
        bgcolor: 'background.paper',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          height: '100%',
          px: 3,
          overflow: 'hidden',
        }}
      >
        {shown.map((node) => {
          if (isItem(node))
            return <HorizontalLink key={node.id} node={node} active={activeIds.has(node.id)} />;
          if (node.type !== 'group' && node.type !== 'collapse')
            return <MenuItemsError key={node.id} />;
          const Icon = node.icon;
          return (
            <HorizontalEntry
              key={node.id}
              label={intl.formatMessage({ id: node.title })}
              icon={Icon ? <Icon /> : undefined}
              nodes={node.children ?? []}
              active={activeIds.has(node.id)}
              activeIds={activeIds}
            />
          );
        })}
        {more.length > 0 && (
          <HorizontalEntry
            label={intl.formatMessage({ id: 'menu.moreItems' })}
            icon={<MoreHoriz />}
            nodes={more}
            active={more.some((node) => activeIds.has(node.id))}
            activeIds={activeIds}
            withHeadings
          />
        )}
      </Box>
    </AppBar>
  );
}
