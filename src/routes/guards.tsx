import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Loader } from '../components/Loader';
import { useAppSelector } from '../state/hooks';
import { loginPath, safeNext } from './safeNext';

/** Main routes: signed-out visitors go to sign-in and come back here afterwards. */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const status = useAppSelector((state) => state.session.status);
  const { pathname, search } = useLocation();
  // Until the start-up check answers, redirecting would throw a signed-in user out.
  if (status === 'unknown') return <Loader />;
  if (status === 'signedOut') return <Navigate to={loginPath(pathname, search)} replace />;
  return children;
}

/** Auth routes: a signed-in user is sent on to `next`, or home. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const status = useAppSelector((state) => state.session.status);
  const { search } = useLocation();
  if (status === 'unknown') return <Loader />;
  if (status === 'signedIn') return <Navigate to={safeNext(search)} replace />;
  return children;
}
