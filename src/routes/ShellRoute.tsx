import { useCallback } from 'react';
import { MainLayout } from '@/layouts/MainLayout';
import { useDataCache } from '@/state/api/useDataCache';
import { useAppDispatch } from '@/state/hooks';
import { signOut } from '@/state/session/signOut';
import { RequireSignedIn } from './guards';

/** The signed-in dashboard shell; it brings the data cache its pages use. */
export function ShellRoute() {
  const dispatch = useAppDispatch();
  useDataCache();
  const onSignOut = useCallback(() => void dispatch(signOut()), [dispatch]);
  return (
    <RequireSignedIn>
      <MainLayout onSignOut={onSignOut} />
    </RequireSignedIn>
  );
}
