import type { Page } from '@playwright/test';
import { contentLanguages, loadContent } from '../lib/content/load';
import type { Language } from '../lib/i18n/languages.mjs';
import { withPrefix } from '../lib/i18n/path';
import { fillTemplate } from '../lib/i18n/template';
import { sortNewest } from '../lib/news/news';
import { withoutDiacritics } from './support/typing';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { escapeRegExp } from '../lib/text/escape-regexp.mjs';

/**
 * The site search (Pagefind over the export: scripts/search-index.mjs), in every edition: pages found by the words
 * of their headings and text, Chinese words inside sentences, Vietnamese typed without diacritics, and only the
 * edition's own pages; the header's way there, with and without scripts, and its keyboard shortcut.
 */

const LANGUAGES = contentLanguages();
const content = (lang: Language) => loadContent(undefined, lang.code);
const at = (lang: Language, route: string) => withPrefix(lang.prefix, route);
/**
 * The office whose city Vietnamese writes with diacritics (read from the content): its city is searched in every
 * edition, as that edition writes it.
 */
const OFFICE_ID = loadContent(undefined, 'vi').offices.offices.find((office) => withoutDiacritics(office.city) !== office.city.toLowerCase())!.id;
/** The words of a text as the browser's own dictionary splits it (Chinese has no spaces). */
const words = (text: string, lang: Language) => [...new Intl.Segmenter(lang.hreflang, { granularity: 'word' }).segment(text)].filter((s) => s.isWordLike).map((s) => s.segment);

/** Searches `query` on the edition's search page and returns the addresses of the results, best first. */
async function search(page: Page, lang: Language, query: string): Promise<string[]> {
  const texts = content(lang).texts.search;
  await page.goto(`${at(lang, '/search')}?${new URLSearchParams({ q: query })}`);
  const results = page.getByRole('list', { name: texts.resultsLabel });
  await expect(results).toBeVisible();
  await expect(page.getByRole('status')).not.toHaveText(texts.loading);
  return results.getByRole('heading').getByRole('link').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}

for (const lang of LANGUAGES) {
  test.describe(`${lang.name}: the site search`, () => {
    const c = content(lang);
    const page = (route: string) => c.pages.pages.find((p) => p.route === route)!;

    test('finds a page by its heading, an article by its title and the office by its city, never a page of another edition @responsive', async ({ page: browser }) => {
      test.setTimeout(60_000);
      const others = LANGUAGES.filter((other) => other !== lang && other.prefix);
      const ownPage = (path: string) => (lang.prefix ? path === lang.prefix || path.startsWith(`${lang.prefix}/`) : !others.some((o) => path === o.prefix || path.startsWith(`${o.prefix}/`)));
      // The heading of a service page: that page first.
      const service = page('/services/dfm-cad');
      const byHeading = await search(browser, lang, service.heading);
      expect(byHeading[0], service.heading).toBe(at(lang, '/services/dfm-cad'));
      // An article of the site's own by its title.
      const article = sortNewest(c.news.filter((a) => !a.slug.startsWith('generated-')))[0]!;
      expect((await search(browser, lang, article.title)).slice(0, 3)).toContain(at(lang, `/news-and-events/${article.slug}`));
      // An office's city, as the edition writes it: the contact page, which lists the offices.
      const city = c.offices.offices.find((office) => office.id === OFFICE_ID)!.city;
      const byCity = await search(browser, lang, city);
      expect(byCity.slice(0, 3), city).toContain(at(lang, '/contact'));
      for (const found of [...byHeading, ...byCity]) expect(ownPage(found), found).toBe(true);
      await expect(browser.getByRole('list', { name: c.texts.search.resultsLabel }).locator('mark').first()).toBeVisible();
      await expectNoAxeViolations(browser);
    });

    if (lang.code === 'vi') {
      test('finds the same pages typed without diacritics', async ({ page: browser }) => {
        const city = c.offices.offices.find((office) => office.id === OFFICE_ID)!.city;
        expect(withoutDiacritics(city)).not.toBe(city.toLowerCase());
        const texts = c.texts.search;
        const counted = async (query: string) => {
          const found = await search(browser, lang, query);
          const pattern = new RegExp(`^${escapeRegExp(fillTemplate(texts.resultsMany, { count: '__', query })).replace('__', '(\\d+)')}$`);
          await expect(browser.getByRole('status')).toHaveText(pattern);
          return { found, total: Number(pattern.exec((await browser.getByRole('status').textContent()) ?? '')![1]) };
        };
        const withMarks = await counted(city);
        const without = await counted(withoutDiacritics(city));
        expect(without.found.slice(0, 3)).toContain(at(lang, '/contact'));
        // As many pages either way.
        expect(without.total).toBe(withMarks.total);
      });
    }

    if (lang.lineBreak === 'phrases') {
      test('finds Chinese words inside sentences, however the words are split', async ({ page: browser }) => {
        // The supply-chain page's heading without its last word: a word that is no word of its own to the browser's
        // dictionary ("供应|链"), found inside the page's sentences.
        const heading = page('/services/supply-chain').heading;
        const parts = words(heading, lang);
        expect(parts.length).toBeGreaterThan(1);
        const query = heading.slice(0, heading.lastIndexOf(parts.at(-1)!));
        expect((await search(browser, lang, query))[0], query).toBe(at(lang, '/services/supply-chain'));
        // The office's city, one word: the articles whose title holds it come first.
        const city = words(c.offices.offices.find((office) => office.id === OFFICE_ID)!.city, lang).sort((a, b) => b.length - a.length)[0]!;
        const first = (await search(browser, lang, city))[0]!;
        const titled = c.news.filter((a) => a.title.includes(city)).map((a) => at(lang, `/news-and-events/${a.slug}`));
        expect(titled.length).toBeGreaterThan(0);
        expect(titled, city).toContain(first);
      });
    }
  });
}

test.describe('the way to the search', () => {
  test('the header leads to the search page, which says how many pages it found, politely @responsive', async ({ page }) => {
    const texts = loadContent().texts.search;
    await page.goto('/contact');
    await page.getByRole('link', { name: texts.headerLink }).click();
    await expect(page).toHaveURL(/\/search$/);
    const box = page.getByRole('searchbox', { name: texts.label });
    await expect(box).toBeFocused();
    await expect(page.getByRole('status')).toHaveText(texts.prompt);
    const query = loadContent().pages.pages.find((p) => p.route === '/services/dfm-cad')!.heading;
    await box.fill(query);
    // The count as the search page says it (all results, of which the page shows the best), then the results.
    await expect(page.getByRole('status')).toHaveText(new RegExp(`^${escapeRegExp(fillTemplate(texts.resultsMany, { count: '__', query })).replace('__', '\\d+')}$`));
    await expect(page.getByRole('list', { name: texts.resultsLabel }).getByRole('listitem').first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(query).replace(/%20/g, '(\\+|%20)')}$`));
  });

  test('shows the best ten results first, and ten more at a time', async ({ page }) => {
    const c = loadContent();
    const texts = c.texts.search;
    // The company's name: on many of its pages.
    const query = c.texts.site.shortName;
    await page.goto(`/search?${new URLSearchParams({ q: query })}`);
    const pattern = new RegExp(`^${escapeRegExp(fillTemplate(texts.resultsMany, { count: '__', query })).replace('__', '(\\d+)')}$`);
    await expect(page.getByRole('status')).toHaveText(pattern);
    const total = Number(pattern.exec((await page.getByRole('status').textContent()) ?? '')![1]);
    expect(total, `pages that name ${query}`).toBeGreaterThan(10);
    const items = page.getByRole('list', { name: texts.resultsLabel }).getByRole('listitem');
    await expect(items).toHaveCount(10);
    await page.getByRole('button', { name: texts.more }).click();
    await expect(items).toHaveCount(Math.min(20, total));
    await expect(page.getByRole('button', { name: texts.more })).toHaveCount(total > 20 ? 1 : 0);
  });

  test('"/" and Ctrl+K go to the search box from any page; "/" typed in a field stays a character', async ({ page }) => {
    const texts = loadContent().texts.search;
    await page.goto('/about-us');
    await expect(page.locator('html')).toHaveAttribute('data-search-shortcut', '');
    await page.keyboard.press('/');
    await expect(page).toHaveURL(/\/search$/);
    const box = page.getByRole('searchbox', { name: texts.label });
    await expect(box).toBeFocused();
    await box.pressSequentially('a/b');
    await expect(box).toHaveValue('a/b');
    // Escape empties the box, as a search box does, and the page asks again.
    await page.keyboard.press('Escape');
    await expect(box).toHaveValue('');
    await expect(page.getByRole('status')).toHaveText(texts.prompt);
    await expect(page).toHaveURL(/\/search$/);
    await page.getByRole('link', { name: texts.headerLink }).focus();
    await page.keyboard.press('Control+k');
    await expect(box).toBeFocused();
  });

  test('nothing of the search is fetched until the visitor searches', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/_next/static/search/')) fetched.push(request.url());
    });
    await page.goto('/');
    await page.goto('/contact');
    await page.goto('/search');
    await expect(page.getByRole('status')).toHaveText(loadContent().texts.search.prompt);
    expect(fetched).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header’s link and the search page’s form reach the search page with the query', async ({ page }) => {
    const texts = loadContent().texts.search;
    await page.goto('/');
    await page.getByRole('link', { name: texts.headerLink }).click();
    await expect(page).toHaveURL(/\/search$/);
    const query = loadContent().pages.pages.find((p) => p.route === '/services/supply-chain')!.heading;
    await page.getByRole('searchbox', { name: texts.label }).fill(query);
    await page.getByRole('button', { name: texts.submit }).click();
    await expect(page).toHaveURL(`/search?${new URLSearchParams({ q: query })}`);
  });
});
