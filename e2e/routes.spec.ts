import { readFileSync } from 'node:fs';
import { newsArticles, newsSettings } from '../lib/news/content';
import { ROUTES, site } from '../lib/site/content';
import { escapeXml } from '../lib/news/feed';
import { test, expect, expectNoAxeViolations, isPhone } from './fixtures';
import { fixtureFiles } from './support/test-content.mjs';
import { COMPILE_HINT } from '../scripts/compile-hints.mjs';

/** Every route of the site is pre-rendered, titled, described, readable without JS and accessible. */

function htmlFile(route: string): string {
  return route === '/' ? 'out/index.html' : `out${route}.html`;
}

function decode(text: string): string {
  return text.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

function head(route: string) {
  const html = readFileSync(htmlFile(route), 'utf8');
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? '';
  const h1 = decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '');
  return { html, title, description, canonical, h1 };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The canonical URL of a path on the public site. */
const canonicalUrl = (route: string) => `${site.url}${route === '/' ? '' : route}`;

test.describe('pre-rendered HTML', () => {
  test('every route has its own title, description, canonical URL and heading', () => {
    const seenTitles = new Set<string>();
    const seenDescriptions = new Set<string>();
    for (const route of ROUTES) {
      const { title, description, canonical, h1 } = head(route);
      expect(title, route).toContain(site.name);
      expect(seenTitles.has(title), `unique title ${route}`).toBe(false);
      expect(seenDescriptions.has(description), `unique description ${route}`).toBe(false);
      seenTitles.add(title);
      seenDescriptions.add(description);
      expect(description.length, route).toBeGreaterThan(40);
      expect(canonical, route).toBe(canonicalUrl(route));
      expect(h1.trim().length, route).toBeGreaterThan(2);
    }
  });

  test('every route has Open Graph and Twitter tags with an image', () => {
    for (const route of ROUTES) {
      const { html, title } = head(route);
      const og = (property: string) => new RegExp(`<meta property="og:${property}" content="([^"]+)"`).exec(html)?.[1];
      expect(decode(og('title') ?? ''), route).toBe(decode(title));
      expect(og('url'), route).toBe(canonicalUrl(route));
      expect(og('image'), route).toMatch(new RegExp(`^${escape(site.url)}/.+\\.(png|jpg|webp)(\\?[0-9a-f]+)?$`));
      expect(og('type'), route).toMatch(/^(website|article)$/);
      expect(html, route).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
      expect(html, route).toContain(`<meta name="twitter:image" content="${site.url}/`);
    }
  });

  test('the layout carries Organization JSON-LD with every office', () => {
    const { html } = head('/');
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}';
    const org = JSON.parse(json);
    expect(org['@type']).toBe('Organization');
    expect(org.name).toBe(site.name);
    expect(org.location).toHaveLength(site.offices.length);
    for (const place of org.location) {
      expect(place.address['@type']).toBe('PostalAddress');
      expect(place.geo['@type']).toBe('GeoCoordinates');
      expect(typeof place.geo.latitude).toBe('number');
    }
    expect(org.location.map((p: { name: string }) => p.name)).toEqual(site.offices.map((o) => o.name));
  });

  test('sitemap.xml lists every route and article page, and robots.txt points to it', () => {
    const sitemap = readFileSync('out/sitemap.xml', 'utf8');
    for (const route of ROUTES) {
      expect(sitemap, route).toContain(`<loc>${route === '/' ? `${site.url}/` : canonicalUrl(route)}</loc>`);
    }
    for (const article of newsArticles) {
      expect(sitemap, article.slug).toContain(`<loc>${canonicalUrl(`/news-and-events/${article.slug}`)}</loc>`);
    }
    expect(readFileSync('out/robots.txt', 'utf8')).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });

  test('an article added as a Markdown file is in the sitemap and the feed, newest first', () => {
    // The test build lays e2e/fixtures/content/ over a copy of content/ (e2e/support/test-content.mjs).
    const added = fixtureFiles()
      .filter((file) => file.startsWith('news/'))
      .map((file) => newsArticles.find((a) => `news/${a.slug}.md` === file));
    expect(added.length).toBeGreaterThan(0);
    const sitemap = readFileSync('out/sitemap.xml', 'utf8');
    const feed = readFileSync(`out${newsSettings.feedPath}`, 'utf8');
    const feedLinks = [...feed.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => m[1]);
    for (const article of added) {
      expect(article, 'the fixture is loaded as an article').toBeDefined();
      const url = canonicalUrl(`/news-and-events/${article!.slug}`);
      expect(sitemap).toContain(`<loc>${url}</loc>`);
      expect(feed).toContain(`<title>${escapeXml(article!.title)}</title>`);
      expect(feedLinks).toContain(url);
    }
    // The newest fixture is dated after every real article: the feed lists it first.
    const newest = added.reduce((a, b) => (b!.date > a!.date ? b : a));
    expect(feedLinks[0]).toBe(canonicalUrl(`/news-and-events/${newest!.slug}`));
  });

  test('no route’s HTML holds its page a second time as the router’s data: the page fetches that after its first paint', () => {
    for (const route of ROUTES) {
      const { html } = head(route);
      expect(html, route).not.toContain('self.__next_f.push([1,');
      // It names the file by the data's content (a publish can never pair it with another build's data), and that
      // file holds the router's data of the same page.
      const file = `${route === '/' ? '/index' : route}.txt`;
      const data = /data-page-data="(\/_next\/static\/data\/[0-9a-f]{16}\.txt)"/.exec(html)?.[1];
      expect(data, route).toBeTruthy();
      expect(readFileSync(`out${data}`, 'utf8'), route).toBe(readFileSync(`out${file}`, 'utf8'));
      expect(readFileSync(`out${file}`, 'utf8').length, route).toBeGreaterThan(0);
    }
  });

  test('nothing in the markup is hidden waiting for JavaScript', () => {
    for (const route of ROUTES) {
      const { html } = head(route);
      expect(html, route).not.toMatch(/style="[^"]*opacity:\s*0[;"]/);
      expect(html, route).not.toMatch(/style="[^"]*visibility:\s*hidden/);
    }
  });
});

// The one axe pass over each route as it opens, on a desktop and a phone screen (the layouts differ); other
// specs check only the states a visitor reaches from there (a dialog open, errors shown ...). The headers each
// route is served with are the host suite's (e2e/hosts/).
for (const route of ROUTES) {
  test(`${route} is accessible (axe)`, { tag: '@responsive' }, async ({ page }) => {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('every route paints from its HTML and CSS before it asks for its scripts', async ({ page }) => {
  test.setTimeout(60_000);
  for (const route of ROUTES) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const timing = () =>
      page.evaluate(() => {
        const paint = performance.getEntriesByName('first-paint')[0]?.startTime;
        // The script chunks, and the page's data for the router (its .txt file).
        const scripts = performance
          .getEntriesByType('resource')
          .filter((e) => /\/_next\/static\/chunks\/.+\.js$|\.txt$/.test(e.name))
          .map((e) => e.startTime);
        return { paint, scripts };
      });
    await expect.poll(async () => (await timing()).scripts.length, { message: route }).toBeGreaterThan(0);
    const { paint, scripts } = await timing();
    expect(paint, route).toBeDefined();
    expect(Math.min(...scripts), route).toBeGreaterThanOrEqual(paint!);
  }
});

test('on a phone, no picture of the first screen waits for the page to be laid out before it loads', { tag: '@responsive' }, async ({ page }, testInfo) => {
  test.skip(!isPhone(testInfo.project.name), 'what is in the first screen depends on the phone viewport');
  test.setTimeout(60_000);
  let leads = 0;
  for (const route of ROUTES) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const pictures = await page.locator('main img').evaluateAll((images) =>
      images.map((img) => {
        const box = img.getBoundingClientRect();
        const seen = box.width > 0 && box.top < innerHeight && box.bottom > 0 && box.left < innerWidth && box.right > 0;
        return { src: img.getAttribute('src'), seen, lazy: img.getAttribute('loading') === 'lazy', high: img.getAttribute('fetchpriority') === 'high' };
      }),
    );
    for (const picture of pictures.filter((p) => p.seen)) expect(picture.lazy, `${route} ${picture.src}`).toBe(false);
    // High priority is for the one picture that leads its page, not a way to load everything first.
    expect(pictures.filter((p) => p.high).length, route).toBeLessThanOrEqual(1);
    leads += pictures.filter((p) => p.high && p.seen).length;
  }
  // The case-study pages and the news list open on a card's picture.
  expect(leads).toBeGreaterThanOrEqual(3);
});

test('every script chunk a page loads, its islands included, tells Chrome to compile it off the main thread', async ({ page }) => {
  // The home page (particles) and /contact (map, form) load the most islands of any page.
  const islands = [
    { route: '/', near: '[data-testid="hero-particles"]', loaded: '[data-testid="hero-particles"] canvas' },
    { route: '/contact', near: '[data-map-state]', loaded: '.leaflet-marker-icon' },
  ];
  for (const { route, near, loaded } of islands) {
    await page.goto(route);
    await page.locator(near).scrollIntoViewIfNeeded();
    await expect(page.locator(loaded).first()).toBeAttached();
    const chunks = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((url) => /\/_next\/static\/chunks\/.+\.js$/.test(url)),
    );
    expect(chunks.length, route).toBeGreaterThan(3);
    for (const url of chunks) expect((await (await page.request.get(url)).text()).startsWith(COMPILE_HINT), url).toBe(true);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const route of ROUTES) {
    test(`${route} shows its heading and text`, async ({ page }) => {
      await page.goto(route);
      const { h1 } = head(route);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1.trim());
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }
});
