import { ServerErrorScreen } from '@/components/ErrorScreens';

export function ServerErrorPage() {
  return <ServerErrorScreen />;
}

export default ServerErrorPage;
