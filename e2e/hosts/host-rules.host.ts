import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type APIResponse } from '@playwright/test';
import { loadContent } from '../../lib/content/load';
import { readLanguages } from '../../lib/i18n/languages.mjs';
import { editionPrefixOf } from '../../lib/i18n/editions.mjs';
import { CMS_CONNECT_ORIGINS, PAGE_HEADER_POLICY, directivesOf, externalOrigins, inlineScriptHashes } from '../../scripts/csp.mjs';
import {
  ADMIN_HEADERS,
  CACHE,
  EDITION_PREFIXES,
  FEED_PATHS,
  FEED_TYPE,
  FILE_EXTENSIONS,
  NO_SCRIPT_POLICY,
  REDIRECT_SECTIONS,
  REDIRECT_STATUS,
  SECTION_ROOTS,
  SVG_POLICY,
  cacheControlOf,
} from '../../scripts/hosts/rules.mjs';
import type { Host } from '../../scripts/preview.mjs';
import { generatePath, get, random } from '../support/hostile-paths.mjs';
import { ANALYTICS_ORIGIN, TEST_BUILD_ENV, TILES_ORIGIN } from '../support/ports.mjs';
import { plantedSite, scratchSite, startScratchHost } from '../support/scratch-host';

/**
 * The host suite: what a visitor's browser gets from the built out/ under one host runtime (the Playwright
 * project names the host: host-serve, host-nginx or host-cloudflare). Every host must answer alike. Only what
 * a host decides is checked here (headers, redirects, caching, which files it serves); what the pages do is
 * the site suite's, which runs on our own server.
 */

const OUT = path.resolve('out');
/** The redirected sections of every edition: /about-us, /services, /vi/about-us, … */
const SECTIONS = SECTION_ROOTS;

/**
 * Every language's edition as a host must answer it: its prefix ('' for the default language), the language
 * its pages declare, and its not-found page's heading, read from that language's content.
 */
const EDITIONS = readLanguages().map((language) => ({
  prefix: language.prefix,
  lang: language.hreflang,
  notFoundHeading: loadContent(undefined, language.code).texts.notFound.heading,
}));

/** The language a page declares and its first heading, as text. */
/** The page's language and its h1's text (without the <wbr> a Chinese heading carries between its phrases). */
function pageSays(html: string): { lang: string | undefined; heading: string | undefined } {
  const text = (raw: string | undefined) =>
    raw?.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" })[name] ?? '').trim();
  return { lang: /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1], heading: text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '')) };
}

/** Every page of the sitemap, as a path. */
const PAGES = [...readFileSync(path.join(OUT, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/', 'https://site.invalid').pathname);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

/** Every file under the redirected sections, as the URL that serves it (pages without .html). */
const SECTION_FILES = SECTIONS.flatMap((section) => filesUnder(path.join(OUT, section))).map((file) => {
  const url = '/' + path.relative(OUT, file).split(path.sep).join('/');
  return { file, url: url.replace(/\.html$/, '') };
});

const NOT_FOUND_HEADING = EDITIONS[0]?.notFoundHeading ?? 'missing';

/** Every file of the build outside the hashed assets, as a URL path. */
const PLAIN_FILES = filesUnder(OUT)
  .map((file) => '/' + path.relative(OUT, file).split(path.sep).join('/'))
  .filter((url) => !url.startsWith('/_next/') && !url.startsWith('/_'));
/** The first plain file with this ending (the build's own names, whatever the content calls them). */
function fileEndingIn(ending: string, except: string[] = []): string {
  const found = PLAIN_FILES.find((url) => url.endsWith(ending) && !except.includes(url));
  if (!found) throw new Error(`no ${ending} file in out/`);
  return found;
}

/** The policies of a Content-Security-Policy header (hosts join the policies of several rules with commas). */
function policies(response: APIResponse): string[] {
  return (response.headers()['content-security-policy'] ?? '').split(',').map((p) => p.trim()).filter(Boolean);
}

function directive(policy: string, name: string): string[] | null {
  const found = policy.split(';').map((d) => d.trim().split(/\s+/)).find(([key]) => key === name);
  return found ? found.slice(1) : null;
}

/** Where a redirect points, as a path with its query (hosts may send an absolute or a relative Location). */
function target(response: APIResponse): string {
  const location = response.headers()['location'] ?? '';
  const url = new URL(location, 'http://host.invalid');
  return url.pathname + url.search;
}

const test = base.extend<{ violations: string[] }>({
  violations: async ({}, use) => {
    await use([]);
  },
  context: async ({ context, baseURL }, use) => {
    // The intro would cover the page; every other check sees the site at once.
    await context.addInitScript(() => window.sessionStorage.setItem('apexbridge:intro-played', '1'));
    // The test build's pages post their visitor statistics to the local stand-in.
    const local = [new URL(baseURL!).origin, TILES_ORIGIN, ANALYTICS_ORIGIN];
    await context.route(
      (url) => url.protocol.startsWith('http') && !local.includes(url.origin),
      (route) => route.abort('blockedbyclient'),
    );
    await use(context);
  },
  page: async ({ page, violations }, use) => {
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    page.on('console', (msg) => {
      if (msg.type() === 'error') violations.push(`console error: ${msg.text()}`);
    });
    page.on('pageerror', (error) => violations.push(`page error: ${error.message}`));
    page.on('requestfailed', (request) => {
      if (request.failure()?.errorText !== 'net::ERR_ABORTED') violations.push(`request failed: ${request.url()} ${request.failure()?.errorText}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400 && response.request().resourceType() !== 'document') violations.push(`HTTP ${response.status()}: ${response.url()}`);
    });
    await use(page);
  },
});

/** A page's own policy, from its <meta> tag (what the build wrote), and the markup before the tag. */
function metaPolicy(html: string): { policy: string; before: string } {
  const found = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/?>/.exec(html);
  return { policy: found?.[1] ?? '', before: html.slice(0, found?.index ?? 0) };
}

/**
 * A page's answer carries the policies the host rules say, and together they allow exactly this page's inline
 * scripts: its <meta> policy names them by hash and comes before anything it governs; the header holds
 * frame-ancestors. nginx, which has a location per page, sends the page's whole policy as the header; every
 * host that matches rules by path (Cloudflare Pages, our server) sends the pages' header policy, one for all.
 */
function expectPagePolicies(host: string, route: string, response: APIResponse, html: string): void {
  const meta = metaPolicy(html);
  expect(meta.policy, `${route}: a <meta> policy`).not.toBe('');
  expect(meta.before, `${route}: nothing loads or runs before the <meta> policy`).not.toMatch(/<(script|link|style|base|img|iframe|object|svg)\b|\son[a-z]+=/i);
  const own = directivesOf(meta.policy);
  expect(own['script-src'], route).toEqual(["'self'", ...inlineScriptHashes(html)]);
  // The test build counts visits: its pages may post to the statistics' service, and load nothing from it.
  expect(own['connect-src'], route).toContain(externalOrigins(TEST_BUILD_ENV).analytics);
  expect(own['script-src'], route).not.toContain(externalOrigins(TEST_BUILD_ENV).analytics);
  const headers = policies(response);
  if (host === 'host-nginx') expect(headers, route).toEqual([`${meta.policy}; frame-ancestors 'none'`]);
  else expect(headers, route).toEqual([PAGE_HEADER_POLICY]);
  for (const policy of [...headers, meta.policy]) expect(directive(policy, 'script-src') ?? [], route).not.toContain("'unsafe-eval'");
  expect(headers.some((p) => directive(p, 'frame-ancestors')?.join(' ') === "'none'"), `${route}: frame-ancestors`).toBe(true);
}

test("every sitemap page answers 200 with the security headers and the policies the rules say: its own in <meta>, hash-based, beside the header's", async ({ request }, testInfo) => {
  expect(PAGES.length).toBeGreaterThan(10);
  for (const route of PAGES) {
    const response = await request.get(route, { maxRedirects: 0 });
    expect(response.status(), route).toBe(200);
    expect(response.headers()['content-type'], route).toMatch(/^text\/html/);
    expectPagePolicies(testInfo.project.name, route, response, await response.text());
    const headers = response.headers();
    expect(headers['strict-transport-security'], route).toMatch(/max-age=\d{7,}/);
    expect(headers['x-content-type-options'], route).toBe('nosniff');
    expect(headers['referrer-policy'], route).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], route).toContain('camera=()');
    expect(headers['x-frame-options'], route).toBe('DENY');
    expect(headers['cross-origin-opener-policy'], route).toBe('same-origin');
    // HTML is revalidated on every visit, so a new build shows at once.
    expect(headers['cache-control'], route).toBe(CACHE.page);
  }
});

/** Pages of every kind, each edition's included: a home, an edition's home, a section page, an article. */
const SCRIPTED_PAGES = [
  '/',
  ...EDITION_PREFIXES,
  PAGES.find((route) => route.startsWith(`${SECTIONS[0]}/`)) ?? SECTIONS[0] ?? '/',
  PAGES.find((route) => route.startsWith(`${EDITION_PREFIXES[0]}/news-and-events/`)) ?? '/news-and-events',
];

test("a page's own inline scripts run, and an inline script or event handler slipped into it does not", async ({ page, violations }) => {
  // Markup that belongs in <head>, so that the page's structure (and its hydration) stays as it was: a script
  // element, and a stylesheet link whose load or error handler would run.
  const slipped = '<script>window.__slipped = "element";</script><link rel="stylesheet" href="data:text/css," onload="window.__slipped = \'handler\'" onerror="window.__slipped = \'handler\'">';
  for (const route of SCRIPTED_PAGES) {
    // The page as the host sent it, headers and all, with the markup added right after its <meta> policy: the
    // first place that policy governs, and the earliest a content injection could reach.
    await page.route(
      (url) => url.pathname === route,
      async (intercepted) => {
        const response = await intercepted.fetch();
        const html = (await response.text()).replace(/(<meta http-equiv="Content-Security-Policy"[^>]*>)/, `$1${slipped}`);
        expect(html.split(slipped).length, route).toBe(2);
        const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !/^(content-encoding|content-length|transfer-encoding|connection|etag)$/i.test(name)));
        await intercepted.fulfill({ status: response.status(), headers, body: html });
      },
      { times: 1 },
    );
    violations.length = 0;
    await page.goto(route);
    // The page's own inline scripts ran: the one that marks the page before its first paint, and the framework's.
    await expect(page.locator('html'), route).toHaveAttribute('data-scripting', '');
    expect(await page.evaluate(() => Array.isArray((window as unknown as { __next_f?: unknown }).__next_f)), route).toBe(true);
    await expect(page.getByRole('heading', { level: 1 }), route).toBeVisible();
    // The slipped-in script and handler did not: the browser refused each (the stylesheet has loaded or failed by
    // the time the page has loaded).
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => (window as unknown as { __slipped?: string }).__slipped ?? null), route).toBeNull();
    const refused = violations.filter((v) => v.includes('CSP violation:')).join('\n');
    expect(refused, route).toMatch(/script-src(-elem)? inline/);
    expect(refused, route).toMatch(/script-src(-attr)? inline/);
    // And a script added at run time without a hash is refused too.
    expect(
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__slipped = "added"';
        document.body.append(script);
        return (window as unknown as { __slipped?: string }).__slipped ?? null;
      }),
      route,
    ).toBeNull();
  }
});

test('no page can be framed, the content manager included', async ({ page }) => {
  // A same-origin page that frames another: the strictest test of frame-ancestors 'none', since a page may
  // otherwise frame its own origin. Its control frame (a same-origin answer without the site's headers) loads,
  // so a refused frame is the host's headers at work, not the probe's failure.
  const probe = '/__frame-probe';
  const control = '/__frame-control';
  await page.route((url) => url.pathname === control, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>control</title><h1>framed</h1>' }));
  for (const target of ['/', ...EDITION_PREFIXES, PAGES.find((route) => route.startsWith('/news-and-events/')) ?? '/contact', '/admin']) {
    await page.route(
      (url) => url.pathname === probe,
      (route) =>
        route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: `<!doctype html><title>probe</title><iframe id="control" src="${control}"></iframe><iframe id="target" src="${target}" onload="document.body.dataset.loaded = 'yes'"></iframe>`,
        }),
      { times: 1 },
    );
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === target);
    await page.goto(probe);
    expect((await answered).status(), target).toBe(200);
    await expect(page.frameLocator('#control').getByRole('heading', { level: 1 }), target).toHaveText('framed');
    await expect(page.locator('body'), target).toHaveAttribute('data-loaded', 'yes');
    // The host answered, and the browser showed nothing of it: no document of the site in the frame.
    const framed = page.frames().filter((frame) => frame.parentFrame() === page.mainFrame() && !frame.url().endsWith(control));
    expect(framed, target).toHaveLength(1);
    expect(framed[0]?.url(), target).not.toContain(target === '/' ? `${new URL(page.url()).origin}/` : target);
  }
});

test('every file under the redirected sections is served as it is, never sent to the section root', async ({ request }) => {
  expect(SECTION_FILES.length).toBeGreaterThan(SECTIONS.length);
  for (const { file, url } of SECTION_FILES) {
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(200);
    if (!file.endsWith('.html')) expect(Buffer.compare(await response.body(), readFileSync(file)), url).toBe(0);
  }
});

test('every SVG is served with a policy that runs none of its scripts; opened on its own it cannot reach the site’s storage', async ({ request, page }) => {
  const svgs = filesUnder(OUT).filter((file) => file.endsWith('.svg')).map((file) => `/${path.relative(OUT, file).split(path.sep).join('/')}`);
  expect(svgs.length).toBeGreaterThan(3);
  for (const url of svgs) {
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(200);
    const policy = directivesOf(response.headers()['content-security-policy'] ?? '');
    expect(policy.sandbox, url).toBeDefined();
    expect(policy['script-src'], url).toEqual(["'none'"]);
  }
  expect(directivesOf(SVG_POLICY).sandbox).toEqual([]);
  // In the browser: the document is sandboxed (an origin of its own), so no script in it could read the
  // content manager's token from the site's localStorage.
  const response = await page.goto(svgs[0]!);
  expect(response?.status()).toBe(200);
  expect(await page.evaluate(() => self.origin)).toBe('null');
  expect(await page.evaluate(() => { try { return typeof localStorage.length; } catch (error) { return (error as Error).name; } })).toBe('SecurityError');
});

test('every page links a share image that is served with its type (a drawing as PNG, a photo as JPEG)', async ({ request }) => {
  for (const route of PAGES) {
    const html = await (await request.get(route)).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(image, route).toBeTruthy();
    const response = await request.get(new URL(image!).pathname, { maxRedirects: 0 });
    expect(response.status(), image).toBe(200);
    expect(response.headers()['content-type'], image).toBe(image!.includes('/opengraph-image.jpg?') ? 'image/jpeg' : 'image/png');
  }
});

test('unknown pages under a section answer a 301 to the section root, keeping the query', async ({ request }) => {
  for (const section of SECTIONS) {
    for (const [asked, expected] of [
      [`${section}/no-such-page`, section],
      [`${section}/no-such-page/deeper`, section],
      [`${section}/no-such-image.png`, section],
      [`${section}/no-such-page?ref=mail`, `${section}?ref=mail`],
    ] as const) {
      const response = await request.get(asked, { maxRedirects: 0 });
      expect(response.status(), asked).toBe(REDIRECT_STATUS);
      expect(target(response), asked).toBe(expected);
    }
  }
});

test("other unknown paths answer 404 with the branded page of their edition, in its language", async ({ request }) => {
  expect(EDITIONS.length, 'content/languages.yml names editions beside the default').toBeGreaterThan(1);
  for (const { prefix, lang, notFoundHeading } of EDITIONS) {
    const unknown = ['/no-such-page', '/news-and-events/no-such-article', '/about-usx/team', '/no-such-image.png', '/no-such-folder/index', '/404', '/404.html', '/_not-found'];
    for (const asked of unknown.map((p) => prefix + p)) {
      const response = await request.get(asked, { maxRedirects: 0 });
      expect(response.status(), asked).toBe(404);
      expect(response.headers()['cache-control'], asked).toBe(CACHE.notFound);
      expect(pageSays(await response.text()), asked).toEqual({ lang, heading: notFoundHeading });
    }
  }
  // Each edition's page is its own: the editions' headings are not all one text.
  expect(new Set(EDITIONS.map((e) => e.notFoundHeading)).size).toBeGreaterThan(1);
});

test("each edition's home answers at its prefix, as / does; its trailing slash and file names redirect there", async ({ request }, testInfo) => {
  for (const prefix of EDITION_PREFIXES) {
    const home = await request.get(prefix, { maxRedirects: 0 });
    expect(home.status(), prefix).toBe(200);
    expect(home.headers()['cache-control'], prefix).toBe(CACHE.page);
    expectPagePolicies(testInfo.project.name, prefix, home, await home.text());
    for (const [asked, expected] of [
      [`${prefix}/`, prefix],
      [`${prefix}/?ref=mail`, `${prefix}?ref=mail`],
      [`${prefix}/index`, prefix],
      [`${prefix}/index.html`, prefix],
    ] as const) {
      const response = await request.get(asked, { maxRedirects: 0 });
      expect(response.status(), asked).toBe(308);
      expect(target(response), asked).toBe(expected);
    }
  }
});

test("each edition's 404 page sends an unknown section page to its own section root in the browser too", async ({ page, request }) => {
  // A host without our redirect rules answers /vi/about-us/x with the edition's 404 page: the page's own script
  // (under the page's own policy) must then do what the hosts' rule does.
  for (const { prefix, lang } of EDITIONS) {
    const notFound = await request.get(`${prefix}/no-such-page`, { maxRedirects: 0 });
    expect(notFound.status()).toBe(404);
    const body = await notFound.body();
    const headers = Object.fromEntries(Object.entries(notFound.headers()).filter(([name]) => !/^(content-encoding|content-length|transfer-encoding|connection|etag)$/i.test(name)));
    for (const section of REDIRECT_SECTIONS) {
      const asked = `${prefix}${section}/no-such-page`;
      await page.route((url) => url.pathname === asked, (route) => route.fulfill({ status: 404, headers, body }));
      await page.goto(asked);
      await expect(page, asked).toHaveURL((url) => url.pathname === `${prefix}${section}`);
      await expect(page.locator('html'), asked).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 }), asked).toBeVisible();
    }
  }
});

test('trailing-slash and .html variants resolve to the one canonical URL', async ({ request }) => {
  const redirect = async (asked: string, expected: string) => {
    const response = await request.get(asked, { maxRedirects: 0 });
    expect([301, 308], asked).toContain(response.status());
    expect(target(response), asked).toBe(expected);
  };
  await redirect('/index.html', '/');
  for (const route of PAGES.filter((r) => r !== '/')) {
    await redirect(`${route}/`, route);
    // An edition's home is a folder's page (out/vi/index.html): it has no `.html` name of its own, as / has none.
    if (!EDITION_PREFIXES.includes(route)) await redirect(`${route}.html`, route);
  }
  await redirect('/contact/?ref=mail', '/contact?ref=mail');
});

test("every edition's hashed assets are cached for a year, text is compressed", async ({ request }) => {
  const assets: string[] = [];
  for (const { prefix } of EDITIONS) {
    const html = await (await request.get(prefix || '/')).text();
    // Every edition names the framework's files in the one shared folder, none under its own prefix.
    const named = [...html.matchAll(/"((?:\/[a-z]{2,3})?\/_next\/static\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '');
    const own = named.filter((a) => a.startsWith('/_next/static/'));
    expect(own.some((a) => a.endsWith('.js')) && own.some((a) => a.endsWith('.css')), prefix || '/').toBe(true);
    expect(named.filter((a) => !a.startsWith('/_next/static/')), prefix || '/').toEqual([]);
    if (prefix) expect((await request.get(`${prefix}${own[0]}`, { maxRedirects: 0 })).status(), prefix).toBe(404);
    assets.push(...own.slice(0, 4));
  }
  for (const asset of assets) {
    const response = await request.get(asset, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(response.status(), asset).toBe(200);
    expect(response.headers()['cache-control'], asset).toMatch(/max-age=31536000/);
    expect(response.headers()['cache-control'], asset).toContain('immutable');
    expect(response.headers()['content-encoding'], asset).toMatch(/^(br|gzip)$/);
  }
  const page = await request.get('/about-us', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(page.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
});

test('host configuration files are never served', async ({ request }) => {
  for (const hostFile of ['/_headers', '/_redirects', '/_headers.json', '/_nginx-pages.conf', '/build/nginx-pages.conf']) {
    const response = await request.get(hostFile, { maxRedirects: 0 });
    expect(response.status(), hostFile).toBeGreaterThanOrEqual(400);
    expect(await response.text(), hostFile).not.toMatch(/Content-Security-Policy:|location =| 301\b/);
  }
});

test('Chromium loads the key pages with no Content-Security-Policy violation', async ({ page, violations }, testInfo) => {
  // On our own server every site test already fails on a console error, and a violation is one.
  test.skip(testInfo.project.name === 'host-serve', 'the site suite loads every page under this host');
  test.setTimeout(120_000);
  // This host's page views, apart from the other hosts' at the statistics' stand-in (e2e/support/fake-analytics.mjs).
  const statsId = `${testInfo.project.name}-${testInfo.testId}-${testInfo.repeatEachIndex}`;
  const pageViews = async () => {
    const events = (await (await fetch(`${ANALYTICS_ORIGIN}/__events?test=${encodeURIComponent(statsId)}`)).json()) as { body: { url: string } | null }[];
    return events.map((event) => (event.body ? new URL(event.body.url).pathname : null));
  };
  const before = (await pageViews()).length;
  await page.context().setExtraHTTPHeaders({ 'x-test-id': statsId });
  const routes = ['/', '/about-us/team', '/services', '/news-and-events', '/contact'];
  for (const [i, route] of routes.entries()) {
    const response = await page.goto(route);
    expect(response?.status(), route).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), route).toBeVisible();
    // The page's view reached the statistics' service: this host's policies let the page post to it.
    await expect.poll(async () => (await pageViews()).slice(before), route).toEqual(routes.slice(0, i + 1));
  }
  // The contact page's map draws its tiles from the tile host the policy allows, and its scripts ran.
  const map = page.getByRole('region', { name: loadContent().texts.contact.map.label });
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible({ timeout: 20_000 });
  // A redirected unknown section page lands on the section root in the browser too.
  await page.goto('/services/no-such-page');
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations, 'no CSP violation, console error or failed request').toEqual([]);
});

test('the site search runs on this host in every edition: its WebAssembly in its worker, under the worker file’s own policy; no page’s policy allows WebAssembly', async ({ page, request, violations }) => {
  test.setTimeout(90_000);
  for (const language of readLanguages()) {
    const content = loadContent(undefined, language.code);
    const texts = content.texts.search;
    const query = content.pages.pages.find((p) => p.route === '/services/supply-chain')!.heading;
    const response = await page.goto(`${language.prefix}/search?${new URLSearchParams({ q: query })}`);
    expect(response?.status()).toBe(200);
    const policies = [response!.headers()['content-security-policy'] ?? '', await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')];
    for (const policy of policies) expect(policy, `${language.prefix}/search`).not.toContain('wasm-unsafe-eval');
    const results = page.getByRole('list', { name: texts.resultsLabel });
    await expect(results.getByRole('link').first()).toBeVisible({ timeout: 20_000 });
    await expect(results.getByRole('heading').first()).toHaveText(query);
  }
  // The worker's file: a script of the site, sent with the baseline policy, which lets it compile WebAssembly.
  const worker = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).find((name) => name.endsWith('/pagefind-worker.js')));
  expect(worker).toBeDefined();
  const workerPolicy = (await request.get(new URL(worker!).pathname)).headers()['content-security-policy'] ?? '';
  expect(directivesOf(workerPolicy)['script-src'] ?? directivesOf(workerPolicy)['default-src'], workerPolicy).toBeUndefined();
  expect(violations, 'no CSP violation, console error or failed request').toEqual([]);
});

test('the content manager answers at /admin only, with its own policy, lets the GitHub sign-in window report back, and is kept out of search engines', async ({ request }) => {
  const response = await request.get('/admin', { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow');
  // The sign-in popup keeps its link to this page (with `same-origin` it is cut and sign-in never completes);
  // one value, not the site-wide one joined to it.
  expect(response.headers()['cross-origin-opener-policy']).toBe(ADMIN_HEADERS['Cross-Origin-Opener-Policy']);
  // Hosts may add the site-wide baseline as a second policy; only the content manager's own one governs
  // scripts and connections, so the CMS can run and reach GitHub's API, and nothing else: no code evaluated
  // at run time, no development server.
  const scripting = policies(response).filter((p) => directive(p, 'script-src') || directive(p, 'default-src'));
  expect(scripting).toHaveLength(1);
  expect(directive(scripting[0] ?? '', 'script-src')).toEqual(["'self'"]);
  const connect = directive(scripting[0] ?? '', 'connect-src') ?? [];
  expect(connect).toEqual(expect.arrayContaining([...CMS_CONNECT_ORIGINS]));
  expect(connect.join(' ')).not.toMatch(/localhost|127\.0\.0\.1/);
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(response.headers()['cache-control']).toBe(CACHE.page);
  // Its other names only redirect there, so the page is never served without its headers.
  for (const url of ['/admin/', '/admin/index', '/admin/index.html', '/admin/?ref=mail']) {
    const other = await request.get(url, { maxRedirects: 0 });
    expect(other.status(), url).toBe(308);
    expect(target(other), url).toBe(url.endsWith('?ref=mail') ? '/admin?ref=mail' : '/admin');
  }
  // Every other page and file of its folder is kept out of search engines too.
  for (const url of ['/admin/translations', '/admin/config.yml']) {
    const other = await request.get(url, { maxRedirects: 0 });
    expect(other.status(), url).toBe(200);
    expect(other.headers()['x-robots-tag'], url).toBe('noindex, nofollow');
  }
  expect((await request.get('/')).headers()['x-robots-tag']).toBeUndefined();
  // No other page gets the content manager's wider policy or its opener policy.
  const home = await request.get('/');
  expect(policies(home).join(',')).not.toContain('api.github.com');
  expect(home.headers()['cross-origin-opener-policy']).toBe('same-origin');
});

test("a page's file names redirect to its one URL: /index, /index.html, …/index, …/index.html", async ({ request }) => {
  const cases = [
    ['/index', '/'],
    ['/index.html', '/'],
    ['/index?ref=mail', '/?ref=mail'],
    ['/admin/index', '/admin'],
    ['/admin/index.html', '/admin'],
    ...PAGES.filter((route) => route !== '/').flatMap((route) => [
      [`${route}/index`, route],
      [`${route}/index.html`, route],
    ]),
  ];
  // The section roots among them, whose `index` lies under the section's own catch-all.
  for (const section of SECTIONS) expect(cases.map(([asked]) => asked)).toContain(`${section}/index`);
  for (const [asked, expected] of cases) {
    const response = await request.get(asked ?? '', { maxRedirects: 0 });
    expect(response.status(), asked).toBe(308);
    expect(target(response), asked).toBe(expected);
    // By the name asked for: /index is page-shaped (revalidated), /index.html a file's name (five minutes).
    expect(response.headers()['cache-control'], asked).toBe(cacheControlOf(new URL(asked ?? '', 'http://host.invalid').pathname));
  }
  // An `index` that names no page is an unknown path like any other. (Its `.html` form is any unknown `.html`
  // name, which nginx first sends to the name without `.html`.)
  for (const asked of ['/no-such-folder/index', '/news-and-events/no-such-folder/index']) {
    const response = await request.get(asked, { maxRedirects: 0 });
    expect(response.status(), asked).toBe(404);
    expect(await response.text(), asked).toContain(NOT_FOUND_HEADING);
  }
  for (const section of SECTIONS) {
    const response = await request.get(`${section}/no-such-page/index`, { maxRedirects: 0 });
    expect(response.status()).toBe(REDIRECT_STATUS);
    expect(target(response)).toBe(section);
  }
});

test('redirects carry a lifetime, so a withdrawn redirect stops being followed soon: by the name asked for', async ({ request }) => {
  const cases = [
    [`${SECTIONS[0]}/no-such-page`, CACHE.page],
    [`${SECTIONS[1] ?? SECTIONS[0]}/no-such-page?ref=mail`, CACHE.page],
    [`${SECTIONS[0]}/no-such-image.png`, CACHE.short],
    ['/contact/', CACHE.page],
    ['/contact.html', CACHE.short],
    ['/index.html', CACHE.short],
    ['/index', CACHE.page],
  ] as const;
  for (const [asked, cache] of cases) {
    const response = await request.get(asked, { maxRedirects: 0 });
    expect([301, 308], asked).toContain(response.status());
    expect(cacheControlOf(new URL(asked, 'http://host.invalid').pathname), asked).toBe(cache);
    expect(response.headers()['cache-control'], asked).toBe(cache);
    expect(response.headers()['strict-transport-security'], asked).toMatch(/max-age=\d{7,}/);
    expect(response.headers()['x-frame-options'], asked).toBe('DENY');
  }
});

test('no host file names an article or a page of the news list: their rules do not grow with the archive', () => {
  // Every host above answered each of these pages, their other names and their policies by rules for their kind.
  const grown = PAGES.filter((route) => /\/news-and-events\/./.test(route));
  expect(grown.length).toBeGreaterThan(EDITIONS.length);
  const hostFiles = [path.join(OUT, '_headers'), path.join(OUT, '_redirects'), path.resolve('build/nginx-pages.conf')];
  for (const file of hostFiles) {
    const text = readFileSync(file, 'utf8');
    for (const route of grown) expect(text.split(/\s+/).some((token) => token === route || token.startsWith(`${route}/`) || token.startsWith(`${route}.`)), `${file} names ${route}`).toBe(false);
  }
});

test("every type of file the build holds is one of the rules' file extensions", () => {
  // A type missing there would be answered as page-shaped (revalidated on every visit) on every host.
  const types = new Set(PLAIN_FILES.map((url) => /\.([^./]+)$/.exec(url)?.[1] ?? url));
  for (const type of types) expect(FILE_EXTENSIONS, type).toContain(type);
});

test('every file type the site ships carries Cache-Control; 404 answers are never stored', async ({ request }) => {
  const files = [
    '/sitemap.xml',
    fileEndingIn('.xml', ['/sitemap.xml']),
    fileEndingIn('.yml'),
    fileEndingIn('.png'),
    fileEndingIn('.svg'),
    fileEndingIn('.pdf'),
  ];
  for (const url of files) {
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(200);
    expect(response.headers()['cache-control'], url).toBe(CACHE.short);
  }
  // Text files are revalidated on every visit, as pages are: robots.txt, and the page data the router fetches
  // beside each page (its payload and its segment files), so a tab never hydrates or navigates with data of an
  // earlier build. Only /_next/static/ is kept, as immutable.
  const dataFiles = ['/robots.txt', fileEndingIn('.txt', ['/robots.txt']), ...PLAIN_FILES.filter((url) => /\/__next\.[^/]*\.txt$/.test(url)).slice(0, 2), `${EDITION_PREFIXES[0]}/about-us.txt`];
  expect(dataFiles.length).toBeGreaterThan(4);
  for (const url of dataFiles) {
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(200);
    expect(response.headers()['cache-control'], url).toBe(CACHE.page);
  }
  for (const url of ['/no-such-page', '/404', '/404.html', '/_not-found']) {
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(404);
    expect(response.headers()['cache-control'], url).toBe(CACHE.notFound);
  }
});

test('the CMS configuration is sent as YAML text', async ({ request }) => {
  const response = await request.get('/admin/config.yml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/yaml; charset=utf-8');
  // The generated rules still apply there: security headers and caching.
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(response.headers()['x-frame-options']).toBe('DENY');
});

test("each edition's news feed is sent as RSS, any other XML file as XML", async ({ request }) => {
  // The rules name every feed the build holds.
  expect(PLAIN_FILES.filter((url) => url.endsWith('/feed.xml')).sort()).toEqual([...FEED_PATHS].sort());
  for (const feed of FEED_PATHS) {
    const response = await request.get(feed, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status(), feed).toBe(200);
    expect(response.headers()['content-type'], feed).toBe(FEED_TYPE);
    expect(await response.text(), feed).toContain('<rss');
    // The rules every file gets still apply there.
    expect(response.headers()['x-content-type-options'], feed).toBe('nosniff');
    expect(response.headers()['cache-control'], feed).toBe(cacheControlOf(feed));
  }
  // (nginx's own table says text/xml, the others application/xml.)
  expect((await request.get('/sitemap.xml')).headers()['content-type']).toMatch(/^(application|text)\/xml\b/);
});

test('compressed answers name Accept-Encoding in Vary, and no answer names the server software version', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const assets = [...html.matchAll(/"(\/_next\/static\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '').slice(0, 2);
  let compressedAnswers = 0;
  for (const url of ['/', '/about-us', '/robots.txt', '/sitemap.xml', fileEndingIn('.xml', ['/sitemap.xml']), fileEndingIn('.svg'), '/admin/config.yml', ...assets]) {
    for (const encoding of ['gzip', 'br']) {
      const response = await request.get(url, { headers: { 'Accept-Encoding': encoding } });
      expect(response.status(), url).toBe(200);
      const headers = response.headers();
      expect(headers['server'] ?? '', url).not.toMatch(/\d/);
      if (!headers['content-encoding']) continue;
      compressedAnswers++;
      expect(headers['vary'] ?? '', `${url} (${encoding})`).toMatch(/accept-encoding/i);
    }
  }
  expect(compressedAnswers).toBeGreaterThan(8);
  for (const url of ['/no-such-page', '/contact/']) expect((await request.get(url, { maxRedirects: 0 })).headers()['server'] ?? '', url).not.toMatch(/\d/);
});

test('symbolic links in the served folder are never followed', async ({}, testInfo) => {
  test.setTimeout(120_000);
  const host = testInfo.project.name.replace(/^host-/, '') as Host;
  const hostFileMarker = readFileSync(path.join(OUT, '_headers'), 'utf8').split('\n')[1] ?? '_headers';
  const site = scratchSite(OUT, ['index.html', '404.html', 'robots.txt', '_headers', '_redirects'], hostFileMarker);
  try {
    if (host === 'cloudflare') {
      // Cloudflare's runtime cannot be made to refuse a link: its upload publishes what a link points to, and
      // `wrangler pages dev` answers 502 for a link to a file and serves the files behind a link to a folder.
      // So a folder with links is refused before it is served (by the build, and by the preview here).
      await expect(startScratchHost(host, site.root)).rejects.toThrow(/symbolic links/);
      testInfo.annotations.push({ type: 'cloudflare', description: 'a folder with symbolic links is refused before it is served' });
      return;
    }
    const running = await startScratchHost(host, site.root);
    try {
      const port = Number(new URL(running.origin).port);
      expect((await get(port, '/robots.txt')).status, 'the scratch site is served').toBe(200);
      for (const { url, mustNotHold } of site.links) {
        const answer = await get(port, url);
        expect([403, 404], url).toContain(answer.status);
        expect(answer.body.includes(mustNotHold), `${url} served the linked file`).toBe(false);
        expect(answer.headers['x-content-type-options'], url).toBe('nosniff');
      }
    } finally {
      await running.stop();
    }
  } finally {
    site.remove();
  }
});

test('hostile paths: every one answered, no redirect off the origin, no host file, the host stays up', async ({ baseURL }, testInfo) => {
  // Our own server gets ten times as many, with raw requests, in scripts/__tests__/serve-fuzz.test.mjs.
  test.skip(testInfo.project.name === 'host-serve', 'fuzzed more deeply by the node tests');
  test.setTimeout(120_000);
  const base = new URL(baseURL!);
  const next = random(0x5eed11);
  const hostFile = ['/_headers', '/_redirects'].map((file) => readFileSync(path.join(OUT, file), 'utf8').split('\n')[1] ?? file);
  let cloudflareLookupErrors = 0;
  for (let i = 0; i < 300; i++) {
    const target = generatePath(next);
    const where = JSON.stringify(target.slice(0, 120));
    const answer = await get(Number(base.port), target, undefined, 10_000);
    // Cloudflare's local runtime answers 502 where its file lookup throws (a NUL byte, a path through a file)
    // and goes on serving; production reads an asset store instead. Every other answer is below 500.
    if (testInfo.project.name === 'host-cloudflare' && answer.status === 502) cloudflareLookupErrors++;
    else expect(answer.status, where).toBeLessThan(500);
    if (answer.status >= 300 && answer.status < 400) {
      const location = new URL(answer.headers.location ?? '', base);
      expect(location.origin, `Location ${answer.headers.location} for ${where}`).toBe(base.origin);
      expect(answer.headers.location, where).not.toMatch(/^(\/\/|\/\\|[a-z]+:\/\/(?!127\.0\.0\.1))/i);
    }
    for (const line of hostFile) expect(answer.body.includes(line), `host file served for ${where}`).toBe(false);
  }
  testInfo.annotations.push({ type: 'lookup errors', description: String(cloudflareLookupErrors) });
  expect((await get(Number(base.port), '/')).status).toBe(200);
});

/** A document with a script that marks the page it runs in, in each type a browser runs scripts in. */
const MARK = "document.documentElement.setAttribute('data-ran','yes')";
const PLANTED: Record<string, { body: string; type: string }> = {
  'news/planted.svg': { body: `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>${MARK}</script></svg>`, type: 'image/svg+xml' },
  'news/PLANTED.SVG': { body: `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>${MARK}</script></svg>`, type: 'image/svg+xml' },
  'news/planted.xml': { body: `<?xml version="1.0"?><feed xmlns:h="http://www.w3.org/1999/xhtml"><h:script>${MARK}</h:script></feed>`, type: 'application/xml' },
  'news/planted.xhtml': { body: `<html xmlns="http://www.w3.org/1999/xhtml"><head><title>x</title></head><body><script>${MARK}</script></body></html>`, type: 'application/xhtml+xml' },
};

test('a document with a script in it (SVG, XML, XHTML) never runs it on the site, whatever the spelling of its path', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const host = testInfo.project.name.replace(/^host-/, '') as Host;
  const site = plantedSite(OUT, ['index.html', '404.html', 'robots.txt', '_headers', '_redirects'], Object.fromEntries(Object.entries(PLANTED).map(([file, { body }]) => [file, body])));
  const running = await startScratchHost(host, site.root);
  try {
    const ran = () => page.evaluate(() => document.documentElement.getAttribute('data-ran'));
    // The scratch host is on an origin of its own, which the suite's context would refuse as another site.
    await page.route(`${running.origin}/**`, (route) => route.continue());
    // Each document runs its script where nothing stops it: the same bytes, answered without a policy at the
    // same origin. So a document below that does not run it was stopped by the host's answer.
    for (const [file, { body, type }] of Object.entries(PLANTED)) {
      const control = `${running.origin}/__control/${file}`;
      await page.route(control, (route) => route.fulfill({ status: 200, contentType: type, body }), { times: 1 });
      await page.goto(control);
      expect(await ran(), `control: ${file}`).toBe('yes');
    }
    const spellings = [
      '/news/planted.svg',
      '/news/planted.sv%67',
      '/news/planted%2esvg',
      '/news/planted%2Esvg',
      '/news/planted.%73vg',
      '/news/%70lanted.svg',
      '/%6eews/planted.svg',
      '/news/PLANTED.SVG',
      '/news/PLANTED.%53VG',
      '/news/planted.xml',
      '/news/planted.xm%6c',
      '/news/planted.xhtml',
      '/news/planted.xhtm%6c',
      '/news//planted.svg',
    ];
    for (const asked of spellings) {
      const response = await page.goto(`${running.origin}${asked}`);
      expect(response?.status(), asked).toBe(200);
      // No script of the document ran, and it has an origin of its own: nothing in it could reach the site's storage.
      expect(await ran(), asked).toBeNull();
      expect(await page.evaluate(() => self.origin), asked).toBe('null');
      expect(directivesOf(response?.headers()['content-security-policy'] ?? '')['script-src'], asked).toEqual(["'none'"]);
    }
  } finally {
    await running.stop();
    site.remove();
  }
});

test('a path with a run of slashes redirects to its single-slash form, which is the page', async ({ request, page, violations, baseURL }) => {
  const [edition = '/vi'] = EDITION_PREFIXES;
  const cases = [
    [`/${edition}/about-us`, `${edition}/about-us`],
    [`//${edition}/about-us`, `${edition}/about-us`],
    [`${edition}//about-us`, `${edition}/about-us`],
    [`/${edition}`, edition],
    ['//about-us/team', '/about-us/team'],
    ['/about-us//team', '/about-us/team'],
    ['/about-us/team//', '/about-us/team'],
    [`${edition}///about-us`, `${edition}/about-us`],
    ['//contact?ref=mail', '/contact?ref=mail'],
  ] as const;
  // Absolute addresses: a path starting with `//` would be read as another host's.
  const origin = new URL(baseURL!).origin;
  for (const [asked, plain] of cases) {
    // Redirect by redirect, each on this origin, to the plain path, which is answered with the page.
    let current: string = asked;
    for (let hop = 0; hop < 4 && current !== plain; hop++) {
      const response = await request.get(`${origin}${current}`, { maxRedirects: 0 });
      expect([301, 308], `${asked} (at ${current})`).toContain(response.status());
      const location = response.headers()['location'] ?? '';
      expect(location, asked).toMatch(/^(\/(?![/\\])|http:\/\/127\.0\.0\.1:)/);
      current = target(response);
    }
    expect(current, asked).toBe(plain);
    expect((await request.get(`${origin}${plain}`, { maxRedirects: 0 })).status(), plain).toBe(200);
  }
  // In the browser: the page at its own address, its router working (no "This page couldn't load").
  violations.length = 0;
  await page.goto(`${origin}/${edition}/about-us`);
  await expect(page).toHaveURL((url) => url.pathname === `${edition}/about-us`);
  await expect(page.locator('html')).toHaveAttribute('data-scripting', '');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});

test('a percent-encoded spelling never runs a page with an edition its scripts would read otherwise: it lands on the page in its own spelling, or runs no script', async ({ page, request }, testInfo) => {
  // nginx and our server redirect every other spelling to the path's own; Cloudflare Pages matches its rules on
  // the path as sent and cannot decode it, so there no script runs under such a spelling (NO_SCRIPT_POLICY).
  const redirects = testInfo.project.name !== 'host-cloudflare';
  const [edition = '/vi'] = EDITION_PREFIXES;
  const code = edition.slice(1);
  const encodedPrefix = `/%${code.charCodeAt(0).toString(16)}${code.slice(1)}`;
  const langOf = (prefix: string) => EDITIONS.find((e) => e.prefix === prefix)?.lang;
  const cases = [
    [`${encodedPrefix}/about-us`, `${edition}/about-us`],
    [`${edition.slice(0, -1)}%${code.charCodeAt(code.length - 1).toString(16)}/about-us`, `${edition}/about-us`],
    [`${edition}/..%2fabout-us`, '/about-us'],
    [`${edition}/..%2Fcontact`, '/contact'],
    [`/about-us/..%2f${code}/about-us/team`, `${edition}/about-us/team`],
    [`${encodedPrefix}/`, edition],
  ] as const;
  /** The edition the page's scripts read from an address as sent: its first segment, if that is a prefix. */
  const runtimeEdition = (pathname: string) => editionPrefixOf(pathname, EDITION_PREFIXES);
  for (const [asked, own] of cases) {
    if (redirects) {
      // Redirect by redirect (nginx may end a trailing slash in a second step) to the path's own spelling.
      let current: string = asked;
      for (let hop = 0; hop < 3 && current !== own; hop++) {
        const response = await request.get(current, { maxRedirects: 0 });
        expect([301, 308], `${asked} (at ${current})`).toContain(response.status());
        current = target(response);
      }
      expect(current, asked).toBe(own);
    } else {
      const response = await request.get(asked, { maxRedirects: 0 });
      if (response.status() === 200) expect(policies(response), asked).toEqual([NO_SCRIPT_POLICY]);
    }
    // In the browser, the page it lands on: either at an address in its own spelling whose edition, as the
    // page's scripts read it, is the page's own, with its scripts running; or under the other spelling with no
    // script running at all (nothing reads the address).
    await page.goto(asked);
    const landed = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1 }), asked).toBeVisible();
    if (redirects) expect(landed, asked).toBe(own);
    if (!landed.includes('%')) {
      await expect(page.locator('html'), asked).toHaveAttribute('data-scripting', '');
      await expect(page.locator('html'), asked).toHaveAttribute('lang', langOf(runtimeEdition(landed)) ?? '');
    } else {
      expect(await page.evaluate(() => self.origin), asked).toBe('null');
      expect(await page.locator('html').getAttribute('data-scripting'), asked).toBeNull();
      // What it shows is the page the host decoded the address to, in that page's language.
      await expect(page.locator('html'), asked).toHaveAttribute('lang', langOf(runtimeEdition(own)) ?? '');
    }
  }
});
