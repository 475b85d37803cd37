import { describe, expect, test } from 'vitest';
import { LAYOUT } from '@/config';
import { buildMenuItems } from './index';
import { findActiveChain, flattenItems, splitTopLevel } from './menuMatching';
import type { MenuNode } from './types';

const menu = buildMenuItems('alice');
const ids = (chain: MenuNode[]) => chain.map((node) => node.id);

describe('findActiveChain', () => {
  test('home matches only the root path', () => {
    expect(ids(findActiveChain(menu, '/'))).toEqual(['dashboard', 'home']);
    expect(ids(findActiveChain(menu, '/nowhere'))).toEqual([]);
  });

  test('an item matches its own path, a trailing slash and sub-paths', () => {
    expect(ids(findActiveChain(menu, '/digi_notebook'))).toEqual(['dashboard', 'notebook']);
    expect(ids(findActiveChain(menu, '/digi_notebook/'))).toEqual(['dashboard', 'notebook']);
    expect(ids(findActiveChain(menu, '/digi_notebook/123'))).toEqual(['dashboard', 'notebook']);
    expect(ids(findActiveChain(menu, '/digi_notebookx'))).toEqual([]);
  });

  test("the calendar item matches the user's own and another user's calendar", () => {
    expect(ids(findActiveChain(menu, '/calendar/alice'))).toEqual(['dashboard', 'calendar']);
    expect(ids(findActiveChain(menu, '/calendar/bob'))).toEqual(['dashboard', 'calendar']);
  });

  test('a deep item yields group, collapse and item', () => {
    expect(ids(findActiveChain(menu, '/auth/pages/500'))).toEqual([
      'pages',
      'maintenance',
      'error-500',
    ]);
  });

  test('the most specific url wins over a shorter prefix', () => {
    const nested: MenuNode[] = [
      { id: 'a', title: 'a', type: 'item', url: '/docs' },
      { id: 'b', title: 'b', type: 'item', url: '/docs/guide' },
    ];
    expect(ids(findActiveChain(nested, '/docs/guide/intro'))).toEqual(['b']);
    expect(ids(findActiveChain(nested, '/docs/other'))).toEqual(['a']);
  });

  test('external links never match', () => {
    const nodes: MenuNode[] = [{ id: 'x', title: 'x', type: 'item', url: '/x', external: true }];
    expect(findActiveChain(nodes, '/x')).toEqual([]);
  });

  test('an unknown node type is walked without crashing', () => {
    const nodes: MenuNode[] = [{ id: 'odd', title: 'odd', type: 'widget' }];
    expect(findActiveChain(nodes, '/')).toEqual([]);
  });
});

describe('the product menu', () => {
  test('follows the spec: dashboard then pages › maintenance, utility pages in a new tab', () => {
    expect(flattenItems(menu).map((item) => item.url)).toEqual([
      '/',
      '/digi_notebook',
      '/calendar/alice',
      '/file_assistant',
      '/agent',
      '/auth/pages/error',
      '/auth/pages/500',
      '/auth/pages/coming-soon1',
      '/auth/pages/coming-soon2',
      '/auth/pages/under-construction',
    ]);
    expect(flattenItems(menu).filter((item) => item.target)).toHaveLength(5);
  });

  test('a username is encoded into the calendar url', () => {
    expect(flattenItems(buildMenuItems('a b')).find((i) => i.id === 'calendar')?.url).toBe(
      '/calendar/a%20b',
    );
  });
});

test('splitTopLevel keeps the first seven and moves exactly the rest', () => {
  const entries = Array.from({ length: 10 }, (_, index) => index);
  const { shown, more } = splitTopLevel(entries, LAYOUT.horizontalMaxTopItems);
  expect(shown).toEqual([0, 1, 2, 3, 4, 5, 6]);
  expect(more).toEqual([7, 8, 9]);
});
