import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Logout from '@mui/icons-material/Logout';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useMenuButton } from '@/hooks/useMenuButton';
import { PATHS } from '@/routes/paths';

// The setting reads the calendar API: loaded, and asked, only when the user opens it.
const TimeZoneSetting = lazy(() =>
  import('./TimeZoneSetting').then((module) => ({ default: module.TimeZoneSetting })),
);

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export interface AccountMenuProps {
  name: string;
  email: string;
  onSignOut: () => void;
}

/** Initials for the avatar: first letters of the first and last words. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => Array.from(word ?? '')[0]?.toUpperCase() ?? '').join('') || '?';
}

export function AccountMenu({ name, email, onSignOut }: AccountMenuProps) {
  const intl = useIntl();
  const { close, choose, buttonProps, menuProps } = useMenuButton();
  const [timeZoneOpen, setTimeZoneOpen] = useState(false);
  return (
    <>
      <IconButton {...buttonProps} sx={{ p: 0.5 }}>
        <Avatar
          sx={{
            width: 34,
            height: 34,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontSize: 14,
          }}
        >
          {initials(name)}
        </Avatar>
        {/* The name comes from hidden text, not aria-label, so it need not repeat the initials. */}
        <Box component="span" sx={visuallyHidden}>
          {intl.formatMessage({ id: 'header.account' }, { name })}
        </Box>
      </IconButton>
      <Menu
        {...menuProps}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
          <Typography variant="subtitle1" noWrap sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {email}
          </Typography>
        </Box>
        <Divider />
        <MenuItem onClick={choose(() => setTimeZoneOpen(true))}>
          <ListItemIcon>
            <PublicOutlined fontSize="small" />
          </ListItemIcon>
          {intl.formatMessage({ id: 'account.timeZone' })}
        </MenuItem>
        <MenuItem component={RouterLink} to={PATHS.connectedApps} onClick={close}>
          <ListItemIcon>
            <KeyOutlined fontSize="small" />
          </ListItemIcon>
          {intl.formatMessage({ id: 'account.connectedApps' })}
        </MenuItem>
        <MenuItem onClick={choose(onSignOut)}>
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {intl.formatMessage({ id: 'header.signOut' })}
        </MenuItem>
      </Menu>
      {timeZoneOpen && (
        <Suspense fallback={null}>
          <TimeZoneSetting onClose={() => setTimeZoneOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
