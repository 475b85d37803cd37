import Box from '@mui/material/Box';
import { Outlet, useLocation } from 'react-router-dom';
import { PageTransition } from '@/components/shared/PageTransition';

/** The plain frame of the auth and utility pages: the page alone, fading in. */
export function MinimalLayout() {
  const location = useLocation();
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <PageTransition key={location.pathname}>
        <Outlet />
      </PageTransition>
    </Box>
  );
}
