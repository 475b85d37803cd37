import type { Decorator } from '@storybook/react-vite';
import { StoryRouter } from '@stories/layouts/support/StoryRouter';
import { LocationProbe } from '@stories/pages/Notebook/notebookRouter';

/** The calendar page at `parameters.calendarPath` (default Ana's, 14 March 2026) in a memory router. */
export const withCalendarRouter: Decorator = (Story, { parameters }) => (
  <StoryRouter
    initialPath={(parameters.calendarPath as string | undefined) ?? '/calendar/ana?date=2026-03-14'}
    routes={[
      {
        path: '/calendar/:username',
        element: (
          <>
            <Story />
            <LocationProbe />
          </>
        ),
      },
    ]}
  />
);
