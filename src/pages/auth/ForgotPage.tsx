import { FormattedMessage } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { AuthCard, AuthLink } from '@/components/account/AuthCard';
import { ForgotForm } from '@/components/account/ForgotForm';
import { requestPasswordReset } from '@/state/session/accountThunks';
import { useSessionCall } from '@/state/session/useSessionCall';
import { authPageState } from './authPageState';
import { PATHS } from '@/routes/paths';

/** /forgot: ask for a reset link; the answer never says whether the account exists. */
export function ForgotPage() {
  const [forgot, { isLoading, error }] = useSessionCall(requestPasswordReset);
  const navigate = useNavigate();
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
        onSubmit={(values) =>
          forgot(values)
            .unwrap()
            .then(
              () => navigate(PATHS.checkMail, { state: { email: values.email } }),
              () => undefined,
            )
        }
        pending={isLoading}
        error={error}
      />
    </AuthCard>
  );
}
