import { useCallback } from 'react';
import { MainLayout } from '../layouts/MainLayout';
import { useAppDispatch } from '../state/hooks';
import { signedOut } from '../state/session/sessionSlice';
import { RequireSignedIn } from './guards';

/** The signed-in dashboard shell. */
export function ShellRoute() {
  const dispatch = useAppDispatch();
  const onSignOut = useCallback(() => dispatch(signedOut()), [dispatch]);
  return (
    <RequireSignedIn>
      <MainLayout onSignOut={onSignOut} />
    </RequireSignedIn>
  );
}
