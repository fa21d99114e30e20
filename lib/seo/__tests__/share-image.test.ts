import { newsArticles } from '@/lib/news/content';
import { pages, shareImageSections } from '@/lib/content/pages';
import { ROUTES, site, type Route } from '@/lib/site/content';
import { loadContent } from '@/lib/content/load';
import { readLanguages } from '@/lib/i18n/languages.mjs';
import {
  SHARE_IMAGE_SIZE,
  articleShareImageFile,
  articleShareImagePath,
  articleShareText,
  isSharePhoto,
  routeSection,
  routeShareText,
  shareImageBrand,
  shareImageSource,
  shareImageTexts,
  titleFontSize,
} from '@/lib/seo/share-image';

/** The label of the header item that links to `href`. */
function navLabel(href: string): string {
  const item = site.nav.find((i) => i.href === href);
  if (!item) throw new Error(`expected a header item for ${href} in content/site.yml`);
  return item.label;
}

describe('share images', () => {
  it('are the size link previews expect', () => {
    expect(SHARE_IMAGE_SIZE).toEqual({ width: 1200, height: 630 });
  });

  it('every route has a section: the header item it is under, or the one listed for it', () => {
    expect(routeSection('/')).toBe(navLabel('/'));
    expect(routeSection('/about-us/team')).toBe(navLabel('/about-us'));
    expect(routeSection('/services/dfm-cad')).toBe(navLabel('/services'));
    expect(routeSection('/news-and-events')).toBe(navLabel('/news-and-events'));
    for (const [route, section] of Object.entries(shareImageSections)) expect(routeSection(route as Route)).toBe(section);
    for (const route of ROUTES) expect(routeSection(route).length).toBeGreaterThan(2);
  });

  it('show the page title; the alt text names section, title and site, a section page only once', () => {
    for (const route of ROUTES) {
      const { title, section, alt } = routeShareText(route);
      expect(title).toBe(pages[route].title);
      // A page titled like its section (About Us under About Us) is not named twice.
      const sectionPage = title.toLowerCase() === section.toLowerCase();
      expect(alt).toBe(sectionPage ? `${title} | ${site.name}` : `${section}: ${title} | ${site.name}`);
    }
    expect(routeShareText('/about-us/team').section).toBe(navLabel('/about-us'));
  });

  it('an article shows its title under the news section and its category', () => {
    const article = newsArticles[0]!;
    const section = `${navLabel('/news-and-events')} · ${article.category}`;
    expect(articleShareText(article)).toEqual({ title: article.title, section, alt: `${section}: ${article.title} | ${site.name}` });
  });

  it("an article's image path changes when its text does, and only then", () => {
    const a = articleShareText({ title: 'One', category: 'Business' });
    const b = articleShareText({ title: 'Two', category: 'Business' });
    expect(articleShareImagePath('x', a)).toMatch(/^\/news-and-events\/x\/opengraph-image\.png\?[0-9a-f]{8}$/);
    expect(articleShareImagePath('x', a)).toBe(articleShareImagePath('x', { ...a }));
    expect(articleShareImagePath('x', a)).not.toBe(articleShareImagePath('x', b));
  });

  it('an article whose picture is a photo shares it as a JPEG named .jpg, whose query changes with the picture; a drawing shares the drawn card (PNG)', () => {
    const text = articleShareText({ title: 'One', category: 'Business' });
    const photo = articleShareImageFile({ slug: 'x', image: '/news/floor.jpg' }, text);
    expect(photo).toEqual({ url: expect.stringMatching(/^\/news-and-events\/x\/opengraph-image\.jpg\?[0-9a-f]{8}$/), type: 'image/jpeg' });
    expect(articleShareImageFile({ slug: 'x', image: '/news/other.jpg' }, text).url).not.toBe(photo.url);
    expect(articleShareImageFile({ slug: 'x', image: '/news/floor.svg' }, text)).toEqual({ url: articleShareImagePath('x', text), type: 'image/png' });
    expect(['/a.jpg', '/a.jpeg', '/a.png', '/a.webp', '/a.avif', '/a.svg', undefined].map(isSharePhoto)).toEqual([true, true, true, true, true, false, false]);
  });

  it('longer titles get smaller type', () => {
    const sizes = ['Short', 'A title of about forty-five characters long', 'x'.repeat(80)].map(titleFontSize);
    expect(sizes).toEqual([...sizes].sort((x, y) => y - x));
    expect(new Set(sizes).size).toBe(3);
  });

  it.each(readLanguages().map((language) => language.code))(
    'the %s edition: its texts (what the fonts are cut to) hold every title, section and word of the brand its images show',
    (code) => {
      const content = loadContent(undefined, code);
      const from = shareImageSource(content);
      const texts = new Set(shareImageTexts(from));
      const home = content.texts.site.nav.find((item) => item.href === '/')!;
      expect(routeSection('/', from)).toBe(home.label);
      for (const route of ROUTES) {
        const { title, section } = routeShareText(route, from);
        expect(title).toBe(content.pages.pages.find((page) => page.route === route)!.title);
        expect(texts).toContain(title);
        expect(texts).toContain(section.toUpperCase());
      }
      for (const article of content.news) expect(texts).toContain(articleShareText(article, from).title);
      for (const word of Object.values(shareImageBrand(from))) expect(texts).toContain(word);
    },
  );
});
