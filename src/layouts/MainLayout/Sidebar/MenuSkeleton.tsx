import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useIntl } from 'react-intl';

/** Placeholder rows while the menu's data (the signed-in user) is not known yet. */
export function MenuSkeleton({ mini = false }: { mini?: boolean }) {
  const intl = useIntl();
  return (
    <Box
      role="status"
      aria-label={intl.formatMessage({ id: 'menu.loading' })}
      sx={{ px: mini ? 1 : 2, display: 'flex', flexDirection: 'column', gap: 1.5, pt: 2 }}
    >
      {!mini && <Skeleton variant="text" width={110} />}
      {Array.from({ length: 6 }, (_, index) => (
        <Box key={index} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <Skeleton variant="rounded" width={24} height={24} />
          {!mini && <Skeleton variant="text" sx={{ flexGrow: 1 }} />}
        </Box>
      ))}
    </Box>
  );
}
