import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { contentLanguages, loadContent } from '../lib/content/load';
import type { Language } from '../lib/i18n/languages.mjs';
import { withPrefix } from '../lib/i18n/path';
import { expect, test } from './fixtures';
import { waitForHydration } from './support/hydration';
import { publishedVersion, siteAt } from './support/publish';

/*
 * A publish, as an editor and her visitors meet it: the site is served, visited (the browser keeps what the hosts'
 * caching rules allow), then the next version is served at the same address and visited again. The next version is
 * derived from the test build the way the build writes one (e2e/support/publish.ts): the test command builds once.
 */

const LANGUAGES = contentLanguages();
const at = (lang: Language, route: string) => withPrefix(lang.prefix, route);

/** An editor's edit: the first team member's name, in every edition (an edit of each language's team file). */
const edits = LANGUAGES.map((lang) => {
  const name = loadContent(undefined, lang.code).team.members[0]!.name;
  return { lang, before: name, after: `${name} Okafor` };
});
const replace = [...new Map(edits.map((e) => [e.before, [e.before, e.after] as const])).values()];

/** What goes wrong on the page's own origin: failed requests and error answers of anything but the page itself. */
function watchOrigin(page: Page, origin: string) {
  const failures: string[] = [];
  page.on('requestfailed', (request) => {
    if (request.url().startsWith(origin) && request.failure()?.errorText !== 'net::ERR_ABORTED') failures.push(`${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.url().startsWith(origin) && response.status() >= 400) failures.push(`HTTP ${response.status()} ${response.url()}`);
  });
  return failures;
}

/** The page's heading of the team member, once React has hydrated the page's main content. */
async function hydratedHeading(page: Page, name: string) {
  await waitForHydration(page, 'main a, main button');
  return page.getByRole('main').getByRole('heading', { name, exact: true });
}

for (const { lang, before, after } of edits) {
  test(`a reload after a publish draws the new text with the new data, without a hydration error (${lang.name})`, async ({ page }) => {
    const next = publishedVersion('out', { replace });
    const server = await siteAt('out');
    try {
      const failures = watchOrigin(page, server.origin);
      await page.goto(`${server.origin}${at(lang, '/about-us')}`);
      await expect(await hydratedHeading(page, before)).toBeVisible();
      // Seen once: the browser now holds this build's data as the hosts allow (a year, for a file named by content).
      server.publish(next.root);
      await page.goto(`${server.origin}${at(lang, '/about-us')}`);
      // Hydrated with data of another build, React would draw that build's text over the new HTML (error #418).
      await expect(await hydratedHeading(page, after)).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { name: before, exact: true })).toHaveCount(0);
      expect(failures).toEqual([]);
    } finally {
      await server.stop();
      next.remove();
    }
  });
}

test.describe('a tab open since before a publish', () => {
  // Its scripts may still ask for files of its own build, which the host no longer has after the publish (an
  // island's code fetched on idle): those answers are 404 and the browser says so in the console. Any other failed
  // answer is a failure of the test (watchOrigin below).
  test.use({ allowedErrors: [/status of 404 \(Not Found\)|Refused to execute script from .*\/_next\/static\/chunks\/|Failed to load chunk \/_next\/static\/chunks\/|\/_next\/static\/chunks\/[\w-]+\.js$/] });

  for (const { lang, after } of edits) {
    test(`follows a header link to the new page (${lang.name})`, async ({ page }) => {
      const next = publishedVersion('out', { replace, newBuild: true });
      const server = await siteAt('out');
      try {
        const failures = watchOrigin(page, server.origin);
        const texts = loadContent(undefined, lang.code);
        await page.goto(`${server.origin}${at(lang, '/contact')}`);
        await waitForHydration(page, 'header a');
        // The next version is published while the tab is open: its build's scripts and data are gone from the host.
        server.publish(next.root);
        const about = texts.texts.site.nav.find((item) => item.href === '/about-us')!;
        await page.getByRole('banner').getByRole('link', { name: about.label, exact: true }).filter({ visible: true }).click();
        await expect(page).toHaveURL(`${server.origin}${at(lang, '/about-us')}`);
        await expect(await hydratedHeading(page, after)).toBeVisible();
        // The only answers that failed are files of the earlier build that the next one does not have.
        const gone = (failure: string) => {
          const file = /^HTTP 404 (\S+)$/.exec(failure)?.[1];
          return Boolean(file) && existsSync(path.join('out', new URL(file!).pathname)) && !existsSync(path.join(next.root, new URL(file!).pathname));
        };
        expect(failures.filter((failure) => !gone(failure))).toEqual([]);
      } finally {
        await server.stop();
        next.remove();
      }
    });
  }

  test('keeps its page when an island’s code is gone: the map fails alone', async ({ page }) => {
    // Every script the page did not name in its HTML (the islands' code, fetched on demand) is gone, as after a
    // publish or on a connection that drops: the map, fetched when it comes into view, cannot load.
    const { lang } = edits[0]!;
    const texts = loadContent(undefined, lang.code);
    // The page's own scripts, as its HTML names them.
    const named = await (await page.request.get(at(lang, '/contact'))).text();
    let refused = 0;
    await page.route('**/_next/static/chunks/*.js', (route) => {
      if (named.includes(new URL(route.request().url()).pathname)) return route.fallback();
      refused++;
      return route.fulfill({ status: 404, contentType: 'text/html', body: '' });
    });
    await page.goto(at(lang, '/contact'));
    await waitForHydration(page, 'header a');
    await page.getByRole('region', { name: texts.texts.contact.map.label }).scrollIntoViewIfNeeded();
    await expect.poll(() => refused).toBeGreaterThan(0);
    const contact = texts.pages.pages.find((p) => p.route === '/contact')!;
    await expect(page.getByRole('heading', { level: 1, name: contact.heading })).toBeVisible();
    await expect(page.getByRole('region', { name: texts.texts.contact.map.label })).toBeVisible();
    for (const office of texts.offices.offices) await expect(page.getByText(office.name, { exact: true }).first()).toBeVisible();
  });
});

test.describe('when the page data cannot be loaded', () => {
  test.use({ allowedErrors: [/could not be loaded|\/_next\/static\/data\/|status of 503/] });

  test('the page stays as its HTML drew it, its links work, and the console says why', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route('**/_next/static/data/**', (route) => route.fulfill({ status: 503, body: '' }));
    const { lang, before } = edits[0]!;
    await page.goto(at(lang, '/about-us'));
    await expect(page.getByRole('main').getByRole('heading', { name: before, exact: true })).toBeVisible();
    await expect.poll(() => errors.some((text) => /page data .*could not be loaded/.test(text))).toBe(true);
    const nav = loadContent(undefined, lang.code).texts.site.nav;
    const news = nav.find((item) => item.href === '/news-and-events')!;
    await page.getByRole('banner').getByRole('link', { name: news.label, exact: true }).filter({ visible: true }).click();
    await expect(page).toHaveURL(new RegExp(`${at(lang, '/news-and-events')}$`));
  });
});
