import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { APP_VERSION } from '@/config';

/** The page foot: product name and version (fixed text, so screenshots stay stable). */
export function Footer() {
  return (
    <Box
      component="footer"
      sx={{
        mt: 'auto',
        pt: 4,
        pb: 2,
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        flexWrap: 'wrap',
      }}
    >
      <Typography variant="caption" color="text.secondary">
        <FormattedMessage id="footer.tagline" />
      </Typography>
      <Typography variant="caption" color="text.secondary">
        <FormattedMessage id="footer.version" values={{ version: APP_VERSION }} />
      </Typography>
    </Box>
  );
}
