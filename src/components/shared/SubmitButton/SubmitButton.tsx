import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'children'> {
  pending?: boolean;
  children: ReactNode;
}

/** A form's submit button: disabled with a spinner while the request runs, so it cannot go twice. */
export function SubmitButton({ pending = false, disabled, children, ...props }: SubmitButtonProps) {
  const intl = useIntl();
  return (
    <Button
      variant="contained"
      size="large"
      fullWidth
      {...props}
      type="submit"
      disabled={pending || disabled}
      aria-busy={pending}
      startIcon={
        pending ? (
          <CircularProgress
            size={18}
            color="inherit"
            aria-label={intl.formatMessage({ id: 'auth.pending' })}
          />
        ) : undefined
      }
    >
      {children}
    </Button>
  );
}
