import { readFileSync } from 'node:fs';
import { contentLanguages, fallbackTexts, loadContent } from '../lib/content/load';
import type { Language } from '../lib/i18n/languages.mjs';
import { withPrefix } from '../lib/i18n/path';
import { fillTemplate } from '../lib/i18n/template';
import { expect, test } from './fixtures';
import { waitForHydration } from './support/hydration';

/*
 * Publish first, translate later: an article written in fewer languages than the site is published in those
 * alone, and a translation that lacks a text shows the English one, marked as English. The test content has
 * both (e2e/fixtures/content/news/): an article written in English only, and a translation without its summary.
 */

const LANGUAGES = contentLanguages();
const DEFAULT = LANGUAGES[0]!;
const EDITIONS = LANGUAGES.slice(1);
const news = (lang: Language) => loadContent(undefined, lang.code).news;
const articleRoute = (slug: string) => `/news-and-events/${slug}`;

/** An article of the default language that an edition has not translated yet, and that edition. */
const untranslated = EDITIONS.flatMap((lang) => news(DEFAULT).filter((a) => !news(lang).some((t) => t.slug === a.slug)).map((article) => ({ lang, article })))[0]!;
/** A translated article whose summary is the English one, standing in for the translation's. */
const withFallback = EDITIONS.flatMap((lang) => news(lang).filter((a) => fallbackTexts(undefined, lang.code).has(a.summary)).map((article) => ({ lang, article })))[0]!;

test('an article not yet translated is published in English only: no page, card or feed item in the edition', () => {
  const { lang, article } = untranslated;
  expect(readFileSync(`out${articleRoute(article.slug)}.html`, 'utf8')).toContain(article.title);
  const edition = (file: string) => readFileSync(`out${withPrefix(lang.prefix, file)}`, 'utf8');
  expect(() => edition(`${articleRoute(article.slug)}.html`)).toThrow();
  expect(edition('/news-and-events.html')).not.toContain(article.title);
  expect(edition('/news-and-events/feed.xml')).not.toContain(articleRoute(article.slug));
  expect(readFileSync('out/news-and-events/feed.xml', 'utf8')).toContain(articleRoute(article.slug));
});

test('its page’s language list leads to the edition’s news list, where the article is not yet', async ({ page }) => {
  const { lang, article } = untranslated;
  await page.goto(articleRoute(article.slug));
  const ui = loadContent(undefined, DEFAULT.code).texts.shared.nav;
  await page.getByLabel(fillTemplate(ui.languageButton, { name: DEFAULT.name }), { exact: true }).click();
  const link = page.getByRole('list', { name: ui.languages }).getByRole('link', { name: lang.name });
  await expect(link).toHaveAttribute('href', withPrefix(lang.prefix, '/news-and-events'));
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${withPrefix(lang.prefix, '/news-and-events')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

/** An article of the default language that an edition has translated, and that edition. */
const translated = EDITIONS.flatMap((lang) => news(DEFAULT).filter((a) => news(lang).some((t) => t.slug === a.slug)).map((article) => ({ lang, article })))[0]!;

test('a translated article’s language list leads to its translation, named by the page’s own alternates, not by a list every page carries', async ({ page }) => {
  const { lang, article } = translated;
  await page.goto(articleRoute(article.slug));
  // The page's own address in that language is the scripts' work: a click before they run follows the HTML's link,
  // to the edition's news list (the test above).
  await waitForHydration(page, 'header nav');
  const ui = loadContent(undefined, DEFAULT.code).texts.shared.nav;
  await page.getByLabel(fillTemplate(ui.languageButton, { name: DEFAULT.name }), { exact: true }).click();
  const link = page.getByRole('list', { name: ui.languages }).getByRole('link', { name: lang.name });
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${withPrefix(lang.prefix, articleRoute(article.slug))}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(news(lang).find((t) => t.slug === article.slug)!.title);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an article’s language list leads to each edition’s news list, which every edition has', async ({ page }) => {
    const { lang, article } = translated;
    await page.goto(articleRoute(article.slug));
    const ui = loadContent(undefined, DEFAULT.code).texts.shared.nav;
    const link = page.getByRole('list', { name: ui.languages, includeHidden: true }).getByRole('link', { name: lang.name, includeHidden: true });
    await expect(link).toHaveAttribute('href', withPrefix(lang.prefix, '/news-and-events'));
  });
});

test('a text the translation lacks shows in English, marked lang so it is read as English, on the article page and its card', async ({ page }) => {
  const { lang, article } = withFallback;
  await page.goto(withPrefix(lang.prefix, articleRoute(article.slug)));
  await expect(page.locator('html')).toHaveAttribute('lang', lang.hreflang);
  const summary = page.getByText(article.summary, { exact: true });
  await expect(summary).toHaveAttribute('lang', DEFAULT.hreflang);
  // The translated title beside it stays in the page's language.
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang', DEFAULT.hreflang);
  const list = readFileSync(`out${withPrefix(lang.prefix, '/news-and-events.html')}`, 'utf8');
  expect(list).toMatch(new RegExp(`<p lang="${DEFAULT.hreflang}"[^>]*>${article.summary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</p>`));
});
