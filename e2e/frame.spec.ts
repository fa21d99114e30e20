import { readFileSync } from 'node:fs';
import { BRAND_COLORS, colorVariables, motionVariables } from '../lib/design-tokens';
import { test, expect, isPhone, type Page } from './fixtures';

/** Global frame: header, footer, skip link, highlighting and the scroll shadow on every page. */

const ABOUT_CHILDREN = [
  ['Meet the team', '/about-us/team'],
  ['What we do', '/about-us/what-we-do'],
  ['Who we are', '/about-us/who-we-are'],
  ['Our values', '/about-us/values'],
] as const;
const SERVICES_CHILDREN = [
  ['Case studies', '/services/case-studies'],
  ['Manufacturing & Production', '/services/manufacturing'],
  ['DFM & CAD', '/services/dfm-cad'],
  ['Mechanical Engineering', '/services/mechanical-engineering'],
  ['Supply Chain Management', '/services/supply-chain'],
] as const;

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** On the phone the menu is collapsed behind the Menu button: open it. */
async function openMenuIfCollapsed(page: Page, projectName: string) {
  if (!isPhone(projectName)) return;
  const button = nav(page).getByRole('button', { name: 'Menu', exact: true });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}

test.describe('header', () => {
  test('has every item with its target, and the external link opens in a new tab', async ({ page }, testInfo) => {
    await page.goto('/privacy');
    await openMenuIfCollapsed(page, testInfo.project.name);
    const n = nav(page);
    await expect(n.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
    const strategy = n.getByRole('link', { name: /^Strategy Product/ });
    await expect(strategy).toBeVisible();
    await expect(strategy).toHaveAttribute('target', '_blank');
    await expect(strategy).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(strategy).toHaveAttribute('href', /^https:\/\//);
    await expect(strategy).toHaveText('Strategy Product (opens in a new tab)');
    await expect(n.getByRole('link', { name: 'About Us', exact: true })).toHaveAttribute('href', '/about-us');
    await expect(n.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute('href', '/services');
    await expect(n.getByRole('link', { name: 'News & Events' })).toHaveAttribute('href', '/news-and-events');
    await expect(n.getByRole('link', { name: 'RFQ' })).toHaveAttribute('href', '/contact');
  });

  test('the dropdowns list their pages', async ({ page }, testInfo) => {
    await page.goto('/privacy');
    await openMenuIfCollapsed(page, testInfo.project.name);
    for (const [label, children] of [
      ['About Us', ABOUT_CHILDREN],
      ['Services', SERVICES_CHILDREN],
    ] as const) {
      const toggle = nav(page).getByRole('button', { name: `${label} menu` });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      for (const [name, href] of children) {
        await expect(nav(page).getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
        await expect(nav(page).getByRole('link', { name, exact: true })).toBeVisible();
      }
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(nav(page).getByRole('link', { name: children[0][0], exact: true })).toBeHidden();
    }
  });

  test('the RFQ button is 100 by 30 px with the light-blue accent', async ({ page }, testInfo) => {
    await page.goto('/');
    await openMenuIfCollapsed(page, testInfo.project.name);
    const rfq = nav(page).getByRole('link', { name: 'RFQ' });
    const box = await rfq.boundingBox();
    expect(box?.width).toBeCloseTo(100, 0);
    expect(box?.height).toBeCloseTo(30, 0);
    await expect(rfq).toHaveCSS('background-color', 'rgb(79, 195, 247)');
  });

  test('the brand colours and motion constants of lib/design-tokens.ts reach the page as CSS variables and the theme colour', async ({ page }) => {
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
    const hasShadow = () =>
      header.evaluate((el) => /rgba\(0, 0, 0, 0\.\d+\)/.test(getComputedStyle(el).boxShadow));
    await expect(header).toHaveCSS('position', 'sticky');
    await expect(header).toHaveCSS('background-color', 'rgb(11, 21, 38)');
    expect(await hasShadow()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 50));
    await page.waitForFunction(() => window.scrollY === 50);
    await page.waitForTimeout(400);
    expect(await hasShadow()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 51));
    await expect.poll(hasShadow).toBe(true);
    await expect(header).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect.poll(hasShadow).toBe(false);
  });

  test('highlights the current route, and About Us / Services for every page under them', async ({ page }, testInfo) => {
    const accent = 'rgb(79, 195, 247)';
    await page.goto('/news-and-events');
    await openMenuIfCollapsed(page, testInfo.project.name);
    await expect(nav(page).getByRole('link', { name: 'News & Events' })).toHaveAttribute('aria-current', 'page');
    await expect(nav(page).getByRole('link', { name: 'News & Events' })).toHaveCSS('color', accent);
    await expect(nav(page).getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current', /.*/);
    await expect(nav(page).getByRole('link', { name: 'Home', exact: true })).not.toHaveCSS('color', accent);

    for (const [path, parent, child] of [
      ['/about-us/team', 'About Us', 'Meet the team'],
      ['/services/dfm-cad', 'Services', 'DFM & CAD'],
    ] as const) {
      await page.goto(path);
      await openMenuIfCollapsed(page, testInfo.project.name);
      const parentLink = nav(page).getByRole('link', { name: parent, exact: true });
      await expect(parentLink).toHaveAttribute('aria-current', 'true');
      await expect(parentLink).toHaveCSS('color', accent);
      await nav(page).getByRole('button', { name: `${parent} menu` }).click();
      await expect(nav(page).getByRole('link', { name: child, exact: true })).toHaveAttribute('aria-current', 'page');
    }
    await page.goto('/about-us');
    await openMenuIfCollapsed(page, testInfo.project.name);
    await expect(nav(page).getByRole('link', { name: 'About Us', exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('Escape closes an open dropdown and returns focus to its button', async ({ page }, testInfo) => {
    await page.goto('/terms');
    await openMenuIfCollapsed(page, testInfo.project.name);
    const toggle = nav(page).getByRole('button', { name: 'Services menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav(page).getByRole('link', { name: 'Services overview' }).or(nav(page).getByRole('link', { name: 'Case studies' })).first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(nav(page).getByRole('link', { name: 'Case studies' })).toBeHidden();
  });

  test('a dropdown link works by keyboard alone', async ({ page }, testInfo) => {
    await page.goto('/terms');
    await openMenuIfCollapsed(page, testInfo.project.name);
    await nav(page).getByRole('button', { name: 'About Us menu' }).focus();
    await page.keyboard.press('Enter');
    const target = nav(page).getByRole('link', { name: 'Our values' });
    await target.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/about-us\/values$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Values' })).toBeVisible();
  });

  test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
    await page.goto('/privacy');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
});

test.describe('header on desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'mouse and wide-screen behaviour');

  test('dropdowns open on mouse hover and close when the mouse leaves', async ({ page }) => {
    await page.goto('/privacy');
    await nav(page).getByRole('link', { name: 'About Us', exact: true }).hover();
    await expect(nav(page).getByRole('link', { name: 'Meet the team' })).toBeVisible();
    await page.getByRole('heading', { level: 1 }).hover();
    await expect(nav(page).getByRole('link', { name: 'Meet the team' })).toBeHidden();
    await nav(page).getByRole('link', { name: 'Services', exact: true }).hover();
    await expect(nav(page).getByRole('link', { name: 'Supply Chain Management' })).toBeVisible();
  });

  test('above 992 px, clicking About Us or Services navigates and closes the dropdown', async ({ page }) => {
    await page.setViewportSize({ width: 993, height: 800 });
    await page.goto('/privacy');
    await nav(page).getByRole('link', { name: 'About Us', exact: true }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await page.mouse.move(600, 600);
    await expect(nav(page).getByRole('link', { name: 'Meet the team' })).toBeHidden();
    await nav(page).getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page).toHaveURL(/\/services$/);
    await page.mouse.move(600, 600);
    await expect(nav(page).getByRole('link', { name: 'Case studies' })).toBeHidden();
  });

  test('at 992 px and below, clicking About Us toggles its dropdown instead of navigating', async ({ page }) => {
    await page.setViewportSize({ width: 992, height: 800 });
    await page.goto('/privacy');
    await nav(page).getByRole('button', { name: 'Menu', exact: true }).click();
    const about = nav(page).getByRole('link', { name: 'About Us', exact: true });
    await about.click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(nav(page).getByRole('link', { name: 'Meet the team' })).toBeVisible();
    await about.click();
    await expect(nav(page).getByRole('link', { name: 'Meet the team' })).toBeHidden();
    await expect(page).toHaveURL(/\/privacy$/);
  });

  test('at 992 px, with a mouse, pointing at Services opens it and the click that follows keeps it open', async ({ page }) => {
    await page.setViewportSize({ width: 992, height: 800 });
    await page.goto('/privacy');
    await nav(page).getByRole('button', { name: 'Menu', exact: true }).click();
    const services = nav(page).getByRole('link', { name: 'Services', exact: true });
    const toggle = nav(page).getByRole('button', { name: 'Services menu' });
    const child = nav(page).getByRole('link', { name: 'Supply Chain Management' });
    // The hover has opened and rendered the dropdown before the click: the click must not shut it.
    await services.hover();
    await expect(child).toBeVisible();
    await services.click();
    await expect(child).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page).toHaveURL(/\/privacy$/);
    await services.click();
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

  test('at 992 px, Enter on About Us opens its dropdown and Enter again closes it', async ({ page }) => {
    await page.setViewportSize({ width: 992, height: 800 });
    await page.goto('/privacy');
    await nav(page).getByRole('button', { name: 'Menu', exact: true }).click();
    const about = nav(page).getByRole('link', { name: 'About Us', exact: true });
    await about.focus();
    await page.keyboard.press('Enter');
    await expect(nav(page).getByRole('link', { name: 'Meet the team' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(nav(page).getByRole('link', { name: 'Meet the team' })).toBeHidden();
    await expect(page).toHaveURL(/\/privacy$/);
  });
});

test.describe('header on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'collapsed menu');

  test('the menu is collapsed behind a named button, About Us toggles, and choosing a link closes the menu', async ({ page }) => {
    await page.goto('/privacy');
    const menu = page.locator('#site-menu');
    await expect(menu).toBeHidden();
    const button = nav(page).getByRole('button', { name: 'Menu', exact: true });
    await button.click();
    await expect(menu).toBeVisible();
    await nav(page).getByRole('link', { name: 'About Us', exact: true }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await nav(page).getByRole('link', { name: 'Meet the team' }).click();
    await expect(page).toHaveURL(/\/about-us\/team$/);
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await nav(page).getByRole('link', { name: 'News & Events' }).click();
    await expect(page).toHaveURL(/\/news-and-events$/);
    await expect(menu).toBeHidden();
  });

  test('a tap on About Us opens its dropdown and a second tap closes it', async ({ page }) => {
    await page.goto('/privacy');
    await nav(page).getByRole('button', { name: 'Menu', exact: true }).tap();
    const about = nav(page).getByRole('link', { name: 'About Us', exact: true });
    await about.tap();
    await expect(nav(page).getByRole('link', { name: 'Meet the team' })).toBeVisible();
    await about.tap();
    await expect(nav(page).getByRole('link', { name: 'Meet the team' })).toBeHidden();
    await expect(page).toHaveURL(/\/privacy$/);
  });

  test('the section overview link reaches the section root from the collapsed menu', async ({ page }) => {
    await page.goto('/privacy');
    await nav(page).getByRole('button', { name: 'Menu', exact: true }).click();
    await nav(page).getByRole('link', { name: 'Services', exact: true }).click();
    await nav(page).getByRole('link', { name: 'Services overview' }).click();
    await expect(page).toHaveURL(/\/services$/);
  });
});

test.describe('footer', () => {
  test('links Privacy and Terms, lists the three locations, e-mail, phone and the 2025 copyright', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    await expect(footer.getByText('US headquarters')).toBeVisible();
    await expect(footer.getByText('Las Vegas')).toBeVisible();
    await expect(footer.getByText('Asia Pacific office')).toBeVisible();
    await expect(footer.getByText('Ho Chi Minh City, Vietnam')).toBeVisible();
    await expect(footer.getByText('Product studio')).toBeVisible();
    await expect(footer.getByText('Portland metro area')).toBeVisible();
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:[^@]+@[^@]+\.[a-z]+$/);
    await expect(footer.getByRole('link', { name: /^\+1/ })).toHaveAttribute('href', /^tel:\+\d+$/);
    await expect(footer.getByText(/© 2025 /)).toBeVisible();
  });

  test('the footer links lead to the privacy and terms pages', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText(/EmailJS/).first()).toBeVisible();
    await expect(page.getByText(/OpenStreetMap/).first()).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
  });
});

test.describe('scroll reveal', () => {
  test('fades content in below the offset line over 1000 ms ease-in-out, and out again when scrolled away (mirrored)', async ({ page }) => {
    await page.goto('/privacy');
    const last = page.locator('[data-reveal]').last();
    await expect(last).toHaveCSS('transition-duration', '1s');
    await expect(last).toHaveCSS('transition-timing-function', 'ease-in-out');
    await expect(last).toHaveCSS('opacity', '0');
    await last.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 300));
    await expect(last).toHaveCSS('opacity', '1', { timeout: 5000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(last).toHaveCSS('opacity', '0', { timeout: 5000 });
  });

  test('keeps what is on screen at load visible, and moves nothing under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/privacy');
    const first = page.locator('[data-reveal]').first();
    await expect(first).toHaveCSS('opacity', '1');
    await expect(page.locator('[data-reveal]').last()).toHaveCSS('opacity', '1');
  });
});

test.describe('unknown paths', () => {
  // Chromium logs the 404 document load itself as a console error.
  test.use({ allowedErrors: [/status of 404/] });

  test('unknown pages under /about-us and /services redirect to the section root', async ({ page }) => {
    for (const [path, root, heading] of [
      ['/about-us/anything', '/about-us', 'About Us'],
      ['/services/not/a/page', '/services', 'Services'],
    ] as const) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers()['location']).toBe(root);
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${root}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });

  test('on a host without our rules, the exported 404 page itself sends section paths to their root', async ({ page }) => {
    const notFoundHtml = readFileSync('out/404.html', 'utf8');
    await page.route('**/services/old-page?x=1', (route) => route.fulfill({ status: 404, contentType: 'text/html', body: notFoundHtml }));
    await page.goto('/services/old-page?x=1');
    await expect(page).toHaveURL(/\/services\?x=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  });

  test('other unknown paths answer 404 with a branded page, the navigation and a way home', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
    await page.getByRole('main').getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'HERE TO GET YOU THERE' })).toBeVisible();
  });
});
