import { test, expect, type Page } from './fixtures';

/**
 * The first-load intro: logo; line and dot at 0.5 s; "Product Design" types at 2 s; "Global Sourcing" types
 * at 3.5 s; once it has typed out, the overlay fades out while the site fades in over the same 1 s. It plays
 * once per tab session, has a skip control and Escape, and never plays under reduced motion or without JS.
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
  // The CSS failsafe (overlay gone after 10 s if the script never ran) runs on real time, which the paused
  // clock does not hold: hold it too, so that a slow machine cannot end the intro under the test.
  const held = await page.evaluate(() => {
    const failsafes = document.getAnimations().filter((a) => a instanceof CSSAnimation && a.animationName.startsWith('intro-failsafe'));
    failsafes.forEach((a) => a.pause());
    return failsafes.length;
  });
  expect(held, 'failsafe animations of the overlay and the site frame').toBe(2);
}

test('plays the timeline, then cross-fades from the whole last word to the site over 1 s', async ({ page }) => {
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

  // Catch the cross-fade the moment it starts (a mutation observer runs before the browser renders the
  // change) and hold its CSS transitions, so the test can step through them without racing real time.
  await page.evaluate(() => {
    const w = window as unknown as { introFade: Promise<{ textAtStart: string; properties: string[] }>; introAnims: Animation[] };
    const intro = document.querySelector('.intro')!;
    const frame = document.querySelector('.site-frame')!;
    w.introFade = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (document.documentElement.getAttribute('data-intro') === 'play') return;
        observer.disconnect();
        w.introAnims = document
          .getAnimations()
          .filter((a) => a instanceof CSSTransition && [intro, frame].includes((a.effect as KeyframeEffect).target!));
        w.introAnims.forEach((a) => a.pause());
        resolve({
          textAtStart: intro.textContent ?? '',
          properties: w.introAnims.map((a) => `${(a.effect as KeyframeEffect).target === intro ? 'intro' : 'frame'} ${(a as CSSTransition).transitionProperty}`).sort(),
        });
      });
      observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-intro'] });
    });
  });
  await page.clock.runFor(1); // 3500 + 15 characters x 70 ms: typed out, the cross-fade starts
  const start = await page.evaluate(() => (window as unknown as { introFade: Promise<{ textAtStart: string; properties: string[] }> }).introFade);
  // The fade starts only once the last letter is on screen.
  expect(start.textAtStart).toContain('Global Sourcing');
  expect(start.properties).toEqual(['frame opacity', 'intro opacity', 'intro visibility']);
  await expect(intro(page)).toBeVisible();
  await expect(intro(page)).toContainText('Global Sourcing');
  await expect(frame(page)).toHaveCSS('transition-duration', '1s');

  // Step through the second: the overlay fades out as the site fades in; together they always cover the
  // screen, the whole text stays on the overlay until it is gone, and the site is fully there at the end.
  const samples = await page.evaluate(() => {
    const anims = (window as unknown as { introAnims: Animation[] }).introAnims;
    const intro = document.querySelector('.intro')!;
    const frame = document.querySelector('.site-frame')!;
    const out: { t: number; intro: number; introShown: boolean; text: string; frame: number }[] = [];
    for (let t = 0; t <= 1000; t += 50) {
      anims.forEach((a) => (a.currentTime = t));
      out.push({
        t,
        intro: Number(getComputedStyle(intro).opacity),
        introShown: getComputedStyle(intro).visibility === 'visible',
        text: intro.textContent ?? '',
        frame: Number(getComputedStyle(frame).opacity),
      });
    }
    anims.forEach((a) => a.finish());
    return out;
  });
  for (const s of samples.filter((x) => x.t < 1000)) {
    expect(s.introShown, `overlay shown at ${s.t} ms`).toBe(true);
    expect(s.text, `whole text at ${s.t} ms`).toContain('Global Sourcing');
    expect(s.intro + s.frame, `overlay + site opacity at ${s.t} ms`).toBeCloseTo(1, 2);
  }
  expect(samples[0]).toMatchObject({ intro: 1, frame: 0 });
  expect(samples[10]?.intro).toBeCloseTo(0.5, 2);
  expect(samples[10]?.frame).toBeCloseTo(0.5, 2);
  expect(samples.at(-1)).toMatchObject({ introShown: false, frame: 1 });

  await expect(intro(page)).toBeHidden();
  await expect(frame(page)).toHaveCSS('opacity', '1');
  await expect(page.getByRole('heading', { level: 1, name: 'HERE TO GET YOU THERE' })).toBeVisible();
  // The faded overlay no longer catches clicks: a click would reach the site under it.
  await page.getByRole('link', { name: 'Our Services' }).click({ trial: true, timeout: 2000 });
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
  await expect(frame(page)).toHaveCSS('opacity', '1');
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
