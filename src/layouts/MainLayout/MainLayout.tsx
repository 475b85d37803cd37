import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LAYOUT } from '@/config';
import { PageTransition } from '@/components/shared/PageTransition';
import { useAppDispatch, useAppSelector, useSettings } from '@/state/hooks';
import { drawerOpenChanged, drawerToggled } from '@/state/menu/menuSlice';
import { setSetting, settingsReset } from '@/state/settings/settingsSlice';
import { Breadcrumbs } from './Breadcrumbs';
import { Footer } from './Footer';
import { Header } from './Header';
import { NotificationCentre } from './Header/NotificationCentre';
import { ConnectedSearch } from './Header/Search/ConnectedSearch';
import { HorizontalBar } from './HorizontalBar';
import { buildMenuItems, type MenuNode } from './menu-items';
import { Sidebar } from './Sidebar';
import { SkipLink } from './SkipLink';
import { useDrawerSync } from './useDrawerSync';

export interface MainLayoutProps {
  /** Menu data; by default the product menu for the signed-in user. */
  menu?: readonly MenuNode[];
  /** Signs the user out (the app passes the session's sign-out). */
  onSignOut: () => void;
}

const CONTENT_ID = 'main-content';

// The settings drawer (sliders, switches, the presets) loads when it is first opened.
const Customizer = lazy(() =>
  import('./Customizer/Customizer').then((module) => ({ default: module.Customizer })),
);

/** The dashboard shell: header, drawer or horizontal bar, breadcrumbs, the page, footer, customizer. */
export function MainLayout({ menu: menuOverride, onSignOut }: MainLayoutProps) {
  const theme = useTheme();
  const dispatch = useAppDispatch();
  const settings = useSettings();
  const user = useAppSelector((state) => state.session.user);
  const drawerOpen = useAppSelector((state) => state.menu.isDashboardDrawerOpened);
  const small = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const wide = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const location = useLocation();
  const [customizerOpen, setCustomizerOpen] = useState(false);
  const [customizerLoaded, setCustomizerLoaded] = useState(false);
  const synced = useDrawerSync(settings.miniDrawer, small);
  const drawerVisible = small ? synced && drawerOpen : drawerOpen;

  const menu = useMemo(
    () => menuOverride ?? (user ? buildMenuItems(user.username) : []),
    [menuOverride, user],
  );
  const horizontal = settings.menuOrientation === 'horizontal' && wide;
  const headerHeight = horizontal ? LAYOUT.horizontalBarTop : LAYOUT.mainTopMargin;
  const contentTop = horizontal
    ? LAYOUT.horizontalBarTop + LAYOUT.horizontalBarHeight + 24
    : LAYOUT.mainTopMargin;
  const closeDrawer = useCallback(() => dispatch(drawerOpenChanged(false)), [dispatch]);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink target={CONTENT_ID} />
      <Header
        height={headerHeight}
        showDrawerToggle={!horizontal}
        drawerOpen={drawerVisible}
        onToggleDrawer={() => dispatch(drawerToggled())}
        search={user ? <ConnectedSearch username={user.username} /> : null}
        notifications={user ? <NotificationCentre /> : null}
        locale={settings.i18n}
        onLocaleChange={(value) => dispatch(setSetting('i18n', value))}
        mode={settings.mode}
        onModeChange={(value) => dispatch(setSetting('mode', value))}
        onOpenSettings={() => {
          setCustomizerLoaded(true);
          setCustomizerOpen(true);
        }}
        user={user}
        onSignOut={onSignOut}
      />
      {horizontal ? (
        <HorizontalBar menu={menu} />
      ) : (
        <Sidebar
          menu={menu}
          open={drawerVisible}
          onClose={closeDrawer}
          loading={!menuOverride && !user}
          top={headerHeight}
        />
      )}
      <Box
        component="main"
        id={CONTENT_ID}
        tabIndex={-1}
        sx={{
          flexGrow: 1,
          minWidth: 0,
          mt: `${contentTop}px`,
          pt: 2,
          px: { xs: 2, sm: 3 },
          pb: 2,
          display: 'flex',
          flexDirection: 'column',
          outline: 'none',
        }}
      >
        <Container
          maxWidth={settings.container ? 'lg' : false}
          disableGutters
          data-testid="layout-content"
          sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}
        >
          <Breadcrumbs menu={menu} />
          <PageTransition key={location.pathname}>
            <Outlet />
          </PageTransition>
          <Footer />
        </Container>
      </Box>
      {customizerLoaded && (
        <Suspense fallback={null}>
          <Customizer
            open={customizerOpen}
            onClose={() => setCustomizerOpen(false)}
            settings={settings}
            onChange={(key, value) => dispatch(setSetting(key, value))}
            onReset={() => dispatch(settingsReset())}
          />
        </Suspense>
      )}
    </Box>
  );
}
