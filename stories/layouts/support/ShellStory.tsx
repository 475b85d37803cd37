import { MainLayout } from '@/layouts/MainLayout';
import type { MenuNode } from '@/layouts/MainLayout/menu-items';
import { DemoPage } from './DemoPage';
import { StoryRouter } from './StoryRouter';

export interface ShellStoryProps {
  initialPath?: string;
  menu?: readonly MenuNode[];
  onSignOut: () => void;
}

/** The main layout in a memory router, with a demo page at every address. */
export function ShellStory({ initialPath = '/', menu, onSignOut }: ShellStoryProps) {
  return (
    <StoryRouter
      initialPath={initialPath}
      routes={[
        {
          path: '/',
          element: <MainLayout menu={menu} onSignOut={onSignOut} />,
          children: [
            { index: true, element: <DemoPage /> },
            { path: '*', element: <DemoPage /> },
          ],
        },
      ]}
    />
  );
}
