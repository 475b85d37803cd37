import { NotFoundScreen } from '@/components/ErrorScreens';

export function NotFoundPage() {
  return <NotFoundScreen />;
}

export default NotFoundPage;
