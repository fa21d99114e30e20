import { readFileSync } from 'node:fs';
import { newsArticles } from '../content/news';
import { ROUTES, site } from '../content/site';
import { test, expect, expectNoAxeViolations } from './fixtures';

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

test.describe('pre-rendered HTML', () => {
  test.skip(({ isMobile }) => isMobile, 'reads files, once is enough');

  test('every route has its own title, description, canonical URL and heading', () => {
    const seenTitles = new Set<string>();
    const seenDescriptions = new Set<string>();
    for (const route of ROUTES) {
      const { title, description, canonical, h1 } = head(route);
      expect(title, route).toMatch(/Apexbridge Global/);
      expect(seenTitles.has(title), `unique title ${route}`).toBe(false);
      expect(seenDescriptions.has(description), `unique description ${route}`).toBe(false);
      seenTitles.add(title);
      seenDescriptions.add(description);
      expect(description.length, route).toBeGreaterThan(40);
      expect(canonical, route).toBe(`https://www.apexbridge.global${route === '/' ? '' : route}`);
      expect(h1.trim().length, route).toBeGreaterThan(2);
    }
  });

  test('every route has Open Graph and Twitter tags with an image', () => {
    for (const route of ROUTES) {
      const { html, title } = head(route);
      const og = (property: string) => new RegExp(`<meta property="og:${property}" content="([^"]+)"`).exec(html)?.[1];
      expect(decode(og('title') ?? ''), route).toBe(decode(title));
      expect(og('url'), route).toMatch(/^https:\/\/www\.apexbridge\.global/);
      expect(og('image'), route).toMatch(/^https:\/\/www\.apexbridge\.global\/.+\.(png|jpg|webp)(\?[0-9a-f]+)?$/);
      expect(og('type'), route).toMatch(/^(website|article)$/);
      expect(html, route).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
      expect(html, route).toMatch(/<meta name="twitter:image" content="https:\/\/www\.apexbridge\.global\//);
    }
  });

  test('the layout carries Organization JSON-LD with every office', () => {
    const { html } = head('/');
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}';
    const org = JSON.parse(json);
    expect(org['@type']).toBe('Organization');
    expect(org.name).toBe('Apexbridge Global');
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
      expect(sitemap, route).toContain(`<loc>https://www.apexbridge.global${route === '/' ? '/' : route}</loc>`);
    }
    for (const article of newsArticles) {
      expect(sitemap, article.slug).toContain(`<loc>https://www.apexbridge.global/news-and-events/${article.slug}</loc>`);
    }
    expect(readFileSync('out/robots.txt', 'utf8')).toContain('Sitemap: https://www.apexbridge.global/sitemap.xml');
  });

  test('hashed assets are cached for a year and compressed, pages revalidate, host files are not served', async ({ request }) => {
    const { html } = head('/');
    const asset = /(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const assetResponse = await request.get(asset!);
    expect(assetResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // Text is compressed, as a CDN sends it.
    expect(assetResponse.headers()['content-encoding']).toBe('br');
    expect((await request.get('/about-us')).headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
    for (const hostFile of ['/_headers', '/_redirects', '/_headers.json', '/_nginx-pages.conf']) {
      expect((await request.get(hostFile)).status(), hostFile).toBe(404);
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

for (const route of ROUTES) {
  test(`${route} is accessible (axe) and served with its strict Content-Security-Policy`, async ({ page }) => {
    const response = await page.goto(route);
    const csp = response?.headers()['content-security-policy'] ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    expect(response?.headers()['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(response?.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response?.headers()['permissions-policy']).toContain('camera=()');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

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
