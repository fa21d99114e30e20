import type { Locator, Page } from '@playwright/test';
import { practices, story, team, values } from '../lib/about/content';
import { pages } from '../lib/content/pages';
import { site, type Route } from '../lib/site/content';
import { CAROUSEL, fillTemplate, readRingTransform } from '../lib/about/carousel';
import { waitForHydration } from './support/hydration';
import { pictureFiles } from '../lib/pictures/manifest';
import { expect, expectNoAxeViolations, isPhone, test } from './fixtures';
import { mostShown, pressAt } from './support/pointer';

/** One leadership card per team member, 360/n degrees apart around the ring. */
const STEP_DEG = 360 / team.members.length;

/** The story's {name}, {founded} and {offices}, filled from the company details as the page does. */
const fill = (text: string) => fillTemplate(text, { name: site.name, founded: site.foundedYear, offices: site.offices.length });

/** The About blocks: each has its own page, and the stacked /about-us page shows them all in this order. */
const BLOCKS = [
  { id: 'team', route: '/about-us/team' },
  { id: 'values', route: '/about-us/values' },
  { id: 'what-we-do', route: '/about-us/what-we-do' },
  { id: 'who-we-are', route: '/about-us/who-we-are' },
] as const satisfies readonly { id: string; route: Route }[];
type BlockRoute = (typeof BLOCKS)[number]['route'];

const pillarTexts = (list: typeof values | typeof practices) => list.flatMap((p) => [p.title, p.description, ...p.points]);

/** Every text each block shows, and the headings that belong to it alone. */
const BLOCK_CONTENT: Record<BlockRoute, { texts: string[]; headings: string[] }> = {
  '/about-us/team': {
    texts: team.members.flatMap((m) => [m.name, m.role, m.base]),
    headings: team.members.map((m) => m.name),
  },
  '/about-us/values': { texts: pillarTexts(values), headings: values.map((v) => v.title) },
  '/about-us/what-we-do': { texts: pillarTexts(practices), headings: practices.map((p) => p.title) },
  '/about-us/who-we-are': {
    texts: [
      ...story.paragraphs.map(fill),
      ...story.facts.flatMap((f) => [fill(f.value), f.label]),
      story.milestonesHeading,
      ...story.milestones.flatMap((m) => [String(m.year), m.title, m.description]),
      story.officesHeading,
      ...site.offices.flatMap((o) => [o.name, o.role, o.address]),
    ],
    headings: [story.milestonesHeading, story.officesHeading, ...story.milestones.map((m) => m.title), ...site.offices.map((o) => o.name)],
  },
};

const carousel = (page: Page) => page.getByRole('region', { name: team.label });
const ring = (page: Page) => page.getByTestId('team-ring');
const cards = (page: Page) => carousel(page).getByRole('group');

/**
 * Which of `expected` no element of main shows as its whole text (whitespace collapsed), read in one pass
 * rather than one round trip per text. `visible`: count only elements the visitor can see.
 */
async function missingTexts(page: Page, expected: readonly string[], visible = false): Promise<string[]> {
  const shown = await page.getByRole('main').evaluate((main, visible) => {
    const all = [...main.querySelectorAll('*')].filter((el) => !visible || el.checkVisibility({ opacityProperty: true, visibilityProperty: true }));
    return all.map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim());
  }, visible);
  const texts = new Set(shown);
  return expected.filter((text) => !texts.has(text.replace(/\s+/g, ' ').trim()));
}

/** Play states of the ring's turning animation ([] when it has none). */
function ringPlayStates(page: Page): Promise<string[]> {
  return ring(page).evaluate((el) => el.getAnimations().filter((a) => a instanceof CSSAnimation).map((a) => a.playState));
}

function computedTransform(locator: Locator): Promise<string> {
  return locator.evaluate((el) => getComputedStyle(el).transform);
}

/** The ring's current turn in degrees (0 to <360), read from its computed transform. */
async function ringAngle(page: Page): Promise<number | undefined> {
  const css = await computedTransform(ring(page));
  if (css === 'none' || css === 'matrix(1, 0, 0, 1, 0, 0)') return 0;
  return readRingTransform(css)?.angle;
}

/** Whether the ring's transform changes across a few animation frames (it is turning). */
function ringTurns(page: Page): Promise<boolean> {
  return ring(page).evaluate(async (el) => {
    const before = getComputedStyle(el).transform;
    for (let frame = 0; frame < 3; frame++) await new Promise(requestAnimationFrame);
    return getComputedStyle(el).transform !== before;
  });
}

async function expectTurning(page: Page) {
  await expect.poll(() => ringPlayStates(page)).toEqual(['running']);
  await expect.poll(() => ringTurns(page)).toBe(true);
}

async function expectStopped(page: Page) {
  await expect.poll(() => ringPlayStates(page)).toEqual(['paused']);
  // The paused animation's time is committed with the next frame: a frame after the pause, it stands still.
  await expect.poll(() => ringTurns(page)).toBe(false);
}

/** The ring angle that shows card `index` at the front: the ring turns back by the card's own angle. */
const frontAngle = (index: number) => (360 - index * STEP_DEG) % 360;

/**
 * A sub-route is its own page: its title and heading, its lead, every text of its own block, no heading of
 * the other blocks, and headings inside the block that follow the h1 without skipping a level.
 */
async function expectBlockPage(page: Page, route: BlockRoute) {
  const response = await page.goto(route);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(`${pages[route].title} | ${site.name}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages[route].heading);
  const main = page.getByRole('main');
  await expect(main.getByText(String(pages[route].lead), { exact: true })).toBeVisible();
  expect(await missingTexts(page, BLOCK_CONTENT[route].texts)).toEqual([]);
  const own = new Set([pages[route].heading, ...BLOCK_CONTENT[route].headings]);
  const others = BLOCKS.filter((b) => b.route !== route).flatMap((b) => [pages[b.route].heading, ...BLOCK_CONTENT[b.route].headings]);
  const headings = await main.getByRole('heading').allTextContents();
  expect(headings.filter((h) => others.includes(h.trim()) && !own.has(h.trim()))).toEqual([]);
  const levels = await main.locator('h1, h2, h3, h4').evaluateAll((els) => els.map((el) => Number(el.tagName.slice(1))));
  levels.forEach((level, i) => {
    if (i > 0) expect(level - (levels[i - 1] ?? 1), `heading ${i}`).toBeLessThanOrEqual(1);
  });
  await expect(cards(page)).toHaveCount(route === '/about-us/team' ? team.members.length : 0);
}

test.describe('/about-us', () => {
  test('stacks every block under its own h2, and each practice links to a real page', async ({ page }) => {
    await page.goto('/about-us');
    await expect(page).toHaveTitle(`${pages['/about-us'].title} | ${site.name}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages['/about-us'].heading);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(BLOCKS.map((b) => pages[b.route].heading));
    for (const { id, route } of BLOCKS) await expect(page.locator(`section#${id}`)).toHaveAccessibleName(pages[route].heading);
    await expect(page.locator('section#values').getByRole('heading', { level: 3 })).toHaveText(values.map((v) => v.title));
    await expect(page.locator('section#what-we-do').getByRole('heading', { level: 3 })).toHaveText(practices.map((p) => p.title));
    expect(await missingTexts(page, BLOCKS.flatMap((b) => BLOCK_CONTENT[b.route].texts))).toEqual([]);

    const links = practices.flatMap((p) => (p.link ? [p.link] : []));
    expect(links.length, 'a practice with a link in content/values.yml').toBeGreaterThan(0);
    for (const link of links) {
      await expect(main.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.href);
      expect((await page.request.get(link.href)).status(), link.href).toBe(200);
    }
    const last = links.at(-1)!;
    await main.getByRole('link', { name: last.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${last.href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages[last.href as Route].heading);
  });
});

test.describe('About sub-routes', () => {
  for (const route of ['/about-us/values', '/about-us/what-we-do'] as const) {
    test(`${route} is its own page with only its own block`, async ({ page }) => {
      await expectBlockPage(page, route);
    });
  }

  test('/about-us/who-we-are tells the story with its facts, milestones and every office', async ({ page }) => {
    await expectBlockPage(page, '/about-us/who-we-are');
    const main = page.getByRole('main');
    await expect(main.getByRole('definition')).toHaveText(story.facts.map((f) => fill(f.value)));
    for (const office of site.offices) await expect(main.getByRole('heading', { name: office.name, exact: true })).toBeVisible();
  });

  test('/about-us/team puts every leader on a card, spaced evenly around the logo', async ({ page }) => {
    await expectBlockPage(page, '/about-us/team');
    for (const [i, member] of team.members.entries()) {
      const card = cards(page).nth(i);
      await expect(card).toHaveAttribute('aria-roledescription', 'slide');
      await expect(card).toHaveAccessibleName(fillTemplate(team.slideLabel, { index: i + 1, total: team.members.length }));
      // The member's portrait: its own SVG file, or a file the build made of their photo.
      const portrait = card.getByRole('img', { name: member.alt });
      await expect.poll(() => portrait.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      expect(pictureFiles(member.img)).toContain(new URL(await portrait.evaluate((el: HTMLImageElement) => el.currentSrc)).pathname);
      await expect(card.getByRole('heading', { name: member.name })).toBeAttached();
      await expect(card.getByText(member.role, { exact: true })).toBeAttached();
      const geometry = readRingTransform(await computedTransform(card));
      expect(geometry, `card ${i} transform`).not.toBeNull();
      expect(geometry?.angle).toBeCloseTo(i * STEP_DEG, 2);
      expect(geometry?.depth).toBeCloseTo(CAROUSEL.depth, 2);
    }
    // The company logo inside the 3D scene, on the ring's axis.
    const logo = carousel(page).locator(`img[src="${site.logo.src}"]`);
    await expect(logo).toBeVisible();
    const [logoBox, sceneBox] = await Promise.all([logo.boundingBox(), ring(page).evaluate((el) => el.parentElement!.getBoundingClientRect().toJSON())]);
    expect(Math.abs((logoBox?.x ?? 0) + (logoBox?.width ?? 0) / 2 - sceneBox.x)).toBeLessThan(2);
  });
});

test.describe('Team carousel', () => {
  test('turns; stops under the pointer, with its button and while the keyboard is in it; a focused card turns to the front', async ({ page }) => {
    await page.goto('/about-us/team');
    await waitForHydration(page, '[data-testid="team-viewport"]');
    await expectTurning(page);

    // The pointer over the ring holds it; leaving lets it go.
    await carousel(page).getByTestId('team-viewport').hover();
    await expectStopped(page);
    await page.mouse.move(5, 5);
    await expectTurning(page);

    // The button holds it by itself: neither focus nor the pointer is on the carousel then.
    await carousel(page).getByRole('button', { name: team.pause }).click();
    const play = carousel(page).getByRole('button', { name: team.play });
    await expect(play).toBeVisible();
    await page.mouse.move(1, 1);
    await play.evaluate((el) => el.blur());
    await expectStopped(page);
    await play.click();
    const pause = carousel(page).getByRole('button', { name: team.pause });
    await expect(pause).toBeVisible();
    await page.mouse.move(1, 1);
    await pause.evaluate((el) => el.blur());
    await expectTurning(page);

    // Keyboard focus on the rotation control pauses the turn (WAI-ARIA carousel pattern); every card is
    // reachable with Tab and turns to the front; leaving the carousel lets it turn again.
    await pause.focus();
    await expectStopped(page);
    for (const [i, member] of team.members.entries()) {
      await page.keyboard.press('Tab');
      const card = cards(page).nth(i);
      await expect(card).toBeFocused();
      await expect(card).toContainText(member.name);
      await expect(card).toContainText(member.role);
      await expect.poll(() => ringAngle(page)).toBeCloseTo(frontAngle(i), 1);
      await expect(card.getByRole('heading', { name: member.name })).toBeInViewport();
    }
    await page.keyboard.press('Tab');
    await expect(cards(page).last()).not.toBeFocused();
    await expectTurning(page);
  });

  test('fits the screen, and a clicked or tapped card turns to the front, wholly inside the window', { tag: '@responsive' }, async ({ page }, testInfo) => {
    await page.goto('/about-us/team');
    // Its buttons do nothing until the carousel's script has run (the page paints first).
    await waitForHydration(page, '[data-testid="team-viewport"]');
    await carousel(page).getByRole('button', { name: team.pause }).click();
    await expect(carousel(page).getByRole('button', { name: team.play })).toBeVisible();
    await carousel(page).getByTestId('team-viewport').scrollIntoViewIfNeeded();
    // The card nearest the front right now: the one a visitor sees best, pressed where it is shown.
    const { index: front, ...point } = await mostShown(cards(page));
    expect(front).toBeGreaterThanOrEqual(0);
    const card = cards(page).nth(front);
    await pressAt(page, isPhone(testInfo.project.name), point);
    await expect(card).toBeFocused();
    await expect.poll(() => ringAngle(page)).toBeCloseTo(frontAngle(front), 1);
    await expect(card.getByRole('heading', { name: team.members[front]!.name })).toBeInViewport();
    // The ring is held at that card: no turning animation left.
    expect(await ringPlayStates(page)).toEqual([]);
    const box = (await card.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'no horizontal scrollbar').toBeLessThanOrEqual(0);
  });
});

test.describe('Team carousel under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('is a static grid with every caption visible and no rotation control', { tag: '@responsive' }, async ({ page }, testInfo) => {
    const phone = isPhone(testInfo.project.name);
    await page.goto('/about-us/team');
    await expect(cards(page)).toHaveCount(team.members.length);
    expect(await ringPlayStates(page)).toEqual([]);
    await expect(carousel(page).getByRole('button')).toBeHidden();
    for (const [i, member] of team.members.entries()) {
      const card = cards(page).nth(i);
      expect(await computedTransform(card)).toBe('none');
      await card.scrollIntoViewIfNeeded();
      await expect(card.getByRole('heading', { name: member.name })).toBeVisible();
      await expect(card.getByText(member.role, { exact: true })).toBeVisible();
    }
    // Page coordinates of all cards, measured at once.
    const boxes = await cards(page).evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height };
      }),
    );
    // A grid: no two cards overlap; three per row on desktop, one per row on a phone.
    for (let a = 0; a < boxes.length; a++) {
      for (let b = a + 1; b < boxes.length; b++) {
        const [p, q] = [boxes[a]!, boxes[b]!];
        const overlap = p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height;
        expect(overlap, `cards ${a} and ${b} overlap`).toBe(false);
      }
    }
    const firstRow = boxes.filter((b) => Math.abs(b.y - boxes[0]!.y) < 1).length;
    expect(firstRow).toBe(phone ? 1 : Math.min(3, boxes.length));
    // Focus does not move anything.
    await cards(page).last().focus();
    expect(await computedTransform(ring(page))).toBe('none');
    // One axe pass for the grid: its markup is the same on both screens.
    if (!phone) await expectNoAxeViolations(page);
  });
});

test.describe('About without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every About text is in the HTML and visible, the team as a grid', async ({ page }) => {
    await page.goto('/about-us');
    expect(await missingTexts(page, BLOCKS.flatMap((b) => BLOCK_CONTENT[b.route].texts), true)).toEqual([]);
    for (const transform of await cards(page).evaluateAll((els) => els.map((el) => getComputedStyle(el).transform))) {
      expect(transform).toBe('none');
    }
    await expect(carousel(page).getByRole('button')).toBeHidden();
  });
});
