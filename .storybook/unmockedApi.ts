import { http, HttpResponse } from 'msw';

const missed: string[] = [];

/**
 * The last handler of every story (MSW's initial handler: a story's own handlers come first). An
 * API call no story handler answers gets a network error here, logged, instead of going through
 * Vite's proxy to a server that is not running; and it is remembered, so the story fails (see
 * `failOnUnmockedApi`). MSW's own `onUnhandledRequest: 'error'` logs but still lets the request
 * through to the proxy. Only this origin's `/api/`: a pattern starting with a wildcard would also
 * catch Vite's modules under `src/state/api/`.
 */
export const unmockedApiHandler = http.all(`${window.location.origin}/api/*`, ({ request }) => {
  const url = new URL(request.url);
  const call = `${request.method} ${url.pathname}${url.search}`;
  missed.push(call);
  console.error(`[MSW] No handler answers ${call}: add one from stories/mocks/ to the story.`);
  return HttpResponse.error();
});

/**
 * A story's afterEach: the API calls it made that no MSW handler answered fail it. A call the story
 * before made after it had finished (a late lazy page) is caught here too, so the message says so.
 */
export function failOnUnmockedApi(): void {
  const requests = missed.splice(0);
  if (requests.length > 0) {
    throw new Error(
      `API requests without an MSW handler (add one from stories/mocks/ to the story's parameters.msw.handlers; a late one may come from the story before): ${requests.join(', ')}`,
    );
  }
}
