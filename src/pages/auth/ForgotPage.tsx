import { FormattedMessage } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { AuthCard, AuthLink } from '@/components/account/AuthCard';
import { ForgotForm } from '@/components/account/ForgotForm';
import { requestPasswordReset } from '@/state/session/accountThunks';
import { useSessionForm } from '@/state/session/useSessionForm';
import { authPageState } from './authPageState';
import { PATHS } from '@/routes/paths';

/** /forgot: ask for a reset link; the answer never says whether the account exists. */
export function ForgotPage() {
  const navigate = useNavigate();
  const { submit, pending, error } = useSessionForm(requestPasswordReset, ({ email }) =>
    navigate(PATHS.checkMail, { state: { email } }),
  );
  const { state } = useLocation();
  return (
    <AuthCard
      title={<FormattedMessage id="auth.forgot.title" />}
      subtitle={<FormattedMessage id="auth.forgot.subtitle" />}
      footer={
        <AuthLink to={PATHS.login}>
          <FormattedMessage id="auth.backToLogin" />
        </AuthLink>
      }
    >
      <ForgotForm
        defaultEmail={authPageState(state).email}
        onSubmit={submit}
        pending={pending}
        error={error}
      />
    </AuthCard>
  );
}
