import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface AuthLinkProps {
  to: string;
  /** Text before the link ("Don't have an account?"). */
  lead?: ReactNode;
  children: ReactNode;
}

/** A link between the sign-in pages, optionally after a short question. */
export function AuthLink({ to, lead, children }: AuthLinkProps) {
  return (
    <Typography variant="body2" color="text.secondary" component="p">
      {lead && <>{lead} </>}
      <Link component={RouterLink} to={to} underline="hover" sx={{ fontWeight: 500 }}>
        {children}
      </Link>
    </Typography>
  );
}
