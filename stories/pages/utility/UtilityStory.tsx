import { ServerErrorScreen } from '@/components/shared/StatusScreens';
import { ComingSoon1Page } from '@/pages/utility/ComingSoon1Page';
import { ComingSoon2Page } from '@/pages/utility/ComingSoon2Page';
import { NotFoundPage } from '@/pages/utility/NotFoundPage';
import { UnderConstructionPage } from '@/pages/utility/UnderConstructionPage';
import { StoryRouter } from '@stories/layouts/support/StoryRouter';

/** A fixed clock: 100 days, 21 hours before the default launch (2027-03-01 09:00 UTC). */
const NOW = new Date('2026-11-20T12:00:00Z');

export type PageName =
  'notFound' | 'serverError' | 'comingSoon1' | 'comingSoon2' | 'underConstruction';

export function UtilityStory({ page, onRetry }: { page: PageName; onRetry: () => void }) {
  const element = {
    notFound: <NotFoundPage />,
    serverError: <ServerErrorScreen onRetry={onRetry} />,
    comingSoon1: <ComingSoon1Page now={NOW} />,
    comingSoon2: <ComingSoon2Page />,
    underConstruction: <UnderConstructionPage />,
  }[page];
  return <StoryRouter routes={[{ path: '*', element }]} />;
}
