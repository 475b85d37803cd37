import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginRedirectTarget } from '@/api/client/navigation';
import { Loader } from '@/components/shared/Loader';
import { useAppSelector } from '@/state/hooks';
import { nextPathFrom } from '@/state/session/nextPath';
import { PATHS } from './paths';

/** Main routes: signed-out visitors go to sign-in and come back here afterwards. */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const status = useAppSelector((state) => state.session.status);
  const location = useLocation();
  // Until the start-up check answers, redirecting would throw a signed-in user out.
  if (status === 'unknown') return <Loader />;
  if (status === 'signedOut')
    return <Navigate to={loginRedirectTarget(location) ?? PATHS.login} replace />;
  return children;
}

/** Auth routes: a signed-in user is sent on to `next`, or home. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const status = useAppSelector((state) => state.session.status);
  const { search } = useLocation();
  if (status === 'unknown') return <Loader />;
  if (status === 'signedIn') return <Navigate to={nextPathFrom(search)} replace />;
  return children;
}
