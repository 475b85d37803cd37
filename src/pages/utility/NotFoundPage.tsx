import { NotFoundScreen } from '@/components/shared/StatusScreens';

export function NotFoundPage() {
  return <NotFoundScreen />;
}
