import type { Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { useMemo } from 'react';
import type { Settings } from '@/config';
import { loadMessages } from '@/i18n/loadMessages';
import { loadEmotionCache } from '@/theme/emotionCache';
import type { CreateAppStoreOptions } from '@/state/store';
import { globalTypes, initialGlobals } from './globals';
import { allModes } from './modes';
import { settingsFromGlobals, StoryProviders } from './StoryProviders';
import { notificationHandlers, NotificationsStore } from '@stories/mocks/notifications';
import { failOnUnmockedApi, unmockedApiHandler } from './unmockedApi';
import type { ConsoleErrorParameters } from './consoleErrors';

// Requests no story mocks pass untouched (fonts, chunks); an API call without a story handler
// meets the catch-all that fails the story (./unmockedApi.ts). The one exception is the bell,
// which every signed-in shell asks: an empty notification centre unless a story brings its own.
initialize({ onUnhandledRequest: 'bypass', quiet: true }, [
  ...notificationHandlers(new NotificationsStore()),
  unmockedApiHandler,
]);

declare module '@storybook/react-vite' {
  interface Parameters {
    /** Settings a story pins regardless of the toolbar (e.g. a mini drawer). */
    settings?: Partial<Settings>;
    /** Redux state a story starts from (e.g. a signed-in session). */
    preloadedState?: CreateAppStoreOptions['preloadedState'];
    /** Console errors that are the point of the story, each of which must be logged (./consoleErrors.ts). */
    expectedConsoleErrors?: ConsoleErrorParameters['expectedConsoleErrors'];
  }
}

const preview: Preview = {
  globalTypes,
  initialGlobals,
  loaders: [
    mswLoader,
    // The locale bundle and the direction's style cache are fetched before render, so the first
    // paint is already translated and mirrored.
    async ({ globals, parameters }) => {
      const { i18n, themeDirection } = settingsFromGlobals(globals, parameters.settings);
      await Promise.all([loadMessages(i18n), loadEmotionCache(themeDirection)]);
      return {};
    },
  ],
  afterEach: failOnUnmockedApi,
  decorators: [
    (Story, { globals, parameters }) => {
      const settings = useMemo(
        () => settingsFromGlobals(globals, parameters.settings),
        // eslint-disable-next-line react-hooks/exhaustive-deps -- globals and parameters are new objects each render
        [JSON.stringify(globals), JSON.stringify(parameters.settings)],
      );
      return (
        <StoryProviders settings={settings} preloadedState={parameters.preloadedState}>
          <Story />
        </StoryProviders>
      );
    },
  ],
  parameters: {
    a11y: {
      test: 'error',
      config: {
        rules: [
          // FullCalendar's hours box sits inside its ARIA table, where a tab stop breaks the
          // table's required children; Chromium and Firefox focus a scroller with nothing
          // focusable in it by themselves (FullCalendar 7's changelog calls this a false positive).
          {
            id: 'scrollable-region-focusable',
            selector: '*:not(select, textarea):not([data-calendar-grid] *)',
          },
        ],
      },
    },
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    chromatic: { modes: allModes, pauseAnimationAtEnd: true },
    msw: { handlers: [] },
  },
  tags: ['autodocs'],
};

export default preview;
