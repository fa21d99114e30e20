import type { NavItem } from '@/lib/site/schema';

/** One step of a page's breadcrumb trail: its name and its route (unprefixed: `/services`). */
export interface Crumb {
  name: string;
  href: string;
}

/**
 * The names the header gives the site's pages: each item's label and each dropdown link's, by route. The header's
 * words are the ones a visitor met on the way to the page, so the trail repeats them.
 */
export function navNames(nav: readonly NavItem[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const item of nav) {
    if (item.external) continue;
    if (!names.has(item.href)) names.set(item.href, item.label);
    for (const child of item.children ?? []) if (!names.has(child.href)) names.set(child.href, child.label);
  }
  return names;
}

/**
 * The name of each page in a trail: the header's word for it, else its title (content/pages.yml), else none (a
 * path that is no page).
 */
export function pageNames(nav: readonly NavItem[], pages: Readonly<Partial<Record<string, { title: string }>>>): (href: string) => string | undefined {
  const names = navNames(nav);
  return (href) => names.get(href) ?? pages[href]?.title;
}

/**
 * The trail from the home page to the page at `route`: every page above it, named by `nameOf` (a path that names
 * no page, such as `/news-and-events/page`, is left out), then the page itself, named `current` when given (an
 * article's title, "Page 2") and otherwise by `nameOf`.
 */
export function breadcrumbTrail(route: string, nameOf: (href: string) => string | undefined, current?: string): Crumb[] {
  const segments = route.split('/').filter(Boolean);
  const above = segments.length ? ['/', ...segments.slice(0, -1).map((_, i) => `/${segments.slice(0, i + 1).join('/')}`)] : [];
  const trail: Crumb[] = [];
  for (const href of above) {
    const name = nameOf(href);
    if (name) trail.push({ name, href });
  }
  const own = current ?? nameOf(route);
  if (own === undefined) throw new Error(`breadcrumb: no name for the page ${route}`);
  return [...trail, { name: own, href: route }];
}
