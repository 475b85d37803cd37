import { ServerErrorScreen } from '@/components/StatusScreens';

export function ServerErrorPage() {
  return <ServerErrorScreen />;
}
