import Alert, { type AlertColor } from '@mui/material/Alert';
import type { ReactNode } from 'react';

export interface AuthNoticeProps {
  severity?: AlertColor;
  children: ReactNode;
}

/** A short message above a sign-in form: why it is asked, or what just happened. */
export function AuthNotice({ severity = 'info', children }: AuthNoticeProps) {
  return (
    <Alert severity={severity} role={severity === 'error' ? 'alert' : 'status'} sx={{ mb: 2 }}>
      {children}
    </Alert>
  );
}
