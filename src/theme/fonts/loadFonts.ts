import { useInsertionEffect } from 'react';
import type { FontFamily } from '@/config';
import { fontFaceCss, fontFileUrl, fontName, PRELOADED_FACE } from './fontFaces';

/** Marks a family's declared faces (also in a prerendered page's head). */
export const FONT_FACES_ATTRIBUTE = 'data-font-faces';

/**
 * Declares a family's faces once per document; the browser then fetches only the faces the
 * text on screen uses. Declared faces stay, so switching back costs nothing.
 */
export function declareFontFaces(family: FontFamily, doc: Document = document): void {
  const name = fontName(family);
  if (doc.head.querySelector(`style[${FONT_FACES_ATTRIBUTE}="${name}"]`)) return;
  const style = doc.createElement('style');
  style.setAttribute(FONT_FACES_ATTRIBUTE, name);
  style.textContent = fontFaceCss(family);
  doc.head.append(style);
}

/** Starts the download of the family's body-text face before any text asks for it. */
export function preloadFont(family: FontFamily, doc: Document = document): void {
  const href = fontFileUrl(family, PRELOADED_FACE.weight, PRELOADED_FACE.subset);
  if (doc.head.querySelector(`link[rel="preload"][href="${href}"]`)) return;
  const link = doc.createElement('link');
  Object.assign(link, { rel: 'preload', as: 'font', type: 'font/woff2', href });
  link.crossOrigin = 'anonymous';
  doc.head.append(link);
}

/** The faces of these families are declared before the first paint that shows them. */
export function useFontFaces(families: readonly FontFamily[]): void {
  const key = families.join('|');
  useInsertionEffect(() => {
    for (const family of key.split('|') as FontFamily[]) declareFontFaces(family);
  }, [key]);
}
