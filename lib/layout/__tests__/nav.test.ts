import { isNavItemActive, normalizePath } from '@/lib/layout/nav';

describe('normalizePath', () => {
  it('strips trailing slashes but keeps the root', () => {
    expect(normalizePath('/about-us/')).toBe('/about-us');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('')).toBe('/');
  });
});

describe('isNavItemActive', () => {
  const home = { href: '/' };
  const about = { href: '/about-us', matchPrefix: true };
  const news = { href: '/news-and-events' };
  const external = { href: 'https://example.com/', external: true };

  it('matches its own path exactly', () => {
    expect(isNavItemActive(home, '/')).toBe(true);
    expect(isNavItemActive(news, '/news-and-events')).toBe(true);
    expect(isNavItemActive(news, '/news-and-events/')).toBe(true);
  });

  it('Home is not active on other pages', () => {
    expect(isNavItemActive(home, '/about-us')).toBe(false);
  });

  it('a prefix item is active for every path under it, but not for look-alike paths', () => {
    expect(isNavItemActive(about, '/about-us/team')).toBe(true);
    expect(isNavItemActive(about, '/about-us/anything/deeper')).toBe(true);
    expect(isNavItemActive(about, '/about-usx')).toBe(false);
  });

  it('an item without prefix matching is not active below its path', () => {
    expect(isNavItemActive(news, '/news-and-events/some-article')).toBe(false);
  });

  it('an external link is never the current page', () => {
    expect(isNavItemActive(external, '/')).toBe(false);
  });
});
