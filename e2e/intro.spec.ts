import { home } from '../lib/home/content';
import { intro } from '../lib/intro/content';
import { site } from '../lib/site/content';
import { BRAND_COLORS, MOTION } from '../lib/ui/design-tokens';
import { introEnd } from '../lib/intro/intro';
import { expect, expectNoAxeViolations, test, type Page } from './fixtures';
import { waitForHydration } from './support/hydration';

/**
 * The first-load intro (texts in content/texts/intro.yml, timing in lib/intro/content.ts): logo; line and dot;
 * the first text types, then the second; once it has typed out, the overlay fades out while the site fades
 * in over the same MOTION.introFade. It greets a visit that starts on the home page, once per tab session, has
 * a skip control and Escape, and never plays under reduced motion or without JS.
 */
test.use({ playIntro: true });

const intro$ = (page: Page) => page.locator('.intro');
const line = (page: Page) => page.locator('.intro-line');
const frame = (page: Page) => page.locator('.site-frame');
/** The two lines the intro types, in order. */
const typedLine = (page: Page, index: 0 | 1) => page.locator('.intro-text').nth(index);

const [firstText, secondText] = intro.texts;
const { timings, typeSpeed } = intro;
/** When the second text has typed out and the cross-fade starts, in ms from the start. */
const END = introEnd(timings, secondText, typeSpeed);

/** A #rrggbb colour as the browser reports it in computed styles. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

async function startPaused(page: Page, path = '/') {
  await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-01T00:00:01Z'));
  await page.goto(path);
  await expect(intro$(page)).toBeVisible();
  // The timeline starts when the island hydrates (after the first paint, which the HTML alone draws); wait
  // for it without letting time run.
  await expect(page.locator('.intro[data-phase="logo"]')).toBeAttached();
  await waitForHydration(page, '.intro');
  // The CSS failsafe (overlay gone after 10 s if the script never ran) runs on real time, which the paused
  // clock does not hold: hold it too, so that a slow machine cannot end the intro under the test.
  const held = await page.evaluate(() => {
    const failsafes = document.getAnimations().filter((a) => a instanceof CSSAnimation && a.animationName.startsWith('intro-failsafe'));
    failsafes.forEach((a) => a.pause());
    return failsafes.length;
  });
  expect(held, 'failsafe animations of the overlay and the site frame').toBe(2);
}

test('plays the timeline, then cross-fades from the whole last word to the site', async ({ page }) => {
  await startPaused(page);
  await expect(page.locator('.intro-logo')).toBeVisible();
  // A dark full-screen overlay over the still hidden site.
  await expect(intro$(page)).toHaveCSS('background-color', rgb(BRAND_COLORS.navy.DEFAULT));
  await expect(page.getByRole('button', { name: intro.skipLabel })).toBeVisible();
  await expect(frame(page)).toHaveCSS('opacity', '0');
  await expect(line(page)).toHaveAttribute('data-active', 'false');

  // What the intro shows just before and at each step of its timeline, checked in the order they happen.
  const typed = (text: string, index: 0 | 1, count: number) => async () => {
    await expect(typedLine(page, index)).toHaveText(text.slice(0, count));
  };
  const steps: { at: number; check: () => Promise<void> }[] = [
    { at: timings.lineAndDot - 1, check: () => expect(line(page)).toHaveAttribute('data-active', 'false') },
    {
      at: timings.lineAndDot,
      check: async () => {
        await expect(line(page)).toHaveAttribute('data-active', 'true');
        await expect(page.locator('.intro-dot')).toHaveAttribute('data-active', 'true');
      },
    },
    { at: timings.firstText + typeSpeed - 1, check: typed(firstText, 0, 0) },
    { at: timings.firstText + typeSpeed, check: typed(firstText, 0, 1) },
    { at: timings.firstText + firstText.length * typeSpeed - 1, check: typed(firstText, 0, firstText.length - 1) },
    { at: timings.firstText + firstText.length * typeSpeed, check: typed(firstText, 0, firstText.length) },
    { at: timings.secondText + typeSpeed - 1, check: typed(secondText, 1, 0) },
    { at: timings.secondText + typeSpeed, check: typed(secondText, 1, 1) },
    {
      at: END - 1,
      check: async () => {
        await typed(secondText, 1, secondText.length - 1)();
        await expect(intro$(page)).toBeVisible();
        await expect(frame(page)).toHaveCSS('opacity', '0');
      },
    },
  ].sort((a, b) => a.at - b.at);
  let now = 0;
  for (const { at, check } of steps) {
    await page.clock.runFor(at - now);
    now = at;
    await check();
  }

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
  await page.clock.runFor(END - now); // the last letter: typed out, the cross-fade starts
  const start = await page.evaluate(() => (window as unknown as { introFade: Promise<{ textAtStart: string; properties: string[] }> }).introFade);
  // The fade starts only once the last letter is on screen.
  expect(start.textAtStart).toContain(secondText);
  expect(start.properties).toEqual(['frame opacity', 'intro opacity', 'intro visibility']);
  await expect(intro$(page)).toBeVisible();
  await expect(typedLine(page, 1)).toHaveText(secondText);
  await expect(frame(page)).toHaveCSS('transition-duration', `${MOTION.introFade / 1000}s`);

  // Step through the fade: the overlay fades out as the site fades in; together they always cover the
  // screen, the whole text stays on the overlay until it is gone, and the site is fully there at the end.
  const samples = await page.evaluate((fade) => {
    const anims = (window as unknown as { introAnims: Animation[] }).introAnims;
    const intro = document.querySelector('.intro')!;
    const frame = document.querySelector('.site-frame')!;
    const out: { t: number; intro: number; introShown: boolean; text: string; frame: number }[] = [];
    for (let step = 0; step <= 20; step++) {
      const t = (fade * step) / 20;
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
  }, MOTION.introFade);
  for (const s of samples.slice(0, -1)) {
    expect(s.introShown, `overlay shown at ${s.t} ms`).toBe(true);
    expect(s.text, `whole text at ${s.t} ms`).toContain(secondText);
    expect(s.intro + s.frame, `overlay + site opacity at ${s.t} ms`).toBeCloseTo(1, 2);
  }
  expect(samples[0]).toMatchObject({ intro: 1, frame: 0 });
  expect(samples[10]?.intro).toBeCloseTo(0.5, 2);
  expect(samples[10]?.frame).toBeCloseTo(0.5, 2);
  expect(samples.at(-1)).toMatchObject({ introShown: false, frame: 1 });

  await expect(intro$(page)).toBeHidden();
  await expect(frame(page)).toHaveCSS('opacity', '1');
  await expect(page.getByRole('heading', { level: 1, name: site.tagline })).toBeVisible();
  // The faded overlay no longer catches clicks: a click would reach the site under it.
  await page.getByRole('link', { name: home.hero.buttons[0]!.label, exact: true }).click({ trial: true, timeout: 2000 });
});

test('the skip button shows the site at once', async ({ page }) => {
  test.slow(); // axe over the whole home page: slow on a loaded 2-core machine
  await startPaused(page);
  // The one axe pass while the intro plays. axe yields between its rules with timers: let the paused clock
  // step a millisecond at a time while it works, far less than the intro's first step.
  let done = false;
  const axe = expectNoAxeViolations(page).then(
    () => ((done = true), undefined),
    (error: unknown) => ((done = true), error),
  );
  let elapsed = 0;
  while (!done) {
    await page.clock.runFor(1);
    elapsed++;
  }
  const error = await axe;
  if (error) throw error;
  expect(elapsed, 'ms of intro time axe took').toBeLessThan(timings.lineAndDot);
  await expect(page.locator('.intro[data-phase="logo"]')).toBeVisible();
  await page.getByRole('button', { name: intro.skipLabel }).click();
  await expect(intro$(page)).toBeHidden();
  await expect(frame(page)).toHaveCSS('opacity', '1');
  await expect(page.getByRole('heading', { level: 1, name: site.tagline })).toBeVisible();
});

test('Escape skips the intro, and it plays once per tab session: not again on reload or on another page', async ({ page }) => {
  await startPaused(page);
  await page.keyboard.press('Escape');
  await expect(intro$(page)).toBeHidden();
  await expect(frame(page)).toHaveCSS('opacity', '1');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(intro$(page)).toBeHidden();
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(intro$(page)).toBeHidden();
});

test.describe('before the page’s scripts have loaded', () => {
  // Scripts that have not arrived yet, as on a slow connection in the first seconds: the overlay is plain HTML,
  // and its skip control and Escape already work.
  test.beforeEach(async ({ page }) => {
    await page.route('**/_next/static/chunks/*.js', () => {});
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('button', { name: intro.skipLabel })).toBeVisible();
  });
  test('the skip control shows the site at once', async ({ page }) => {
    await page.getByRole('button', { name: intro.skipLabel }).click();
    await expect(intro$(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: site.tagline })).toBeVisible();
  });
  test('Escape shows the site at once', async ({ page }) => {
    await page.keyboard.press('Escape');
    await expect(intro$(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: site.tagline })).toBeVisible();
  });
});

test('a visit that starts on another page opens it at once, and the home page later in that visit has no intro', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(intro$(page)).toBeHidden();
  await expect(frame(page)).toHaveCSS('opacity', '1');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: site.tagline })).toBeVisible();
  await expect(intro$(page)).toBeHidden();
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('no intro under prefers-reduced-motion', async ({ page }) => {
    await page.goto('/');
    await expect(intro$(page)).toBeHidden();
    await expect(frame(page)).toHaveCSS('opacity', '1');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('there is no intro and the page is readable', async ({ page }) => {
    await page.goto('/');
    await expect(intro$(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: site.tagline })).toBeVisible();
  });
});
