import type { Locator, Page } from '@playwright/test';
import { practices, story, team, values } from '../content/about';
import { pages } from '../content/pages';
import { loadContent } from '../lib/content/load';
import { fillTemplate, readRingTransform } from '../lib/about-carousel';
import { expect, expectNoAxeViolations, isPhone, test } from './fixtures';
import { mostShown, pressAt } from './support/pointer';

/** One leadership card per team member (six today), 360/n degrees apart, 600 px deep. */
const CARD_COUNT = team.members.length;
const STEP_DEG = 360 / CARD_COUNT;
const DEPTH_PX = 600;

/** content/site.ts is not imported here (its JSON import needs the bundler): its values the About pages show. */
const SITE_NAME = 'Apexbridge Global';
const LOGO_SRC = '/brand/logo.svg';
const OFFICES = [
  { name: 'Global Headquarters', address: '3960 Howard Hughes Parkway, Suite 500, Las Vegas, NV 89169, United States' },
  { name: 'Asia Pacific Office', address: '2 Hai Trieu Street, Ben Nghe Ward, District 1, Ho Chi Minh City, Vietnam' },
  { name: 'Product Studio', address: '1455 NW Irving Street, Portland, OR 97209, United States' },
];
const fill = (text: string) => fillTemplate(text, { name: SITE_NAME, founded: 2021, offices: loadContent().offices.length });
const PARAGRAPHS = story.paragraphs.map(fill);

const SUB_ROUTES = [
  { route: '/about-us/team', heading: 'Meet the Team' },
  { route: '/about-us/values', heading: 'Our Values' },
  { route: '/about-us/what-we-do', heading: 'What We Do' },
  { route: '/about-us/who-we-are', heading: 'Who We Are' },
] as const;

const carousel = (page: Page) => page.getByRole('region', { name: 'Leadership team' });
const ring = (page: Page) => page.getByTestId('team-ring');
const cards = (page: Page) => carousel(page).getByRole('group');

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

/** Whether the ring's transform changes over a short while (it is turning). */
async function ringMoves(page: Page): Promise<boolean> {
  const before = await computedTransform(ring(page));
  await page.waitForTimeout(400);
  return (await computedTransform(ring(page))) !== before;
}

/**
 * axe re-reads styles thousands of times, and a turning 3D ring makes every read expensive (about 6x slower):
 * route checks stop it first with its own button; one test below checks the turning state itself.
 */
async function axeWithRingStopped(page: Page) {
  const pause = carousel(page).getByRole('button', { name: 'Pause rotation' });
  if (await pause.count()) {
    await pause.click();
    await expect(carousel(page).getByRole('button', { name: 'Play rotation' })).toBeVisible();
  }
  await expectNoAxeViolations(page);
}

/** Every visible text of each About block, straight from content/about.ts. */
function teamTexts(): string[] {
  return team.members.flatMap((m) => [m.name, m.role]);
}
function pillarTexts(list: typeof values | typeof practices): string[] {
  return list.flatMap((p) => [p.title, p.description, ...p.points]);
}
function storyTexts(): string[] {
  return [
    ...PARAGRAPHS,
    story.milestonesHeading,
    ...story.milestones.flatMap((m) => [m.title, m.description]),
    story.officesHeading,
    ...OFFICES.flatMap((o) => [o.name, o.address]),
    ...story.facts.map((f) => f.label),
  ];
}

async function expectTexts(page: Page, texts: string[]) {
  const main = page.getByRole('main');
  for (const text of texts) await expect(main.getByText(text, { exact: true }).first(), text).toBeAttached();
}

test.describe('About content', () => {
  test('required names: six leaders, the three values and the three practices, founded 2021', () => {
    expect(team.members).toHaveLength(CARD_COUNT);
    expect(values.map((v) => v.title)).toEqual(['Excellence', 'Collaboration', 'Innovation']);
    expect(practices.map((p) => p.title)).toEqual(['Market Expansion', 'Product Manufacturing', 'Supply Chain Management']);
    expect(PARAGRAPHS[0]).toContain(`${SITE_NAME} was founded in 2021`);
    expect(PARAGRAPHS.join(' ')).toContain('bridge Western markets and APAC manufacturing');
    for (const m of team.members) expect(m.info).toBe(`${m.name}, ${m.role}`);
  });
});

test.describe('/about-us', () => {
  test('stacks Team, Values, What We Do and Who We Are, each under its own h2', async ({ page }) => {
    test.setTimeout(90_000); // some 80 texts and a full axe pass over a long page, on a shared machine
    await page.goto('/about-us');
    await expect(page).toHaveTitle(`About Us | ${SITE_NAME}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Meet the Team', 'Our Values', 'What We Do', 'Who We Are']);
    for (const id of ['team', 'values', 'what-we-do', 'who-we-are']) {
      await expect(page.locator(`section#${id}`)).toHaveAccessibleName(/./);
    }
    await expect(page.getByRole('region', { name: 'Our Values' }).getByRole('heading', { level: 3 })).toHaveText(['Excellence', 'Collaboration', 'Innovation']);
    await expect(page.getByRole('region', { name: 'What We Do' }).getByRole('heading', { level: 3 })).toHaveText([
      'Market Expansion',
      'Product Manufacturing',
      'Supply Chain Management',
    ]);
    await expect(cards(page)).toHaveCount(CARD_COUNT);
    await expectTexts(page, [...teamTexts(), ...pillarTexts(values), ...pillarTexts(practices), ...storyTexts()]);
    await axeWithRingStopped(page);
  });

  test('What We Do links lead to real pages', async ({ page }) => {
    await page.goto('/about-us');
    const link = page.getByRole('link', { name: 'Explore supply chain management' });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page).toHaveURL(/\/services\/supply-chain$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Supply Chain Management');
    for (const href of practices.flatMap((p) => (p.link ? [p.link.href] : []))) {
      const response = await page.request.get(href);
      expect(response.status(), href).toBe(200);
    }
  });
});

test.describe('About sub-routes', () => {
  for (const { route, heading } of SUB_ROUTES) {
    test(`${route} is its own page with h1 "${heading}"`, async ({ page }) => {
      test.setTimeout(60_000);
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      expect(page.url()).toMatch(new RegExp(`${route}$`));
      await expect(page).toHaveTitle(`${pages[route].title} | ${SITE_NAME}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('main').getByText(String(pages[route].lead), { exact: true })).toBeVisible();
      // Only its own block: the other blocks' titles are not on the page.
      const main = page.getByRole('main');
      const own = {
        '/about-us/team': teamTexts(),
        '/about-us/values': pillarTexts(values),
        '/about-us/what-we-do': pillarTexts(practices),
        '/about-us/who-we-are': storyTexts(),
      }[route];
      await expectTexts(page, own);
      const others = SUB_ROUTES.filter((r) => r.route !== route).map((r) => r.heading);
      for (const other of others) await expect(main.getByRole('heading', { name: other, exact: true })).toHaveCount(0);
      await expect(cards(page)).toHaveCount(route === '/about-us/team' ? CARD_COUNT : 0);
      if (route !== '/about-us/values') await expect(main.getByRole('heading', { name: 'Excellence', exact: true })).toHaveCount(0);
      if (route !== '/about-us/what-we-do') await expect(main.getByRole('heading', { name: 'Market Expansion', exact: true })).toHaveCount(0);
      // Headings inside the block follow the h1 without skipping a level.
      const levels = await main.locator('h1, h2, h3, h4').evaluateAll((els) => els.map((el) => Number(el.tagName.slice(1))));
      levels.forEach((level, i) => {
        if (i > 0) expect(level - (levels[i - 1] ?? 1), `heading ${i}`).toBeLessThanOrEqual(1);
      });
      await axeWithRingStopped(page);
    });
  }

  test('Who We Are tells the story: founded 2021, Western markets and APAC manufacturing, the three offices', async ({ page }) => {
    await page.goto('/about-us/who-we-are');
    const main = page.getByRole('main');
    await expect(main.getByText(/was founded in 2021/)).toBeVisible();
    await expect(main.getByText(/bridge Western markets and APAC manufacturing/)).toBeVisible();
    await expect(main.getByRole('definition').first()).toHaveText('2021');
    for (const office of ['Global Headquarters', 'Asia Pacific Office', 'Product Studio']) {
      await expect(main.getByRole('heading', { name: office, exact: true })).toBeVisible();
    }
    await expect(main.getByText('2 Hai Trieu Street, Ben Nghe Ward, District 1, Ho Chi Minh City, Vietnam')).toBeVisible();
  });
});

test.describe('Team carousel', () => {
  test('six cards with portrait and caption, spaced 60 degrees at 600 px depth around the logo', async ({ page }) => {
    await page.goto('/about-us/team');
    await expect(cards(page)).toHaveCount(CARD_COUNT);
    for (const [i, member] of team.members.entries()) {
      const card = cards(page).nth(i);
      await expect(card).toHaveAttribute('aria-roledescription', 'slide');
      await expect(card).toHaveAccessibleName(`${i + 1} of ${CARD_COUNT}`);
      await expect(card.getByRole('img', { name: `Illustrated portrait of ${member.name}` })).toHaveAttribute('src', member.img);
      await expect(card.getByRole('heading', { name: member.name })).toBeAttached();
      await expect(card.getByText(member.role, { exact: true })).toBeAttached();
      const geometry = readRingTransform(await computedTransform(card));
      expect(geometry, `card ${i} transform`).not.toBeNull();
      expect(geometry?.angle).toBeCloseTo(i * STEP_DEG, 2);
      expect(geometry?.depth).toBeCloseTo(DEPTH_PX, 2);
    }
    // Centre logo inside the 3D scene, at the ring's axis.
    const logo = carousel(page).locator(`img[src="${LOGO_SRC}"]`);
    await expect(logo).toBeVisible();
    const [logoBox, ringBox] = await Promise.all([logo.boundingBox(), page.getByTestId('team-ring').evaluate((el) => el.parentElement!.getBoundingClientRect().toJSON())]);
    expect(Math.abs((logoBox?.x ?? 0) + (logoBox?.width ?? 0) / 2 - ringBox.x)).toBeLessThan(2);
  });

  test('the ring turns, and stops while the pointer is over it', async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'no hover on a touch screen (tap is tested below)');
    await page.goto('/about-us/team');
    await expect.poll(() => ringPlayStates(page)).toEqual(['running']);
    await expect.poll(() => ringMoves(page)).toBe(true);
    await carousel(page).getByTestId('team-viewport').hover();
    await expect.poll(() => ringPlayStates(page)).toEqual(['paused']);
    expect(await ringMoves(page)).toBe(false);
    await page.mouse.move(5, 5);
    await expect.poll(() => ringPlayStates(page)).toEqual(['running']);
    await expect.poll(() => ringMoves(page)).toBe(true);
  });

  test('keyboard: focus pauses, every card is reachable and turns to the front, leaving resumes', async ({ page }) => {
    await page.goto('/about-us/team');
    const button = carousel(page).getByRole('button', { name: 'Pause rotation' });
    await button.focus();
    // Focus on the rotation control pauses the turn (WAI-ARIA carousel pattern).
    await expect.poll(() => ringPlayStates(page)).toEqual(['paused']);
    await expect.poll(() => ringMoves(page)).toBe(false);
    for (const [i, member] of team.members.entries()) {
      await page.keyboard.press('Tab');
      const card = cards(page).nth(i);
      await expect(card).toBeFocused();
      await expect(card).toContainText(member.name);
      await expect(card).toContainText(member.role);
      // The focused card turns to the front: the ring stands at -i * 60 degrees.
      await expect.poll(() => ringAngle(page)).toBeCloseTo((360 - i * STEP_DEG) % 360, 1);
      await expect(card.getByRole('heading', { name: member.name })).toBeInViewport();
    }
    await page.keyboard.press('Tab');
    await expect(cards(page).last()).not.toBeFocused();
    await expect.poll(() => ringPlayStates(page)).toEqual(['running']);
    await expect.poll(() => ringMoves(page)).toBe(true);
  });

  test('axe finds no violations while the ring turns', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/about-us/team');
    await expect.poll(() => ringPlayStates(page)).toEqual(['running']);
    await expectNoAxeViolations(page);
  });

  test('the pause button stops and restarts the turn', async ({ page }) => {
    await page.goto('/about-us/team');
    const pause = carousel(page).getByRole('button', { name: 'Pause rotation' });
    await expect(pause).toBeVisible();
    await pause.click();
    const play = carousel(page).getByRole('button', { name: 'Play rotation' });
    await expect(play).toBeVisible();
    // Neither focus nor pointer holds it now: only the button's state does.
    await page.mouse.move(1, 1);
    await play.evaluate((el) => el.blur());
    await expect.poll(() => ringPlayStates(page)).toEqual(['paused']);
    expect(await ringMoves(page)).toBe(false);
    await expectNoAxeViolations(page);
    await play.click();
    await expect(carousel(page).getByRole('button', { name: 'Pause rotation' })).toBeVisible();
    await page.mouse.move(1, 1);
    await pause.evaluate((el) => el.blur());
    await expect.poll(() => ringPlayStates(page)).toEqual(['running']);
    await expect.poll(() => ringMoves(page)).toBe(true);
  });

  test('clicking or tapping a card turns it to the front and holds the ring', async ({ page }, testInfo) => {
    await page.goto('/about-us/team');
    await page.getByRole('button', { name: 'Pause rotation' }).click();
    await carousel(page).getByTestId('team-viewport').scrollIntoViewIfNeeded();
    // The card nearest the front right now: the one a visitor sees best, pressed where it is shown.
    const { index: front, ...point } = await mostShown(cards(page));
    expect(front).toBeGreaterThanOrEqual(0);
    const card = cards(page).nth(front);
    await pressAt(page, isPhone(testInfo.project.name), point);
    await expect(card).toBeFocused();
    await expect.poll(() => ringAngle(page)).toBeCloseTo((360 - front * STEP_DEG) % 360, 1);
    await expect(card.getByRole('heading', { name: team.members[front]!.name })).toBeInViewport();
    expect(await ringPlayStates(page)).toEqual([]);
  });

  test('fits the screen without a horizontal scrollbar', async ({ page }) => {
    await page.goto('/about-us/team');
    await expect(cards(page).first()).toBeAttached();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The card at the front is wholly inside the window.
    await cards(page).first().focus();
    await expect.poll(() => ringAngle(page)).toBeCloseTo(0, 1);
    const box = await cards(page).first().boundingBox();
    const width = page.viewportSize()!.width;
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  });
});

test.describe('Team carousel under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('is a static grid with every caption visible and no rotation control', async ({ page }, testInfo) => {
    await page.goto('/about-us/team');
    await expect(cards(page)).toHaveCount(CARD_COUNT);
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
    expect(firstRow).toBe(isPhone(testInfo.project.name) ? 1 : 3);
    // Focus does not move anything.
    await cards(page).nth(2).focus();
    expect(await computedTransform(ring(page))).toBe('none');
    await expectNoAxeViolations(page);
  });
});

test.describe('About without JavaScript', () => {
  // With scripting off the browser refuses the page's script files: expected, not a defect.
  test.use({ javaScriptEnabled: false, allowedErrors: [/\/_next\/static\/chunks\/[\w-]+\.js$/] });

  test('every About text is in the HTML and visible, the team as a grid', async ({ page }) => {
    await page.goto('/about-us');
    const main = page.getByRole('main');
    for (const text of [...teamTexts(), ...pillarTexts(values), ...pillarTexts(practices), ...PARAGRAPHS]) {
      await expect(main.getByText(text, { exact: true }).first(), text).toBeVisible();
    }
    for (const i of [0, 5]) expect(await computedTransform(cards(page).nth(i))).toBe('none');
    await expect(carousel(page).getByRole('button')).toBeHidden();
    for (const { route, heading } of SUB_ROUTES) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
  });
});
