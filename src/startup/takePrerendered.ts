import type { Settings } from '@/config';
import { DEFAULT_SETTINGS } from '@/config';
import type { SessionStatus } from '@/state/session/sessionSlice';
import { CLIENT_RENDER_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from './prerendered';

/** What the first render will be made of, as the entry knows it before rendering. */
export interface FirstRender {
  settings: Settings;
  session: SessionStatus;
}

const sameSettings = (settings: Settings) =>
  (Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[]).every(
    (key) => settings[key] === DEFAULT_SETTINGS[key],
  );

/**
 * True when `root` holds the build's markup and this first render is the one it was made from
 * (default settings, nobody signed in): the entry then hydrates it. Otherwise the markup is
 * removed and the entry renders as on any other page (docs/performance.md, "Prerendered
 * pages").
 */
export function takePrerendered(root: HTMLElement, first: FirstRender): boolean {
  const html = root.ownerDocument.documentElement;
  const marked = html.hasAttribute(PRERENDERED_ATTRIBUTE);
  const hidden = html.hasAttribute(CLIENT_RENDER_ATTRIBUTE);
  html.removeAttribute(CLIENT_RENDER_ATTRIBUTE);
  // Kept while hydrating: the gate holds back a form sent until then (`typedBeforeHydration`).
  if (marked && !hidden && first.session === 'signedOut' && sameSettings(first.settings))
    return true;
  html.removeAttribute(PRERENDERED_ATTRIBUTE);
  root.replaceChildren();
  return false;
}
