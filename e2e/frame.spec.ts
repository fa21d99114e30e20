import { readFileSync } from 'node:fs';
import { privacy } from '../lib/legal/content';
import { notFoundPage, pages } from '../lib/content/pages';
import { site, type Route } from '../lib/site/content';
import { ui } from '../lib/ui/texts';
import { fillTemplate } from '../lib/i18n/template';
import { loadContent } from '../lib/content/load';
import { BRAND_COLORS, colorVariables, motionVariables } from '../lib/ui/design-tokens';
import { HEADER_SCROLL_THRESHOLD, NAV_DESKTOP_MIN_WIDTH } from '../lib/layout/nav';
import { test, expect, expectNoAxeViolations, isPhone, type Page } from './fixtures';
import type { Locator } from '@playwright/test';
import { waitForHydration } from './support/hydration';

/** A test that checks several behaviours in one visit, instead of one visit each, gets their time budgets together. */
const JOINED_TIMEOUT = 60_000;

/** Global frame: header, footer, skip link, highlighting and the scroll shadow on every page. */

/** A brand colour as the browser computes it ("#4FC3F7" -> "rgb(79, 195, 247)"). */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
const ACCENT = rgb(BRAND_COLORS.accent.DEFAULT);

// The header's items as an editor set them in content/site.yml.
const internalItems = site.nav.filter((item) => !item.external);
const externalItem = site.nav.find((item) => item.external);
/** The items with a dropdown. */
const parents = site.nav.filter((item) => item.children?.length);
const firstParent = parents[0]!;
const lastParent = parents.at(-1)!;
const childrenOf = (item: (typeof parents)[number]) => item.children ?? [];
const firstChild = (item: (typeof parents)[number]) => childrenOf(item)[0]!;
/** A plain item without dropdown that is a page of the site, other than home. */
const plainItem = internalItems.find((item) => !item.children && item.href !== '/')!;
const homeItem = internalItems.find((item) => item.href === '/')!;
const heading = (href: string) => pages[href as Route].heading;

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const navLink = (page: Page, name: string) => nav(page).getByRole('link', { name, exact: true });
// The header's toggles are the <summary> of a <details> (they work from the HTML): named by their label, and
// expanded while their <details> is open.
const dropdownButton = (page: Page, item: { label: string }) => nav(page).getByLabel(fillTemplate(ui.nav.submenu, { label: item.label }), { exact: true });
const menuButton = (page: Page) => nav(page).locator('summary').filter({ hasText: ui.nav.menu });
async function expectExpanded(toggle: Locator, expanded: boolean) {
  const details = toggle.locator('xpath=parent::details');
  if (expanded) await expect(details).toHaveAttribute('open', '');
  else await expect(details).not.toHaveAttribute('open');
}
/** Hover, Escape, outside clicks and the 992 px rule come with the header's island (pages paint before their scripts arrive). */
const headerReady = (page: Page) => waitForHydration(page, 'header summary');

/** On the phone the menu is collapsed behind the Menu button: open it. */
async function openMenuIfCollapsed(page: Page, projectName: string) {
  if (!isPhone(projectName)) return;
  await expectExpanded(menuButton(page), false);
  await headerReady(page);
  await menuButton(page).click();
  await expectExpanded(menuButton(page), true);
}

test.describe('header', () => {
  test('lists every item with its target, the dropdowns list their pages, and the external link opens in another tab', async ({ page }) => {
    test.setTimeout(JOINED_TIMEOUT);
    await page.goto('/privacy');
    for (const item of internalItems) await expect(navLink(page, item.label)).toHaveAttribute('href', item.href);
    await expect(navLink(page, site.rfq.label)).toHaveAttribute('href', site.rfq.href);
    expect(externalItem, 'content/site.yml has an external header link').toBeDefined();
    const external = navLink(page, fillTemplate(ui.nav.newTab, { label: externalItem!.label }));
    await expect(external).toBeVisible();
    await expect(external).toHaveAttribute('href', externalItem!.href);
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');

    await headerReady(page);
    for (const parent of parents) {
      const toggle = dropdownButton(page, parent);
      await toggle.click();
      await expectExpanded(toggle, true);
      for (const child of childrenOf(parent)) {
        await expect(navLink(page, child.label)).toHaveAttribute('href', child.href);
        await expect(navLink(page, child.label)).toBeVisible();
      }
      await toggle.click();
      await expectExpanded(toggle, false);
      await expect(navLink(page, firstChild(parent).label)).toBeHidden();
    }
  });

  test('the RFQ button is 100 by 30 px with the light-blue accent', { tag: '@responsive' }, async ({ page }, testInfo) => {
    await page.goto('/');
    await openMenuIfCollapsed(page, testInfo.project.name);
    const rfq = navLink(page, site.rfq.label);
    const box = await rfq.boundingBox();
    expect(box?.width).toBeCloseTo(100, 0);
    expect(box?.height).toBeCloseTo(30, 0);
    await expect(rfq).toHaveCSS('background-color', ACCENT);
  });

  test('the brand colours and motion constants of lib/ui/design-tokens.ts reach the page as CSS variables and the theme colour', async ({ page }) => {
    await page.goto('/privacy');
    // The stylesheet minifier writes colours in lower case and whole seconds as "1s": compare the values, not the spelling.
    const normalise = (value: string) => value.toLowerCase().replace(/^(\d+(?:\.\d+)?)s$/, (_, s: string) => `${Number(s) * 1000}ms`);
    const expected = Object.entries({ ...colorVariables(), ...motionVariables() }).map(([name, value]) => [name, normalise(value)] as const);
    const actual = await page.evaluate(
      (names) => names.map((name) => getComputedStyle(document.documentElement).getPropertyValue(name).trim()),
      expected.map(([name]) => name),
    );
    expect(expected.map(([name], i) => [name, normalise(actual[i]!)])).toEqual(expected);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', BRAND_COLORS.navy.DEFAULT);
  });

  test('is dark and sticky, and gets its shadow only past 50 px of scroll', async ({ page }) => {
    await page.goto('/privacy');
    const header = page.getByRole('banner');
    // A visible shadow has a colour with non-zero alpha; "none" or transparent layers mean no shadow.
    const hasShadow = () => header.evaluate((el) => /rgba\(0, 0, 0, 0\.\d+\)/.test(getComputedStyle(el).boxShadow));
    await expect(header).toHaveCSS('position', 'sticky');
    await expect(header).toHaveCSS('background-color', rgb(BRAND_COLORS.navy.DEFAULT));
    expect(await hasShadow()).toBe(false);
    await page.evaluate((y) => window.scrollTo(0, y), HEADER_SCROLL_THRESHOLD + 1);
    await expect.poll(hasShadow).toBe(true);
    await expect(header).toBeInViewport();
    // Back to exactly the threshold: the shadow goes, so 50 px itself is not "past".
    await page.evaluate((y) => window.scrollTo(0, y), HEADER_SCROLL_THRESHOLD);
    await expect.poll(hasShadow).toBe(false);
    await page.evaluate((y) => window.scrollTo(0, y), HEADER_SCROLL_THRESHOLD + 1);
    await expect.poll(hasShadow).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect.poll(hasShadow).toBe(false);
  });

  test('highlights the current route, and a section item for every page under it', async ({ page }) => {
    await page.goto(plainItem.href);
    await expect(navLink(page, plainItem.label)).toHaveAttribute('aria-current', 'page');
    await expect(navLink(page, plainItem.label)).toHaveCSS('color', ACCENT);
    await expect(navLink(page, homeItem.label)).not.toHaveAttribute('aria-current', /.*/);
    await expect(navLink(page, homeItem.label)).not.toHaveCSS('color', ACCENT);

    for (const parent of parents) {
      const child = firstChild(parent);
      await page.goto(child.href);
      await expect(navLink(page, parent.label)).toHaveAttribute('aria-current', 'true');
      await expect(navLink(page, parent.label)).toHaveCSS('color', ACCENT);
      await headerReady(page);
      await dropdownButton(page, parent).click();
      await expect(navLink(page, child.label)).toHaveAttribute('aria-current', 'page');
    }
    await page.goto(firstParent.href);
    await expect(navLink(page, firstParent.label)).toHaveAttribute('aria-current', 'page');
  });

  test('a dropdown works by keyboard alone: Enter opens it, Escape closes it and returns focus, Enter follows a link', async ({ page }) => {
    test.setTimeout(JOINED_TIMEOUT);
    await page.goto('/terms');
    await headerReady(page);
    const toggle = dropdownButton(page, lastParent);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expectExpanded(toggle, true);
    await page.keyboard.press('Tab');
    await expect(navLink(page, firstChild(lastParent).label)).toBeFocused();
    // The open dropdown lies over the page: checked once in that state.
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expectExpanded(toggle, false);
    await expect(toggle).toBeFocused();
    await expect(navLink(page, firstChild(lastParent).label)).toBeHidden();

    const target = childrenOf(firstParent).at(-1)!;
    await dropdownButton(page, firstParent).focus();
    await page.keyboard.press('Enter');
    // Focus moves to the link once the dropdown shows it; a second Enter on the button would close it again.
    await expect(navLink(page, target.label)).toBeVisible();
    await navLink(page, target.label).focus();
    await expect(navLink(page, target.label)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${target.href}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading(target.href) })).toBeVisible();
  });

  test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
    await page.goto('/privacy');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: ui.skipToContent });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
});

// With a mouse and a wide window; the tests at the 992 px breakpoint set that width themselves.
test.describe('header with a mouse', () => {
  test('dropdowns open on mouse hover and close when the mouse leaves', async ({ page }) => {
    await page.goto('/privacy');
    // A mouse that rests on an item before the header is interactive opens nothing until it moves again.
    await headerReady(page);
    await navLink(page, firstParent.label).hover();
    await expect(navLink(page, firstChild(firstParent).label)).toBeVisible();
    // Away from the header and its open list: the window's bottom corner.
    const { height } = page.viewportSize()!;
    await page.mouse.move(5, height - 5);
    await expect(navLink(page, firstChild(firstParent).label)).toBeHidden();
    await navLink(page, lastParent.label).hover();
    await expect(navLink(page, firstChild(lastParent).label)).toBeVisible();
  });

  test('once the page is idle, the closed dropdowns and the language list are laid out out of sight: hidden, out of the keyboard\'s and screen readers\' reach, and opening one moves nothing', async ({ page }) => {
    const { nav: labels } = loadContent().texts.shared;
    await page.goto('/privacy');
    await headerReady(page);
    // Laid out: the closed lists have their boxes (their texts shaped, their fonts found) before a visitor opens one.
    await expect(nav(page)).toHaveAttribute('data-panels-laid-out', '');
    const languages = page.getByRole('list', { name: labels.languages, includeHidden: true });
    const submenu = nav(page).getByRole('listitem').filter({ has: page.getByRole('link', { name: firstParent.label, exact: true }) }).getByRole('list', { includeHidden: true });
    for (const list of [languages, submenu]) {
      expect(await list.evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThan(0);
      await expect(list).toBeHidden();
      // Nothing in them to reach: a hidden link is neither a stop of Tab nor in the accessibility tree.
      await expect(list.getByRole('link')).toHaveCount(0);
      expect(await list.locator('a').evaluateAll((links) => links.map((a) => (a.focus(), document.activeElement === a)))).not.toContain(true);
    }
    const main = await page.getByRole('main').boundingBox();
    await navLink(page, firstParent.label).hover();
    await expect(navLink(page, firstChild(firstParent).label)).toBeVisible();
    expect(await page.getByRole('main').boundingBox()).toEqual(main);
  });

  test('above 992 px, clicking a section item navigates and closes the dropdown', async ({ page }) => {
    await page.setViewportSize({ width: NAV_DESKTOP_MIN_WIDTH + 1, height: 800 });
    await page.goto('/privacy');
    for (const parent of [firstParent, lastParent]) {
      await navLink(page, parent.label).click();
      await expect(page).toHaveURL(new RegExp(`${parent.href}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading(parent.href) })).toBeVisible();
      await page.mouse.move(600, 600);
      await expect(navLink(page, firstChild(parent).label)).toBeHidden();
    }
  });

  test('at 992 px and below, clicking a section item toggles its dropdown instead of navigating', async ({ page }) => {
    test.setTimeout(JOINED_TIMEOUT);
    await page.setViewportSize({ width: NAV_DESKTOP_MIN_WIDTH, height: 800 });
    await page.goto('/privacy');
    await headerReady(page);
    await menuButton(page).click();
    const parent = navLink(page, firstParent.label);
    await parent.click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(navLink(page, firstChild(firstParent).label)).toBeVisible();
    await parent.click();
    await expect(navLink(page, firstChild(firstParent).label)).toBeHidden();
    await expect(page).toHaveURL(/\/privacy$/);

    // Enter on the item does the same as a click.
    await parent.focus();
    await page.keyboard.press('Enter');
    await expect(navLink(page, firstChild(firstParent).label)).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(navLink(page, firstChild(firstParent).label)).toBeHidden();
    await expect(page).toHaveURL(/\/privacy$/);
  });

  test('at 992 px, pointing at a section item opens it and the click that follows keeps it open', async ({ page }) => {
    await page.setViewportSize({ width: NAV_DESKTOP_MIN_WIDTH, height: 800 });
    await page.goto('/privacy');
    await headerReady(page);
    await menuButton(page).click();
    const item = navLink(page, lastParent.label);
    const toggle = dropdownButton(page, lastParent);
    const child = navLink(page, childrenOf(lastParent).at(-1)!.label);
    // The hover has opened and rendered the dropdown before the click: the click must not shut it.
    await item.hover();
    await expect(child).toBeVisible();
    await item.click();
    await expect(child).toBeVisible();
    await expectExpanded(toggle, true);
    await expect(page).toHaveURL(/\/privacy$/);
    await item.click();
    await expect(child).toBeHidden();
    // Pointing away and back opens it by hover again; the dropdown button behaves like the link.
    await page.mouse.move(900, 700);
    await toggle.hover();
    await expect(child).toBeVisible();
    await toggle.click();
    await expect(child).toBeVisible();
    await toggle.click();
    await expect(child).toBeHidden();
  });
});

test.describe('header on a phone', { tag: '@responsive' }, () => {
  test.skip(({ isMobile }) => !isMobile, 'the collapsed menu and touch');

  test('the menu is collapsed behind a named button, a section item toggles, and choosing a link closes the menu', async ({ page }) => {
    test.setTimeout(JOINED_TIMEOUT);
    await page.goto('/privacy');
    await headerReady(page);
    const menu = page.locator('#site-menu');
    await expect(menu).toBeHidden();
    await menuButton(page).click();
    await expect(menu).toBeVisible();
    await navLink(page, firstParent.label).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(navLink(page, firstChild(firstParent).label)).toBeVisible();
    // The open menu with an open dropdown: checked once in that state.
    await expectNoAxeViolations(page);
    await navLink(page, firstChild(firstParent).label).click();
    await expect(page).toHaveURL(new RegExp(`${firstChild(firstParent).href}$`));
    await expect(menu).toBeHidden();
    await expectExpanded(menuButton(page), false);

    await menuButton(page).click();
    await navLink(page, plainItem.label).click();
    await expect(page).toHaveURL(new RegExp(`${plainItem.href}$`));
    await expect(menu).toBeHidden();

    // The section's overview link reaches the section root from the collapsed menu.
    await menuButton(page).click();
    await navLink(page, lastParent.label).click();
    await navLink(page, fillTemplate(ui.nav.overview, { label: lastParent.label })).click();
    await expect(page).toHaveURL(new RegExp(`${lastParent.href}$`));
    await expect(menu).toBeHidden();
  });

  test('a tap on a section item opens its dropdown and a second tap closes it', async ({ page }) => {
    await page.goto('/privacy');
    await headerReady(page);
    await menuButton(page).tap();
    const item = navLink(page, firstParent.label);
    await item.tap();
    await expect(navLink(page, firstChild(firstParent).label)).toBeVisible();
    await item.tap();
    await expect(navLink(page, firstChild(firstParent).label)).toBeHidden();
    await expect(page).toHaveURL(/\/privacy$/);
  });
});

test.describe('footer', () => {
  test('lists every location, the e-mail, the phone and the copyright, and its legal links lead to their pages', async ({ page }) => {
    test.setTimeout(JOINED_TIMEOUT);
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const office of site.offices) {
      await expect(footer.getByText(office.role, { exact: true })).toBeVisible();
      await expect(footer.getByText(office.city, { exact: true })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(footer.getByRole('link', { name: site.phone.display })).toHaveAttribute('href', `tel:${site.phone.tel}`);
    await expect(footer.getByText(fillTemplate(site.footer.copyright, { year: site.copyrightYear, name: site.name }))).toBeVisible();
    for (const link of site.footer.legal) await expect(footer.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);

    for (const link of site.footer.legal) {
      await page.getByRole('contentinfo').getByRole('link', { name: link.label }).click();
      await expect(page).toHaveURL(new RegExp(`${link.href}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading(link.href) })).toBeVisible();
      if (link.href === '/privacy') {
        await expect(page.getByRole('heading', { level: 2, name: privacy.sections[0]!.heading })).toBeVisible();
      }
    }
  });
});

test.describe('scroll reveal', () => {
  test('fades content in below the offset line over 1000 ms ease-in-out, once: it stays shown when scrolled away and back', async ({ page }) => {
    await page.goto('/privacy');
    const last = page.locator('[data-reveal]').last();
    await expect(last).toHaveCSS('transition-duration', '1s');
    await expect(last).toHaveCSS('transition-timing-function', 'ease-in-out');
    await expect(last).toHaveCSS('opacity', '0');
    await last.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 300));
    await expect(last).toHaveCSS('opacity', '1', { timeout: 5000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(last).toHaveAttribute('data-reveal', 'in');
    await expect(last).toHaveCSS('opacity', '1');
  });

  test('keeps what is on screen at load visible, and moves nothing under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/privacy');
    await expect(page.locator('[data-reveal]').first()).toHaveCSS('opacity', '1');
    await expect(page.locator('[data-reveal]').last()).toHaveCSS('opacity', '1');
  });
});

test.describe('unknown paths', () => {
  // Chromium logs the 404 document load itself as a console error.
  test.use({ allowedErrors: [/status of 404/] });

  test('unknown pages under /about-us and /services redirect to the section root', async ({ page }) => {
    for (const [path, root] of [
      ['/about-us/anything', '/about-us'],
      ['/services/not/a/page', '/services'],
    ] as const) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers()['location']).toBe(root);
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${root}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading(root) })).toBeVisible();
    }
  });

  test('on a host without our rules, the exported 404 page itself sends section paths to their root', async ({ page }) => {
    const notFoundHtml = readFileSync('out/404.html', 'utf8');
    await page.route('**/services/old-page?x=1', (route) => route.fulfill({ status: 404, contentType: 'text/html', body: notFoundHtml }));
    await page.goto('/services/old-page?x=1');
    await expect(page).toHaveURL(/\/services\?x=1$/);
    await expect(page.getByRole('heading', { level: 1, name: heading('/services') })).toBeVisible();
  });

  test('other unknown paths answer 404 with a branded page, the navigation and a way home', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: notFoundPage.heading })).toBeVisible();
    await expect(nav(page)).toBeAttached();
    // The 404 page is no route of the sitemap, so the route checks do not cover it.
    await expectNoAxeViolations(page);
    await page.getByRole('main').getByRole('link', { name: notFoundPage.home }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: heading('/') })).toBeVisible();
  });
});
