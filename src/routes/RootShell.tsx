import { Outlet, useNavigation } from 'react-router-dom';
import { ProgressBar } from '@/components/shared/ProgressBar';

/** Above every route: the top progress bar while the next page's chunk loads. */
export function RootShell() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === 'loading' && <ProgressBar />}
      <Outlet />
    </>
  );
}
