import { accountHandlers, type AccountsStore } from '@stories/mocks/accounts';
import { findPage, signedOutState } from './play';

/**
 * What every sign-in page story shares: signed out, full screen, the accounts API answered from
 * `store` (restored before each story), and a wait for the lazy page so axe checks it.
 */
export function authPageMeta(store?: AccountsStore) {
  return {
    beforeEach: () => store?.restore(),
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await findPage(canvasElement);
    },
    parameters: {
      layout: 'fullscreen',
      preloadedState: signedOutState,
      msw: { handlers: store ? accountHandlers(store) : [] },
    },
  };
}
