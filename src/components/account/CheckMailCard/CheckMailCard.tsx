import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { AuthCard, AuthLink } from '@/components/account/AuthCard';
import { PATHS } from '@/routes/paths';

export interface CheckMailCardProps {
  /** The address the link went to, when known (it is not, after a reload). */
  email?: string | null;
}

/**
 * After "forgot password": the same words whether or not an account exists, so the page never
 * tells a stranger who is registered.
 */
export function CheckMailCard({ email }: CheckMailCardProps) {
  return (
    <AuthCard
      title={<FormattedMessage id="auth.checkMail.title" />}
      footer={
        <Stack spacing={1}>
          <AuthLink to={PATHS.login}>
            <FormattedMessage id="auth.backToLogin" />
          </AuthLink>
          <AuthLink to={PATHS.forgot}>
            <FormattedMessage id="auth.checkMail.again" />
          </AuthLink>
        </Stack>
      }
    >
      <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2, color: 'primary.main' }}>
        <MarkEmailReadOutlined sx={{ fontSize: 56 }} aria-hidden />
      </Box>
      <Typography sx={{ textAlign: 'center', overflowWrap: 'anywhere' }} gutterBottom>
        {email ? (
          <FormattedMessage
            id="auth.checkMail.bodyFor"
            values={{ email: <strong>{email}</strong> }}
          />
        ) : (
          <FormattedMessage id="auth.checkMail.body" />
        )}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        <FormattedMessage id="auth.checkMail.hint" />
      </Typography>
    </AuthCard>
  );
}
