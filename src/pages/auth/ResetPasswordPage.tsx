import { FormattedMessage } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AuthCard, AuthLink, AuthNotice } from '@/components/account/AuthCard';
import { ResetPasswordForm } from '@/components/account/ResetPasswordForm';
import { resetPassword } from '@/state/session/accountThunks';
import { useSessionForm } from '@/state/session/useSessionForm';
import { PATHS } from '@/routes/paths';
import { resetTokenFrom } from '@/api/schema/resetToken';

/** /reset-password?token=…: set a new password from the e-mailed link, then sign in with it. */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const { submit, pending, error } = useSessionForm(resetPassword, () =>
    navigate(PATHS.login, { replace: true, state: { passwordReset: true } }),
  );
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
          onSubmit={({ password }) => submit({ token, password })}
          pending={pending}
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
