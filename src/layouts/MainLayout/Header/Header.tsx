import Tooltip from '@mui/material/Tooltip';
import MenuOpen from '@mui/icons-material/MenuOpen';
import MenuIcon from '@mui/icons-material/Menu';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LAYOUT, type Locale, type Mode } from '@/config';
import { Logo } from '@/components/shared/Logo';
import { AccountMenu } from './AccountMenu';
import { LanguageSwitcher } from './LanguageSwitcher';
import { ModeToggle } from './ModeToggle';
import { mirrorInRtl } from '@/theme/mirrorInRtl';

export interface HeaderProps {
  /** Header height: taller above the vertical drawer, shorter above the horizontal bar. */
  height: number;
  /** The drawer toggle is left out where there is no drawer (horizontal bar on wide screens). */
  showDrawerToggle: boolean;
  drawerOpen: boolean;
  onToggleDrawer: () => void;
  /** The search field, connected to its data by the caller. */
  search: ReactNode;
  /** The notification bell, connected by the caller (none when signed out). */
  notifications?: ReactNode;
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  mode: Mode;
  onModeChange: (mode: Mode) => void;
  onOpenSettings: () => void;
  user: { name: string; email: string } | null;
  onSignOut: () => void;
}

export function Header(props: HeaderProps) {
  const intl = useIntl();
  const settingsLabel = intl.formatMessage({ id: 'header.settings' });
  const toggleLabel = intl.formatMessage({
    id: props.drawerOpen ? 'header.drawer.close' : 'header.drawer.open',
  });
  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      sx={{ bgcolor: 'background.default', borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar
        sx={{ minHeight: LAYOUT.toolbarMinHeight, height: props.height, gap: { xs: 0.5, sm: 1.5 } }}
      >
        <Box
          sx={{
            width: { md: LAYOUT.drawerWidth - 24 },
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            flexShrink: 0,
          }}
        >
          <Box sx={{ display: { xs: 'none', md: 'flex' }, flexGrow: 1 }}>
            <Logo />
          </Box>
          {props.showDrawerToggle && (
            <Tooltip title={toggleLabel}>
              <IconButton
                aria-label={toggleLabel}
                aria-expanded={props.drawerOpen}
                onClick={props.onToggleDrawer}
                color="primary"
                sx={{ bgcolor: 'action.hover', borderRadius: 2 }}
              >
                {props.drawerOpen ? (
                  // The icon points at the drawer, which sits on the right in rtl.
                  <MenuOpen sx={mirrorInRtl} />
                ) : (
                  <MenuIcon />
                )}
              </IconButton>
            </Tooltip>
          )}
        </Box>
        <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex' }}>{props.search}</Box>
        {/* On phones the search needs the room; both stay in the appearance settings. */}
        <Box sx={{ display: { xs: 'none', sm: 'flex' }, gap: { sm: 1.5 } }}>
          <LanguageSwitcher locale={props.locale} onChange={props.onLocaleChange} />
          <ModeToggle mode={props.mode} onChange={props.onModeChange} />
        </Box>
        {props.notifications}
        <Tooltip title={settingsLabel}>
          <IconButton aria-label={settingsLabel} onClick={props.onOpenSettings}>
            <SettingsOutlined />
          </IconButton>
        </Tooltip>
        {props.user && (
          <AccountMenu
            name={props.user.name}
            email={props.user.email}
            onSignOut={props.onSignOut}
          />
        )}
      </Toolbar>
    </AppBar>
  );
}
