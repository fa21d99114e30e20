import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, isPhone } from './fixtures';

const TABS = ['Product Overview', 'Manufacturing Process', 'Facilities & Equipment', 'Supply Chain', 'Cost Structure'];
const TAB_PANEL_HEADINGS = [
  'What we manufacture',
  'From sample to shipment in six gates',
  'Partner factories we audit ourselves',
  'Materials and components under control',
  'Where the money goes',
];
const COSTS = [
  ['Raw Materials', '45%'],
  ['Labor', '25%'],
  ['Overhead', '20%'],
  ['Quality Control', '10%'],
] as const;
const DOCUMENTS = [
  'Machined mounting bracket: three-view drawing',
  'Pipe flange: plan and section',
  'Stepped drive shaft with keyway',
  'Spur gear, 24 teeth: detail drawing',
  'Moulded enclosure: draft and wall analysis',
  'Sheet metal cover: flat pattern and bends',
  'Motor assembly: exploded view with parts list',
  'Welded base frame: weld symbols and cut list',
  'Tolerance stack-up report: lid to housing',
];
const CASE_STUDIES = [
  'Rugged handheld scanner housing',
  'Outdoor solar inverter enclosure',
  'Food-grade conveyor retrofit',
  'Kitchenware production ramp-up',
  'Regional distribution for an apparel brand',
  'Smart lock DFM review',
];
const SUB_NAV = [
  ['Overview', 'overview'],
  ['Our Services', 'our-services'],
  ['Success Stories', 'success-stories'],
  ['Contact Us', 'contact-us'],
] as const;
const FINAL_METRICS = ['30%', '45%', '8+', '93%'];

/** With JavaScript off, Chromium refuses the page's script files ("csp"); that is the point of the test. */
const NO_JS_SCRIPT_BLOCKED = [/\/_next\/static\/.+\.js$/];

const tabList = (page: Page) => page.getByRole('tablist', { name: 'Manufacturing topics' });
const documentCards = (page: Page) => page.getByRole('main').getByRole('link').filter({ hasText: 'View full screen' });
const overlay = (page: Page) => page.getByRole('dialog');
const subNav = (page: Page) => page.getByRole('navigation', { name: 'On this page' });
const metricValues = (page: Page) => page.locator('#supply-chain-metrics [data-metric-value]');

/** Scrolls instantly so that `y` is the top of the viewport. */
async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
}

/** Scrolls instantly so that the element's top sits `offset` px below the top of the viewport. */
async function scrollElementTo(page: Page, locator: Locator, offset: number) {
  const top = await locator.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  await scrollToY(page, top - offset);
}

/** Waits until React has hydrated the element (it carries React's internal keys from then on). */
async function waitForHydration(page: Page, selector: string) {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    return Boolean(el && Object.keys(el).some((key) => key.startsWith('__react')));
  }, selector);
}

/**
 * axe over the page in its settled state: the site's scroll-reveal fades cards in over 1 s, and a card caught
 * mid-fade fails colour contrast at random. Reduced motion shows every card at full opacity at once.
 */
async function checkAxe(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expectNoAxeViolations(page);
}

async function expectCurrentSubNav(page: Page, label: string) {
  const nav = subNav(page);
  await expect(nav.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'true');
  await expect(nav.locator('[aria-current]')).toHaveCount(1);
}

test.describe('/services (overview)', () => {
  test('shows Case Studies, the Manufacturing tabs and DFM & CAD together', async ({ page }) => {
    await page.goto('/services');
    await expect(page).toHaveTitle('Services | Apexbridge Global');
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Case Studies', 'Manufacturing & Production', 'DFM & CAD']);
    for (const title of CASE_STUDIES) await expect(main.getByRole('heading', { level: 3, name: title })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Read Case Study' })).toHaveCount(CASE_STUDIES.length);
    await expect(main.getByRole('link', { name: 'View all case studies' })).toHaveAttribute('href', '/services/case-studies');
    await expect(tabList(page).getByRole('tab')).toHaveText(TABS);
    await expect(documentCards(page)).toHaveCount(9);
    await checkAxe(page);
  });
});

test.describe('Manufacturing tabs', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/services/manufacturing');
  });

  test('Product Overview is the active tab at first', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Manufacturing & Production' })).toBeVisible();
    await expect(tabList(page).getByRole('tab')).toHaveText(TABS);
    await expect(page.getByRole('tab', { name: 'Product Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(page.getByRole('tabpanel', { name: 'Product Overview' })).toContainText(TAB_PANEL_HEADINGS[0]!);
  });

  for (const [i, label] of TABS.entries()) {
    test(`the ${label} tab shows only its own panel`, async ({ page }) => {
      // Start from another tab so that every click really switches.
      const start = TABS[(i + 1) % TABS.length]!;
      await page.getByRole('tab', { name: start }).click();
      await expect(page.getByRole('tab', { name: start })).toHaveAttribute('aria-selected', 'true');

      await page.getByRole('tab', { name: label }).click();
      await expect(page.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('[role="tab"][aria-selected="true"]')).toHaveCount(1);
      await expect(page.getByRole('tabpanel')).toHaveCount(1);
      const panel = page.getByRole('tabpanel', { name: label });
      // Right under the page's h1 on this sub-route, so the panel headings are h2.
      await expect(panel.getByRole('heading', { level: 2 })).toHaveText(TAB_PANEL_HEADINGS[i]!);
      for (const [j, other] of TAB_PANEL_HEADINGS.entries()) {
        if (j !== i) await expect(page.getByRole('heading', { name: other })).toBeHidden();
      }
      await checkAxe(page);
    });
  }

  test('keyboard: arrows move and wrap, Home/End jump, only the active tab is tabbable', async ({ page }) => {
    const tab = (name: string) => page.getByRole('tab', { name });
    await tab('Product Overview').focus();
    await expect(page.locator('[role="tab"][tabindex="0"]')).toHaveText(['Product Overview']);

    await page.keyboard.press('ArrowRight');
    await expect(tab('Manufacturing Process')).toBeFocused();
    await expect(tab('Manufacturing Process')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Manufacturing Process' })).toBeVisible();
    await expect(page.locator('[role="tab"][tabindex="0"]')).toHaveText(['Manufacturing Process']);

    await page.keyboard.press('End');
    await expect(tab('Cost Structure')).toBeFocused();
    await expect(tab('Cost Structure')).toHaveAttribute('aria-selected', 'true');

    await page.keyboard.press('ArrowRight');
    await expect(tab('Product Overview')).toBeFocused();
    await expect(tab('Product Overview')).toHaveAttribute('aria-selected', 'true');

    await page.keyboard.press('ArrowLeft');
    await expect(tab('Cost Structure')).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: 'Cost Structure' })).toBeVisible();

    await page.keyboard.press('Home');
    await expect(tab('Product Overview')).toBeFocused();
    await expect(tab('Product Overview')).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[role="tab"][tabindex="-1"]')).toHaveCount(4);

    // Tab leaves the tablist for the active panel.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel', { name: 'Product Overview' })).toBeFocused();
  });

  test('Cost Structure shows the breakdown as text and as a chart screen readers can read', async ({ page }) => {
    await page.getByRole('tab', { name: 'Cost Structure' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Cost Structure' });
    const rows = panel.getByRole('listitem');
    await expect(rows).toHaveText(COSTS.map(([label, share]) => `${label}${share}`));
    for (const [label, share] of COSTS) {
      const row = rows.filter({ hasText: label });
      await expect(row.getByText(share, { exact: true })).toBeVisible();
    }
    await expect(
      panel.getByRole('img', {
        name: 'Sample cost breakdown chart: Raw Materials 45%, Labor 25%, Overhead 20%, Quality Control 10%',
      }),
    ).toBeVisible();
    await checkAxe(page);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, allowedErrors: NO_JS_SCRIPT_BLOCKED });
    test('every panel is readable and the tab buttons are hidden', async ({ page }) => {
      await page.goto('/services/manufacturing');
      for (const heading of TAB_PANEL_HEADINGS) await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expect(page.getByText('Raw Materials')).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Supply Chain' })).toBeHidden();
    });
  });
});

test.describe('DFM & CAD documents', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/services/dfm-cad');
  });

  test('shows the 9 document cards with their drawings', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'DFM & CAD' })).toBeVisible();
    const cards = documentCards(page);
    await expect(cards).toHaveCount(9);
    for (const [i, name] of DOCUMENTS.entries()) {
      await expect(cards.nth(i)).toContainText(name);
      await expect(cards.nth(i)).toHaveAttribute('href', /^\/services\/documents\/[a-z-]+\.svg$/);
    }
    // Every drawing loads (the fixture fails the test on a 404).
    for (const img of await page.getByRole('main').locator('img').all()) {
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    }
  });

  test('the overlay opens full screen and closes with the close button, returning focus to the card', async ({ page }) => {
    const card = documentCards(page).filter({ hasText: DOCUMENTS[3]! });
    await card.click();
    const dialog = overlay(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName(DOCUMENTS[3]!);
    await expect(dialog.getByRole('img', { name: DOCUMENTS[3]! })).toBeVisible();
    await expect(dialog.getByText(DOCUMENTS[3]!, { exact: true })).toBeVisible();
    // Full screen and dark.
    const viewport = page.viewportSize()!;
    const box = (await dialog.boundingBox())!;
    expect(Math.round(box.width)).toBe(viewport.width);
    expect(Math.round(box.height)).toBe(viewport.height);
    expect(await dialog.evaluate((el) => getComputedStyle(el).backgroundColor)).toMatch(/^(rgba\(0, 0, 0, 0\.9\)|\w+\(\w*\s*0 0 0 \/ 0\.9\))$/);
    // Checked once faded in: a half-transparent overlay fails colour contrast.
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await checkAxe(page);

    const close = dialog.getByRole('button', { name: 'Close' });
    await expect(close).toBeFocused();
    // Focus stays inside the dialog.
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(close).toBeFocused();

    await close.click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();
  });

  test('Escape closes the overlay and focus returns to the card', async ({ page }) => {
    const card = documentCards(page).filter({ hasText: DOCUMENTS[0]! });
    await card.focus();
    await page.keyboard.press('Enter');
    await expect(overlay(page)).toBeVisible();
    await expect(overlay(page)).toHaveAccessibleName(DOCUMENTS[0]!);
    await page.keyboard.press('Escape');
    await expect(overlay(page)).toBeHidden();
    await expect(card).toBeFocused();
  });

  test('fades in and out; a second close while it fades out closes it at once', async ({ page }) => {
    const card = documentCards(page).filter({ hasText: DOCUMENTS[2]! });
    await card.click();
    const dialog = overlay(page);
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect(dialog).toHaveCSS('opacity', '1');
    // Hold every animation of the page where it is: the fade-out starts and stays on screen.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Animation.enable');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveAttribute('data-state', 'closing');
    expect(await dialog.evaluate((el) => el.getAnimations().length)).toBeGreaterThan(0);
    // Still modal while it fades: the page behind cannot open a second document.
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
    // Escape now closes it at once, though its fade-out never finishes.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(card).toBeFocused();
    await expect(page.locator('body')).not.toHaveClass(/modal-open/);
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 });
    // And the next document opens as usual.
    await documentCards(page).filter({ hasText: DOCUMENTS[4]! }).click();
    await expect(overlay(page)).toHaveAccessibleName(DOCUMENTS[4]!);
    await expect(overlay(page)).toHaveAttribute('data-state', 'open');
  });

  test('a click on the backdrop closes the overlay and focus returns to the card', async ({ page }) => {
    const card = documentCards(page).filter({ hasText: DOCUMENTS[8]! });
    await card.click();
    const dialog = overlay(page);
    await expect(dialog).toBeVisible();
    // A click on the drawing itself keeps it open.
    await dialog.getByRole('img').click();
    await expect(dialog).toBeVisible();
    await dialog.click({ position: { x: 8, y: (page.viewportSize()!.height) - 8 } });
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();
    // Another document opens afterwards.
    await documentCards(page).filter({ hasText: DOCUMENTS[1]! }).click();
    await expect(overlay(page)).toHaveAccessibleName(DOCUMENTS[1]!);
  });
});

test.describe('Mechanical Engineering', () => {
  test('sub-navigation, 4 services, 3 case studies and the call to action', async ({ page }) => {
    await page.goto('/services/mechanical-engineering');
    await expect(page).toHaveTitle('Mechanical Engineering | Apexbridge Global');
    await expect(page.getByRole('heading', { level: 1, name: 'Mechanical Engineering' })).toBeVisible();
    await expect(subNav(page).getByRole('link')).toHaveText(SUB_NAV.map(([label]) => label));
    for (const [label, id] of SUB_NAV) {
      await expect(subNav(page).getByRole('link', { name: label })).toHaveAttribute('href', `#${id}`);
      await expect(page.locator(`section#${id}`).getByRole('heading', { level: 2, name: label })).toBeAttached();
    }
    const services = page.locator('#our-services').getByRole('heading', { level: 3 });
    await expect(services).toHaveText(['Product Development', 'Analysis & Simulation', 'Prototyping & Testing', 'Production Support']);
    const stories = page.locator('#success-stories');
    await expect(stories.getByRole('heading', { level: 3 })).toHaveText(CASE_STUDIES.slice(0, 3));
    const readLinks = stories.getByRole('link', { name: 'Read Case Study' });
    await expect(readLinks).toHaveCount(3);
    await expect(readLinks.nth(0)).toHaveAttribute('href', '/services/case-studies#handheld-scanner-housing');
    await expect(readLinks.nth(1)).toHaveAttribute('href', '/services/case-studies#solar-inverter-enclosure');
    await expect(readLinks.nth(2)).toHaveAttribute('href', '/services/case-studies#conveyor-retrofit');
    await expect(page.getByRole('link', { name: 'Contact our engineering experts' })).toHaveAttribute('href', '/contact#contact');
    await checkAxe(page);
  });

  test('the sub-navigation stays below the header and highlights the section scrolled over', async ({ page }) => {
    await page.goto('/services/mechanical-engineering');
    await expectCurrentSubNav(page, 'Overview');

    // Offset 150 px: a section is current once its top is within 150 px of the viewport top.
    await scrollElementTo(page, page.locator('#our-services'), 200);
    await expectCurrentSubNav(page, 'Overview');
    await scrollElementTo(page, page.locator('#our-services'), 140);
    await expectCurrentSubNav(page, 'Our Services');

    const header = page.locator('header').first();
    const headerBox = (await header.boundingBox())!;
    const navBox = (await subNav(page).boundingBox())!;
    expect(Math.round(navBox.y)).toBe(Math.round(headerBox.y + headerBox.height));

    await scrollElementTo(page, page.locator('#success-stories'), 100);
    await expectCurrentSubNav(page, 'Success Stories');
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await expectCurrentSubNav(page, 'Contact Us');

    // Scrolling back up follows too.
    await scrollElementTo(page, page.locator('#our-services'), 50);
    await expectCurrentSubNav(page, 'Our Services');
    await scrollToY(page, 0);
    await expectCurrentSubNav(page, 'Overview');
    await checkAxe(page);
  });

  test('a sub-navigation link scrolls its section into view below the sticky bars', async ({ page }) => {
    await page.goto('/services/mechanical-engineering');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth');
    await subNav(page).getByRole('link', { name: 'Success Stories' }).click();
    await expect(page).toHaveURL(/#success-stories$/);
    await expectCurrentSubNav(page, 'Success Stories');
    const heading = page.locator('#success-stories').getByRole('heading', { level: 2 });
    await expect(heading).toBeInViewport();
    await expect.poll(async () => (await heading.boundingBox())!.y).toBeGreaterThan((await subNav(page).boundingBox())!.y);
  });

  test.describe('under reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('sub-navigation links jump instantly', async ({ page }) => {
      await page.goto('/services/mechanical-engineering');
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
      await subNav(page).getByRole('link', { name: 'Our Services' }).click();
      await expectCurrentSubNav(page, 'Our Services');
      await expect(page.locator('#our-services').getByRole('heading', { level: 2 })).toBeInViewport();
    });
  });

  test('"Read Case Study" opens that case study', async ({ page }) => {
    await page.goto('/services/mechanical-engineering');
    await page.locator('#success-stories').getByRole('link', { name: 'Read Case Study' }).nth(1).click();
    await expect(page).toHaveURL(/\/services\/case-studies#solar-inverter-enclosure$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Outdoor solar inverter enclosure' })).toBeInViewport();
  });

  test('the brochure downloads as a one-page PDF', async ({ page }) => {
    await page.goto('/services/mechanical-engineering');
    const link = page.getByRole('link', { name: /Download our capabilities brochure/ });
    await expect(link).toHaveAttribute('download', 'apexbridge-capabilities-brochure.pdf');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('apexbridge-capabilities-brochure.pdf');
    expect(await download.failure()).toBeNull();
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
  });
});

test.describe('Supply Chain', () => {
  test('6 services, the flow, the testimonial and the metrics', async ({ page }) => {
    await page.goto('/services/supply-chain');
    await expect(page).toHaveTitle('Supply Chain Management | Apexbridge Global');
    await expect(page.getByRole('heading', { level: 1, name: 'Supply Chain Management' })).toBeVisible();
    await expect(page.locator('#supply-chain-services').getByRole('heading', { level: 3 })).toHaveText([
      'Supplier Sourcing',
      'Quality Assurance',
      'Inventory Management',
      'Warehousing',
      'Freight & Logistics',
      'Retail Distribution',
    ]);
    await expect(page.locator('#supply-chain-flow ol > li').getByRole('heading', { level: 3 })).toHaveText([
      'Manufacturing',
      'Warehousing',
      'Distribution',
      'Retail',
    ]);
    const quote = page.locator('#supply-chain-testimonial figure');
    await expect(quote.getByRole('blockquote')).toContainText('landed cost down by more than a quarter');
    await expect(quote).toContainText('Dana Whitfield');
    const labels = page.locator('#supply-chain-metrics li');
    await expect(labels).toHaveCount(4);
    for (const [i, label] of ['average cost reduction', 'faster time-to-market', 'APAC countries', 'reliability'].entries()) {
      await expect(labels.nth(i)).toContainText(label);
    }
    await checkAxe(page);
  });

  test('metrics count up from 0 to exactly 30%, 45%, 8+ and 93% only once the block is visible', async ({ page }) => {
    await page.clock.install();
    await page.goto('/services/supply-chain');
    await waitForHydration(page, '#supply-chain-metrics ul');
    const values = metricValues(page);
    // Off screen: reset to 0 and waiting.
    await expect(values).toHaveText(['0%', '0%', '0+', '0%']);
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.clock.runFor(5000);
    await expect(values).toHaveText(['0%', '0%', '0+', '0%']);

    await page.locator('#supply-chain-metrics ul').scrollIntoViewIfNeeded();
    // Counting starts once the observer has seen the block; step in 16 ms ticks until the first number moves.
    await expect
      .poll(async () => {
        await page.clock.runFor(16);
        return values.nth(3).textContent();
      })
      .not.toBe('0%');
    const partial = await values.allTextContents();
    const partialNumbers = partial.map((text) => Number.parseInt(text, 10));
    expect(partialNumbers[3]).toBeGreaterThan(0);
    partialNumbers.forEach((n, i) => expect(n).toBeLessThan(Number.parseInt(FINAL_METRICS[i]!, 10)));

    await page.clock.runFor(1000);
    const middle = (await values.allTextContents()).map((text) => Number.parseInt(text, 10));
    expect(middle[3]).toBeGreaterThan(partialNumbers[3]!);
    expect(middle[3]).toBeLessThan(93);

    await page.clock.runFor(1100);
    await expect(values).toHaveText(FINAL_METRICS);
    await page.clock.runFor(5000);
    await expect(values).toHaveText(FINAL_METRICS);
    // Screen readers get the final values throughout.
    for (const value of FINAL_METRICS) await expect(page.locator('#supply-chain-metrics .sr-only', { hasText: value })).toHaveCount(1);
  });

  test.describe('under reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('metrics show their final values at once', async ({ page }) => {
      await page.clock.install();
      await page.goto('/services/supply-chain');
      await waitForHydration(page, '#supply-chain-metrics ul');
      await page.clock.pauseAt(Date.now() + 60_000);
      const values = metricValues(page);
      await expect(values).toHaveText(FINAL_METRICS);
      await page.locator('#supply-chain-metrics ul').scrollIntoViewIfNeeded();
      await page.clock.runFor(16);
      await expect(values).toHaveText(FINAL_METRICS);
    });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, allowedErrors: NO_JS_SCRIPT_BLOCKED });
    test('metrics show their final values', async ({ page }) => {
      await page.goto('/services/supply-chain');
      await expect(metricValues(page)).toHaveText(FINAL_METRICS);
    });
  });
});

test.describe('/services/case-studies', () => {
  test('tells every case study in full, each at its own anchor', async ({ page }) => {
    await page.goto('/services/case-studies');
    await expect(page).toHaveTitle('Case Studies | Apexbridge Global');
    await expect(page.getByRole('heading', { level: 1, name: 'Case Studies' })).toBeVisible();
    const articles = page.getByRole('main').getByRole('article');
    await expect(articles).toHaveCount(CASE_STUDIES.length);
    for (const [i, title] of CASE_STUDIES.entries()) {
      const article = articles.nth(i);
      await expect(article.getByRole('heading', { level: 2 })).toHaveText(title);
      await expect(article.getByText('The challenge', { exact: true })).toBeVisible();
      await expect(article.getByText('Results', { exact: true })).toBeVisible();
      await expect(article.getByRole('img')).toHaveAttribute('alt', /^.{20,}$/);
    }
    await expect(page.locator('#conveyor-retrofit')).toContainText('from 90 to 35 minutes');
    await expect(page.getByRole('link', { name: 'Start a conversation' })).toHaveAttribute('href', '/contact#contact');
    await checkAxe(page);
  });
});

test.describe('each sub-route is its own page', () => {
  const routes = [
    { path: '/services/case-studies', heading: 'Case Studies', has: 'Regional distribution for an apparel brand' },
    { path: '/services/manufacturing', heading: 'Manufacturing & Production', has: 'What we manufacture' },
    { path: '/services/dfm-cad', heading: 'DFM & CAD', has: 'Pipe flange: plan and section' },
    { path: '/services/mechanical-engineering', heading: 'Mechanical Engineering', has: 'Production Support' },
    { path: '/services/supply-chain', heading: 'Supply Chain Management', has: 'Retail Distribution' },
  ];
  for (const route of routes) {
    test(`${route.path} is pre-rendered with its own content`, async ({ page, request }) => {
      const html = await (await request.get(route.path)).text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${route.heading.replace('&', '&amp;')}</h1>`));
      expect(html).toContain(route.has.replace('&', '&amp;'));
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await expect(page.getByText(route.has, { exact: true }).first()).toBeVisible();
      // The sub-routes do not repeat the overview page's other blocks.
      for (const other of routes.filter((r) => r !== route)) await expect(page.getByText(other.has, { exact: true })).toHaveCount(0);
      // The header marks Services as the current section.
      const nav = page.getByRole('navigation', { name: 'Main' });
      if (isPhone(test.info().project.name)) await nav.getByRole('button', { name: 'Menu' }).click();
      await expect(nav.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute('aria-current', 'true');
      await checkAxe(page);
    });
  }
});
