import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';
import { loadContent } from '../lib/content/load';
import { articlePath } from '../lib/news/news';
import { PHOTO_FIXTURE } from './support/test-content.mjs';
import { expect, test } from './fixtures';

/**
 * The pictures a visitor downloads (scripts/pictures.mjs, components/ui/picture.tsx), on a phone 390 px wide at
 * 3x and on a 1280 px screen, on the pages that show the test content's phone photo (a JPEG stored on its side,
 * with the phone's GPS position: e2e/support/test-content.mjs): the article whose picture it is, /about-us (the
 * first team portrait) and /news-and-events (its card). Each page is scrolled through, so every picture it shows
 * is loaded. The budgets are docs/performance.md's ("Pictures").
 */
const content = loadContent();
const photo = readFileSync(PHOTO_FIXTURE);
const isPhoto = (src: string) => readFileSync(path.join(process.env.CONTENT_ROOT!, 'public', src)).equals(photo);
const article = content.news.find((a) => isPhoto(a.image))!;
const member = content.team.members.find((m) => isPhoto(m.image))!;

/** The raster pictures a visit may download at most, in bytes, by page. */
const BUDGET = { article: 250_000, about: 300_000, news: 300_000 };
const PAGES = [
  { name: 'the photo’s article', route: articlePath(article?.slug ?? ''), budget: BUDGET.article },
  { name: '/about-us, the photo as the first portrait', route: '/about-us', budget: BUDGET.about },
  { name: '/news-and-events, the photo in a card', route: '/news-and-events', budget: BUDGET.news },
];

const RASTER_TYPE = /^image\/(avif|webp|jpeg|png|gif)/;

interface Shown {
  src: string;
  width: string | null;
  height: string | null;
  lazy: boolean;
  high: boolean;
  natural: number;
  drawn: number;
}

/** Visits `route`, scrolls every picture into view until it has loaded, and returns what was downloaded and how each picture is shown. */
async function visit(page: Page, route: string) {
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  // The page's largest paint, as the browser reports it.
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) (window as unknown as { lcp?: Element | null }).lcp = (entry as PerformanceEntry & { element: Element | null }).element;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(route);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const lcp = await page.evaluate(() => {
    const el = (window as unknown as { lcp?: Element | null }).lcp;
    return el instanceof HTMLImageElement ? { src: el.currentSrc, lazy: el.loading === 'lazy', high: el.getAttribute('fetchpriority') === 'high' } : null;
  });
  for (const img of await page.locator('img').all()) {
    if (!(await img.isVisible())) continue;
    // Scrolled there at once (the team's ring turns: it never stands still for a scroll that waits for it).
    await img.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  }
  const shown: Shown[] = await page.locator('img').evaluateAll((images) =>
    (images as HTMLImageElement[])
      .filter((img) => img.naturalWidth > 0 && img.clientWidth > 0)
      .map((img) => {
        // The width the picture is drawn at in its box (layout size, before any transform): a box that crops it
        // (object-fit: cover) draws it wider than the box when it is wider than the box's shape.
        const fit = getComputedStyle(img).objectFit;
        const scale = fit === 'cover' ? Math.max(img.clientWidth / img.naturalWidth, img.clientHeight / img.naturalHeight) : img.clientWidth / img.naturalWidth;
        return {
          src: img.currentSrc,
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          lazy: img.loading === 'lazy',
          high: img.getAttribute('fetchpriority') === 'high',
          natural: img.naturalWidth,
          drawn: img.naturalWidth * scale * devicePixelRatio,
        };
      }),
  );
  const pictures = responses.filter((response) => (response.headers()['content-type'] ?? '').startsWith('image/'));
  const downloads = await Promise.all(
    pictures.map(async (response) => ({ url: new URL(response.url()).pathname, type: response.headers()['content-type']!, bytes: (await response.body()).length })),
  );
  return { downloads, shown, lcp };
}

for (const screen of [
  { name: 'a phone 390 px wide at 3x', use: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true } },
  { name: 'a 1280 px screen', use: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 } },
]) {
  test.describe(`pictures on ${screen.name}`, () => {
    test.use(screen.use);

    test('the test content shows the photo on an article and as a team portrait', () => {
      expect(article, 'an article of the test content has the photo fixture as its picture').toBeDefined();
      expect(member, 'a team member of the test content has the photo fixture as their portrait').toBeDefined();
    });

    for (const { name, route, budget } of PAGES) {
      test(`${name}: the pictures stay within ${budget / 1000} KB, in AVIF or WebP, sized for their boxes, the largest paint not lazy`, async ({ page }) => {
        test.setTimeout(60_000);
        const { downloads, shown, lcp } = await visit(page, route);
        const raster = downloads.filter((d) => RASTER_TYPE.test(d.type));
        const total = raster.reduce((sum, d) => sum + d.bytes, 0);
        test.info().annotations.push({ type: 'pictures', description: `${route}: ${raster.length} raster pictures, ${Math.round(total / 1000)} KB` });
        // The photo is among them, as a file the build made of it, in a modern format.
        expect(raster.some((d) => d.url.startsWith('/_next/static/pictures/')), `${route} shows the photo`).toBe(true);
        expect(total, `${route}: ${raster.map((d) => `${d.url} ${d.bytes}`).join(', ')}`).toBeLessThanOrEqual(budget);
        for (const d of raster) expect(d.type, d.url).toMatch(/^image\/(avif|webp)/);
        for (const img of shown) {
          expect(img.width, `${img.src} has its width`).toMatch(/^\d+$/);
          expect(img.height, `${img.src} has its height`).toMatch(/^\d+$/);
          if (!/\.svg$/.test(img.src)) expect(img.natural, `${img.src}: ${img.natural} px wide, drawn at ${Math.round(img.drawn)} device px`).toBeLessThanOrEqual(2 * img.drawn);
        }
        if (lcp) expect(lcp.lazy, `the largest paint ${lcp.src} is not lazy`).toBe(false);
      });
    }

    test('the picture that leads its page is fetched at once and first: the article’s, the first card’s, the facing portrait', async ({ page }) => {
      await page.goto(articlePath(article.slug));
      const hero = page.getByRole('main').locator('article img').first();
      await expect(hero).toHaveAttribute('fetchpriority', 'high');
      await expect(hero).toHaveAttribute('loading', 'eager');
      await page.goto('/news-and-events');
      const first = page.getByRole('main').getByRole('article').first().locator('img');
      await expect(first).toHaveAttribute('fetchpriority', 'high');
      await expect(first).not.toHaveAttribute('loading', 'lazy');
      await page.goto('/about-us');
      const portrait = page.getByRole('img', { name: content.team.members[0]!.alt });
      await expect(portrait).toHaveAttribute('fetchpriority', 'high');
      await expect(page.getByRole('img', { name: member.alt })).not.toHaveAttribute('loading', 'lazy');
    });
  });
}
