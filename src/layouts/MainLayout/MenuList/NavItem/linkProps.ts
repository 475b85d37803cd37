import { Link as RouterLink } from 'react-router-dom';
import type { MenuItem } from '@/layouts/MainLayout/menu-items';

/** The props that make a list button or menu entry a link to `item`. */
export function linkProps(item: MenuItem) {
  const newTab = item.target ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return item.external
    ? ({ component: 'a', href: item.url, ...newTab } as const)
    : ({ component: RouterLink, to: item.url, ...newTab } as const);
}
