import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface StatusScreenProps {
  /** A large decorative mark: an error code or an icon. */
  mark: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** Buttons, a form or a countdown under the text. */
  children?: ReactNode;
  /** Full page (utility pages) or a panel inside the dashboard. */
  variant?: 'page' | 'embedded';
  /** The element the title is; `h1` on a page of its own. */
  headingLevel?: 'h1' | 'h2';
}

/** The shared frame of the 404, 500, coming-soon and under-construction screens. */
export function StatusScreen({
  mark,
  title,
  description,
  children,
  variant = 'page',
  headingLevel = 'h1',
}: StatusScreenProps) {
  const body = (
    <Box
      sx={{
        maxWidth: 560,
        mx: 'auto',
        textAlign: 'center',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 2,
      }}
    >
      <Box
        aria-hidden
        sx={{
          minWidth: 120,
          height: 120,
          px: 3,
          borderRadius: '60px',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
          color: 'primary.main',
          fontSize: 56,
          fontWeight: 800,
          lineHeight: 1,
          '& svg': { fontSize: 64 },
        }}
      >
        {mark}
      </Box>
      <Typography variant="h3" component={headingLevel}>
        {title}
      </Typography>
      <Typography color="text.secondary">{description}</Typography>
      {children && (
        <Box
          sx={{
            width: '100%',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 2,
            mt: 1,
          }}
        >
          {children}
        </Box>
      )}
    </Box>
  );
  if (variant === 'embedded')
    return (
      <Paper variant="outlined" sx={{ py: { xs: 4, md: 8 }, px: 2 }}>
        {body}
      </Paper>
    );
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', px: 2, py: 6 }}>
      {body}
    </Box>
  );
}
