import type { NavItem } from '@/lib/site/schema';
import { NAV_BREAKPOINT } from '../ui/design-tokens';

/** Strip a trailing slash (but keep "/"). */
export function normalizePath(pathname: string): string {
  const p = pathname.replace(/\/+$/, '');
  return p === '' ? '/' : p;
}

/** Whether a header item is the current route: exact match, or any path under it for About Us and Services. */
export function isNavItemActive(item: Pick<NavItem, 'href'> & Partial<Pick<NavItem, 'matchPrefix' | 'external'>>, pathname: string): boolean {
  if (item.external) return false;
  const path = normalizePath(pathname);
  if (path === item.href) return true;
  return Boolean(item.matchPrefix) && path.startsWith(item.href + '/');
}

/** The header gets its shadow once the page is scrolled more than 50 px. */
export const HEADER_SCROLL_THRESHOLD = 50;
/** On screens wider than 992 px, About Us and Services navigate; narrower, they toggle their dropdown. */
export const NAV_DESKTOP_MIN_WIDTH = NAV_BREAKPOINT;
