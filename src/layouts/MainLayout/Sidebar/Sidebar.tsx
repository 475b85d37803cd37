import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { LAYOUT } from '@/config';
import { Logo } from '@/components/shared/Logo';
import type { MenuNode } from '@/layouts/MainLayout/menu-items';
import { MenuList } from '@/layouts/MainLayout/MenuList';
import { MenuSkeleton } from './MenuSkeleton';
import { VersionChip } from './VersionChip';

export interface SidebarProps {
  menu: readonly MenuNode[];
  /** Full drawer when true; mini on ≥ md, hidden below md, when false. */
  open: boolean;
  onClose: () => void;
  /** The menu's data is still loading. */
  loading?: boolean;
  /** Distance from the top of the viewport (under the header) on ≥ md. */
  top: number;
}

/** The vertical drawer: permanent full or mini on ≥ md, temporary below md. */
export function Sidebar({ menu, open, onClose, loading = false, top }: SidebarProps) {
  const theme = useTheme();
  const intl = useIntl();
  const temporary = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const mini = !temporary && !open;
  const width = mini ? LAYOUT.miniDrawerWidth : LAYOUT.drawerWidth;
  const content = (
    <>
      {temporary && (
        <Box sx={{ p: 2, display: 'flex' }}>
          <Logo onClick={onClose} />
        </Box>
      )}
      <Box sx={{ flexGrow: 1, overflowY: 'auto', overflowX: 'hidden', pb: 2 }}>
        {loading ? (
          <MenuSkeleton mini={mini} />
        ) : (
          <MenuList menu={menu} mini={mini} onNavigate={temporary ? onClose : undefined} />
        )}
      </Box>
      {!mini && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <VersionChip />
        </Box>
      )}
    </>
  );

  const paperSx = {
    width,
    display: 'flex',
    flexDirection: 'column',
    bgcolor: 'background.paper',
    overflowX: 'hidden',
  } as const;

  const label = intl.formatMessage({ id: 'menu.drawer' });
  // Small screens: over the page, its menu mounted when opened. Wide: beside the page, under the
  // header, narrowing to the mini rail.
  return (
    <Drawer
      variant={temporary ? 'temporary' : 'permanent'}
      open={temporary ? open : true}
      onClose={onClose}
      sx={temporary ? undefined : { width, flexShrink: 0 }}
      slotProps={{
        paper: {
          component: 'aside',
          'aria-label': label,
          sx: temporary
            ? paperSx
            : {
                ...paperSx,
                top,
                height: `calc(100% - ${top}px)`,
                transition: theme.transitions.create('width', {
                  duration: theme.transitions.duration.shorter,
                }),
              },
        },
      }}
    >
      {content}
    </Drawer>
  );
}
