import { ServerErrorScreen } from '@/components/shared/StatusScreens';

export function ServerErrorPage() {
  return <ServerErrorScreen />;
}
