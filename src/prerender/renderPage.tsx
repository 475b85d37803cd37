// Runs at build time in Node, never in the browser: renders a page to HTML and its styles, as a
// first-time visitor's browser would render it (docs/performance.md, "Prerendered pages").
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from '@/components/shared/AppProviders';
import { DEFAULT_SETTINGS } from '@/config';
import { loadMessages, startWithMessages } from '@/i18n/loadMessages';
import { routes } from '@/routes/routeTable';
import { signedOut } from '@/state/session/sessionSlice';
import { createAppStore } from '@/state/store';
import { EMOTION_KEY } from '@/theme/emotionCache';
import { fontFaceCss, fontName } from '@/theme/fonts/fontFaces';
import { FONT_FACES_ATTRIBUTE } from '@/theme/fonts/loadFonts';

export interface RenderedPage {
  /** What React renders into `#root`. */
  html: string;
  /** Emotion's `<style data-emotion>` tags for that markup, which the client's cache takes over. */
  styles: string;
  /**
   * The default family's `@font-face` rules as `declareFontFaces` marks them, with the addresses
   * as the dev server names them (the build puts in its own).
   */
  fontFaces: string;
}

export async function renderPage(path: string): Promise<RenderedPage> {
  // The entry's own start: the common messages, the default settings, no session.
  startWithMessages(['common']);
  await loadMessages(DEFAULT_SETTINGS.i18n);
  const store = createAppStore({ settings: DEFAULT_SETTINGS });
  store.dispatch(signedOut());

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}`);
  if (context.statusCode !== 200) throw new Error(`${path} renders status ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const cache = createCache({ key: EMOTION_KEY });
  const server = createEmotionServer(cache);
  // Every lazy part resolved (not left to the client, which would report it as an error): the
  // client hydrates each one when its chunk has loaded.
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders store={store} emotionCache={cache}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  const styles = server.constructStyleTagsFromChunks(server.extractCriticalToChunks(html));
  const family = DEFAULT_SETTINGS.fontFamily;
  const fontFaces = `<style ${FONT_FACES_ATTRIBUTE}="${fontName(family)}">${fontFaceCss(family)}</style>`;
  return { html, styles, fontFaces };
}
