import { newsArticles } from '@/content/news';
import { pages } from '@/content/pages';
import { ROUTES } from '@/content/site';
import { SHARE_IMAGE_SIZE, articleShareImagePath, articleShareText, routeSection, routeShareText, titleFontSize } from '@/lib/share-image';

describe('share images', () => {
  it('are the size link previews expect', () => {
    expect(SHARE_IMAGE_SIZE).toEqual({ width: 1200, height: 630 });
  });

  it('every route has a section: its header item, or the listed one', () => {
    expect(routeSection('/')).toBe('Home');
    expect(routeSection('/about-us/team')).toBe('About Us');
    expect(routeSection('/services/dfm-cad')).toBe('Services');
    expect(routeSection('/news-and-events')).toBe('News & Events');
    expect(routeSection('/contact')).toBe('Contact');
    expect(routeSection('/privacy')).toBe('Legal');
    for (const route of ROUTES) expect(routeSection(route).length).toBeGreaterThan(2);
  });

  it('show the page title; the alt text names title, section and site', () => {
    expect(routeShareText('/about-us/team')).toEqual({ title: 'Meet the Team', section: 'About Us', alt: 'About Us: Meet the Team | Apexbridge Global' });
    // A section page is not named twice.
    expect(routeShareText('/about-us').alt).toBe('About Us | Apexbridge Global');
    for (const route of ROUTES) expect(routeShareText(route).title).toBe(pages[route].title);
  });

  it('an article shows its title under News & Events and its category', () => {
    const article = newsArticles[0]!;
    expect(articleShareText(article)).toEqual({
      title: article.title,
      section: `News & Events · ${article.category}`,
      alt: `News & Events · ${article.category}: ${article.title} | Apexbridge Global`,
    });
  });

  it("an article's image path changes when its text does, and only then", () => {
    const a = articleShareText({ title: 'One', category: 'Business' });
    const b = articleShareText({ title: 'Two', category: 'Business' });
    expect(articleShareImagePath('x', a)).toMatch(/^\/news-and-events\/x\/opengraph-image\.png\?[0-9a-f]{8}$/);
    expect(articleShareImagePath('x', a)).toBe(articleShareImagePath('x', { ...a }));
    expect(articleShareImagePath('x', a)).not.toBe(articleShareImagePath('x', b));
  });

  it('longer titles get smaller type', () => {
    const sizes = ['Short', 'A title of about forty-five characters long', 'x'.repeat(80)].map(titleFontSize);
    expect(sizes).toEqual([...sizes].sort((x, y) => y - x));
    expect(new Set(sizes).size).toBe(3);
  });
});
