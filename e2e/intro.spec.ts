import { test, expect, type Page } from './fixtures';

/**
 * SPEC "Global frame" / "States": logo; line and dot at 0.5 s; "Product Design" types at 2 s; "Global
 * Sourcing" types at 3.5 s; when it has typed out the intro hides and the site fades in over 1 s.
 * PRODUCT decision 1: once per tab session, skip control, Escape, none under reduced motion or without JS.
 */
test.use({ playIntro: true });

const intro = (page: Page) => page.locator('.intro');
const line = (page: Page) => page.locator('.intro-line');
const frame = (page: Page) => page.locator('.site-frame');

async function startPaused(page: Page, path = '/') {
  await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-01T00:00:01Z'));
  await page.goto(path);
  await expect(intro(page)).toBeVisible();
  // The timeline starts when the island hydrates; wait for it without letting time run.
  await expect(page.locator('.intro[data-phase="logo"]')).toBeAttached();
}

test('plays the timeline, then hides and fades the site in over 1 s', async ({ page }) => {
  await startPaused(page);
  await expect(page.locator('.intro-logo')).toBeVisible();
  // A dark full-screen overlay over the still hidden site.
  await expect(intro(page)).toHaveCSS('background-color', 'rgb(11, 21, 38)');
  await expect(page.getByRole('button', { name: 'Skip intro' })).toBeVisible();
  await expect(frame(page)).toHaveCSS('opacity', '0');
  await expect(line(page)).toHaveAttribute('data-active', 'false');

  await page.clock.runFor(499);
  await expect(line(page)).toHaveAttribute('data-active', 'false');
  await page.clock.runFor(1);
  await expect(line(page)).toHaveAttribute('data-active', 'true');
  await expect(page.locator('.intro-dot')).toHaveAttribute('data-active', 'true');

  await page.clock.runFor(1499); // 1999 ms
  await expect(intro(page)).not.toContainText('P');
  await page.clock.runFor(71); // first character after 2000 ms + one typing step
  await expect(intro(page)).toContainText('P');
  await expect(intro(page)).not.toContainText('Product Design');
  await page.clock.runFor(1000);
  await expect(intro(page)).toContainText('Product Design');
  await expect(intro(page)).not.toContainText('G');

  await page.clock.runFor(500); // 3570 ms
  await expect(intro(page)).toContainText('G');
  await expect(intro(page)).not.toContainText('Global Sourcing');
  await page.clock.runFor(979); // 4549 ms: one character to go
  await expect(intro(page)).toContainText('Global Sourcin');
  await expect(intro(page)).not.toContainText('Global Sourcing');
  await expect(intro(page)).toBeVisible();
  await expect(frame(page)).toHaveCSS('opacity', '0');

  await page.clock.runFor(1); // 3500 + 15 characters x 70 ms: typed out, intro over
  await expect(intro(page)).toBeHidden();
  await expect(frame(page)).toHaveCSS('transition-duration', '1s');
  await expect(frame(page)).toHaveCSS('opacity', '1');
  await expect(page.getByRole('heading', { level: 1, name: 'HERE TO GET YOU THERE' })).toBeVisible();
});

test('plays once per tab session: not again on reload or client navigation', async ({ page }) => {
  await page.goto('/');
  await expect(intro(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(intro(page)).toBeHidden();
  await page.reload();
  await expect(intro(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/privacy');
  await expect(intro(page)).toBeHidden();
});

test('the Skip intro button shows the site at once', async ({ page }) => {
  await startPaused(page);
  await page.getByRole('button', { name: 'Skip intro' }).click();
  await expect(intro(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'HERE TO GET YOU THERE' })).toBeVisible();
});

test('Escape skips the intro', async ({ page }) => {
  await startPaused(page);
  await page.keyboard.press('Escape');
  await expect(intro(page)).toBeHidden();
  await expect(frame(page)).toHaveCSS('opacity', '1');
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('no intro under prefers-reduced-motion', async ({ page }) => {
    await page.goto('/');
    await expect(intro(page)).toBeHidden();
    await expect(frame(page)).toHaveCSS('opacity', '1');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('there is no intro and the page is readable', async ({ page }) => {
    await page.goto('/');
    await expect(intro(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'HERE TO GET YOU THERE' })).toBeVisible();
  });
});
