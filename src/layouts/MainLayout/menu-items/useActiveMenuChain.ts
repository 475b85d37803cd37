import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { findActiveChain } from './menuMatching';
import type { MenuNode } from './types';

/** The menu chain of the current location; it follows every navigation (links, back/forward, logo). */
export function useActiveMenuChain(menu: readonly MenuNode[]): MenuNode[] {
  const { pathname } = useLocation();
  return useMemo(() => findActiveChain(menu, pathname), [menu, pathname]);
}
