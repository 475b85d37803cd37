import { useCallback } from 'react';
import { MainLayout } from '@/layouts/MainLayout';
import { useAppDispatch } from '@/state/hooks';
import { signOut } from '@/state/session/sessionThunks';
import { RequireSignedIn } from './guards';

/** The signed-in dashboard shell. */
export function ShellRoute() {
  const dispatch = useAppDispatch();
  const onSignOut = useCallback(() => void dispatch(signOut()), [dispatch]);
  return (
    <RequireSignedIn>
      <MainLayout onSignOut={onSignOut} />
    </RequireSignedIn>
  );
}
