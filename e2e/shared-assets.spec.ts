import type { Page } from '@playwright/test';
import { contentLanguages } from '../lib/content/load';
import { withPrefix } from '../lib/i18n/path';
import { expect, test } from './fixtures';
import { waitForHydration } from './support/hydration';

/*
 * Every edition loads the framework from the same addresses (/_next/…, scripts/build.mjs), so a visitor who
 * switches language keeps what the browser already holds: the next page downloads only the scripts that differ.
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
  await page.goto(home(LANGUAGES[0]!.prefix));
  await waitForHydration(page, 'header nav');
  const before = new Set((await loadedScripts(page)).map((s) => s.path));
  expect(before.size).toBeGreaterThan(0);

  for (const lang of LANGUAGES.slice(1)) {
    const response = await page.goto(home(lang.prefix));
    // The scripts the page's HTML names, the same on every visit (islands fetched later depend on timing).
    const named = new Set([...((await response!.text()).matchAll(/src="([^"]+\.js)"/g))].map((m) => m[1]));
    await waitForHydration(page, 'header nav');
    const scripts = await loadedScripts(page);
    // The framework's files are named at the site's root, never under the edition's prefix.
    expect(scripts.filter((s) => !s.path.startsWith('/_next/')).map((s) => s.path), lang.code).toEqual([]);
    const again = scripts.filter((s) => before.has(s.path));
    const fetched = scripts.filter((s) => s.transferred > 0);
    // What the page before loaded comes from the cache; only the edition's own scripts travel.
    expect(fetched.filter((s) => before.has(s.path)).map((s) => s.path), lang.code).toEqual([]);
    const bytes = (list: Loaded[]) => list.filter((s) => named.has(s.path)).reduce((sum, s) => sum + s.size, 0);
    expect(bytes(again), lang.code).toBeGreaterThan(bytes(fetched));
    for (const s of scripts) before.add(s.path);
  }
});
