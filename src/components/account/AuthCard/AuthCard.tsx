import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Logo } from '@/components/shared/Logo';

export interface AuthCardProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Links under the card's content (sign in / create an account). */
  footer?: ReactNode;
  children: ReactNode;
}

/** The centred card every sign-in page shows: the logo, a heading, the form, then links. */
export function AuthCard({ title, subtitle, footer, children }: AuthCardProps) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        paddingBlock: { xs: 3, sm: 6 },
        paddingInline: 2,
      }}
    >
      <Card
        variant="outlined"
        sx={{ width: '100%', maxWidth: 475, paddingBlock: 4, paddingInline: { xs: 3, sm: 5 } }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 3 }}>
          <Logo />
        </Box>
        <Box sx={{ textAlign: 'center', mb: 3 }}>
          <Typography variant="h3" component="h1" color="primary" gutterBottom>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body1" color="text.secondary">
              {subtitle}
            </Typography>
          )}
        </Box>
        {children}
        {footer && (
          <>
            <Divider sx={{ mt: 3, mb: 2 }} />
            <Box sx={{ textAlign: 'center' }}>{footer}</Box>
          </>
        )}
      </Card>
    </Box>
  );
}
