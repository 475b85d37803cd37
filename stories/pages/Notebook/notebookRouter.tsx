import type { Decorator } from '@storybook/react-vite';
import { useLocation, useNavigationType } from 'react-router-dom';
import { StoryRouter } from '@stories/layouts/support/StoryRouter';

/** The address as the router has it, hidden, for play functions to read. */
export function LocationProbe() {
  const location = useLocation();
  const navigation = useNavigationType();
  return (
    <output data-testid="location" data-navigation={navigation} hidden>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

/** The notebook at `parameters.notebookPath` (default `/digi_notebook`) in a memory router. */
export const withNotebookRouter: Decorator = (Story, { parameters }) => (
  <StoryRouter
    initialPath={(parameters.notebookPath as string | undefined) ?? '/digi_notebook'}
    routes={[
      {
        path: '*',
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

/** Where the router is and how it got there (PUSH, REPLACE or POP). */
export function storyLocation(canvasElement: HTMLElement) {
  const probe = canvasElement.querySelector<HTMLElement>('[data-testid="location"]');
  return { address: probe?.textContent ?? '', navigation: probe?.dataset.navigation ?? '' };
}
