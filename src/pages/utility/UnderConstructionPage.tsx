import { UnderConstructionScreen } from '@/components/shared/StatusScreens';

export function UnderConstructionPage() {
  return <UnderConstructionScreen />;
}
