import { describe, expect, it } from 'vitest';
import { FONT_FAMILIES } from '@/config';
import { fontFaceCss, fontFileUrl, fontName, FONT_SUBSETS, FONT_WEIGHTS } from './fontFaces';

describe('font faces', () => {
  it.each(FONT_FAMILIES)(
    '%s: one woff2 face per weight and subset, of that family only',
    (family) => {
      const css = fontFaceCss(family);
      const slug = fontName(family).toLowerCase();
      const urls = [...css.matchAll(/url\(([^)]+)\)/g)].map((match) => match[1]!);
      expect(urls).toHaveLength(FONT_WEIGHTS.length * FONT_SUBSETS.length);
      for (const url of urls) {
        expect(url).toMatch(/\.woff2$/);
        expect(url).toContain(`${slug}-`);
      }
      expect(css).not.toMatch(/\.woff\)|format\('woff'\)/);
      expect(css.match(/unicode-range:U\+/g)).toHaveLength(urls.length);
      expect(css.match(/font-display:swap/g)).toHaveLength(urls.length);
    },
  );

  it('names the preloaded body face after the family, subset and weight', () => {
    expect(fontFileUrl(FONT_FAMILIES[0], 400, 'latin')).toMatch(
      /roboto-latin-400-normal.*\.woff2$/,
    );
    expect(fontName(`'Poppins', sans-serif`)).toBe('Poppins');
  });
});
