import { createHash } from 'node:crypto';
import { contentLanguages, loadContent } from '../lib/content/load';
import { ROUTES, site } from '../lib/site/content';
import { test, expect } from './fixtures';

/**
 * Link previews: every page of the sitemap names its own share image (og:image, and the same for Twitter)
 * with size, type and alt text, and the image is a 1200 x 630 PNG served with the right content type.
 */

const SITE = site.url;
const LANGUAGES = contentLanguages();

/** The language of a path and the path without its prefix ("/vi/about-us" -> Vietnamese, "/about-us"). */
function languageOf(path: string) {
  const lang = LANGUAGES.find((l) => l.prefix && (path === l.prefix || path.startsWith(`${l.prefix}/`))) ?? LANGUAGES[0]!;
  return { lang, route: path.slice(lang.prefix.length) || '/' };
}

function decode(text: string): string {
  return text.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');
}

function metaTags(html: string) {
  const tags = new Map<string, string>();
  for (const m of html.matchAll(/<meta (?:property|name)="((?:og|twitter):[^"]+)" content="([^"]*)"/g)) tags.set(m[1]!, decode(m[2]!));
  return tags;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(body: Buffer) {
  expect(body.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(body.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

test.describe('share images', () => {
  test('every page of the sitemap has its own 1200 x 630 PNG with title, section and alt text', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.filter((loc) => !loc.startsWith(SITE)), 'every sitemap address is on the site').toEqual([]);
    const paths = locs.map((loc) => loc.slice(SITE.length) || '/');
    // Every route in every language, and each article in the languages it is written in.
    expect(paths.length).toBeGreaterThanOrEqual(LANGUAGES.reduce((sum, lang) => sum + ROUTES.length + loadContent(undefined, lang.code).news.length, 0));
    const seen = new Map<string, string>();
    const pictures = new Map<string, string>();
    for (const path of paths) {
      const meta = metaTags(await (await request.get(path)).text());
      const image = meta.get('og:image') ?? '';
      expect(image.startsWith(`${SITE}/`), path).toBe(true);
      expect(image, path).toMatch(/\/opengraph-image\.png\?[0-9a-f]+$/);
      expect(image, path).not.toContain('/og-image.png');
      expect(seen.get(image), `${path} shares its image with another page`).toBeUndefined();
      seen.set(image, path);
      expect(meta.get('og:image:width'), path).toBe('1200');
      expect(meta.get('og:image:height'), path).toBe('630');
      expect(meta.get('og:image:type'), path).toBe('image/png');
      expect(meta.get('twitter:image'), path).toBe(image);
      expect(meta.get('twitter:image:alt'), path).toBe(meta.get('og:image:alt'));

      // The alt text names what the picture shows, in the page's language: the page title (an article's title
      // and category).
      const alt = meta.get('og:image:alt') ?? '';
      const { lang, route } = languageOf(path);
      const content = loadContent(undefined, lang.code);
      const article = content.news.find((a) => route === `/news-and-events/${a.slug}`);
      if (article) {
        expect(alt, path).toContain(article.title);
        expect(alt, path).toContain(content.texts.news.categories[article.category]);
      } else {
        expect(alt, path).toContain(content.pages.pages.find((p) => p.route === route)?.title);
      }

      const response = await request.get(image.slice(SITE.length));
      expect(response.status(), image).toBe(200);
      expect(response.headers()['content-type'], image).toBe('image/png');
      const body = await response.body();
      expect(pngSize(body), image).toEqual({ width: 1200, height: 630 });
      const digest = createHash('sha256').update(body).digest('hex');
      expect(pictures.get(digest), `${path} shows the same picture as another page`).toBeUndefined();
      pictures.set(digest, path);
    }
  });
});
