import { matchPath } from 'react-router-dom';
import { isItem, type MenuItem, type MenuNode } from './types';

/** How well `item` claims `pathname`: 0 = not at all; an exact url beats a pattern beats a prefix. */
export function matchScore(item: MenuItem, pathname: string): number {
  if (item.external) return 0;
  const path = stripTrailingSlash(pathname);
  const url = stripTrailingSlash(item.url.split(/[?#]/)[0] ?? '');
  if (path === url) return 3000 + url.length;
  if (item.match && matchPath({ path: item.match, end: true }, path)) return 2000 + url.length;
  if (url !== '/' && path.startsWith(`${url}/`)) return 1000 + url.length;
  return 0;
}

/** The chain root → … → item of the menu entry the current path belongs to, or [] when none. */
export function findActiveChain(nodes: readonly MenuNode[], pathname: string): MenuNode[] {
  let best: { score: number; chain: MenuNode[] } = { score: 0, chain: [] };
  const visit = (node: MenuNode, parents: MenuNode[]) => {
    const chain = [...parents, node];
    if (isItem(node)) {
      const score = matchScore(node, pathname);
      if (score > best.score) best = { score, chain };
      return;
    }
    node.children?.forEach((child) => visit(child, chain));
  };
  nodes.forEach((node) => visit(node, []));
  return best.chain;
}

/** Every navigable item in menu order. */
export function flattenItems(nodes: readonly MenuNode[]): MenuItem[] {
  return nodes.flatMap((node) => (isItem(node) ? [node] : flattenItems(node.children ?? [])));
}

/** Splits the top level for the horizontal bar: the first `max` entries and the rest. */
export function splitTopLevel<T>(nodes: readonly T[], max: number): { shown: T[]; more: T[] } {
  return { shown: nodes.slice(0, max), more: nodes.slice(max) };
}

function stripTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}
