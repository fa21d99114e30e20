import type { Locator } from '@playwright/test';
import { contentLanguages, loadContent } from '../lib/content/load';
import type { Language } from '../lib/i18n/languages.mjs';
import { withPrefix } from '../lib/i18n/path';
import { fillTemplate } from '../lib/i18n/template';
import { test, expect, type Page } from './fixtures';
import { waitForHydration } from './support/hydration';

/*
 * The header works from the page's HTML: the menu, the About/Services dropdowns and the language list open and
 * close with no script at all, and before the page's scripts have arrived. Controls that only their island can
 * work stay out of sight until it runs.
 */

const LANGUAGES = contentLanguages();
/** The default language's home page and an edition's. */
const STARTS = [LANGUAGES[0]!, LANGUAGES[1]!];
const at = (lang: Language, route: string) => withPrefix(lang.prefix, route);

function headerOf(lang: Language) {
  const { texts } = loadContent(undefined, lang.code);
  return { site: texts.site, labels: texts.shared.nav };
}

const nav = (page: Page, label: string) => page.getByRole('navigation', { name: label, exact: true });
/** A toggle is the <summary> of a <details>; it is expanded while that is open. */
const detailsOf = (toggle: Locator) => toggle.locator('xpath=parent::details');

/** Every place the header leads to, each with the toggles (by their labels) to open on the way there. */
function destinations(lang: Language, phone: boolean) {
  const { site, labels } = headerOf(lang);
  const list: { name: string; href: string; through: string[]; kind: 'top' | 'dropdown' | 'language' }[] = [];
  for (const item of site.nav.filter((i) => !i.external)) {
    list.push({ name: item.label, href: at(lang, item.href), through: [], kind: 'top' });
    const toggle = fillTemplate(labels.submenu, { label: item.label });
    // The overview link repeats the section's own link inside its dropdown, on narrow screens only.
    if (item.children?.length && phone) list.push({ name: fillTemplate(labels.overview, { label: item.label }), href: at(lang, item.href), through: [toggle], kind: 'dropdown' });
    for (const child of item.children ?? []) list.push({ name: child.label, href: at(lang, child.href), through: [toggle], kind: 'dropdown' });
  }
  list.push({ name: site.rfq.label, href: at(lang, site.rfq.href), through: [], kind: 'top' });
  for (const other of LANGUAGES) {
    list.push({ name: other.name, href: at(other, '/'), through: [fillTemplate(labels.languageButton, { name: lang.name })], kind: 'language' });
  }
  return list;
}

/** Presses Tab until `target` has the focus (keyboard only, as a visitor would reach it). */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('Tab never reached the control');
}

test.describe('without JavaScript', { tag: '@responsive' }, () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of STARTS) {
    test(`every header destination is reachable from ${at(lang, '/')}: by tapping on a phone, by keyboard on a desktop`, async ({ page, isMobile }) => {
      const { site, labels } = headerOf(lang);
      const header = nav(page, labels.main);
      const menu = header.locator('summary').filter({ hasText: labels.menu });
      const targets = destinations(lang, isMobile);
      const home = at(lang, '/');

      /** Opens the way to `target` as the visitor does: tapping the menu and its dropdown, or tabbing to them. */
      async function openTo(target: (typeof targets)[number]) {
        if (isMobile) {
          await expect(page.locator('#site-menu')).toBeHidden();
          await menu.tap();
          await expect(detailsOf(menu)).toHaveAttribute('open', '');
        }
        for (const label of target.through) {
          const toggle = header.getByLabel(label, { exact: true });
          if (isMobile) await toggle.tap();
          else {
            await tabTo(page, toggle);
            await page.keyboard.press('Enter');
          }
          await expect(detailsOf(toggle)).toHaveAttribute('open', '');
        }
      }

      // One link of each kind (the header's own, a dropdown's, another edition's in the language list) is
      // followed to its page.
      for (const kind of ['top', 'dropdown', 'language'] as const) {
        const target = targets.find((t) => t.kind === kind && t.href !== home)!;
        await page.goto(home);
        await openTo(target);
        const link = header.getByRole('link', { name: target.name, exact: true });
        if (isMobile) await link.tap();
        else {
          await tabTo(page, link);
          await page.keyboard.press('Enter');
        }
        await expect(page, target.name).toHaveURL(target.href);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      }

      // Every other destination is reached the same way, in one visit (the link checker proves where each leads).
      await page.goto(home);
      if (isMobile) {
        await menu.tap();
        for (const target of targets) {
          const toggles = target.through.map((label) => header.getByLabel(label, { exact: true }));
          for (const toggle of toggles) await toggle.tap();
          const link = header.getByRole('link', { name: target.name, exact: true });
          await expect(link, target.name).toBeVisible();
          await expect(link, target.name).toHaveAttribute('href', target.href);
          // Closed again the way it was opened.
          for (const toggle of toggles.toReversed()) await toggle.tap();
        }
      } else {
        // Tab through the header once, opening each dropdown with Enter on the way: every link focused is marked.
        let entered = false;
        for (let i = 0; i < 120; i++) {
          await page.keyboard.press('Tab');
          const focused = await page.evaluate(() => {
            const el = document.activeElement as HTMLElement | null;
            const inHeader = Boolean(el?.closest('header'));
            if (inHeader) el!.dataset.tabbed = '';
            return { inHeader, closedToggle: el?.tagName === 'SUMMARY' && !(el.parentElement as HTMLDetailsElement).open };
          });
          if (focused.inHeader) entered = true;
          else if (entered) break;
          if (focused.closedToggle) await page.keyboard.press('Enter');
        }
        for (const target of targets) {
          const link = header.getByRole('link', { name: target.name, exact: true, includeHidden: true });
          await expect(link, target.name).toHaveAttribute('data-tabbed', '');
          await expect(link, target.name).toHaveAttribute('href', target.href);
        }
      }

      // The external item opens another site in a new tab: it is there to tap, and not followed here.
      await page.goto(at(lang, '/'));
      if (isMobile) await menu.tap();
      const external = site.nav.find((i) => i.external)!;
      await expect(header.getByRole('link', { name: fillTemplate(labels.newTab, { label: external.label }) })).toBeVisible();
    });
  }

  test('a second tap closes the menu; the dropdowns and the language list close each other', async ({ page, isMobile }) => {
    const lang = LANGUAGES[0]!;
    const { site, labels } = headerOf(lang);
    const header = nav(page, labels.main);
    const menu = header.locator('summary').filter({ hasText: labels.menu });
    await page.goto('/');
    if (isMobile) await menu.click();
    const parents = site.nav.filter((i) => i.children?.length);
    const toggles = [
      ...parents.map((p) => header.getByLabel(fillTemplate(labels.submenu, { label: p.label }), { exact: true })),
      header.getByLabel(fillTemplate(labels.languageButton, { name: lang.name }), { exact: true }),
    ];
    for (const [i, toggle] of toggles.entries()) {
      await toggle.click();
      await expect(detailsOf(toggle)).toHaveAttribute('open', '');
      for (const other of toggles.filter((_, j) => j !== i)) await expect(detailsOf(other)).not.toHaveAttribute('open');
    }
    await toggles.at(-1)!.click();
    await expect(page.getByRole('list', { name: labels.languages })).toBeHidden();
    if (isMobile) {
      await menu.click();
      await expect(page.locator('#site-menu')).toBeHidden();
    }
  });
});

/** Holds back every script chunk the page asks for until `release` is called (its stylesheets, beside them, come). */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('before the scripts have arrived', () => {
  test('a tap on the menu button opens the menu, and the header takes that state over once it runs', { tag: '@responsive' }, async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the collapsed menu');
    const lang = LANGUAGES[0]!;
    const { site, labels } = headerOf(lang);
    const header = nav(page, labels.main);
    const menu = header.locator('summary').filter({ hasText: labels.menu });
    const parent = site.nav.find((i) => i.children?.length)!;
    const toggle = header.getByLabel(fillTemplate(labels.submenu, { label: parent.label }), { exact: true });
    const child = header.getByRole('link', { name: parent.children![0]!.label, exact: true });

    const release = await holdScripts(page);
    // Neither `load` nor DOMContentLoaded come while the page's scripts are held back.
    await page.goto('/privacy', { waitUntil: 'commit' });
    await menu.tap();
    await expect(page.locator('#site-menu')).toBeVisible();
    await toggle.tap();
    await expect(child).toBeVisible();
    // Nothing of the page's own scripts has run yet: the header is still the server's HTML.
    expect(await header.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__react')))).toBe(false);

    release();
    await waitForHydration(page, 'header summary');
    await expect(page.locator('#site-menu')).toBeVisible();
    await expect(child).toBeVisible();
    // The island holds what the visitor opened: the next tap closes it, and Escape closes the menu.
    await toggle.tap();
    await expect(child).toBeHidden();
    await expect(detailsOf(toggle)).not.toHaveAttribute('open');
    await menu.focus();
    await page.keyboard.press('Escape');
    await expect(page.locator('#site-menu')).toBeHidden();
    await expect(detailsOf(menu)).not.toHaveAttribute('open');
  });

  test('controls only their island can work are out of sight until it runs', async ({ page }) => {
    for (const route of ['/', '/about-us', '/services/manufacturing']) {
      const release = await holdScripts(page);
      await page.goto(route, { waitUntil: 'commit' });
      await expect(page.getByRole('contentinfo')).toBeAttached();
      const controls = page.locator('.awaits-hydration');
      expect(await controls.count(), route).toBeGreaterThan(0);
      for (const control of await controls.all()) await expect(control, route).toBeHidden();
      release();
      for (const control of await controls.all()) await expect(control, route).toBeVisible();
      await page.unrouteAll({ behavior: 'wait' });
    }
  });
});
