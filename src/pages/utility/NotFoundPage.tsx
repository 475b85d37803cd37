import { NotFoundScreen } from '@/components/StatusScreens';

export function NotFoundPage() {
  return <NotFoundScreen />;
}
