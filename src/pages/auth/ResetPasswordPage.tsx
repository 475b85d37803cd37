import { FormattedMessage } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AuthCard, AuthLink, AuthNotice } from '@/components/account/AuthCard';
import { ResetPasswordForm } from '@/components/account/ResetPasswordForm';
import { resetPassword as resetPasswordCall } from '@/state/session/accountThunks';
import { useSessionCall } from '@/state/session/useSessionCall';
import { PATHS } from '@/routes/paths';
import { resetTokenFrom } from '@/api/schema/resetToken';

/** /reset-password?token=…: set a new password from the e-mailed link, then sign in with it. */
export function ResetPasswordPage() {
  const [resetPassword, { isLoading, error }] = useSessionCall(resetPasswordCall);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = resetTokenFrom(params.get('token'));
  return (
    <AuthCard
      title={<FormattedMessage id="auth.reset.title" />}
      subtitle={token !== undefined ? <FormattedMessage id="auth.reset.subtitle" /> : undefined}
      footer={
        <AuthLink to={PATHS.forgot}>
          <FormattedMessage id="auth.reset.requestNew" />
        </AuthLink>
      }
    >
      {token !== undefined ? (
        <ResetPasswordForm
          onSubmit={({ password }) =>
            resetPassword({ token, password })
              .unwrap()
              .then(
                () => navigate(PATHS.login, { replace: true, state: { passwordReset: true } }),
                () => undefined,
              )
          }
          pending={isLoading}
          error={error}
        />
      ) : (
        <AuthNotice severity="warning">
          <FormattedMessage id="auth.reset.missingToken" />
        </AuthNotice>
      )}
    </AuthCard>
  );
}
