import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { LAYOUT } from '@/config';
import { Logo } from '@/components/shared/Logo';
import { useOnDemand } from '@/hooks/useOnDemand';
import { onDemand } from '@/lib/onDemand';
import type { MenuNode } from '@/layouts/MainLayout/menu-items';
import { MenuList } from '@/layouts/MainLayout/MenuList';
import { DockedDrawer } from './DockedDrawer';
import { MenuSkeleton } from './MenuSkeleton';
import { VersionChip } from './VersionChip';
import { whenIdle } from './whenIdle';

// The temporary drawer mounts the whole menu, hidden: small screens load and render it after the
// first paint (at the first quiet moment, or at once when opened), wide ones never.
const temporaryDrawer = onDemand(() =>
  import('./TemporaryDrawer').then((module) => module.TemporaryDrawer),
);

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
  // It mounts the whole menu, hidden (keepMounted): a render of hundreds of components, which as
  // a transition does not hold the page in one long task after its first paint.
  const [TemporaryDrawer, loadTemporaryDrawer] = useOnDemand(temporaryDrawer, { transition: true });
  useEffect(() => {
    if (!temporary || TemporaryDrawer) return undefined;
    if (!open) return whenIdle(loadTemporaryDrawer);
    loadTemporaryDrawer();
    return undefined;
  }, [temporary, open, TemporaryDrawer, loadTemporaryDrawer]);

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
  if (temporary)
    return (
      TemporaryDrawer && (
        <TemporaryDrawer
          open={open}
          onClose={onClose}
          paperProps={{ sx: paperSx, 'aria-label': label }}
        >
          {content}
        </TemporaryDrawer>
      )
    );

  return (
    <DockedDrawer
      sx={{ width, flexShrink: 0 }}
      paperProps={{
        sx: {
          ...paperSx,
          top,
          height: `calc(100% - ${top}px)`,
          transition: theme.transitions.create('width', {
            duration: theme.transitions.duration.shorter,
          }),
        },
        'aria-label': label,
      }}
    >
      {content}
    </DockedDrawer>
  );
}
