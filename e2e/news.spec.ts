import type { Page } from '@playwright/test';
import { newsArticles, newsUi } from '../content/news';
import { NEWS_CATEGORIES } from '../lib/news';
import { expect, expectNoAxeViolations, test } from './fixtures';

const LIST = '/news-and-events';
const EMPTY = 'No news found matching your search criteria.';
const byNewest = [...newsArticles].sort((a, b) => b.date.localeCompare(a.date));

/** Opens the list (with an optional query) and waits until the loading state has given way to the list. */
async function openList(page: Page, query = '') {
  await page.goto(`${LIST}${query}`);
  await expect(page.getByRole('searchbox', { name: 'Search news' })).toBeVisible();
}

/** Fake timers, paused: the page's timers only run when the test advances the clock. */
async function pauseClock(page: Page) {
  const start = new Date('2025-06-02T08:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const cardTitles = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 });
const categoryButton = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name, exact: true });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search news' });

test.describe('news list', () => {
  test('shows "Loading news..." with a spinner for 0.8 s, then the five articles, newest first', async ({ page }) => {
    await pauseClock(page);
    await page.goto(LIST);
    const loading = page.getByRole('status').filter({ hasText: 'Loading news...' });
    await expect(loading).toBeVisible();
    await expect(search(page)).toHaveCount(0);
    await page.clock.runFor(790);
    await expect(loading).toBeVisible();
    await page.clock.runFor(20);
    await expect(search(page)).toBeVisible();
    await expect(loading).toHaveCount(0);
    await expect(cardTitles(page)).toHaveText(byNewest.map((a) => a.title));
    await expect(page.getByText('5 articles')).toBeVisible();
    await page.clock.resume();
    // Five articles fit on one page: no pagination.
    await expect(page.getByRole('navigation', { name: 'News pages' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Previous' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('the category filter shows "All" and each of the five categories', async ({ page }) => {
    await openList(page);
    await expect(page.getByRole('group', { name: 'Filter by category' }).getByRole('button')).toHaveText(['All', ...NEWS_CATEGORIES]);
    await expect(categoryButton(page, 'All')).toHaveAttribute('aria-pressed', 'true');
    for (const category of NEWS_CATEGORIES) {
      await categoryButton(page, category).click();
      await expect(categoryButton(page, category)).toHaveAttribute('aria-pressed', 'true');
      await expect(categoryButton(page, 'All')).toHaveAttribute('aria-pressed', 'false');
      const expected = byNewest.filter((a) => a.category === category);
      await expect(cardTitles(page)).toHaveText(expected.map((a) => a.title));
      await expect(cards(page).first()).toContainText(category);
    }
    await categoryButton(page, 'All').click();
    await expect(cards(page)).toHaveCount(5);
  });

  test('search matches title or summary case-insensitively, combines with the category, and not the full text', async ({ page }) => {
    await openList(page);
    // In titles only (articles 4, 3 and 2), typed in capitals.
    await search(page).fill('SOURCING');
    await expect(cardTitles(page)).toHaveText([
      'APAC Sourcing Roundtable returns to Portland this October',
      'Supplier-quality dashboard now live for every sourcing client',
      'Dual sourcing cuts lead times by five weeks for a US outdoor-gear brand',
    ]);
    await expect(page.getByText('3 articles')).toBeVisible();
    // Combined with a category.
    await categoryButton(page, 'Technology').click();
    await expect(cardTitles(page)).toHaveText(['Supplier-quality dashboard now live for every sourcing client']);
    await expect(page.getByText('1 article', { exact: true })).toBeVisible();
    // In a summary only, mixed case.
    await categoryButton(page, 'All').click();
    await search(page).fill('tArIfFs');
    await expect(cardTitles(page)).toHaveText(['APAC Sourcing Roundtable returns to Portland this October']);
    await search(page).fill('vietnam');
    await expect(cards(page)).toHaveCount(4);
    await categoryButton(page, 'Sourcing').click();
    await expect(cardTitles(page)).toHaveText(['Dual sourcing cuts lead times by five weeks for a US outdoor-gear brand']);
    await expect(search(page)).toHaveValue('vietnam');
  });

  test('shows the empty message when nothing matches', async ({ page }) => {
    await openList(page);
    // "Binh Duong" is only in an article's full text, which the search does not cover.
    await search(page).fill('Binh Duong');
    await expect(page.getByText(EMPTY, { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByText('0 articles')).toBeVisible();
    await expectNoAxeViolations(page);
    // A match in the title, but in another category.
    await search(page).fill('dashboard');
    await expect(cards(page)).toHaveCount(1);
    await categoryButton(page, 'Awards').click();
    await expect(page.getByText(EMPTY, { exact: true })).toBeVisible();
    await search(page).fill('');
    await expect(cardTitles(page)).toHaveText(['Apexbridge Global wins the 2025 Pacific Trade Partnership Award']);
    await expect(page.getByText(EMPTY)).toHaveCount(0);
  });

  test('category and search live in the URL: reload and Back restore them', async ({ page }) => {
    await openList(page);
    await categoryButton(page, 'Sourcing').click();
    await expect(page).toHaveURL(/\/news-and-events\?category=Sourcing$/);
    await search(page).fill('lead times');
    await expect(page).toHaveURL(/\?category=Sourcing&q=lead\+times$/);
    await expect(cards(page)).toHaveCount(1);

    await page.reload();
    await expect(search(page)).toHaveValue('lead times');
    await expect(categoryButton(page, 'Sourcing')).toHaveAttribute('aria-pressed', 'true');
    await expect(cardTitles(page)).toHaveText(['Dual sourcing cuts lead times by five weeks for a US outdoor-gear brand']);

    await categoryButton(page, 'Events').click();
    await expect(page).toHaveURL(/\?category=Events&q=lead\+times$/);
    await expect(page.getByText(EMPTY)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\?category=Sourcing&q=lead\+times$/);
    await expect(categoryButton(page, 'Sourcing')).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(1);
    await page.goBack();
    await expect(page).toHaveURL(/\/news-and-events$/);
    await expect(categoryButton(page, 'All')).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(5);
    await expect(search(page)).toHaveValue('');
  });

  test('an unknown category or page in the URL falls back to the defaults', async ({ page }) => {
    await openList(page, '?category=Sports&page=9');
    await expect(categoryButton(page, 'All')).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(5);
  });
});

test.describe('article modal', () => {
  test('"Read More" opens the article in a modal; Escape closes it and focus returns', async ({ page }) => {
    await openList(page);
    const article = byNewest[1]!;
    const readMore = cards(page).nth(1).getByRole('button', { name: 'Read More' });
    await readMore.click();
    const dialog = page.getByRole('dialog', { name: article.title });
    await expect(dialog).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/(^|\s)modal-open(\s|$)/);
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await expect(dialog.getByText(article.author)).toBeVisible();
    await expect(dialog.getByText(article.content.split('\n\n')[1]!.trim())).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Read the full article' })).toHaveAttribute('href', `/news-and-events/${article.slug}`);
    // Checked once faded in: a half-transparent dialog fails colour contrast.
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expectNoAxeViolations(page);

    // Focus is trapped between the close button and the article link.
    const close = dialog.getByRole('button', { name: 'Close' });
    const link = dialog.getByRole('link', { name: 'Read the full article' });
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
    await expect(readMore).toBeFocused();
  });

  test('the close button and a backdrop click close the modal, and focus returns to "Read More"', async ({ page }) => {
    await openList(page);
    const readMore = cards(page).first().getByRole('button', { name: 'Read More' });
    const dialog = page.getByRole('dialog', { name: byNewest[0]!.title });

    await readMore.click();
    await expect(dialog).toBeVisible();
    // A click inside the dialog does not close it.
    await dialog.getByRole('heading', { name: byNewest[0]!.title }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('body')).not.toHaveClass(/modal-open/);
    await expect(readMore).toBeFocused();

    await readMore.click();
    await expect(dialog).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/modal-open/);
    await page.mouse.click(4, 4);
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('body')).not.toHaveClass(/modal-open/);
    await expect(readMore).toBeFocused();
  });

  test('the modal links to the article page', async ({ page }) => {
    await openList(page);
    const article = byNewest[2]!;
    await cards(page).nth(2).getByRole('button', { name: 'Read More' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Read the full article' }).click();
    await expect(page).toHaveURL(new RegExp(`/news-and-events/${article.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await expect(page.locator('body')).not.toHaveClass(/modal-open/);
  });
});

// Pagination with more articles than one page holds (13 test articles, given to the island as props) is
// tested in components/news/__tests__/news-explorer.test.tsx; the site has fewer than a page of its own.

test.describe('without JavaScript', () => {
  // With JavaScript off, Chromium cancels the preloaded script chunks (reported as failed with "csp").
  test.use({ javaScriptEnabled: false, allowedErrors: [/\/_next\/static\/chunks\/[^/]+\.js$/] });

  test('the list page lists every article with a link to its page', async ({ page }) => {
    await page.goto(LIST);
    await expect(page.getByRole('heading', { level: 1, name: 'News & Events' })).toBeVisible();
    await expect(page.getByText('Loading news...')).toHaveCount(0);
    await expect(cardTitles(page)).toHaveText(byNewest.map((a) => a.title));
    for (const article of byNewest) {
      const card = cards(page).filter({ hasText: article.title });
      await expect(card.getByRole('link', { name: 'Read More' })).toHaveAttribute('href', `/news-and-events/${article.slug}`);
      await expect(card.getByRole('link', { name: article.title })).toHaveAttribute('href', `/news-and-events/${article.slug}`);
      await expect(card.getByText(article.summary)).toBeVisible();
    }
  });
});

test.describe('article pages and feed', () => {
  for (const article of newsArticles) {
    test(`/news-and-events/${article.slug} shows the full article with its metadata`, async ({ page }) => {
      await page.goto(`/news-and-events/${article.slug}`);
      await expect(page).toHaveTitle(`${article.title} | Apexbridge Global`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
      await expect(main.getByText(`Category: ${article.category}`, { exact: true })).toBeVisible();
      await expect(main.locator(`time[datetime="${article.date}"]`)).toBeVisible();
      await expect(main.getByText(`By ${article.author}`)).toBeVisible();
      const paragraphs = article.content.split(/\n\s*\n/).map((p) => p.trim());
      await expect(main.locator('article > div p')).toHaveText(paragraphs);
      const image = main.locator(`img[src="${article.image}"]`);
      await expect(image).toHaveAttribute('width', '1200');
      await expect(image).toHaveAttribute('height', '630');
      expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://www.apexbridge.global/news-and-events/${article.slug}`);
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', article.summary);
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const ld = jsonLd.map((t) => JSON.parse(t) as Record<string, unknown>).find((d) => d['@type'] === 'NewsArticle');
      expect(ld).toMatchObject({ headline: article.title, datePublished: article.date, articleSection: article.category });

      await main.getByRole('link', { name: newsUi.backToNews }).click();
      await expect(page).toHaveURL(/\/news-and-events$/);
      await expect(search(page)).toBeVisible();
    });
  }

  test('article pages pass axe', async ({ page }) => {
    await page.goto(`/news-and-events/${newsArticles[0]!.slug}`);
    await expectNoAxeViolations(page);
  });

  test.describe(() => {
    test.use({ allowedErrors: [/status of 404/] });
    test('an unknown article is a 404', async ({ page }) => {
      const response = await page.goto('/news-and-events/no-such-article');
      expect(response?.status()).toBe(404);
    });
  });

  test('the RSS feed is a static file linked from the list page head', async ({ page, request }) => {
    await page.goto(LIST);
    const alternate = page.locator('link[rel="alternate"][type="application/rss+xml"]');
    await expect(alternate).toHaveAttribute('href', 'https://www.apexbridge.global/news-and-events/feed.xml');
    await expect(alternate).toHaveAttribute('title', newsUi.feedTitle);

    const response = await request.get('/news-and-events/feed.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<rss version="2.0"/);
    const links = [...xml.matchAll(/<item>\s*<title>[^<]*<\/title>\s*<link>([^<]+)<\/link>/g)].map((m) => m[1]);
    expect(links).toEqual(byNewest.map((a) => `https://www.apexbridge.global/news-and-events/${a.slug}`));
    for (const article of byNewest) {
      expect((await request.get(`/news-and-events/${article.slug}`)).status()).toBe(200);
    }
  });
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the loading spinner does not spin', async ({ page }) => {
    await pauseClock(page);
    await page.goto(LIST);
    const status = page.getByRole('status').filter({ hasText: 'Loading news...' });
    await expect(status).toBeVisible();
    await expect(status.locator('span[aria-hidden="true"]')).toHaveCSS('animation-name', 'none');
  });

  test('the article modal opens and closes without a fade', async ({ page }) => {
    await openList(page);
    const readMore = cards(page).first().getByRole('button', { name: 'Read More' });
    await readMore.click();
    const dialog = page.getByRole('dialog', { name: byNewest[0]!.title });
    await expect(dialog).toHaveAttribute('data-state', 'open');
    expect(await dialog.evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0);
    await expect(dialog).toHaveCSS('opacity', '1');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(readMore).toBeFocused();
  });
});
