import TextField from '@mui/material/TextField';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { toApiError } from '@/api/client/apiError';
import { emailSchema } from '@/api/schema/accounts';
import { useErrorMessage } from '@/hooks/useErrorMessage';
import { formSubmit } from '@/lib/formSubmit';

export interface LaunchSignupFormProps {
  /**
   * Registers the address; a rejection (an ApiError) says why, keeps what was typed and lets the
   * visitor send it again.
   */
  onSubscribe: (email: string) => Promise<void>;
}

type Phase = 'editing' | 'sending' | 'done' | 'failed';

/** "Tell me when Quire launches": one e-mail field, checked before it is sent. */
export function LaunchSignupForm({ onSubscribe }: LaunchSignupFormProps) {
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [phase, setPhase] = useState<Phase>('editing');
  const [sentTo, setSentTo] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const describe = useErrorMessage();

  const submit = async () => {
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setPhase('sending');
    try {
      await onSubscribe(parsed.data);
      setSentTo(parsed.data);
      setPhase('done');
    } catch (error) {
      // The server refused the address itself: said on the field, as the local check does.
      if (toApiError(error).fields?.email) {
        setInvalid(true);
        setPhase('editing');
        return;
      }
      setFailure(error);
      setPhase('failed');
    }
  };

  if (phase === 'done')
    return (
      <Alert severity="success" role="status" sx={{ width: '100%', maxWidth: 480 }}>
        {intl.formatMessage({ id: 'launch.done' }, { email: sentTo })}
      </Alert>
    );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={formSubmit(() => void submit())}
      sx={{ width: '100%', maxWidth: 480, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          alignItems: 'flex-start',
          flexWrap: { xs: 'wrap', sm: 'nowrap' },
        }}
      >
        <TextField
          fullWidth
          type="email"
          autoComplete="email"
          label={intl.formatMessage({ id: 'launch.email' })}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (invalid) setInvalid(false);
          }}
          error={invalid}
          helperText={invalid ? intl.formatMessage({ id: 'launch.invalidEmail' }) : ' '}
          disabled={phase === 'sending'}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={phase === 'sending'}
          sx={{ flexShrink: 0, minHeight: 56 }}
        >
          {intl.formatMessage({ id: 'launch.submit' })}
        </Button>
      </Box>
      {phase === 'failed' && (
        <Alert severity="error" role="alert">
          {intl.formatMessage({ id: 'launch.failed' }, { reason: describe(failure) })}
        </Alert>
      )}
    </Box>
  );
}
