import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

export interface LogoProps {
  /** Show the mark only (mini spaces). */
  compact?: boolean;
  /** Where a click leads; the app's logo always leads home. */
  to?: string;
  onClick?: () => void;
}

function LogoMark() {
  return (
    <Box
      component="svg"
      viewBox="0 0 32 32"
      aria-hidden
      sx={{ width: 32, height: 32, color: 'primary.main', flexShrink: 0 }}
    >
      <rect x="2" y="2" width="28" height="28" rx="8" fill="currentColor" />
      <path
        d="M16 8a8 8 0 1 0 4.9 14.3l2.4 2.4 1.8-1.8-2.4-2.4A8 8 0 0 0 16 8Zm0 3a5 5 0 1 1 0 10 5 5 0 0 1 0-10Z"
        fill="#fff"
      />
    </Box>
  );
}

/** The Quire mark and name, as a link home. */
export function Logo({ compact = false, to = '/', onClick }: LogoProps) {
  const intl = useIntl();
  const name = intl.formatMessage({ id: 'app.name' });
  return (
    <Link
      component={RouterLink}
      to={to}
      onClick={onClick}
      underline="none"
      aria-label={intl.formatMessage({ id: 'logo.home' }, { name })}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'text.primary' }}
    >
      <LogoMark />
      {!compact && (
        <Typography component="span" variant="h5" sx={{ fontWeight: 700, letterSpacing: 0.3 }}>
          {name}
        </Typography>
      )}
    </Link>
  );
}
