import type { Locator, Page } from '@playwright/test';
import { caseStudyPlaceholder, successStories } from '../content/case-studies';
import { partners, serviceCardPages, serviceCards } from '../content/home';
import { expect, expectNoAxeViolations, isPhone, test } from './fixtures';
import { mostShown, pressAt } from './support/pointer';

/** The home page's required texts and targets, written out here so a changed text in content/ fails the test. */
const REQUIRED = {
  tagline: 'HERE TO GET YOU THERE',
  slogan: 'Your trusted partner for business expansion and sourcing in APAC',
  buttons: [
    ['Our Services', '/services'],
    ['Contact Us', '/contact'],
  ],
  keyFeatures: 'Key Features',
  keyFeaturesLead: 'Powerful solutions designed to fuel your business growth across the APAC region',
  cards: [
    ['Innovative Product Design', '/market-expansion-services'],
    ['End-to-End Solution', '/sourcing-supply-chain-sourcing-in-southeast-asia'],
    ['Corporate Services', '/corporate-services'],
  ],
  successStories: 'Success Stories',
  successLead: "See how we've helped businesses succeed in APAC",
} as const;

/** A link named by its visible text plus the card title it is about ("Learn More: Corporate Services"). */
function linkName(text: string, about: string): RegExp {
  const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escape(text)}\\s*:\\s*${escape(about)}$`);
}

/**
 * axe on the page once the reveal observer has marked every element and every fade has finished (a
 * half-faded element fails its contrast check; under reduced motion nothing is marked or faded).
 */
async function expectNoAxeViolationsSettled(page: Page) {
  await expect
    .poll(
      () =>
        page
          .locator('[data-reveal]')
          .evaluateAll((els) => {
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
const secondPartner = nth(partners, 1, 'a second partner logo');
const lastStory = nth(successStories, -1, 'a success story');

const strip = (page: Page) => page.getByTestId('strip-viewport');

/** Open the home page and wait until the partner strip island is interactive. */
async function openHome(page: Page) {
  await page.goto('/');
  // Hydration of the home page's islands can take several seconds on a busy 2-core machine.
  await expect(strip(page)).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
}
const stripSet = (page: Page) => page.getByTestId('strip-set');

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

/** Horizontal offset of the logo set (its CSS animation's translateX). */
async function setOffset(page: Page): Promise<number> {
  return stripSet(page).evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
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

async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('could not reach the element with Tab');
}

test.describe('home page', () => {
  test('shows every required text and link target', async ({ page }) => {
    test.slow(); // axe and many checks: slow on a loaded 2-core machine
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: REQUIRED.tagline })).toBeVisible();
    await expect(page.getByText(REQUIRED.slogan, { exact: true }).first()).toBeVisible();
    const hero = page.getByTestId('hero');
    for (const [name, href] of REQUIRED.buttons) {
      await expect(hero.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(hero.getByRole('img', { name: 'Apexbridge Global' })).toBeVisible();

    await expect(page.getByRole('heading', { level: 2, name: 'Our Partners' })).toBeVisible();
    const logos = stripSet(page).getByRole('button');
    await expect(logos).toHaveCount(6);
    for (const partner of partners) {
      const img = stripSet(page).getByRole('img', { name: partner.name, exact: true });
      await expect(img).toHaveAttribute('src', partner.src);
      await expect(img).toHaveAttribute('width', String(partner.width));
      await expect(img).toHaveAttribute('height', String(partner.height));
      expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    }
    const sources = partners.map((p) => p.src);
    expect(sources.filter((s) => s.endsWith('.svg')).length).toBeGreaterThan(0);
    expect(sources.filter((s) => s.endsWith('.webp')).length).toBeGreaterThan(0);

    const features = page.locator('#key-features');
    await expect(features.getByRole('heading', { level: 2, name: REQUIRED.keyFeatures })).toBeVisible();
    await expect(features.getByText(REQUIRED.keyFeaturesLead, { exact: true })).toBeVisible();
    const cards = features.getByTestId('service-card');
    await expect(cards).toHaveCount(3);
    // Every card text is on the card (one read of each card's text, then plain comparisons).
    const cardTexts = await cards.evaluateAll((els) => els.map((el) => el.textContent ?? ''));
    for (const [i, [title, href]] of REQUIRED.cards.entries()) {
      const card = cards.nth(i);
      const content = serviceCards[i]!;
      expect(content.title).toBe(title);
      await expect(card.getByRole('heading', { level: 3, name: title, exact: true })).toBeAttached();
      const texts = [content.description, content.backTitle, content.backDescription, ...content.features.flatMap((f) => [f.title, f.description])];
      for (const text of texts) expect(cardTexts[i]).toContain(text);
      const link = card.getByRole('link', { name: linkName('Learn More', title) });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveText(/^Learn More/);
    }
    const stories = page.locator('#success-stories');
    await expect(stories.getByRole('heading', { level: 2, name: REQUIRED.successStories })).toBeVisible();
    await expect(stories.getByText(REQUIRED.successLead, { exact: true })).toBeVisible();
    const storyCards = stories.getByTestId('case-study-card');
    await expect(storyCards).toHaveCount(successStories.length);
    const storyTexts = await storyCards.evaluateAll((els) => els.map((el) => el.textContent ?? ''));
    for (const [i, study] of successStories.entries()) {
      const card = storyCards.nth(i);
      await expect(card.getByRole('heading', { level: 3, name: study.title })).toBeAttached();
      expect(storyTexts[i]).toContain(study.description);
      await expect(card.locator('img')).toHaveAttribute('src', study.image ?? caseStudyPlaceholder.src);
      await expect(card.getByRole('link', { name: linkName('Read Case Study', study.title) })).toHaveAttribute('href', '/case-studies');
    }
    await expect(stories.getByRole('link', { name: 'View All Case Studies', exact: true })).toHaveAttribute('href', '/case-studies');

    // Order: hero, partners, Key Features, Success Stories, then the "Get in Touch" form anchored as #contact last.
    const order = await page.locator('main > *').evaluateAll((els) => els.map((el) => el.id || el.getAttribute('data-testid')));
    expect(order).toEqual(['first-screen', 'key-features', 'success-stories', 'contact']);
    await expect(page.locator('#contact').getByRole('heading', { name: 'Get in Touch' })).toBeAttached();
  });

  test('splits the first screen below the header 70 / 30 between hero and partner strip', async ({ page }) => {
    await page.goto('/');
    const viewport = page.viewportSize()!;
    const header = (await page.locator('header').first().boundingBox())!;
    const hero = (await page.getByTestId('hero').boundingBox())!;
    const stripBox = (await page.getByTestId('partner-strip').boundingBox())!;
    // The first screen is what is visible under the sticky header: header + hero + strip = the viewport.
    expect(hero.y).toBeCloseTo(header.y + header.height, 0);
    expect(stripBox.y).toBeCloseTo(hero.y + hero.height, 0);
    expect(header.height + hero.height + stripBox.height).toBeCloseTo(viewport.height, 0);
    expect(hero.height / (hero.height + stripBox.height)).toBeCloseTo(0.7, 2);
    expect(stripBox.height / (hero.height + stripBox.height)).toBeCloseTo(0.3, 2);
    expect(hero.width).toBe(viewport.width);
  });

  test('passes exactly the required particle settings to the engine, lazily, and pauses it off-screen', async ({ page }) => {
    await page.goto('/');
    // The headline is painted before the particle engine exists.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('hero-particles')).toHaveAttribute('aria-hidden', 'true');
    await page.waitForFunction(() => (window as unknown as { tsParticles?: { items: { particles: { count: number } }[] } }).tsParticles?.items[0]?.particles.count === 50);
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
    expect(options).toEqual({
      count: 50,
      number: 50,
      colors: ['#0055a4', '#00AEEF', '#74E1ED'],
      size: 3,
      opacity: 0.5,
      links: { enable: true, distance: 150, opacity: 0.3 },
      hover: { enable: true, mode: 'repulse' },
      repulse: 100,
      click: { enable: true, mode: 'push' },
      push: 4,
      fullScreen: false,
    });
    // The canvas sits inside the hero, behind its text.
    const canvas = page.locator('[data-testid="hero-particles"] canvas');
    await expect(canvas).toHaveCount(1);
    const status = () => page.evaluate(() => (window as unknown as { tsParticles: { items: { animationStatus: boolean }[] } }).tsParticles.items[0]!.animationStatus);
    await expect.poll(status).toBe(true);
    // Off-screen: paused; back on screen: playing again.
    await page.locator('#success-stories').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(status).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(status).toBe(true);
  });

  test('tilts the logo toward the pointer by at most 15 degrees, starting after 300 ms', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/');
    const logo = page.getByTestId('hero-logo');
    const hero = (await page.getByTestId('hero').boundingBox())!;
    const angles = async () => {
      const t = await logo.evaluate((el) => el.style.transform);
      const m = /rotateX\((-?[\d.]+)deg\) rotateY\((-?[\d.]+)deg\)/.exec(t);
      return m ? { x: Number(m[1]), y: Number(m[2]) } : null;
    };
    // Before 300 ms the logo does not follow the pointer yet.
    await page.mouse.move(hero.x + 5, hero.y + 5);
    await page.mouse.move(hero.x + 10, hero.y + 10);
    expect(await angles()).toBeNull();
    await page.clock.runFor(300);
    await expect(page.locator('[data-tilt-active="true"]')).toBeAttached();

    const corners = [
      [hero.x + 1, hero.y + 1, 15, -15],
      [hero.x + hero.width - 1, hero.y + 1, 15, 15],
      [hero.x + 1, hero.y + hero.height - 1, -15, -15],
      [hero.x + hero.width - 1, hero.y + hero.height - 1, -15, 15],
    ] as const;
    for (const [x, y, ax, ay] of corners) {
      await page.mouse.move(x, y);
      const a = await angles();
      expect(a).not.toBeNull();
      expect(Math.abs(a!.x)).toBeLessThanOrEqual(15);
      expect(Math.abs(a!.y)).toBeLessThanOrEqual(15);
      expect(a!.x).toBeCloseTo(ax, 0);
      expect(a!.y).toBeCloseTo(ay, 0);
    }
    await page.mouse.move(hero.x + hero.width / 2, hero.y + hero.height / 2);
    const centre = await angles();
    expect(Math.abs(centre!.x)).toBeLessThan(1);
    expect(Math.abs(centre!.y)).toBeLessThan(1);
    // The rendered transform is a real 3D rotation within the bound (cos 15deg = 0.966).
    await page.mouse.move(hero.x + hero.width - 1, hero.y + 1);
    const m11 = await logo.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m11);
    expect(m11).toBeGreaterThanOrEqual(Math.cos((15 * Math.PI) / 180) - 0.001);
    expect(m11).toBeLessThan(0.999);
  });

  test.describe('partner strip', () => {
    test('scrolls left endlessly at 0.5 px per frame (30 px/s) with copies for a seamless loop', async ({ page }) => {
      await openHome(page);
      await expectStrip(page, 'running');
      const sets = strip(page).locator('ul');
      expect(await sets.count()).toBeGreaterThanOrEqual(2);
      // Every copy moves by its own width: the loop end looks exactly like the start.
      const widths = await sets.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width));
      for (const w of widths) expect(w).toBeCloseTo(widths[0]!, 1);
      const anim = await stripSet(page).evaluate((el) => {
        const style = getComputedStyle(el);
        return { duration: parseFloat(style.animationDuration), width: el.getBoundingClientRect().width, iterations: style.animationIterationCount };
      });
      expect(anim.iterations).toBe('infinite');
      expect(anim.width / anim.duration).toBeCloseTo(30, 0);
      // Filling: the copies cover the viewport even when one set has scrolled out.
      expect(widths.reduce((a, b) => a + b, 0) - widths[0]!).toBeGreaterThanOrEqual(page.viewportSize()!.width);
      const a = await setOffset(page);
      await page.waitForTimeout(500);
      const b = await setOffset(page);
      expect(b).toBeLessThan(a);
      // Duplicates are hidden from assistive technology and the keyboard.
      await expect(sets.nth(1)).toHaveAttribute('aria-hidden', 'true');
      for (const copy of [1, 2]) {
        const buttons = sets.nth(copy).getByRole('button', { includeHidden: true });
        await expect(buttons).toHaveCount(partners.length);
        for (const button of await buttons.all()) await expect(button).toHaveAttribute('tabindex', '-1');
      }
    });

    test('pauses while pressed and resumes 2 s after release', async ({ page }, testInfo) => {
      const phone = isPhone(testInfo.project.name);
      await freezeClock(page);
      await openHome(page);
      await expectStrip(page, 'running');
      const release = await press(page, phone, await gapPoint(page));
      await expectStrip(page, 'paused');
      const held = await setOffset(page);
      await page.clock.runFor(5000);
      await expectStrip(page, 'paused');
      await release();
      await expect(strip(page)).toHaveAttribute('data-pressed', 'false');
      await expectStrip(page, 'paused');
      await page.clock.runFor(1900);
      await expectStrip(page, 'paused');
      expect(await setOffset(page)).toBeCloseTo(held, 0);
      await page.clock.runFor(150);
      await expectStrip(page, 'running');
      // No logo was selected by pressing between logos.
      await expect(stripSet(page).locator('[aria-pressed="true"]')).toHaveCount(0);
    });

    test('a selected logo keeps it paused; selecting again toggles back', async ({ page }, testInfo) => {
      const phone = isPhone(testInfo.project.name);
      await freezeClock(page);
      await openHome(page);
      const logo = stripSet(page).getByRole('button', { name: secondPartner.name });
      await expect(logo).toHaveAttribute('aria-pressed', 'false');
      if (phone) await logo.tap({ force: true });
      else await logo.click({ force: true });
      await expect(logo).toHaveAttribute('aria-pressed', 'true');
      await expectStrip(page, 'paused');
      await expect(logo).toHaveCSS('border-top-color', 'rgb(2, 119, 189)');
      await expect(strip(page).locator('ul').nth(1).getByRole('button', { name: secondPartner.name, includeHidden: true })).toHaveAttribute('aria-pressed', 'true');
      await page.clock.runFor(5000);
      await expectStrip(page, 'paused');
      if (phone) await logo.tap();
      else await logo.click();
      await expect(logo).toHaveAttribute('aria-pressed', 'false');
      await expectStrip(page, 'paused');
      await page.clock.runFor(2100);
      await expectStrip(page, 'running');
      // Keyboard: Enter toggles selection too (no press, so nothing waits).
      await logo.focus();
      await page.keyboard.press('Enter');
      await expect(logo).toHaveAttribute('aria-pressed', 'true');
      await expectStrip(page, 'paused');
      await page.keyboard.press('Space');
      await expect(logo).toHaveAttribute('aria-pressed', 'false');
      await expectStrip(page, 'running');
    });

    test('has a visible pause/play control', async ({ page }) => {
      await freezeClock(page);
      await openHome(page);
      const pause = page.getByRole('button', { name: 'Pause partner logos' });
      await expect(pause).toBeVisible();
      await pause.click();
      const play = page.getByRole('button', { name: 'Play partner logos' });
      await expect(play).toBeVisible();
      await expectStrip(page, 'paused');
      await page.clock.runFor(10_000);
      await expectStrip(page, 'paused');
      await play.click();
      await expectStrip(page, 'running');
      await expect(page.getByRole('button', { name: 'Pause partner logos' })).toBeVisible();
    });
  });

  test('has no axe violations with the strip paused and a logo selected', async ({ page }, testInfo) => {

    test.slow(); // axe and many checks: slow on a loaded 2-core machine
    await openHome(page);
    await page.getByRole('button', { name: 'Pause partner logos' }).click();
    await expectStrip(page, 'paused');
    // The strip stops anywhere: press the logo the visitor sees best, in whichever copy shows it.
    await strip(page).scrollIntoViewIfNeeded();
    const shown = await Promise.all(partners.map(async (partner) => ({ partner, ...(await shownLogo(page, partner.name)) })));
    const best = shown.reduce((a, b) => (b.visible > a.visible ? b : a));
    await pressAt(page, isPhone(testInfo.project.name), best);
    await expect(stripSet(page).getByRole('button', { name: best.partner.name })).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolationsSettled(page);
  });

  test('a logo shown only by a copy of the set can be selected too', async ({ page }, testInfo) => {
    test.slow(); // seeks the strip, taps and checks focus: slow on a loaded 2-core machine
    await openHome(page);
    await page.getByRole('button', { name: 'Pause partner logos' }).click();
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

  test('flips a Key Features card to its back text on keyboard focus and on hover', async ({ page }, testInfo) => {

    test.slow(); // axe and many checks: slow on a loaded 2-core machine
    await page.goto('/');
    const card = page.getByTestId('service-card').first();
    const inner = card.getByTestId('service-card-back').locator('..');
    const link = card.getByRole('link', { name: /^Learn More/ });
    await expect(inner).toHaveCSS('transform', 'none');
    await tabTo(page, link);
    await expect(link).toBeFocused();
    // rotateY(180deg): the matrix's first entry is -1.
    await expect.poll(() => inner.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m11)).toBeCloseTo(-1, 2);
    await expect(card.getByTestId('service-card-back')).toBeInViewport();
    // Let the scroll-reveal fade finish (axe blends half-faded text into its contrast check).
    await expect(card.locator('..')).toHaveCSS('opacity', '1');
    await expectNoAxeViolationsSettled(page);
    await page.keyboard.press('Tab');
    await expect.poll(() => inner.evaluate((el) => getComputedStyle(el).transform)).toBe('none');
    if (!isPhone(testInfo.project.name)) {
      await card.hover();
      await expect.poll(() => inner.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m11)).toBeCloseTo(-1, 2);
    }
  });

  test('gives the three cards equal text heights', async ({ page }, testInfo) => {
    // Measured without the staggered scroll-reveal slide, which moves the cards while it runs.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await page.locator('#key-features').scrollIntoViewIfNeeded();
    await page.evaluate(() => document.fonts.ready);
    const boxes = await page.getByTestId('service-card').evaluateAll((els) => els.map((el) => el.getBoundingClientRect()));
    expect(boxes).toHaveLength(3);
    if (isPhone(testInfo.project.name)) {
      // One column on phones: full-width cards stacked.
      expect(boxes[1]!.top).toBeGreaterThan(boxes[0]!.bottom);
      expect(boxes[0]!.width).toBeCloseTo(boxes[1]!.width, 0);
    } else {
      expect(boxes[0]!.top).toBeCloseTo(boxes[1]!.top, 0);
      for (const box of boxes) expect(box.height).toBeCloseTo(boxes[0]!.height, 0);
    }
    // The reveal stagger is 300 ms + 200 ms per card.
    const delays = await page.locator('#key-features [data-reveal]').evaluateAll((els) => els.map((el) => (el as HTMLElement).style.getPropertyValue('--reveal-delay')));
    expect(delays).toEqual(['300ms', '500ms', '700ms']);
  });

  test('has no axe violations', async ({ page }) => {

    test.slow(); // axe and many checks: slow on a loaded 2-core machine
    await page.goto('/');
    await expectNoAxeViolationsSettled(page);
  });
});

test.describe('home page under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('has no particles, a still strip and logo, and cross-fading cards', async ({ page }) => {

    test.slow(); // axe and many checks: slow on a loaded 2-core machine
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: REQUIRED.tagline })).toBeVisible();
    await page.waitForLoadState('load');
    await page.waitForTimeout(2500);
    await expect(page.locator('[data-testid="hero-particles"] canvas')).toHaveCount(0);
    expect(await page.evaluate(() => 'tsParticles' in window)).toBe(false);

    await expect(strip(page)).toHaveAttribute('data-state', 'paused');
    await expect(stripSet(page)).toHaveCSS('animation-name', 'none');
    await expect(page.getByTestId('strip-toggle')).toBeHidden();
    await expect(strip(page).locator('ul').nth(1)).toBeHidden();
    // All six logos stay reachable: the strip scrolls sideways under the visitor's control.
    await expect(stripSet(page).getByRole('button')).toHaveCount(6);

    const hero = (await page.getByTestId('hero').boundingBox())!;
    await page.mouse.move(hero.x + 1, hero.y + 1);
    await page.mouse.move(hero.x + 2, hero.y + 2);
    await expect(page.getByTestId('hero-logo')).toHaveCSS('transform', 'none');

    const card = page.getByTestId('service-card').first();
    const back = card.getByTestId('service-card-back');
    await expect(back).toHaveCSS('opacity', '0');
    await tabTo(page, card.getByRole('link', { name: /^Learn More/ }));
    await expect(back).toHaveCSS('opacity', '1');
    await expect(back.locator('..')).toHaveCSS('transform', 'none');
    await expect(card.locator('..')).toHaveCSS('opacity', '1');
    await expectNoAxeViolationsSettled(page);
  });
});

test.describe('home page without JavaScript', () => {
  // Chromium reports the page's (unrun) script files as blocked requests when JavaScript is off.
  test.use({ javaScriptEnabled: false, allowedErrors: [/\/_next\/static\/.+\.js$/] });

  test('pre-renders every heading and card text, visible', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: REQUIRED.tagline })).toBeVisible();
    await expect(page.getByText(REQUIRED.slogan, { exact: true }).first()).toBeVisible();
    for (const heading of ['Our Partners', REQUIRED.keyFeatures, REQUIRED.successStories, 'Get in Touch']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByText(REQUIRED.keyFeaturesLead)).toBeVisible();
    await expect(page.getByText(REQUIRED.successLead)).toBeVisible();
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

test.describe('pages behind the home cards', () => {
  for (const [route, page_] of Object.entries(serviceCardPages)) {
    test(`${route} shows the card's content and a call to action`, async ({ page }) => {
      test.slow(); // axe and many checks: slow on a loaded 2-core machine
      await page.goto('/');
      await page.locator(`#key-features a[href="${route}"]`).click();
      await expect(page).toHaveURL(route);
      const { card, cta } = page_;
      await expect(page.getByRole('heading', { level: 1, name: card.title })).toBeVisible();
      await expect(page.getByText(card.description, { exact: true })).toBeVisible();
      await expect(page.getByText(card.backDescription, { exact: true })).toBeVisible();
      for (const feature of card.features) {
        await expect(page.getByRole('heading', { level: 3, name: feature.title })).toBeVisible();
        await expect(page.getByText(feature.description, { exact: true })).toBeVisible();
      }
      await expect(page.getByRole('heading', { level: 2, name: cta.heading })).toBeVisible();
      const contact = page.locator('#next-step').getByRole('link', { name: 'Contact Us', exact: true });
      await expect(contact).toHaveAttribute('href', '/contact');
      for (const other of serviceCards.filter((c) => c.link !== route)) {
        await expect(page.locator('#next-step').getByRole('link', { name: other.title })).toHaveAttribute('href', other.link);
      }
      await expectNoAxeViolationsSettled(page);
      await contact.click();
      await expect(page).toHaveURL('/contact');
    });
  }

  test('/case-studies shows the Success Stories block and each full story', async ({ page }) => {

    test.slow(); // axe and many checks: slow on a loaded 2-core machine
    await page.goto('/');
    await page.locator('#success-stories').getByRole('link', { name: 'View All Case Studies' }).click();
    await expect(page).toHaveURL('/case-studies');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const stories = page.locator('#success-stories');
    await expect(stories.getByRole('heading', { level: 2, name: REQUIRED.successStories })).toBeVisible();
    await expect(stories.getByText(REQUIRED.successLead, { exact: true })).toBeVisible();
    await expect(stories.getByRole('link', { name: 'View All Case Studies' })).toHaveCount(0);
    for (const study of successStories) {
      const read = stories.getByRole('link', { name: linkName('Read Case Study', study.title) });
      await expect(read).toHaveAttribute('href', `#${study.id}`);
      const story = page.locator(`article#${study.id}`);
      await expect(story.getByRole('heading', { level: 3, name: study.title })).toBeAttached();
      await expect(story.getByText(study.challenge)).toBeAttached();
      for (const step of study.approach) await expect(story.getByText(step, { exact: true })).toBeAttached();
      for (const result of study.results) await expect(story.getByText(result, { exact: true })).toBeAttached();
    }
    await stories.getByRole('link', { name: linkName('Read Case Study', lastStory.title) }).click();
    await expect(page).toHaveURL(`/case-studies#${lastStory.id}`);
    await expect(page.locator(`article#${lastStory.id}`).getByRole('heading', { level: 3 })).toBeInViewport();
    await expect(page.locator('#next-step').getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expectNoAxeViolationsSettled(page);
  });
});
