import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { newsArticles, newsSettings, newsUi } from '../lib/news/content';
import { pages } from '../lib/content/pages';
import { site } from '../lib/site/content';
import type { NewsArticle } from '../lib/news/schema';
import { NEWS_CATEGORIES, articlePath, listPagePath, resultsLabel, sortNewest, splitParagraphs } from '../lib/news/news';
import { articlesByLanguage } from '../lib/news/editions';
import { loadContent } from '../lib/content/load';
import { fillTemplate } from '../lib/i18n/template';
import { dateTimeOf } from '../lib/seo/jsonld';
import { withoutDiacritics } from './support/typing';
import { expect, expectNoAxeViolations, isInert, test } from './fixtures';
import { waitForHydration } from './support/hydration';
import { fixtureFiles } from './support/test-content.mjs';
import { WORDS } from '../scripts/generate-articles.mjs';
import { escapeRegExp } from '../lib/text/escape-regexp.mjs';

/** A test that checks several behaviours in one visit, instead of one visit each, gets their time budgets together. */
const JOINED_TIMEOUT = 60_000;

const LIST = '/news-and-events';
/** Every article of the test build, newest first (ties: the higher id first). */
const byNewest = [...newsArticles].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
/** What the first page of the list holds. */
const firstPage = (articles: readonly NewsArticle[]) => articles.slice(0, newsSettings.pageSize);
/**
 * The list's rule, written out here: a case-insensitive match in the title or the summary, within a category; a
 * search typed without diacritics also matches the texts that have them.
 */
const matchingIn = <T extends Pick<NewsArticle, 'title' | 'summary' | 'category'>>(articles: readonly T[], search: string, category = 'All') => {
  const needle = search.trim().toLowerCase();
  const plain = withoutDiacritics(needle) === needle;
  return articles.filter((a) => {
    const text = `${a.title}\n${a.summary}`.toLowerCase();
    return (category === 'All' || a.category === category) && (plain ? withoutDiacritics(text) : text).includes(needle);
  });
};
const matching = (search: string, category = 'All') => matchingIn(byNewest, search, category);
const titles = (articles: readonly Pick<NewsArticle, 'title'>[]) => articles.map((a) => a.title);
/** "tItLe" style: proves the search ignores case. */
const mixedCase = (text: string) => [...text].map((c, i) => (i % 2 ? c.toLowerCase() : c.toUpperCase())).join('');

/**
 * The article the test build adds as a plain Markdown file (e2e/fixtures/content/news/): it must reach the
 * list and get its own page like any article an editor writes.
 */
const addedFile = fixtureFiles().find((file) => /^news\/[^/]+\.md$/.test(file));
const added = newsArticles.find((a) => `news/${a.slug}.md` === addedFile);
function addedArticle(): NewsArticle {
  expect(added, `the test build has the article of e2e/fixtures/content/${addedFile}`).toBeDefined();
  return added!;
}

/** Opens the list (with an optional query) and waits until the loading state has given way to the live list. */
async function openList(page: Page, query = '') {
  await page.goto(`${LIST}${query}`);
  await expect(loading(page)).toHaveCount(0);
  await expect(busyList(page)).toHaveCount(0);
  await expect(search(page)).toBeVisible();
}

/** Fake timers, paused: the page's timers only run when the test advances the clock. */
async function pauseClock(page: Page) {
  const start = new Date('2025-06-02T08:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const cardTitles = (page: Page) => cards(page).getByRole('heading', { level: 3 });
const categoryButton = (page: Page, name: string) =>
  page.getByRole('group', { name: newsUi.filterLabel }).getByRole('button', { name, exact: true });
const search = (page: Page) => page.getByRole('searchbox', { name: newsUi.searchLabel });
const results = (page: Page, count: number) => page.getByText(resultsLabel(count, newsUi), { exact: true });
const empty = (page: Page) => page.getByText(newsUi.empty, { exact: true });
const loading = (page: Page) => page.getByRole('status').filter({ hasText: newsUi.loading });
const readMore = (page: Page, article: NewsArticle) =>
  cards(page).filter({ hasText: article.title }).getByRole('button', { name: newsUi.readMore });
/** The list while it loads: shown under the loading state, but inert (out of reach) and marked busy. */
const busyList = (page: Page) => page.locator('[inert][aria-busy="true"]');
/** Where the search box and the first card are on the page, whatever its scroll (nothing may move when the list comes alive). */
const boxes = (page: Page) =>
  Promise.all(
    [search(page), cards(page).first()].map((element) =>
      element.evaluate((el) => {
        const { x, y, width, height } = el.getBoundingClientRect();
        return { x: x + window.scrollX, y: y + window.scrollY, width, height };
      }),
    ),
  );

/** Nothing in the list takes the keyboard focus: Shift+Tab from the feed link, just below the list, passes over it. */
async function expectListOutOfTabOrder(page: Page) {
  const feed = page.getByRole('link', { name: newsUi.feedLink });
  await feed.focus();
  await expect(feed).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(feed).not.toBeFocused();
  await expect(page.getByRole('region', { name: newsUi.listHeading }).locator(':focus')).toHaveCount(0);
}

test.describe('news list', () => {
  test('shows the first page of articles under its loading state from the first frame, before the page’s scripts have arrived, out of reach, and not the rest', async ({ page }) => {
    await page.route('**/_next/static/chunks/*.js', () => {});
    await page.goto(LIST, { waitUntil: 'commit' });
    await expect(loading(page)).toBeVisible();
    // The page's largest content paints from its HTML: the first page as the list will show it, newest first
    // (the rest of the articles only for readers without JavaScript).
    await expect(cardTitles(page)).toHaveText(titles(firstPage(byNewest)));
    // The controls are in place, so nothing moves when they come alive; until then neither they nor the cards
    // can be reached.
    await expect(search(page)).toBeVisible();
    await expect(busyList(page).getByRole('heading', { level: 3 })).toHaveText(titles(firstPage(byNewest)));
    await expect(busyList(page).getByRole('searchbox', { name: newsUi.searchLabel })).toHaveCount(1);
    await expectListOutOfTabOrder(page);
    await expectNoAxeViolations(page);
  });

  test('shows the loading state with a spinner for 0.8 s, then the articles newest first, the one added as a file among them', async ({ page }) => {
    const article = addedArticle();
    await pauseClock(page);
    await page.goto(LIST);
    await expect(loading(page)).toBeVisible();
    await expect(busyList(page).getByRole('heading', { level: 3 })).toHaveText(titles(firstPage(byNewest)));
    // The page shows the loading state from its first frame; the 0.8 s count from when the list is interactive.
    await waitForHydration(page, 'main [role="status"]');
    const loadingBoxes = await boxes(page);
    await page.clock.runFor(newsSettings.loadingDelay - 10);
    await expect(loading(page)).toBeVisible();
    await expect(busyList(page)).toHaveCount(1);
    await expectListOutOfTabOrder(page);
    await page.clock.runFor(20);
    await expect(loading(page)).toHaveCount(0);
    await expect(busyList(page)).toHaveCount(0);
    await expect(search(page)).toBeEditable();
    await expect(cardTitles(page)).toHaveText(titles(firstPage(byNewest)));
    expect(await boxes(page)).toEqual(loadingBoxes);
    await expect(results(page, byNewest.length)).toBeVisible();
    await expect(cards(page).filter({ hasText: article.title })).toHaveCount(1);
    await page.clock.resume();
    // Page buttons only when there are more articles than one page holds.
    const paginated = byNewest.length > newsSettings.pageSize;
    await expect(page.getByRole('navigation', { name: newsUi.paginationLabel })).toHaveCount(paginated ? 1 : 0);
  });

  test('the category filter offers "All" and each category, and shows only that category', async ({ page }) => {
    await openList(page);
    await expect(page.getByRole('group', { name: newsUi.filterLabel }).getByRole('button')).toHaveText([newsUi.all, ...NEWS_CATEGORIES]);
    await expect(categoryButton(page, newsUi.all)).toHaveAttribute('aria-pressed', 'true');
    for (const category of NEWS_CATEGORIES) {
      await categoryButton(page, category).click();
      await expect(categoryButton(page, category)).toHaveAttribute('aria-pressed', 'true');
      await expect(categoryButton(page, newsUi.all)).toHaveAttribute('aria-pressed', 'false');
      const expected = byNewest.filter((a) => a.category === category);
      await expect(cardTitles(page)).toHaveText(titles(firstPage(expected)));
      await expect(results(page, expected.length)).toBeVisible();
      if (expected.length) await expect(cards(page).first()).toContainText(category);
    }
    await categoryButton(page, newsUi.all).click();
    await expect(cardTitles(page)).toHaveText(titles(firstPage(byNewest)));
  });

  test('search matches title or summary in any case, combines with the category, and not the full text', async ({ page }) => {
    test.setTimeout(JOINED_TIMEOUT);
    const article = addedArticle();
    const otherCategory = NEWS_CATEGORIES.find((c) => c !== article.category)!;
    await openList(page);

    // The title, typed in capitals.
    await search(page).fill(article.title.toUpperCase());
    expect(matching(article.title)).toContain(article);
    await expect(cardTitles(page)).toHaveText(titles(matching(article.title)));
    await expect(results(page, matching(article.title).length)).toBeVisible();
    // The summary, in mixed case.
    await search(page).fill(mixedCase(article.summary));
    await expect(cardTitles(page)).toHaveText(titles(matching(article.summary)));
    // Combined with a category: the article's own keeps it, another one does not.
    await categoryButton(page, article.category).click();
    await expect(cardTitles(page)).toHaveText(titles(matching(article.summary, article.category)));
    await categoryButton(page, otherCategory).click();
    await expect(empty(page)).toBeVisible();
    await expect(search(page)).toHaveValue(mixedCase(article.summary));
    await search(page).fill('');
    await expect(cardTitles(page)).toHaveText(titles(firstPage(matching('', otherCategory))));
    await expect(empty(page)).toHaveCount(0);

    // A paragraph of the article's text is not searched: nothing matches, and the list says so.
    await categoryButton(page, newsUi.all).click();
    const paragraph = splitParagraphs(article.content)[0]!;
    expect(matching(paragraph)).toEqual([]);
    await search(page).fill(paragraph);
    await expect(empty(page)).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(results(page, 0)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('category and search live in the URL: reload and Back restore them, unknown values fall back', async ({ page }) => {
    test.setTimeout(JOINED_TIMEOUT);
    const article = addedArticle();
    const term = article.title.toLowerCase();
    const otherCategory = NEWS_CATEGORIES.find((c) => c !== article.category)!;
    const query = (category: string) => `?${new URLSearchParams({ category, q: term })}`;
    await openList(page);
    await categoryButton(page, article.category).click();
    await expect(page).toHaveURL(new RegExp(`${LIST}${escapeRegExp(`?${new URLSearchParams({ category: article.category })}`)}$`));
    await search(page).fill(term);
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(query(article.category))}$`));
    const expected = titles(matching(term, article.category));
    await expect(cardTitles(page)).toHaveText(expected);

    await page.reload();
    await expect(search(page)).toHaveValue(term);
    await expect(categoryButton(page, article.category)).toHaveAttribute('aria-pressed', 'true');
    await expect(cardTitles(page)).toHaveText(expected);

    await categoryButton(page, otherCategory).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(query(otherCategory))}$`));
    await expect(empty(page)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(query(article.category))}$`));
    await expect(categoryButton(page, article.category)).toHaveAttribute('aria-pressed', 'true');
    await expect(cardTitles(page)).toHaveText(expected);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${LIST}$`));
    await expect(categoryButton(page, newsUi.all)).toHaveAttribute('aria-pressed', 'true');
    await expect(cardTitles(page)).toHaveText(titles(firstPage(byNewest)));
    await expect(search(page)).toHaveValue('');

    // An unknown category falls back to All, a page past the end to the last page.
    const lastPage = Math.max(1, Math.ceil(byNewest.length / newsSettings.pageSize));
    await openList(page, `?category=Sports&page=${lastPage + 1}`);
    await expect(categoryButton(page, newsUi.all)).toHaveAttribute('aria-pressed', 'true');
    await expect(cardTitles(page)).toHaveText(titles(byNewest.slice((lastPage - 1) * newsSettings.pageSize)));
  });
});

/** The archive's files the list page fetched (lib/news/archive.ts): its index and articles' texts, by address. */
function archiveRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\/news-and-events\/data\//.test(pathname)) urls.push(pathname);
  });
  return {
    urls,
    index: () => urls.filter((url) => /\/data\/index\.[0-9a-f]+\.json$/.test(url)),
    bodyOf: (article: NewsArticle) => urls.filter((url) => url.includes(`/data/${article.slug}.`)),
  };
}

const pageButton = (page: Page, n: number) =>
  page.getByRole('navigation', { name: newsUi.paginationLabel }).getByRole('button', { name: fillTemplate(newsUi.pageLabel, { number: n }), exact: true });
const lastPageOf = (articles: readonly unknown[]) => Math.ceil(articles.length / newsSettings.pageSize);
const pageOf = <T,>(articles: readonly T[], n: number) => articles.slice((n - 1) * newsSettings.pageSize, n * newsSettings.pageSize);

test.describe('the whole archive', () => {
  test('the list page carries one page of cards; the archive comes when the visitor reaches for the pages, and pages, Back and the URL work over it @responsive', async ({ page }) => {
    test.setTimeout(JOINED_TIMEOUT);
    const last = lastPageOf(byNewest);
    expect(last, 'the test build has several pages of articles').toBeGreaterThan(2);
    const html = readFileSync(`out${LIST}.html`, 'utf8');
    expect(html.match(/<article[\s>]/g)).toHaveLength(newsSettings.pageSize);
    for (const later of byNewest.slice(newsSettings.pageSize)) expect(html).not.toContain(later.summary);

    const requests = archiveRequests(page);
    await openList(page);
    expect(requests.urls).toEqual([]);
    await pageButton(page, 2).hover();
    await expect.poll(() => requests.index().length).toBe(1);
    await pageButton(page, 2).click();
    await expect(page).toHaveURL(new RegExp(`${LIST}\\?page=2$`));
    await expect(cardTitles(page)).toHaveText(titles(pageOf(byNewest, 2)));
    await pageButton(page, last).click();
    await expect(page).toHaveURL(new RegExp(`${LIST}\\?page=${last}$`));
    await expect(cardTitles(page)).toHaveText(titles(pageOf(byNewest, last)));
    await expect(page.getByRole('navigation', { name: newsUi.paginationLabel }).getByRole('button', { name: newsUi.next })).toBeDisabled();
    await page.goBack();
    await expect(cardTitles(page)).toHaveText(titles(pageOf(byNewest, 2)));
    await expect(pageButton(page, 2)).toHaveAttribute('aria-current', 'page');
    expect(requests.index(), 'the archive once for the page view').toHaveLength(1);
    await page.reload();
    await expect(cardTitles(page)).toHaveText(titles(pageOf(byNewest, 2)));
    expect(requests.urls.filter((url) => !requests.index().includes(url)), 'no article’s text before its window opens').toEqual([]);

    // An article of a later page opens as one of the first: its text fetched as its window opens, not before.
    await pageButton(page, last).click();
    const article = pageOf(byNewest, last).at(-1)!;
    await expect(readMore(page, article)).toBeVisible();
    expect(requests.bodyOf(article)).toEqual([]);
    await readMore(page, article).click();
    const dialog = page.getByRole('dialog', { name: article.title });
    await expect(dialog.getByText(splitParagraphs(article.content)[0]!)).toBeVisible();
    await expect(dialog.getByText(fillTemplate(newsUi.by, { author: article.author }))).toBeVisible();
    expect(requests.bodyOf(article)).toHaveLength(1);
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expectNoAxeViolations(page);
  });

  test('a later page’s own address starts on that page, and the next change moves to the list’s address', async ({ page }) => {
    const n = lastPageOf(byNewest) - 1;
    await page.goto(listPagePath(n));
    await expect(loading(page)).toHaveCount(0);
    await expect(busyList(page)).toHaveCount(0);
    await expect(cardTitles(page)).toHaveText(titles(pageOf(byNewest, n)));
    await expect(pageButton(page, n)).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle(`${fillTemplate(newsUi.listPageTitle, { title: pages[LIST].title, number: n })} | ${site.name}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}${listPagePath(n)}`);
    await page.getByRole('navigation', { name: newsUi.paginationLabel }).getByRole('button', { name: newsUi.next }).click();
    await expect(page).toHaveURL(new RegExp(`${LIST}\\?page=${n + 1}$`));
    await expect(cardTitles(page)).toHaveText(titles(pageOf(byNewest, n + 1)));
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(listPagePath(n))}$`));
    await expect(cardTitles(page)).toHaveText(titles(pageOf(byNewest, n)));
  });

  test('in Vietnamese, the search finds the archive’s texts typed with or without diacritics', async ({ page }) => {
    const vi = articlesByLanguage().find(({ language }) => language.code === 'vi')!;
    const newest = sortNewest(vi.articles);
    const texts = loadContent(undefined, 'vi').texts.news;
    // A place written with diacritics in several of the generated articles, typed without them.
    const place = WORDS.vi.places[0]!;
    const withMarks = matchingIn(newest, place);
    const plain = withoutDiacritics(place);
    expect(plain).not.toBe(place.toLowerCase());
    expect(withMarks.length, `Vietnamese articles that name ${place}`).toBeGreaterThan(newsSettings.pageSize);
    await page.goto(`${vi.language.prefix}${LIST}`);
    const box = page.getByRole('searchbox', { name: texts.searchLabel });
    await expect(box).toBeEditable();
    await expect(page.getByRole('status').filter({ hasText: texts.loading })).toHaveCount(0);
    await box.fill(plain);
    await expect(page.getByText(resultsLabel(matchingIn(newest, plain).length, texts), { exact: true })).toBeVisible();
    await expect(cardTitles(page)).toHaveText(titles(pageOf(matchingIn(newest, plain), 1)));
    await box.fill(place);
    await expect(page.getByText(resultsLabel(withMarks.length, texts), { exact: true })).toBeVisible();
    await expect(cardTitles(page)).toHaveText(titles(pageOf(withMarks, 1)));
    await page.getByRole('navigation', { name: texts.paginationLabel }).getByRole('button', { name: texts.next }).click();
    await expect(cardTitles(page)).toHaveText(titles(pageOf(withMarks, 2)));
  });
});

test.describe('an article whose text cannot be fetched', () => {
  test.use({ allowedErrors: [/\/news-and-events\/data\/[^/]+\.json$|Failed to load resource/] });

  test('opens its own page instead', async ({ page }) => {
    const article = byNewest[2]!;
    await page.route(`**/news-and-events/data/${article.slug}.*.json`, (route) => route.abort('failed'));
    await openList(page);
    await readMore(page, article).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(articlePath(article.slug))}$`));
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  });
});

test.describe('article modal', () => {
  test('"Read More" opens the article in a modal that holds focus; Escape, the close button and the backdrop close it, focus returns', async ({ page }) => {
    test.setTimeout(JOINED_TIMEOUT);
    await openList(page);
    const article = byNewest[1]!;
    await readMore(page, article).click();
    const dialog = page.getByRole('dialog', { name: article.title });
    await expect(dialog).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/(^|\s)modal-open(\s|$)/);
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    // The page behind is out of reach of the keyboard, the pointer and screen readers.
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    for (const behind of [page.locator('header').first(), page.getByRole('main'), page.locator('footer').last()]) {
      expect(await isInert(behind)).toBe(true);
    }
    await expect(dialog.getByText(fillTemplate(newsUi.by, { author: article.author }))).toBeVisible();
    await expect(dialog.getByText(splitParagraphs(article.content)[1]!)).toBeVisible();
    const link = dialog.getByRole('link', { name: newsUi.readFullArticle });
    await expect(link).toHaveAttribute('href', articlePath(article.slug));
    // Checked once faded in: a half-transparent dialog fails colour contrast.
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expectNoAxeViolations(page);

    // Focus is trapped between the close button and the article link.
    const close = dialog.getByRole('button', { name: newsUi.close });
    await expect(close).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(link).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('body')).not.toHaveClass(/modal-open/);
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
    await expect(readMore(page, article)).toBeFocused();

    // A click inside the dialog keeps it; the close button closes it.
    await readMore(page, article).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('heading', { name: article.title }).click();
    await expect(dialog).toBeVisible();
    await close.click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('body')).not.toHaveClass(/modal-open/);
    expect(await isInert(readMore(page, article))).toBe(false);
    await expect(readMore(page, article)).toBeFocused();

    // Escape closes it wherever focus is, also after a click on its text.
    await readMore(page, article).click();
    await expect(dialog).toBeVisible();
    await dialog.getByText(splitParagraphs(article.content)[0]!).click();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('body')).not.toHaveClass(/modal-open/);
    await expect(readMore(page, article)).toBeFocused();

    // So does a click on the backdrop.
    await readMore(page, article).click();
    await expect(dialog).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/modal-open/);
    await page.mouse.click(4, 4);
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('body')).not.toHaveClass(/modal-open/);
    await expect(readMore(page, article)).toBeFocused();
  });
});

test.describe('article pages', () => {
  test('the article added as a file leads from its card to its own page, with its text, details and metadata', async ({ page }) => {
    test.setTimeout(JOINED_TIMEOUT);
    const article = addedArticle();
    await openList(page);
    await readMore(page, article).click();
    await page.getByRole('dialog').getByRole('link', { name: newsUi.readFullArticle }).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(articlePath(article.slug))}$`));
    await expect(page.locator('body')).not.toHaveClass(/modal-open/);

    await expect(page).toHaveTitle(`${article.title} | ${site.name}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await expect(main.locator('article > div p')).toHaveText(splitParagraphs(article.content));
    await expect(main.getByText(`${newsUi.category} ${article.category}`, { exact: true })).toBeVisible();
    await expect(main.locator(`time[datetime="${article.date}"]`)).toBeVisible();
    await expect(main.getByText(fillTemplate(newsUi.by, { author: article.author }))).toBeVisible();
    const image = main.locator(`img[src="${article.image}"]`);
    await expect(image).toHaveAttribute('width', String(newsSettings.imageSize.width));
    await expect(image).toHaveAttribute('height', String(newsSettings.imageSize.height));
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}${articlePath(article.slug)}`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', article.summary);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const ld = jsonLd.map((t) => JSON.parse(t) as Record<string, unknown>).find((d) => d['@type'] === 'NewsArticle');
    expect(ld).toMatchObject({ headline: article.title, datePublished: dateTimeOf(article.date), articleSection: article.category });
    // Article pages are not among the site's fixed routes, which the route checks run axe on.
    await expectNoAxeViolations(page);

    await main.getByRole('link', { name: newsUi.backToNews }).click();
    await expect(page).toHaveURL(new RegExp(`${LIST}$`));
    await expect(search(page)).toBeVisible();
  });

  test('every article has its pre-rendered page, and the RSS feed, linked from the list page, lists them newest first', async ({ request }) => {
    const decode = (html: string) =>
      html.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    for (const article of newsArticles) {
      const html = decode(readFileSync(`out${articlePath(article.slug)}.html`, 'utf8'));
      expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1], article.slug).toBe(article.title);
      for (const paragraph of splitParagraphs(article.content)) expect(html, article.slug).toContain(`<p>${paragraph}</p>`);
    }

    const listHead = decode(readFileSync(`out${LIST}.html`, 'utf8'));
    const alternate = /<link[^>]*type="application\/rss\+xml"[^>]*>/.exec(listHead)?.[0] ?? '';
    expect(alternate).toContain(`href="${site.url}${newsSettings.feedPath}"`);
    expect(alternate).toContain(`title="${newsUi.feedTitle}"`);

    const response = await request.get(newsSettings.feedPath);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<rss version="2.0"/);
    const links = [...xml.matchAll(/<item>\s*<title>[^<]*<\/title>\s*<link>([^<]+)<\/link>/g)].map((m) => m[1]);
    // The newest articles only, as many as the content says; the list and the sitemap keep every article.
    expect(byNewest.length, 'the test build has more articles than the feed holds').toBeGreaterThan(newsUi.feedSize);
    expect(links).toEqual(byNewest.slice(0, newsUi.feedSize).map((a) => `${site.url}${articlePath(a.slug)}`));
  });

  test('an unknown article is a 404', async ({ request }) => {
    expect((await request.get(articlePath('no-such-article'))).status()).toBe(404);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each page of the list holds six cards, and its links lead through every article of the edition, in each edition', async ({ page }) => {
    test.setTimeout(JOINED_TIMEOUT);
    for (const { language, articles } of articlesByLanguage()) {
      const newest = sortNewest(articles);
      const texts = loadContent(undefined, language.code).texts.news;
      const pagesOfList = Math.ceil(newest.length / newsSettings.pageSize);
      await page.goto(`${language.prefix}${LIST}`);
      await expect(page.getByText(texts.loading)).toBeHidden();
      const seen: string[] = [];
      for (let n = 1; n <= pagesOfList; n++) {
        await expect(page).toHaveURL(new RegExp(`${escapeRegExp(`${language.prefix}${listPagePath(n)}`)}$`));
        const shown = newest.slice((n - 1) * newsSettings.pageSize, n * newsSettings.pageSize);
        await expect(cardTitles(page), `${language.code}, page ${n}`).toHaveText(titles(shown));
        for (const article of shown) {
          const card = cards(page).filter({ hasText: article.title });
          await expect(card.getByRole('link', { name: texts.readMore })).toHaveAttribute('href', `${language.prefix}${articlePath(article.slug)}`);
          await expect(card.getByText(article.summary)).toBeVisible();
        }
        seen.push(...shown.map((a) => a.slug));
        const pagination = page.getByRole('navigation', { name: texts.paginationLabel });
        if (pagesOfList === 1) {
          await expect(pagination).toHaveCount(0);
          break;
        }
        await expect(pagination.locator('[aria-current="page"]')).toHaveText(String(n));
        if (n < pagesOfList) await pagination.getByRole('link', { name: texts.next }).click();
        else await expect(pagination.getByRole('link', { name: texts.next })).toHaveCount(0);
      }
      expect(seen).toEqual(newest.map((a) => a.slug));
    }
  });
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the loading spinner does not spin, and the article modal opens and closes without a fade', async ({ page }) => {
    test.setTimeout(JOINED_TIMEOUT);
    await pauseClock(page);
    await page.goto(LIST);
    await expect(loading(page)).toBeVisible();
    await expect(loading(page).locator('span[aria-hidden="true"]')).toHaveCSS('animation-name', 'none');
    await page.clock.runFor(newsSettings.loadingDelay + 10);
    await page.clock.resume();

    const article = byNewest[0]!;
    await readMore(page, article).click();
    const dialog = page.getByRole('dialog', { name: article.title });
    await expect(dialog).toHaveAttribute('data-state', 'open');
    expect(await dialog.evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0);
    await expect(dialog).toHaveCSS('opacity', '1');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(readMore(page, article)).toBeFocused();
  });
});
