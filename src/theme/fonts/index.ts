export { fontName, PRELOADED_FACE } from './fontFaces';
export { declareFontFaces, preloadFont, useFontFaces } from './loadFonts';
