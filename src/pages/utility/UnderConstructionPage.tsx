import { UnderConstructionScreen } from '@/components/StatusScreens';

export function UnderConstructionPage() {
  return <UnderConstructionScreen />;
}
