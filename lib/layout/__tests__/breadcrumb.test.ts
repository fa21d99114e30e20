import { breadcrumbTrail, navNames, pageNames } from '@/lib/layout/breadcrumb';
import type { NavItem } from '@/lib/site/schema';

// A made-up header and pages: the rules, not the site's words (the e2e tests read those from the content).
const nav: NavItem[] = [
  { label: 'Start', href: '/', external: false, matchPrefix: false },
  { label: 'Elsewhere', href: 'https://example.com/', external: true, matchPrefix: false },
  { label: 'Work', href: '/work', external: false, matchPrefix: true, children: [{ label: 'Bridges', href: '/work/bridges' }] },
  { label: 'Diary', href: '/diary', external: false, matchPrefix: true },
];
const pages = { '/': { title: 'Welcome' }, '/work/tunnels': { title: 'Tunnels and more' } };

describe('breadcrumb trail', () => {
  it('names pages by the header first, then by their titles; external links name nothing', () => {
    const nameOf = pageNames(nav, pages);
    expect(nameOf('/')).toBe('Start');
    expect(nameOf('/work/bridges')).toBe('Bridges');
    expect(nameOf('/work/tunnels')).toBe('Tunnels and more');
    expect(nameOf('/nowhere')).toBeUndefined();
    expect([...navNames(nav).keys()]).not.toContain('https://example.com/');
  });

  it('leads from the home page through every page above to the page itself', () => {
    expect(breadcrumbTrail('/work/bridges', pageNames(nav, pages))).toEqual([
      { name: 'Start', href: '/' },
      { name: 'Work', href: '/work' },
      { name: 'Bridges', href: '/work/bridges' },
    ]);
  });

  it('names the page itself when it is given a name, and leaves out the paths above it that are no page', () => {
    expect(breadcrumbTrail('/diary/page/2', pageNames(nav, pages), 'Page 2')).toEqual([
      { name: 'Start', href: '/' },
      { name: 'Diary', href: '/diary' },
      { name: 'Page 2', href: '/diary/page/2' },
    ]);
  });

  it('is the home page alone on the home page, and refuses a page it cannot name', () => {
    expect(breadcrumbTrail('/', pageNames(nav, pages))).toEqual([{ name: 'Start', href: '/' }]);
    expect(() => breadcrumbTrail('/work/unnamed', pageNames(nav, pages))).toThrow(/no name/);
  });
});
