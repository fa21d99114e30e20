import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { caseStudyHref, caseStudyTexts, serviceCaseStudies } from '../lib/case-studies/content';
import { pages } from '../lib/content/pages';
import { caseStudiesText, dfmCad, manufacturing, mechanical, mechanicalCaseStudies, supplyChain } from '../lib/services/content';
import { site, type Route } from '../lib/site/content';
import { COST_TAB } from '../lib/services/tabs';
import { chartDescription } from '../lib/services/chart';
import { fillTemplate } from '../lib/i18n/template';
import { test, expect, expectNoAxeViolations, isInert } from './fixtures';
import { waitForHydration } from './support/hydration';

/** A test that checks several behaviours in one visit, instead of one visit each, gets their time budgets together. */
const JOINED_TIMEOUT = 60_000;

const TABS = manufacturing.tabs;
const DOCUMENTS = dfmCad.documents;
const METRICS = supplyChain.metrics.items;
/** The metrics as the page ends up showing them ("30%", "8+"), and as they start counting ("0%", "0+"). */
const FINAL_METRICS = METRICS.map((m) => m.value);
const ZERO_METRICS = METRICS.map((m) => m.value.replace(String(m.numericValue), '0'));
/** The cost chart's name: its label, then every share in words. */
const CHART_NAME = fillTemplate(manufacturing.cost.chartLabel, { shares: chartDescription(manufacturing.cost.items, 'en-US') });
/** The sections of the Mechanical Engineering page, in the order of its page menu, with their headings. */
const MECHANICAL_SECTIONS = mechanical.subNav.map((item, i) => ({
  ...item,
  heading: [mechanical.overview.heading, mechanical.services.heading, mechanical.successStories.heading, mechanical.cta.heading][i]!,
}));

/** With JavaScript off, Chromium refuses the page's script files ("csp"); that is the point of the test. */
const NO_JS_SCRIPT_BLOCKED = [/\/_next\/static\/.+\.js$/];

const tabList = (page: Page) => page.getByRole('tablist', { name: manufacturing.tablistLabel });
const tab = (page: Page, i: number) => page.getByRole('tab', { name: TABS[i]!.label, exact: true });
const documentCards = (page: Page) => page.getByRole('main').getByRole('link').filter({ hasText: dfmCad.openLabel });
const overlay = (page: Page) => page.getByRole('dialog');
const subNav = (page: Page) => page.getByRole('navigation', { name: mechanical.subNavLabel });
const subNavLink = (page: Page, i: number) => subNav(page).getByRole('link', { name: MECHANICAL_SECTIONS[i]!.label, exact: true });
const section = (page: Page, i: number) => page.locator(`#${MECHANICAL_SECTIONS[i]!.id}`);
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

/**
 * axe over the page in its settled state: the site's scroll-reveal fades cards in over 1 s, and a card caught
 * mid-fade fails colour contrast at random. Reduced motion shows every card at full opacity at once.
 */
async function checkAxe(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expectNoAxeViolations(page);
}

async function expectCurrentSubNav(page: Page, i: number) {
  await expect(subNavLink(page, i)).toHaveAttribute('aria-current', 'true');
  await expect(subNav(page).locator('[aria-current]')).toHaveCount(1);
}

test.describe('/services (overview)', () => {
  test('shows the case studies, the manufacturing tabs and the drawings gallery together', async ({ page }) => {
    await page.goto('/services');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      caseStudiesText.section.heading,
      manufacturing.section.heading,
      dfmCad.section.heading,
    ]);
    for (const study of serviceCaseStudies) await expect(main.getByRole('heading', { level: 3, name: study.title, exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: caseStudyTexts.readMore })).toHaveCount(serviceCaseStudies.length);
    await expect(main.getByRole('link', { name: caseStudiesText.viewAll.label })).toHaveAttribute('href', caseStudiesText.viewAll.href);
    await expect(tabList(page).getByRole('tab')).toHaveText(TABS.map((t) => t.label));
    await expect(documentCards(page)).toHaveCount(DOCUMENTS.length);
  });
});

test.describe('Manufacturing tabs', () => {
  test('the first tab is active at first, each tab shows only its own panel, and the cost tab its breakdown as text and chart', async ({ page }) => {
    test.setTimeout(JOINED_TIMEOUT);
    await page.goto('/services/manufacturing');
    await waitForHydration(page, '[role="tab"]');
    await expect(tabList(page).getByRole('tab')).toHaveText(TABS.map((t) => t.label));
    await expect(tab(page, 0)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(page.getByRole('tabpanel', { name: TABS[0]!.label, exact: true })).toContainText(TABS[0]!.heading);

    // Every other tab in turn, then back to the first, so that every click really switches.
    for (const i of [...TABS.keys()].slice(1).concat(0)) {
      await tab(page, i).click();
      await expect(tab(page, i)).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('[role="tab"][aria-selected="true"]')).toHaveCount(1);
      await expect(page.getByRole('tabpanel')).toHaveCount(1);
      const panel = page.getByRole('tabpanel', { name: TABS[i]!.label, exact: true });
      // Right under the page's h1 on this sub-route, so the panel headings are h2.
      await expect(panel.getByRole('heading', { level: 2 })).toHaveText(TABS[i]!.heading);
      for (const [j, other] of TABS.entries()) {
        if (j !== i) await expect(page.getByRole('heading', { name: other.heading, exact: true })).toBeHidden();
      }
      if (TABS[i]!.id !== COST_TAB) continue;
      const rows = panel.locator('figcaption li');
      await expect(rows).toHaveText(manufacturing.cost.items.map((item) => `${item.label}${item.percent}%`));
      for (const [r, item] of manufacturing.cost.items.entries()) {
        await expect(rows.nth(r).getByText(`${item.percent}%`, { exact: true })).toBeVisible();
      }
      await expect(panel.getByRole('img', { name: CHART_NAME, exact: true })).toBeVisible();
      // A panel other than the first, with the chart: checked once in that state.
      await checkAxe(page);
    }
  });

  test('keyboard: arrows move and wrap, Home/End jump, only the active tab is tabbable', async ({ page }) => {
    await page.goto('/services/manufacturing');
    await waitForHydration(page, '[role="tab"]');
    const last = TABS.length - 1;
    const tabbable = page.locator('[role="tab"][tabindex="0"]');
    await tab(page, 0).focus();
    await expect(tabbable).toHaveText([TABS[0]!.label]);

    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 1)).toBeFocused();
    await expect(tab(page, 1)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: TABS[1]!.label, exact: true })).toBeVisible();
    await expect(tabbable).toHaveText([TABS[1]!.label]);

    await page.keyboard.press('End');
    await expect(tab(page, last)).toBeFocused();
    await expect(tab(page, last)).toHaveAttribute('aria-selected', 'true');

    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 0)).toBeFocused();
    await expect(tab(page, 0)).toHaveAttribute('aria-selected', 'true');

    await page.keyboard.press('ArrowLeft');
    await expect(tab(page, last)).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: TABS[last]!.label, exact: true })).toBeVisible();

    await page.keyboard.press('Home');
    await expect(tab(page, 0)).toBeFocused();
    await expect(tab(page, 0)).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[role="tab"][tabindex="-1"]')).toHaveCount(TABS.length - 1);

    // Tab leaves the tablist for the active panel.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel', { name: TABS[0]!.label, exact: true })).toBeFocused();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, allowedErrors: NO_JS_SCRIPT_BLOCKED });
    test('every panel is readable and the tab buttons are hidden', async ({ page }) => {
      await page.goto('/services/manufacturing');
      for (const { heading } of TABS) await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      await expect(page.getByRole('img', { name: CHART_NAME, exact: true })).toBeVisible();
      await expect(page.locator('[role="tab"]').first()).toBeHidden();
    });
  });
});

test.describe('DFM and CAD drawings gallery', () => {
  test('shows a card for every document, and every drawing loads', async ({ page }) => {
    await page.goto('/services/dfm-cad');
    const cards = documentCards(page);
    await expect(cards).toHaveCount(DOCUMENTS.length);
    for (const [i, doc] of DOCUMENTS.entries()) {
      await expect(cards.nth(i)).toContainText(doc.name);
      await expect(cards.nth(i)).toHaveAttribute('href', doc.url);
    }
    // Every drawing loads (the fixture fails the test on a 404).
    for (const img of await page.getByRole('main').locator('img').all()) {
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    }
  });

  test('the overlay opens full screen, holds focus, and closes with the close button, Escape or the backdrop, focus back on the card', async ({ page }) => {
    test.setTimeout(JOINED_TIMEOUT);
    await page.goto('/services/dfm-cad');
    // Until the gallery is interactive, a card is a plain link to the drawing (as without JavaScript).
    await waitForHydration(page, 'a[aria-haspopup="dialog"]');
    const doc = DOCUMENTS.at(-1)!;
    const card = documentCards(page).nth(DOCUMENTS.length - 1);
    await card.click();
    const dialog = overlay(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName(doc.name);
    await expect(dialog.getByRole('img', { name: doc.name, exact: true })).toBeVisible();
    // The page behind goes out of reach (and stops scrolling) once the overlay is on screen.
    await expect(page.locator('body')).toHaveClass(/(^|\s)modal-open(\s|$)/);
    await expect(dialog.getByText(doc.name, { exact: true })).toBeVisible();
    // Full screen and dark.
    const viewport = page.viewportSize()!;
    const box = (await dialog.boundingBox())!;
    expect(Math.round(box.width)).toBe(viewport.width);
    expect(Math.round(box.height)).toBe(viewport.height);
    expect(await dialog.evaluate((el) => getComputedStyle(el).backgroundColor)).toMatch(/^(rgba\(0, 0, 0, 0\.9\)|\w+\(\w*\s*0 0 0 \/ 0\.9\))$/);
    // Checked once faded in: a half-transparent overlay fails colour contrast.
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await checkAxe(page);

    const close = dialog.getByRole('button', { name: dfmCad.closeLabel });
    await expect(close).toBeFocused();
    // Focus stays inside the dialog.
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(close).toBeFocused();
    await close.click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();

    // Enter on a card opens its document; Escape closes it.
    const first = documentCards(page).first();
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(overlay(page)).toHaveAccessibleName(DOCUMENTS[0]!.name);
    await page.keyboard.press('Escape');
    await expect(overlay(page)).toBeHidden();
    await expect(first).toBeFocused();

    // A click on the drawing itself keeps it open; a click on the backdrop closes it.
    await card.click();
    await expect(dialog).toHaveAccessibleName(doc.name);
    await dialog.getByRole('img').click();
    await expect(dialog).toBeVisible();
    await dialog.click({ position: { x: 8, y: viewport.height - 8 } });
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();
  });

  test('fades in and out; a second close while it fades out closes it at once', async ({ page }) => {
    await page.goto('/services/dfm-cad');
    await waitForHydration(page, 'a[aria-haspopup="dialog"]');
    const card = documentCards(page).first();
    await card.click();
    const dialog = overlay(page);
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect(dialog).toHaveCSS('opacity', '1');
    // Hold every animation of the page where it is: the fade-out starts and stays on screen.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Animation.enable');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
    await dialog.getByRole('button', { name: dfmCad.closeLabel }).click();
    await expect(dialog).toHaveAttribute('data-state', 'closing');
    expect(await dialog.evaluate((el) => el.getAnimations().length)).toBeGreaterThan(0);
    // Still modal while it fades: the page behind cannot open a second document.
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(await isInert(card)).toBe(true);
    // Escape now closes it at once, though its fade-out never finishes.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(card).toBeFocused();
    await expect(page.locator('body')).not.toHaveClass(/modal-open/);
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 });
    // And the next document opens as usual.
    await documentCards(page).nth(1).click();
    await expect(overlay(page)).toHaveAccessibleName(DOCUMENTS[1]!.name);
    await expect(overlay(page)).toHaveAttribute('data-state', 'open');
    // Escape fades it out too: one key is one close request, not two (which would close it at once).
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
    await page.keyboard.press('Escape');
    await expect(overlay(page)).toHaveAttribute('data-state', 'closing');
    await expect(overlay(page)).toBeVisible();
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 });
    await expect(overlay(page)).toHaveCount(0);
    // So does the browser's own close request (Android's back gesture), made here as the page can make one.
    await documentCards(page).nth(1).click();
    await expect(overlay(page)).toHaveAttribute('data-state', 'open');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
    await overlay(page).evaluate((el) => (el as HTMLDialogElement & { requestClose(): void }).requestClose());
    await expect(overlay(page)).toHaveAttribute('data-state', 'closing');
    await expect(overlay(page)).toBeVisible();
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 });
    await expect(overlay(page)).toHaveCount(0);
    await expect(documentCards(page).nth(1)).toBeFocused();
  });
});

test.describe('Mechanical Engineering', () => {
  test('page menu, services, case studies and the call to action; a case study card opens its full story', async ({ page }) => {
    test.setTimeout(JOINED_TIMEOUT);
    await page.goto('/services/mechanical-engineering');
    await expect(subNav(page).getByRole('link')).toHaveText(MECHANICAL_SECTIONS.map((s) => s.label));
    for (const [i, { id, heading }] of MECHANICAL_SECTIONS.entries()) {
      await expect(subNavLink(page, i)).toHaveAttribute('href', `#${id}`);
      await expect(section(page, i).getByRole('heading', { level: 2 })).toHaveText(heading);
    }
    await expect(section(page, 1).getByRole('heading', { level: 3 })).toHaveText(mechanical.services.items.map((s) => s.title));
    const stories = section(page, 2);
    await expect(stories.getByRole('heading', { level: 3 })).toHaveText(mechanicalCaseStudies.map((s) => s.title));
    const readLinks = stories.getByRole('link', { name: caseStudyTexts.readMore });
    await expect(readLinks).toHaveCount(mechanicalCaseStudies.length);
    for (const [i, study] of mechanicalCaseStudies.entries()) {
      await expect(readLinks.nth(i)).toHaveAttribute('href', caseStudyHref('services', study));
    }
    await expect(page.getByRole('link', { name: mechanical.cta.contact.label })).toHaveAttribute('href', mechanical.cta.contact.href);

    const study = mechanicalCaseStudies.at(-1)!;
    await readLinks.last().click();
    await expect(page).toHaveURL(new RegExp(`${caseStudyHref('services', study)}$`));
    await expect(page.getByRole('heading', { level: 2, name: study.title, exact: true })).toBeInViewport();
  });

  test('the page menu stays below the header and highlights the section scrolled over', { tag: '@responsive' }, async ({ page }) => {
    await page.goto('/services/mechanical-engineering');
    await expectCurrentSubNav(page, 0);

    // Offset 150 px: a section is current once its top is within 150 px of the viewport top.
    await scrollElementTo(page, section(page, 1), 200);
    await expectCurrentSubNav(page, 0);
    await scrollElementTo(page, section(page, 1), 140);
    await expectCurrentSubNav(page, 1);

    const header = page.locator('header').first();
    const headerBox = (await header.boundingBox())!;
    const navBox = (await subNav(page).boundingBox())!;
    expect(Math.round(navBox.y)).toBe(Math.round(headerBox.y + headerBox.height));

    await scrollElementTo(page, section(page, 2), 100);
    await expectCurrentSubNav(page, 2);
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await expectCurrentSubNav(page, 3);

    // Scrolling back up follows too.
    await scrollElementTo(page, section(page, 1), 50);
    await expectCurrentSubNav(page, 1);
    await scrollToY(page, 0);
    await expectCurrentSubNav(page, 0);
  });

  test('a page menu link scrolls its section into view below the sticky bars', { tag: '@responsive' }, async ({ page }) => {
    await page.goto('/services/mechanical-engineering');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth');
    await subNavLink(page, 2).click();
    await expect(page).toHaveURL(new RegExp(`#${MECHANICAL_SECTIONS[2]!.id}$`));
    await expectCurrentSubNav(page, 2);
    const heading = section(page, 2).getByRole('heading', { level: 2 });
    await expect(heading).toBeInViewport();
    await expect.poll(async () => (await heading.boundingBox())!.y).toBeGreaterThan((await subNav(page).boundingBox())!.y);
  });

  test.describe('under reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('page menu links jump instantly', async ({ page }) => {
      await page.goto('/services/mechanical-engineering');
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
      await subNavLink(page, 1).click();
      await expectCurrentSubNav(page, 1);
      await expect(section(page, 1).getByRole('heading', { level: 2 })).toBeInViewport();
    });
  });

  test('the brochure downloads as a one-page PDF', async ({ page }) => {
    await page.goto('/services/mechanical-engineering');
    const { brochure } = mechanical.cta;
    const link = page.getByRole('link', { name: brochure.label });
    await expect(link).toHaveAttribute('download', brochure.fileName);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(brochure.fileName);
    expect(await download.failure()).toBeNull();
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
  });
});

test.describe('Supply Chain', () => {
  test('the services, the flow, the testimonial and the metrics', async ({ page }) => {
    await page.goto('/services/supply-chain');
    await expect(page.locator('#supply-chain-services').getByRole('heading', { level: 3 })).toHaveText(supplyChain.services.items.map((s) => s.title));
    await expect(page.locator('#supply-chain-flow ol > li').getByRole('heading', { level: 3 })).toHaveText(supplyChain.flow.steps.map((s) => s.title));
    const quote = page.locator('#supply-chain-testimonial figure');
    await expect(quote.getByRole('blockquote')).toHaveText(supplyChain.testimonial.quote);
    await expect(quote).toContainText(supplyChain.testimonial.name);
    const metrics = page.locator('#supply-chain-metrics li');
    await expect(metrics).toHaveCount(METRICS.length);
    for (const [i, metric] of METRICS.entries()) await expect(metrics.nth(i)).toContainText(metric.label);
  });

  test('metrics count up from 0 to their values only once the block is visible', async ({ page }) => {
    // The largest number moves first: it is the one watched for the count to start.
    const big = METRICS.reduce((best, m, i) => (m.numericValue > METRICS[best]!.numericValue ? i : best), 0);
    await page.clock.install();
    await page.goto('/services/supply-chain');
    await waitForHydration(page, '#supply-chain-metrics ul');
    const values = metricValues(page);
    // Off screen: reset to 0 and waiting.
    await expect(values).toHaveText(ZERO_METRICS);
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.clock.runFor(5000);
    await expect(values).toHaveText(ZERO_METRICS);

    await page.locator('#supply-chain-metrics ul').scrollIntoViewIfNeeded();
    // Counting starts once the observer has seen the block; step in 16 ms ticks until the first number moves.
    await expect
      .poll(async () => {
        await page.clock.runFor(16);
        return values.nth(big).textContent();
      })
      .not.toBe(ZERO_METRICS[big]);
    const partial = (await values.allTextContents()).map((text) => Number.parseInt(text, 10));
    expect(partial[big]).toBeGreaterThan(0);
    partial.forEach((n, i) => expect(n).toBeLessThan(METRICS[i]!.numericValue));

    await page.clock.runFor(1000);
    const middle = (await values.allTextContents()).map((text) => Number.parseInt(text, 10));
    expect(middle[big]).toBeGreaterThan(partial[big]!);
    expect(middle[big]).toBeLessThan(METRICS[big]!.numericValue);

    await page.clock.runFor(1100);
    await expect(values).toHaveText(FINAL_METRICS);
    await page.clock.runFor(5000);
    await expect(values).toHaveText(FINAL_METRICS);
    // Screen readers get the final values throughout.
    await expect(page.locator('#supply-chain-metrics .sr-only')).toHaveText(FINAL_METRICS);
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
    const articles = page.getByRole('main').getByRole('article');
    await expect(articles).toHaveCount(serviceCaseStudies.length);
    for (const [i, study] of serviceCaseStudies.entries()) {
      const article = articles.nth(i);
      await expect(article).toHaveAttribute('id', study.id);
      await expect(article.getByRole('heading', { level: 2 })).toHaveText(study.title);
      await expect(article.getByText(caseStudyTexts.labels.challenge, { exact: true })).toBeVisible();
      await expect(article.getByText(caseStudyTexts.labels.results, { exact: true })).toBeVisible();
      await expect(article.getByText(study.results[0]!, { exact: true })).toBeAttached();
      await expect(article.locator('img')).toHaveAttribute('alt', study.imageAlt ?? '');
    }
    const { link } = caseStudiesText.cta;
    await expect(page.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.href);
  });
});

test('each services sub-route is pre-rendered as its own page, without the other pages’ blocks', async ({ request }) => {
  const decode = (html: string) =>
    html.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  // Each page's own block (by its element id, which is code) and a text of it (from the content).
  const routes: { path: Route; block: string; text: string }[] = [
    { path: '/services/case-studies', block: 'case-studies-cta', text: serviceCaseStudies[0]!.title },
    { path: '/services/manufacturing', block: 'manufacturing', text: TABS[0]!.heading },
    { path: '/services/dfm-cad', block: 'dfm-cad', text: DOCUMENTS[0]!.name },
    { path: '/services/mechanical-engineering', block: MECHANICAL_SECTIONS[1]!.id, text: mechanical.services.items[0]!.title },
    { path: '/services/supply-chain', block: 'supply-chain-services', text: supplyChain.services.items[0]!.title },
  ];
  for (const route of routes) {
    const response = await request.get(route.path);
    expect(response.status(), route.path).toBe(200);
    const html = decode(await response.text());
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1], route.path).toBe(`${pages[route.path].title} | ${site.name}`);
    expect(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, ''), route.path).toBe(pages[route.path].heading);
    expect(html, route.path).toContain(`id="${route.block}"`);
    expect(html, route.path).toContain(`>${route.text}<`);
    for (const other of routes.filter((r) => r !== route)) expect(html, `${route.path} holds ${other.block}`).not.toContain(`id="${other.block}"`);
  }
});
