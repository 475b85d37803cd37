import { FormattedMessage } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { AuthCard, AuthLink } from '@/components/account/AuthCard';
import { RegisterForm } from '@/components/account/RegisterForm';
import { signUp } from '@/state/session/accountThunks';
import { useSessionForm } from '@/state/session/useSessionForm';
import { nextPathFrom, withNext } from '@/state/session/nextPath';
import { PATHS } from '@/routes/paths';

/** /register: a new account is signed in at once and lands on `next` or home. */
export function RegisterPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { submit, pending, error } = useSessionForm(signUp, () =>
    navigate(nextPathFrom(search), { replace: true }),
  );
  return (
    <AuthCard
      title={<FormattedMessage id="auth.register.title" />}
      subtitle={<FormattedMessage id="auth.register.subtitle" />}
      footer={
        <AuthLink
          to={withNext(PATHS.login, search)}
          lead={<FormattedMessage id="auth.register.haveAccount" />}
        >
          <FormattedMessage id="auth.register.signIn" />
        </AuthLink>
      }
    >
      <RegisterForm onSubmit={submit} pending={pending} error={error} />
    </AuthCard>
  );
}
