import type { Page, Response } from '@playwright/test';
import { contentLanguages } from '../lib/content/load';
import { withPrefix } from '../lib/i18n/path';
import { expect, test } from './fixtures';
import { waitForHydration } from './support/hydration';

/*
 * Every edition loads the framework from the same addresses (/_next/…, scripts/build.mjs), so a visitor who
 * switches language keeps what the browser already holds: the next page downloads none of its scripts again.
 */

const LANGUAGES = contentLanguages();

interface Loaded {
  path: string;
  /** Bytes over the network: 0 for a script the browser took from its cache. */
  transferred: number;
  /** The script's size as sent (compressed). */
  size: number;
}

/** Every script the page has loaded so far, from the browser's own record of its resources. */
async function loadedScripts(page: Page): Promise<Loaded[]> {
  return page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, transferred: entry.transferSize, size: entry.encodedBodySize })),
  );
}

test('a language switch fetches none of the scripts the page before it loaded', async ({ page }) => {
  const home = (prefix: string) => withPrefix(prefix, '/');
  // The scripts a page's HTML names, the same on every visit (islands fetched later depend on timing), but the
  // polyfills for browsers without modules, which this one never loads.
  const namedBy = async (response: Response | null) =>
    new Set([...(await response!.text()).matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"[^>]*>/g)].filter((m) => !/\bnoModule\b/i.test(m[0])).map((m) => m[1]!));
  const first = await namedBy(await page.goto(home(LANGUAGES[0]!.prefix)));
  await waitForHydration(page, 'header nav');
  // Every script the page names has arrived (one may still be on its way once the page has hydrated).
  await expect
    .poll(async () => {
      const loaded = new Set((await loadedScripts(page)).map((s) => s.path));
      return [...first].filter((src) => !loaded.has(src));
    })
    .toEqual([]);
  const before = new Set((await loadedScripts(page)).map((s) => s.path));
  expect(before.size).toBeGreaterThan(0);

  for (const lang of LANGUAGES.slice(1)) {
    const named = await namedBy(await page.goto(home(lang.prefix)));
    await waitForHydration(page, 'header nav');
    const scripts = await loadedScripts(page);
    // The framework's files are named at the site's root, never under the edition's prefix.
    expect(scripts.filter((s) => !s.path.startsWith('/_next/')).map((s) => s.path), lang.code).toEqual([]);
    const fetched = scripts.filter((s) => s.transferred > 0);
    // What the page before loaded comes from the cache.
    expect(fetched.filter((s) => before.has(s.path)).map((s) => s.path), lang.code).toEqual([]);
    // And the page names no script of its own: the router, which holds the edition's prefix, is the same file in
    // every edition (scripts/build.mjs writes the prefix in after the build), so a switch downloads no script.
    expect([...named].filter((src) => !before.has(src)), lang.code).toEqual([]);
    expect(named.size, lang.code).toBeGreaterThan(0);
    for (const s of scripts) before.add(s.path);
  }
});
