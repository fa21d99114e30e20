import type { Locator, Page } from '@playwright/test';
import { caseStudyPlaceholder, caseStudyTexts, successStories } from '../lib/case-studies/content';
import { contact } from '../lib/contact/content';
import { home, homeMotion, particleSettings, partners, serviceCardPages, serviceCards } from '../lib/home/content';
import { site } from '../lib/site/content';
import { ui } from '../lib/ui/texts';
import { BRAND_COLORS, HERO_SHARE } from '../lib/ui/design-tokens';
import { staggerDelay } from '../lib/ui/reveal';
import { pictureFiles, pictureOf } from '../lib/pictures/manifest';
import { expect, expectNoAxeViolations, isPhone, test } from './fixtures';
import { waitForHydration } from './support/hydration';
import { mostShown, pressAt } from './support/pointer';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A link named by its visible text plus the card title it is about ("Learn More: Corporate Services"), in the
 * order and with the words of the language's template; the browser may put a space where a hidden part begins.
 */
function linkName(text: string, about: string): RegExp {
  const parts = ui.moreLink
    .split(/(\{label\}|\{about\})/)
    .map((part) => (part === '{label}' ? text : part === '{about}' ? about : part.trim()))
    .filter(Boolean);
  return new RegExp(`^${parts.map((part) => escape(part).replace(/\s+/g, '\\s+')).join('\\s*')}$`);
}

/** A #rrggbb colour as the browser reports it in computed styles. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/**
 * axe on the page once the reveal observer has marked every element and every fade has finished (a
 * half-faded element fails its contrast check; under reduced motion nothing is marked or faded).
 */
async function expectNoAxeViolationsSettled(page: Page) {
  await expect
    .poll(
      () =>
        page.locator('[data-reveal]').evaluateAll((els) => {
          const marked = (el: Element) => matchMedia('(prefers-reduced-motion: reduce)').matches || ['in', 'out'].includes((el as HTMLElement).dataset.reveal ?? '');
          return els.every((el) => marked(el) && el.getAnimations().length === 0);
        }),
      { timeout: 10_000 },
    )
    .toBe(true);
  await expectNoAxeViolations(page);
}

/** Stop page time before loading, so timers run only when the test advances the clock. */
async function freezeClock(page: Page) {
  await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-01T00:00:01Z'));
}

/** Content items the tests pick by position; a missing one is a failed test, not a crash. */
function nth<T>(list: readonly T[], index: number, what: string): T {
  const item = list.at(index);
  if (item === undefined) throw new Error(`expected ${what} in content/`);
  return item;
}
const firstPartner = nth(partners, 0, 'a partner logo');
const lastPartner = nth(partners, -1, 'a partner logo');
const lastStory = nth(successStories, -1, 'a success story');

const strip = (page: Page) => page.getByTestId('strip-viewport');
const stripSet = (page: Page) => page.getByTestId('strip-set');

/** Open the home page and wait until the partner strip island is interactive. */
async function openHome(page: Page) {
  await page.goto('/');
  // Hydration of the home page's islands can take several seconds on a busy 2-core machine.
  await expect(strip(page)).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
}

/**
 * Where a visitor sees a partner's logo now: the button, from whichever copy of the set shows the widest part
 * of it inside the window, the middle of that part and its width (0 when no copy shows it).
 */
async function shownLogo(page: Page, name: string): Promise<{ button: Locator; x: number; y: number; visible: number }> {
  const buttons = strip(page).getByRole('button', { name, includeHidden: true });
  const { index, ...point } = await mostShown(buttons);
  return { button: buttons.nth(Math.max(index, 0)), ...point };
}

async function expectStrip(page: Page, state: 'running' | 'paused') {
  await expect(strip(page)).toHaveAttribute('data-state', state);
  await expect(stripSet(page)).toHaveCSS('animation-play-state', state);
}

/**
 * Horizontal offset of the logo set (its CSS animation's translateX), once the browser has applied the
 * animation's last play or pause: a pause is pending until the next frame, which may still move the set one step.
 */
async function setOffset(page: Page): Promise<number> {
  return stripSet(page).evaluate(async (el) => {
    await Promise.all(el.getAnimations().map((animation) => animation.ready));
    return new DOMMatrix(getComputedStyle(el).transform).m41;
  });
}

/**
 * A point inside the strip but never on a logo, however far the logos have moved: the top of the strip's
 * padding, far enough from the logos that touch hit-testing does not snap a finger onto one.
 */
async function gapPoint(page: Page): Promise<{ x: number; y: number }> {
  const logo = await stripSet(page).getByRole('button').first().boundingBox();
  const viewport = await strip(page).boundingBox();
  if (!logo || !viewport) throw new Error('no strip box');
  expect(logo.y - viewport.y).toBeGreaterThanOrEqual(12);
  return { x: viewport.x + viewport.width / 2, y: viewport.y + 2 };
}

/** Press (mouse on desktop, a finger on phone) at a point; returns the release. */
async function press(page: Page, phone: boolean, point: { x: number; y: number }): Promise<() => Promise<void>> {
  if (phone) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: point.x, y: point.y }] });
    return async () => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
  }
  await page.mouse.move(point.x, point.y);
  await page.mouse.down();
  return async () => {
    await page.mouse.up();
  };
}

/** Focus an element from the keyboard (so it matches :focus-visible): step back from it and Tab onto it again. */
async function tabTo(page: Page, target: Locator) {
  await target.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

test.describe('home page', () => {
  test('shows every text of the hero, partners, Key Features and Success Stories, with its link targets', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: site.tagline })).toBeVisible();
    await expect(page.getByText(site.slogan, { exact: true }).first()).toBeVisible();
    const hero = page.getByTestId('hero');
    for (const { label, href } of home.hero.buttons) {
      await expect(hero.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    await expect(hero.getByRole('img', { name: site.logo.alt })).toBeVisible();

    await expect(page.getByRole('heading', { level: 2, name: home.partners.heading })).toBeVisible();
    await expect(stripSet(page).getByRole('button')).toHaveCount(partners.length);
    for (const partner of partners) {
      const img = stripSet(page).getByRole('img', { name: partner.name, exact: true });
      // Raster and vector logos alike are drawn: an SVG from its own file, a raster logo from a file the build made of it.
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { message: partner.src }).toBe(true);
      expect(pictureFiles(partner.src)).toContain(new URL(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).pathname);
      const size = pictureOf(partner.src, partner);
      await expect(img).toHaveAttribute('width', String(size.width));
      await expect(img).toHaveAttribute('height', String(size.height));
    }

    const features = page.locator('#key-features');
    await expect(features.getByRole('heading', { level: 2, name: home.keyFeatures.heading })).toBeVisible();
    await expect(features.getByText(home.keyFeatures.lead, { exact: true })).toBeVisible();
    const cards = features.getByTestId('service-card');
    await expect(cards).toHaveCount(serviceCards.length);
    // Every card text is on the card (one read of each card's text, then plain comparisons).
    const cardTexts = await cards.evaluateAll((els) => els.map((el) => el.textContent ?? ''));
    for (const [i, content] of serviceCards.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading', { level: 3, name: content.title, exact: true })).toBeAttached();
      const texts = [content.description, content.backTitle, content.backDescription, ...content.features.flatMap((f) => [f.title, f.description])];
      for (const text of texts) expect(cardTexts[i]).toContain(text);
      const link = card.getByRole('link', { name: linkName(home.keyFeatures.learnMore, content.title) });
      await expect(link).toHaveAttribute('href', content.link);
      await expect(link).toHaveText(new RegExp(`^${escape(home.keyFeatures.learnMore)}`));
    }

    const stories = page.locator('#success-stories');
    await expect(stories.getByRole('heading', { level: 2, name: home.successStories.heading })).toBeVisible();
    await expect(stories.getByText(home.successStories.lead, { exact: true })).toBeVisible();
    const storyCards = stories.getByTestId('case-study-card');
    await expect(storyCards).toHaveCount(successStories.length);
    const storyTexts = await storyCards.evaluateAll((els) => els.map((el) => el.textContent ?? ''));
    for (const [i, study] of successStories.entries()) {
      const card = storyCards.nth(i);
      await expect(card.getByRole('heading', { level: 3, name: study.title })).toBeAttached();
      expect(storyTexts[i]).toContain(study.description);
      const picture = card.locator('img');
      await picture.scrollIntoViewIfNeeded();
      await expect.poll(() => picture.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      expect(pictureFiles(study.image ?? caseStudyPlaceholder.src)).toContain(new URL(await picture.evaluate((el: HTMLImageElement) => el.currentSrc)).pathname);
      await expect(card.getByRole('link', { name: linkName(caseStudyTexts.readMore, study.title) })).toHaveAttribute('href', '/case-studies');
    }
    await expect(stories.getByRole('link', { name: home.successStories.cta.label, exact: true })).toHaveAttribute('href', home.successStories.cta.href);

    // Order: hero, partners, Key Features, Success Stories, then the contact form anchored as #contact last.
    const order = await page.locator('main > *').evaluateAll((els) => els.map((el) => el.id || el.getAttribute('data-testid')));
    expect(order).toEqual(['first-screen', 'key-features', 'success-stories', 'contact']);
    await expect(page.locator('#contact').getByRole('heading', { name: contact.form.heading })).toBeAttached();
  });

  test('splits the first screen below the header 70 / 30 between hero and partner strip', { tag: '@responsive' }, async ({ page }) => {
    await page.goto('/');
    const viewport = page.viewportSize()!;
    const header = (await page.locator('header').first().boundingBox())!;
    const hero = (await page.getByTestId('hero').boundingBox())!;
    const stripBox = (await page.getByTestId('partner-strip').boundingBox())!;
    // The first screen is what is visible under the sticky header: header + hero + strip = the viewport.
    expect(hero.y).toBeCloseTo(header.y + header.height, 0);
    expect(stripBox.y).toBeCloseTo(hero.y + hero.height, 0);
    expect(header.height + hero.height + stripBox.height).toBeCloseTo(viewport.height, 0);
    expect(hero.height / (hero.height + stripBox.height)).toBeCloseTo(HERO_SHARE, 2);
    expect(stripBox.height / (hero.height + stripBox.height)).toBeCloseTo(1 - HERO_SHARE, 2);
    expect(hero.width).toBe(viewport.width);
  });

  test('hands the particle settings to the engine, lazily, and pauses it off-screen', async ({ page }) => {
    await page.goto('/');
    // The headline is painted before the particle engine exists.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('hero-particles')).toHaveAttribute('aria-hidden', 'true');
    await page.waitForFunction(
      (count) => (window as unknown as { tsParticles?: { items: { particles: { count: number } }[] } }).tsParticles?.items[0]?.particles.count === count,
      particleSettings.count,
    );
    const options = await page.evaluate(() => {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the engine's option classes, read as plain data
      const container = (window as unknown as { tsParticles: { items: Array<{ actualOptions: any; particles: { count: number } }> } }).tsParticles.items[0]!;
      const o = container.actualOptions;
      return {
        count: container.particles.count,
        number: o.particles.number.value,
        colors: (Array.isArray(o.particles.paint) ? o.particles.paint[0] : o.particles.paint).color.value,
        size: o.particles.size.value,
        opacity: o.particles.opacity.value,
        links: { enable: o.particles.links.enable, distance: o.particles.links.distance, opacity: o.particles.links.opacity },
        hover: { enable: o.interactivity.events.onHover.enable, mode: o.interactivity.events.onHover.mode },
        repulse: o.interactivity.modes.repulse.distance,
        click: { enable: o.interactivity.events.onClick.enable, mode: o.interactivity.events.onClick.mode },
        push: o.interactivity.modes.push.quantity,
        fullScreen: o.fullScreen.enable,
      };
    });
    const s = particleSettings;
    expect(options).toEqual({
      count: s.count,
      number: s.count,
      colors: [...s.colors],
      size: s.size,
      opacity: s.opacity,
      links: { enable: true, ...s.links },
      hover: { enable: true, mode: s.hover.mode },
      repulse: s.hover.distance,
      click: { enable: true, mode: s.click.mode },
      push: s.click.quantity,
      fullScreen: false,
    });
    // The canvas sits inside the hero, behind its text.
    await expect(page.locator('[data-testid="hero-particles"] canvas')).toHaveCount(1);
    const status = () => page.evaluate(() => (window as unknown as { tsParticles: { items: { animationStatus: boolean }[] } }).tsParticles.items[0]!.animationStatus);
    await expect.poll(status).toBe(true);
    // Off-screen: paused; back on screen: playing again.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(status).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(status).toBe(true);
  });

  test('tilts the logo toward the pointer within its bound, once its start delay has passed', async ({ page }) => {
    test.slow(); // many clock steps: slow on a loaded 2-core machine
    const max = homeMotion.tiltMax;
    await freezeClock(page);
    await page.goto('/');
    const logo = page.getByTestId('hero-logo');
    // The start delay counts from the logo's hydration, which follows the first paint: wait for it without
    // letting time run, or the delay would still be ahead when the clock has already passed it.
    await waitForHydration(page, '[data-testid="hero-logo"]');
    const hero = (await page.getByTestId('hero').boundingBox())!;
    // Where the pointer sends the logo (the spring's target), and the angles the logo shows on its way there.
    const target = async () => {
      const [x, y] = ((await logo.getAttribute('data-tilt-target')) ?? '').split(' ').map(Number);
      return { x, y };
    };
    // The inline transform names only the axes that are turned; an axis it leaves out is at 0.
    const shown = async () => {
      const t = await logo.evaluate((el) => el.style.transform);
      const axis = (name: string) => Number(new RegExp(`${name}\\((-?[\\d.]+)deg\\)`).exec(t)?.[1] ?? 0);
      return { x: axis('rotateX'), y: axis('rotateY') };
    };
    // Advances the paused clock in 100 ms steps: the logo never turns past the bound on its way, and after
    // 600 ms the spring (settling in about 0.3 s) shows its target.
    const follow = async () => {
      for (let ms = 0; ms < 600; ms += 100) {
        await page.clock.runFor(100);
        const a = await shown();
        expect(Math.abs(a.x)).toBeLessThanOrEqual(max);
        expect(Math.abs(a.y)).toBeLessThanOrEqual(max);
      }
      const [a, t] = [await shown(), await target()];
      expect(a.x).toBeCloseTo(t.x!, 1);
      expect(a.y).toBeCloseTo(t.y!, 1);
    };
    // Before the start delay the logo does not follow the pointer yet.
    await page.mouse.move(hero.x + 5, hero.y + 5);
    await page.mouse.move(hero.x + 10, hero.y + 10);
    await page.clock.runFor(homeMotion.logoStartDelay - 50);
    expect(await target()).toEqual({ x: 0, y: 0 });
    expect(await shown()).toEqual({ x: 0, y: 0 });
    await page.clock.runFor(50);
    await expect(page.locator('[data-tilt-active="true"]')).toBeAttached();

    const corners = [
      [hero.x + 1, hero.y + 1, max, -max],
      [hero.x + hero.width - 1, hero.y + 1, max, max],
      [hero.x + 1, hero.y + hero.height - 1, -max, -max],
      [hero.x + hero.width - 1, hero.y + hero.height - 1, -max, max],
    ] as const;
    for (const [x, y, ax, ay] of corners) {
      await page.mouse.move(x, y);
      const t = await target();
      expect(t.x).toBeCloseTo(ax, 0);
      expect(t.y).toBeCloseTo(ay, 0);
      await follow();
    }
    await page.mouse.move(hero.x + hero.width / 2, hero.y + hero.height / 2);
    const centre = await target();
    expect(Math.abs(centre.x!)).toBeLessThan(1);
    expect(Math.abs(centre.y!)).toBeLessThan(1);
    await follow();
    // The rendered transform is a real 3D rotation within the bound.
    await page.mouse.move(hero.x + hero.width - 1, hero.y + 1);
    await follow();
    const m11 = await logo.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m11);
    expect(m11).toBeGreaterThanOrEqual(Math.cos((max * Math.PI) / 180) - 0.001);
    expect(m11).toBeLessThan(0.999);
  });

  test.describe('partner strip', () => {
    test('scrolls left endlessly at its speed, with copies for a seamless loop that fill the window', async ({ page }) => {
      await openHome(page);
      await expectStrip(page, 'running');
      const sets = strip(page).locator('ul');
      const copies = await sets.count();
      expect(copies).toBeGreaterThanOrEqual(2);
      // Every copy moves by its own width: the loop end looks exactly like the start.
      const widths = await sets.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width));
      for (const w of widths) expect(w).toBeCloseTo(widths[0]!, 1);
      const anim = await stripSet(page).evaluate((el) => {
        const style = getComputedStyle(el);
        return { duration: parseFloat(style.animationDuration), width: el.getBoundingClientRect().width, iterations: style.animationIterationCount };
      });
      expect(anim.iterations).toBe('infinite');
      expect(anim.width / anim.duration).toBeCloseTo(homeMotion.stripPxPerFrame * homeMotion.stripFps, 0);
      // Filling: the copies cover the window (the desktop one is the widest) even when one set has scrolled out.
      expect(widths.reduce((a, b) => a + b, 0) - widths[0]!).toBeGreaterThanOrEqual(page.viewportSize()!.width);
      const start = await setOffset(page);
      await expect.poll(() => setOffset(page)).toBeLessThan(start);
      // Duplicates are hidden from assistive technology and the keyboard.
      for (let copy = 1; copy < copies; copy++) {
        await expect(sets.nth(copy)).toHaveAttribute('aria-hidden', 'true');
        const tabIndexes = await sets.nth(copy).getByRole('button', { includeHidden: true }).evaluateAll((els) => els.map((el) => el.getAttribute('tabindex')));
        expect(tabIndexes).toEqual(partners.map(() => '-1'));
      }
    });

    test('pauses while pressed and resumes its delay after release', { tag: '@responsive' }, async ({ page }, testInfo) => {
      const phone = isPhone(testInfo.project.name);
      await freezeClock(page);
      await openHome(page);
      await expectStrip(page, 'running');
      const release = await press(page, phone, await gapPoint(page));
      await expectStrip(page, 'paused');
      const held = await setOffset(page);
      await page.clock.runFor(homeMotion.resumeDelay * 2);
      await expectStrip(page, 'paused');
      await release();
      await expect(strip(page)).toHaveAttribute('data-pressed', 'false');
      await expectStrip(page, 'paused');
      await page.clock.runFor(homeMotion.resumeDelay - 100);
      await expectStrip(page, 'paused');
      expect(await setOffset(page)).toBeCloseTo(held, 0);
      await page.clock.runFor(150);
      await expectStrip(page, 'running');
      // No logo was selected by pressing between logos.
      await expect(stripSet(page).locator('[aria-pressed="true"]')).toHaveCount(0);
    });

    test('a selected logo or the pause control keeps it paused; each toggles back, by mouse or keyboard', async ({ page }) => {
      test.slow(); // axe over the whole page: slow on a loaded 2-core machine
      await freezeClock(page);
      await openHome(page);
      const logo = stripSet(page).getByRole('button', { name: lastPartner.name });
      await expect(logo).toHaveAttribute('aria-pressed', 'false');
      await logo.click({ force: true });
      await expect(logo).toHaveAttribute('aria-pressed', 'true');
      await expectStrip(page, 'paused');
      await expect(logo).toHaveCSS('border-top-color', rgb(BRAND_COLORS.accent.dark));
      // Every copy shows the selection.
      await expect(strip(page).locator('ul').nth(1).getByRole('button', { name: lastPartner.name, includeHidden: true })).toHaveAttribute('aria-pressed', 'true');
      await page.clock.runFor(homeMotion.resumeDelay * 2);
      await expectStrip(page, 'paused');
      await logo.click();
      await expect(logo).toHaveAttribute('aria-pressed', 'false');
      await expectStrip(page, 'paused');
      await page.clock.runFor(homeMotion.resumeDelay + 100);
      await expectStrip(page, 'running');
      // Keyboard: Enter and Space toggle selection too (no press, so nothing waits).
      await logo.focus();
      await page.keyboard.press('Enter');
      await expect(logo).toHaveAttribute('aria-pressed', 'true');
      await expectStrip(page, 'paused');
      await page.keyboard.press('Space');
      await expect(logo).toHaveAttribute('aria-pressed', 'false');
      await expectStrip(page, 'running');

      // The visible pause control.
      await page.getByRole('button', { name: home.partners.pause }).click();
      const play = page.getByRole('button', { name: home.partners.play });
      await expect(play).toBeVisible();
      await expectStrip(page, 'paused');
      await page.clock.runFor(homeMotion.resumeDelay * 5);
      await expectStrip(page, 'paused');
      // The one axe pass over the paused strip with a logo selected (axe needs the page's timers to run).
      await logo.click();
      await expect(logo).toHaveAttribute('aria-pressed', 'true');
      await page.clock.resume();
      await expectNoAxeViolationsSettled(page);
      await logo.click();
      await play.click();
      await expectStrip(page, 'running');
      await expect(page.getByRole('button', { name: home.partners.pause })).toBeVisible();
    });

    test('a logo shown only by a copy of the set can be selected with a click or a tap', { tag: '@responsive' }, async ({ page }, testInfo) => {
      await openHome(page);
      await page.getByRole('button', { name: home.partners.pause }).click();
      await expectStrip(page, 'paused');
      // Stop the strip where the first set's opening logos have scrolled out and a copy shows them.
      await strip(page).evaluate((el) => {
        for (const animation of el.getAnimations({ subtree: true })) {
          const duration = Number(animation.effect?.getComputedTiming().duration);
          animation.currentTime = duration * 0.75;
        }
      });
      const first = stripSet(page).getByRole('button', { name: firstPartner.name });
      const box = (await first.boundingBox())!;
      expect(box.x + box.width).toBeLessThan(0);
      await strip(page).scrollIntoViewIfNeeded();
      const { button: shown, ...point } = await shownLogo(page, firstPartner.name);
      await expect(shown).toBeInViewport({ ratio: 1 });
      expect(point.visible).toBeGreaterThan(0);
      await pressAt(page, isPhone(testInfo.project.name), point);
      await expect(first).toHaveAttribute('aria-pressed', 'true');
      await expect(shown).toHaveAttribute('aria-pressed', 'true');
      // Focus does not land inside the copy hidden from assistive technology.
      expect(await shown.evaluate((el) => el === document.activeElement)).toBe(false);
    });
  });

  test('flips a Key Features card to its back text on keyboard focus and on hover', async ({ page }) => {
    await page.goto('/');
    const card = page.getByTestId('service-card').first();
    const back = card.getByTestId('service-card-back');
    const inner = back.locator('..');
    const turn = () => inner.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m11);
    await expect(inner).toHaveCSS('transform', 'none');
    const link = card.getByRole('link', { name: new RegExp(`^${escape(home.keyFeatures.learnMore)}`) });
    await tabTo(page, link);
    // rotateY(180deg): the matrix's first entry is -1.
    await expect.poll(turn).toBeCloseTo(-1, 2);
    await expect(back).toBeInViewport();
    await page.keyboard.press('Tab');
    await expect.poll(() => inner.evaluate((el) => getComputedStyle(el).transform)).toBe('none');
    await card.hover();
    await expect.poll(turn).toBeCloseTo(-1, 2);
  });

  test('gives the cards equal text heights, staggering their reveal', { tag: '@responsive' }, async ({ page }, testInfo) => {
    // Measured without the staggered scroll-reveal slide, which moves the cards while it runs.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await page.locator('#key-features').scrollIntoViewIfNeeded();
    await page.evaluate(() => document.fonts.ready);
    const boxes = await page.getByTestId('service-card').evaluateAll((els) => els.map((el) => el.getBoundingClientRect()));
    expect(boxes).toHaveLength(serviceCards.length);
    if (isPhone(testInfo.project.name)) {
      // One column on phones: full-width cards stacked.
      expect(boxes[1]!.top).toBeGreaterThan(boxes[0]!.bottom);
      expect(boxes[0]!.width).toBeCloseTo(boxes[1]!.width, 0);
    } else {
      expect(boxes[0]!.top).toBeCloseTo(boxes[1]!.top, 0);
      for (const box of boxes) expect(box.height).toBeCloseTo(boxes[0]!.height, 0);
    }
    const delays = await page.locator('#key-features [data-reveal]').evaluateAll((els) => els.map((el) => (el as HTMLElement).style.getPropertyValue('--reveal-delay')));
    expect(delays).toEqual(serviceCards.map((_, i) => `${staggerDelay(i)}ms`));
  });
});

test.describe('home page under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('has no particles, a still strip and logo, and cross-fading cards', async ({ page }) => {
    test.slow(); // axe over the whole page: slow on a loaded 2-core machine
    await openHome(page);
    await expect(page.getByRole('heading', { level: 1, name: site.tagline })).toBeVisible();
    // The particle code would be asked for once the page has loaded and the browser is idle: let both happen
    // (idle callbacks run in the order they were asked for), then the network go quiet.
    await page.waitForLoadState('load');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve, { timeout: 2000 }), { timeout: 2000 })));
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-testid="hero-particles"] canvas')).toHaveCount(0);
    expect(await page.evaluate(() => 'tsParticles' in window)).toBe(false);

    await expect(strip(page)).toHaveAttribute('data-state', 'paused');
    await expect(stripSet(page)).toHaveCSS('animation-name', 'none');
    await expect(page.getByTestId('strip-toggle')).toBeHidden();
    await expect(strip(page).locator('ul').nth(1)).toBeHidden();
    // Every logo stays reachable: the strip scrolls sideways under the visitor's control.
    await expect(stripSet(page).getByRole('button')).toHaveCount(partners.length);

    const hero = (await page.getByTestId('hero').boundingBox())!;
    await page.mouse.move(hero.x + 1, hero.y + 1);
    await page.mouse.move(hero.x + 2, hero.y + 2);
    await expect(page.getByTestId('hero-logo')).toHaveAttribute('data-tilt-target', '0 0');
    await expect(page.getByTestId('hero-logo')).toHaveCSS('transform', 'none');

    const card = page.getByTestId('service-card').first();
    const back = card.getByTestId('service-card-back');
    await expect(back).toHaveCSS('opacity', '0');
    await tabTo(page, card.getByRole('link', { name: new RegExp(`^${escape(home.keyFeatures.learnMore)}`) }));
    await expect(back).toHaveCSS('opacity', '1');
    await expect(back.locator('..')).toHaveCSS('transform', 'none');
    await expect(card.locator('..')).toHaveCSS('opacity', '1');
    // The one axe pass over the reduced-motion home page, with a card's back text shown.
    await expectNoAxeViolationsSettled(page);
  });
});

test.describe('home page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('pre-renders every heading and card text, visible', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: site.tagline })).toBeVisible();
    await expect(page.getByText(site.slogan, { exact: true }).first()).toBeVisible();
    for (const heading of [home.partners.heading, home.keyFeatures.heading, home.successStories.heading, contact.form.heading]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByText(home.keyFeatures.lead)).toBeVisible();
    await expect(page.getByText(home.successStories.lead)).toBeVisible();
    for (const card of serviceCards) {
      await expect(page.getByRole('heading', { level: 3, name: card.title, exact: true })).toBeVisible();
      await expect(page.getByText(card.description, { exact: true })).toBeVisible();
      for (const feature of card.features) await expect(page.getByText(feature.description, { exact: true })).toBeVisible();
      await expect(page.getByText(card.backDescription, { exact: true })).toBeAttached();
    }
    for (const study of successStories) {
      await expect(page.getByRole('heading', { level: 3, name: study.title })).toBeVisible();
      await expect(page.getByText(study.description, { exact: true })).toBeVisible();
    }
    for (const partner of partners) await expect(stripSet(page).getByRole('img', { name: partner.name })).toBeVisible();
    await expect(page.locator('[style*="opacity:0"], [style*="opacity: 0"]')).toHaveCount(0);
  });
});

// The home page links each card and "View All" here (checked above); these tests open the pages directly.
test.describe('pages behind the home cards', () => {
  for (const [route, { card, cta, highlightLabel }] of Object.entries(serviceCardPages)) {
    test(`${route} shows the card's content and a call to action`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1, name: card.title })).toBeVisible();
      await expect(page.getByText(card.description, { exact: true })).toBeVisible();
      await expect(page.getByText(card.backDescription, { exact: true })).toBeVisible();
      // The highlight box says its label once: as its heading, and its back title only when it says more.
      const highlight = page.getByRole('complementary', { name: highlightLabel });
      await expect(highlight.getByText(highlightLabel, { exact: true })).toHaveCount(1);
      await expect(highlight.getByText(card.backTitle, { exact: true })).toHaveCount(1);
      for (const feature of card.features) {
        await expect(page.getByRole('heading', { level: 3, name: feature.title })).toBeVisible();
        await expect(page.getByText(feature.description, { exact: true })).toBeVisible();
      }
      const next = page.locator('#next-step');
      await expect(next.getByRole('heading', { level: 2, name: cta.heading })).toBeVisible();
      await expect(next.getByRole('link', { name: cta.link.label, exact: true })).toHaveAttribute('href', cta.link.href);
      for (const other of serviceCards.filter((c) => c.link !== route)) {
        await expect(next.getByRole('link', { name: other.title })).toHaveAttribute('href', other.link);
      }
    });
  }

  test('/case-studies shows the Success Stories block and each full story', async ({ page }) => {
    await page.goto('/case-studies');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const stories = page.locator('#success-stories');
    await expect(stories.getByRole('heading', { level: 2, name: home.successStories.heading })).toBeVisible();
    await expect(stories.getByText(home.successStories.lead, { exact: true })).toBeVisible();
    await expect(stories.getByRole('link', { name: home.successStories.cta.label })).toHaveCount(0);
    for (const study of successStories) {
      await expect(stories.getByRole('link', { name: linkName(caseStudyTexts.readMore, study.title) })).toHaveAttribute('href', `#${study.id}`);
      const story = page.locator(`article#${study.id}`);
      await expect(story.getByRole('heading', { level: 3, name: study.title })).toBeAttached();
      await expect(story.getByText(study.challenge)).toBeAttached();
      for (const step of study.approach) await expect(story.getByText(step, { exact: true })).toBeAttached();
      for (const result of study.results) await expect(story.getByText(result, { exact: true })).toBeAttached();
    }
    await stories.getByRole('link', { name: linkName(caseStudyTexts.readMore, lastStory.title) }).click();
    await expect(page).toHaveURL(`/case-studies#${lastStory.id}`);
    await expect(page.locator(`article#${lastStory.id}`).getByRole('heading', { level: 3 })).toBeInViewport();
    const cta = home.caseStudiesPage.cta;
    await expect(page.locator('#next-step').getByRole('link', { name: cta.link.label })).toHaveAttribute('href', cta.link.href);
  });
});
