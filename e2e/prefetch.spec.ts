import type { Locator, Request } from '@playwright/test';
import { contentLanguages } from '../lib/content/load';
import { withPrefix } from '../lib/i18n/path';
import { site } from '../lib/site/content';
import { rangedFontFaces, usesRanges } from '../scripts/font-preloads.mjs';
import { test, expect, type Page } from './fixtures';
import { SITE_ORIGIN } from './support/ports.mjs';
import { waitForHydration } from './support/hydration';

/*
 * A page costs the visitor only itself: another page's data, style sheets and pictures are fetched once the visitor
 * reaches for a link to it (the pointer resting on it, focus on it), never because the link is on screen
 * (components/ui/link.tsx). And a web font's part is fetched only for text the visitor sees.
 */

const LANGUAGES = contentLanguages();
/** The pages a visitor lands on most: the home page, the header's pages and the request for a quote, in every edition. */
const MAIN_ROUTES = [
  ...new Set([
    '/',
    ...site.nav.filter((item) => !item.external).map((item) => item.href),
    site.rfq.href,
    ...LANGUAGES.slice(1).map((lang) => withPrefix(lang.prefix, '/')),
  ]),
];
/** The header's first page with a dropdown, and the page whose link comes after its dropdown's toggle. */
const NAV_PAGES = site.nav.filter((item) => !item.external);
const DROPDOWN_AT = NAV_PAGES.findIndex((item) => item.children?.length);
const WITH_DROPDOWN = NAV_PAGES[DROPDOWN_AT]!.href;
const AFTER_TOGGLE = NAV_PAGES[DROPDOWN_AT + 1]?.href ?? site.rfq.href;

interface Seen {
  url: URL;
  method: string;
  done: boolean;
}

/** Every request the page makes to the site, in order, marked done once its response has been read. */
function recordRequests(page: Page): Seen[] {
  const seen: Seen[] = [];
  const byRequest = new Map<Request, Seen>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== SITE_ORIGIN) return;
    const entry = { url, method: request.method(), done: false };
    byRequest.set(request, entry);
    seen.push(entry);
  });
  const finish = (request: Request) => {
    const entry = byRequest.get(request);
    if (entry) entry.done = true;
  };
  page.on('requestfinished', finish);
  page.on('requestfailed', finish);
  return seen;
}

/**
 * The page whose data a request is for, or null for any other file: the router checks a page with a HEAD request
 * of its address, then fetches its data files (`/contact.txt`, `/contact/__next.….txt`; the home page's at the
 * root). The page's own data file, which its HTML names, is not another page's.
 */
function dataRouteOf(seen: Seen): string | null {
  const path = seen.url.pathname;
  if (seen.method === 'HEAD') return path;
  if (!path.endsWith('.txt') || path.startsWith('/_next/static/data/')) return null;
  const dir = path.replace(/\/__next\.[^/]*\.txt$/, '');
  if (dir !== path) return dir || '/';
  const page = path.slice(0, -'.txt'.length);
  return page === '/index' ? '/' : page;
}

/** The pages other than `own` whose data the page has asked for so far. */
const otherPagesData = (seen: Seen[], own: string) => [...new Set(seen.map(dataRouteOf).filter((route): route is string => route !== null && route !== own))];

/** Resolves once the router holds `route`'s page data: the page segment's file has arrived, and nothing of it is on its way. */
async function prefetched(seen: Seen[], route: string) {
  await expect
    .poll(() => {
      const of = seen.filter((s) => dataRouteOf(s) === route);
      return of.some((s) => /__PAGE__\.txt$/.test(s.url.pathname) && s.done) && of.every((s) => s.done);
    }, `${route} prefetched`)
    .toBe(true);
}

/** Resolves once the browser has nothing left to do after the load: islands that wait for an idle moment have started. */
async function settled(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 10_000 })));
}

/** A header link to `href` that shows on a wide screen (the phone menu's copies of the dropdowns' links are hidden). */
const headerLink = (page: Page, href: string): Locator => page.locator(`header nav a[href="${href}"]:visible`).first();

test.describe('a first visit at 1280 px', () => {
  for (const [route, rest] of [
    ['/', site.rfq.href],
    [site.rfq.href, WITH_DROPDOWN],
  ] as const) {
    const focus = AFTER_TOGGLE;
    test(`${route} fetches no other page's data until the pointer rests on a link or focus reaches one, then that page's once`, async ({ page }) => {
      const seen = recordRequests(page);
      await page.goto(route);
      await waitForHydration(page, 'header nav');
      await settled(page);
      // Every link of the page has been on screen: the whole page scrolled through, and back.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await settled(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await settled(page);
      expect(otherPagesData(seen, route)).toEqual([]);
      // No other page's style sheet or picture was preloaded with it: every preload names a file its HTML names.
      const html = await (await page.request.get(route)).text();
      const preloads = await page.evaluate(() => [...document.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href') ?? ''));
      expect(preloads.filter((href) => !html.includes(href.replace(/^\//, '')))).toEqual([]);

      // The pointer rests on a link: its page's data arrives, and no other's.
      await headerLink(page, rest).hover();
      await prefetched(seen, rest);
      expect(otherPagesData(seen, route)).toEqual([rest]);
      const firstFetch = seen.filter((s) => dataRouteOf(s) === rest).length;

      // Leaving and coming back fetches nothing again; keyboard focus on another link fetches that one's (Tab from
      // the dropdown's toggle, which is no link, to the next link).
      await page.mouse.move(0, 0);
      await headerLink(page, rest).hover();
      await page.mouse.move(0, 0);
      await page.locator(`header summary[data-dropdown-toggle="${WITH_DROPDOWN}"]`).focus();
      await page.keyboard.press('Tab');
      await expect(headerLink(page, focus)).toBeFocused();
      await prefetched(seen, focus);
      expect(otherPagesData(seen, route).sort()).toEqual([rest, focus].sort());
      expect(seen.filter((s) => dataRouteOf(s) === rest)).toHaveLength(firstFetch);

      // And a click on the link goes there within the page (no new document), from the data fetched ahead.
      const documents = seen.filter((s) => s.url.pathname === rest && s.method === 'GET').length;
      await headerLink(page, rest).click();
      await expect(page).toHaveURL(rest);
      expect(seen.filter((s) => s.url.pathname === rest && s.method === 'GET')).toHaveLength(documents);
    });
  }
});

test.describe('preloads', { tag: '@responsive' }, () => {
  for (const route of MAIN_ROUTES) {
    test(`${route}: everything its HTML preloads is used, and Chromium warns of no unused preload`, async ({ page }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning' && /preload/i.test(message.text())) warnings.push(message.text());
      });
      await page.goto(route);
      await waitForHydration(page, 'header nav');
      // Chromium looks for unused preloads a few seconds after the load event (3 s in its source), once.
      await page.waitForFunction(() => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        return navigation!.loadEventEnd > 0 && performance.now() - navigation!.loadEventEnd > 4000;
      }, undefined, { timeout: 20_000, polling: 250 });
      const unused = await page.evaluate(() => {
        const resolve = (href: string) => new URL(href, location.href).href;
        const pictures = new Set([...document.images].map((img) => img.currentSrc || img.src));
        const sheets = new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href));
        const loaded = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
        return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')]
          .filter((link) => {
            const href = resolve(link.getAttribute('href') ?? '');
            if (link.as === 'style') return !sheets.has(href);
            // A responsive picture's preload names its candidates in imagesrcset: one of them is shown.
            if (link.as === 'image') return ![href, ...link.imageSrcset.split(',').map((c) => resolve(c.trim().split(/\s+/)[0] ?? ''))].some((src) => pictures.has(src));
            return !loaded.has(href);
          })
          .map((link) => `${link.as} ${link.getAttribute('href')}`);
      });
      expect(unused).toEqual([]);
      expect(warnings).toEqual([]);
    });
  }
});

test.describe('fonts', () => {
  /** The site's font faces that carry a unicode-range (Inter's Vietnamese letters), from the page's own style sheets. */
  const rangedFaces = async (page: Page) => {
    const sheets = await page.evaluate(() =>
      [...document.styleSheets].map((sheet) => ({
        href: sheet.href ?? location.href,
        css: [...sheet.cssRules].filter((rule) => rule instanceof CSSFontFaceRule).map((rule) => rule.cssText).join('\n'),
      })),
    );
    // A face's file is named relative to its style sheet.
    return sheets.flatMap(({ href, css }) => rangedFontFaces(css).map((face) => ({ ...face, url: new URL(face.url, href).pathname })));
  };

  test('an English page fetches no Vietnamese letters of Inter unless it shows Vietnamese text, the language list open included', async ({ page }) => {
    const seen = recordRequests(page);
    // Every page downloads what it needs: with the cache on, a font file the page before fetched would be taken from
    // it at once, whether this page needs it or not (Chromium loads a cached face ahead), and counted here.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const english = LANGUAGES[0]!;
    const vietnamese = LANGUAGES.find((lang) => lang.code === 'vi');
    let withoutVietnamese = 0;
    for (const route of MAIN_ROUTES.filter((r) => !LANGUAGES.slice(1).some((lang) => r === withPrefix(lang.prefix, '/')))) {
      await page.goto(route);
      await waitForHydration(page, 'header nav');
      // The header lays its closed lists out, out of sight, once the page is idle: their names are shaped then.
      await expect(page.locator('header nav[data-panels-laid-out]')).toHaveCount(1);
      const faces = await rangedFaces(page);
      expect(faces.length).toBeGreaterThan(0);
      const languageButton = page.locator('header summary[aria-controls="site-languages"]');
      await languageButton.click();
      await expect(page.locator('#site-languages')).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      const shown = await page.evaluate(() => document.body.innerText);
      const mainShown = await page.locator('main').innerText();
      for (const face of faces) {
        const fetched = seen.some((s) => s.url.pathname === face.url);
        // The list shows every language's name in its own script, so the page shows such letters, but not in Inter.
        if (vietnamese) expect(usesRanges(shown, face.ranges), `${route}: the language list names ${vietnamese.name}`).toBe(true);
        expect(fetched, `${route} (${english.code}): ${face.url}`).toBe(usesRanges(mainShown, face.ranges));
        if (!usesRanges(mainShown, face.ranges)) withoutVietnamese++;
      }
      seen.length = 0;
    }
    expect(withoutVietnamese).toBeGreaterThan(0);
  });

  test('a page that shows Vietnamese text fetches Inter’s Vietnamese letters', async ({ page }) => {
    const vietnamese = LANGUAGES.find((lang) => lang.code === 'vi');
    test.skip(!vietnamese, 'the site has no Vietnamese edition');
    const seen = recordRequests(page);
    await page.goto(withPrefix(vietnamese!.prefix, '/'));
    await page.evaluate(() => document.fonts.ready);
    const faces = await rangedFaces(page);
    const mainShown = await page.locator('main').innerText();
    for (const face of faces.filter((f) => usesRanges(mainShown, f.ranges))) {
      await expect.poll(() => seen.some((s) => s.url.pathname === face.url && s.done)).toBe(true);
    }
    expect(faces.filter((f) => usesRanges(mainShown, f.ranges)).length).toBeGreaterThan(0);
  });
});
