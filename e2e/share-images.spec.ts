import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { contentLanguages, loadContent } from '../lib/content/load';
import { ROUTES, site } from '../lib/site/content';
import { test, expect } from './fixtures';

/**
 * Link previews: every page of the sitemap names its own share image (og:image, and the same for Twitter)
 * with size, type and alt text, and the image is a 1200 x 630 PNG (a drawn card) or, for an article whose
 * picture is a photo, a JPEG of that photo, at most 300 KB, served with the type its page names.
 */

/** The type a share image is named with, by its extension, as the hosts send it. */
const TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg' };
/** The most a share image may weigh: link previews refuse or skip larger ones. */
const MAX_BYTES = 300 * 1024;

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

/** The format, width and height of a picture, as its bytes say. */
async function pictureOf(body: Buffer) {
  const { format, width, height } = await sharp(body).metadata();
  return { format, width, height };
}

test.describe('share images', () => {
  test('every page of the sitemap has its own 1200 x 630 share image of at most 300 KB, of the type it names, with its alt text', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.filter((loc) => !loc.startsWith(SITE)), 'every sitemap address is on the site').toEqual([]);
    const paths = locs.map((loc) => loc.slice(SITE.length) || '/');
    // Every route in every language, and each article in the languages it is written in.
    expect(paths.length).toBeGreaterThanOrEqual(LANGUAGES.reduce((sum, lang) => sum + ROUTES.length + loadContent(undefined, lang.code).news.length, 0));
    const seen = new Map<string, string>();
    const pictures = new Map<string, string>();
    // The news list's later pages (/news-and-events/page/2) share the list's image: each is the list, further on.
    const listOf = (path: string) => path.replace(/\/page\/\d+$/, '');
    const isLaterListPage = (path: string) => /\/news-and-events\/page\/\d+$/.test(path);
    const listImages = new Map<string, string>();
    for (const path of [...paths].sort((a, b) => Number(isLaterListPage(a)) - Number(isLaterListPage(b)))) {
      const meta = metaTags(await (await request.get(path)).text());
      const image = meta.get('og:image') ?? '';
      expect(image.startsWith(`${SITE}/`), path).toBe(true);
      const extension = /\/opengraph-image\.(png|jpg)\?[0-9a-f]+$/.exec(image)?.[1];
      expect(extension, path).toBeDefined();
      expect(image, path).not.toContain('/og-image.png');
      if (isLaterListPage(path)) {
        // The same file (its query, a version for link previews' caches, is the list's page's own).
        expect(image.split('?')[0], path).toBe(listImages.get(listOf(path))?.split('?')[0]);
        continue;
      }
      expect(seen.get(image), `${path} shares its image with another page`).toBeUndefined();
      seen.set(image, path);
      listImages.set(path, image);
      expect(meta.get('og:image:width'), path).toBe('1200');
      expect(meta.get('og:image:height'), path).toBe('630');
      expect(meta.get('og:image:type'), path).toBe(TYPES[extension!]);
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
      expect(response.headers()['content-type'], image).toBe(TYPES[extension!]);
      const body = await response.body();
      expect(body.length, image).toBeLessThanOrEqual(MAX_BYTES);
      expect(await pictureOf(body), image).toEqual({ format: extension === 'jpg' ? 'jpeg' : 'png', width: 1200, height: 630 });
      // An article whose picture is a photo shares the photo (a JPEG); every other page its drawn card (a PNG).
      expect(extension, path).toBe(article && /\.(jpe?g|png|webp|avif)$/.test(article.image) ? 'jpg' : 'png');
      const digest = createHash('sha256').update(body).digest('hex');
      // A drawn card is each page's own; a photo has no words, so an article's editions share it, and no other page does.
      const owner = extension === 'jpg' ? route : path;
      expect(pictures.get(digest) ?? owner, `${path} shows the same picture as another page`).toBe(owner);
      pictures.set(digest, owner);
    }
  });
});
