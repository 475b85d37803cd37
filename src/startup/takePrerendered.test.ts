import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@/config';
import { takePrerendered } from './takePrerendered';

/** An element as the entry uses it: attributes and children (the unit project has no DOM). */
function fakeElement(attributes: string[]) {
  const names = new Set(attributes);
  return {
    children: ['<main>Hi</main>'],
    hasAttribute: (name: string) => names.has(name),
    removeAttribute: (name: string) => void names.delete(name),
    names,
  };
}

function prerenderedRoot({ hidden = false, prerendered = true } = {}) {
  const html = fakeElement([
    ...(hidden ? ['data-client-render'] : []),
    ...(prerendered ? ['data-prerendered'] : []),
  ]);
  const root = {
    ...fakeElement(['id']),
    ownerDocument: { documentElement: html },
    replaceChildren() {
      root.children = [];
    },
  };
  return { root, html, element: root as unknown as HTMLElement };
}

describe("the entry's choice between hydrating and rendering (docs/performance.md)", () => {
  it('hydrates the markup for the defaults and nobody signed in', () => {
    const { root, html, element } = prerenderedRoot();
    expect(takePrerendered(element, { settings: DEFAULT_SETTINGS, session: 'signedOut' })).toBe(
      true,
    );
    expect(root.children).toEqual(['<main>Hi</main>']);
    expect([...html.names]).toEqual(['data-prerendered']);
  });

  it('renders anew, without the markup, when the first render would differ', () => {
    const cases = [
      { hidden: true, settings: DEFAULT_SETTINGS, session: 'signedOut' },
      { hidden: false, settings: { ...DEFAULT_SETTINGS, mode: 'dark' }, session: 'signedOut' },
      { hidden: false, settings: DEFAULT_SETTINGS, session: 'unknown' },
    ] as const;
    for (const { hidden, settings, session } of cases) {
      const { root, html, element } = prerenderedRoot({ hidden });
      expect(takePrerendered(element, { settings, session })).toBe(false);
      expect(root.children).toEqual([]);
      expect(html.names.size).toBe(0);
    }
  });

  it('renders as always on a page that was not prerendered', () => {
    const { element } = prerenderedRoot({ prerendered: false });
    expect(takePrerendered(element, { settings: DEFAULT_SETTINGS, session: 'signedOut' })).toBe(
      false,
    );
  });
});
