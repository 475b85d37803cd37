import { FormattedMessage } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { AuthCard, AuthLink } from '@/components/account/AuthCard';
import { LoginForm } from '@/components/account/LoginForm';
import { signIn } from '@/state/session/accountThunks';
import { useSessionForm } from '@/state/session/useSessionForm';
import { nextPathFrom, withNext } from '@/state/session/nextPath';
import { authPageState } from './authPageState';
import { PATHS } from '@/routes/paths';

/** /login: after sign-in the user goes back to `next` (where the session ended), else home. */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { submit, pending, error } = useSessionForm(signIn, () =>
    navigate(nextPathFrom(location.search), { replace: true }),
  );
  // Sent here from a page (not a first visit to home): say why sign-in is asked again.
  const returning = nextPathFrom(location.search) !== '/';
  const { passwordReset } = authPageState(location.state);
  return (
    <AuthCard
      title={<FormattedMessage id="auth.login.title" />}
      subtitle={<FormattedMessage id="auth.login.subtitle" />}
      footer={
        <AuthLink
          to={withNext(PATHS.register, location.search)}
          lead={<FormattedMessage id="auth.login.noAccount" />}
        >
          <FormattedMessage id="auth.login.register" />
        </AuthLink>
      }
    >
      <LoginForm
        onSubmit={submit}
        pending={pending}
        error={error}
        notice={passwordReset ? 'passwordReset' : returning ? 'sessionExpired' : undefined}
      />
    </AuthCard>
  );
}
