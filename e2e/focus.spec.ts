import type { Page } from '@playwright/test';
import { contentLanguages, loadContent } from '../lib/content/load';
import { withPrefix } from '../lib/i18n/path';
import { REVEAL } from '../lib/ui/reveal';
import { expect, test } from './fixtures';

/*
 * What a keyboard or a scroll must never hide: the focused control under the sticky bars (WCAG 2.2, 2.4.11, in every
 * edition, on a desktop and a phone), and a block the scroll-reveal has shown (it stays shown).
 */

const LANGUAGES = contentLanguages();

/** Where the focus is and how far below the sticky bars (the header, a page's sticky menu); null once it has left the page. */
function focusState(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return null;
    const bars = [...document.querySelectorAll('header, main .sticky')].filter((bar) => getComputedStyle(bar).position === 'sticky');
    // A bar covers the page only where it is stuck (at its sticky offset); further down the page it is in the flow.
    const stuck = bars.filter((bar) => bar.getBoundingClientRect().top <= parseFloat(getComputedStyle(bar).top) + 0.5);
    const barBottom = Math.max(0, ...stuck.map((bar) => bar.getBoundingClientRect().bottom));
    const box = el.getBoundingClientRect();
    const label = (el as HTMLInputElement).labels?.[0]?.textContent;
    const name = (el.getAttribute('aria-label') ?? label ?? el.getAttribute('title') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60) || el.tagName;
    return {
      name,
      // The bars' own controls (and the skip link above them) are always in sight.
      inBar: bars.some((bar) => bar.contains(el)) || el.classList.contains('skip-link'),
      gap: box.top - barBottom,
      at: `${el.tagName.toLowerCase()} "${name}" at ${Math.round(box.top)} px, bars end at ${Math.round(barBottom)} px`,
    };
  });
}

/**
 * Tabs from the top of the page to its end; after each Tab the focused control's top is (once the page has scrolled
 * it into view) at or below the bottom of the sticky bars. Returns the names of the controls reached.
 */
async function tabThrough(page: Page): Promise<string[]> {
  // Parts an island has yet to take over are out of the tab order (the news list): walk the page once it is live.
  await expect(page.locator('main [inert]')).toHaveCount(0);
  const reached: string[] = [];
  for (let step = 0; step < 400; step++) {
    await page.keyboard.press('Tab');
    const state = await focusState(page);
    if (!state || (reached.length && state.name === reached[0] && step > 1)) break;
    reached.push(state.name);
    if (state.inBar) continue;
    await expect
      .poll(async () => (await focusState(page))?.gap ?? 0, { message: `not under the sticky bars: ${state.at}`, timeout: 3000 })
      .toBeGreaterThanOrEqual(-0.5);
  }
  return reached;
}

test.describe('focus is never hidden under the sticky bars', () => {
  // Scrolling into view happens at once (the page's smooth scrolling is off under reduced motion), so each position
  // read is where the page put the control.
  test.use({ reducedMotion: 'reduce' });

  for (const lang of LANGUAGES) {
    const texts = loadContent(undefined, lang.code).texts;

    test(`a keyboard walk through the contact page, the map's controls included, in ${lang.name}`, { tag: '@responsive' }, async ({ page }) => {
      await page.goto(withPrefix(lang.prefix, '/contact'));
      // The map loads as it comes near the window: load it, then start from the top of the page.
      const map = page.getByRole('region', { name: texts.contact.map.label });
      await map.scrollIntoViewIfNeeded();
      await expect(map.getByRole('button', { name: texts.contact.map.zoomIn, exact: true })).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      const reached = await tabThrough(page);
      expect(reached).toContain(texts.contact.map.zoomIn);
      expect(reached).toContain(texts.contact.map.zoomOut);
    });

    test(`a keyboard walk through the news page, in ${lang.name}`, { tag: '@responsive' }, async ({ page }) => {
      await page.goto(withPrefix(lang.prefix, '/news-and-events'));
      const reached = await tabThrough(page);
      // The list's filters, search, cards and pages are on the way.
      expect(reached).toContain(texts.news.searchLabel);
      expect(reached.length, reached.join(' | ')).toBeGreaterThan(20);
    });
  }

  test('a keyboard walk through a page with a sticky menu of its own below the header', { tag: '@responsive' }, async ({ page }) => {
    await page.goto('/services/mechanical-engineering');
    await expect(page.locator('main .sticky')).toBeVisible();
    const reached = await tabThrough(page);
    expect(reached.length).toBeGreaterThan(10);
  });
});

test.describe('scroll reveal', () => {
  for (const lang of LANGUAGES) {
    test(`every block revealed on the way down stays shown on the way back, in ${lang.name}`, { tag: '@responsive' }, async ({ page }) => {
      await page.goto(withPrefix(lang.prefix, '/'));
      const blocks = page.locator('[data-reveal]');
      expect(await blocks.count()).toBeGreaterThan(0);
      // Down the page half a window at a time: whatever crosses the offset line is revealed.
      const { height, total } = await page.evaluate(() => ({ height: window.innerHeight, total: document.documentElement.scrollHeight }));
      for (let y = 0; y <= total; y += Math.floor(height / 2)) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
        await expect
          .poll(() =>
            blocks.evaluateAll(
              (els, offset) => els.filter((el) => el.getBoundingClientRect().top < window.innerHeight - offset && (el as HTMLElement).dataset.reveal !== 'in').length,
              REVEAL.offset,
            ),
          )
          .toBe(0);
      }
      // Back at the top, and down again: every block is shown, at full opacity, once its fade has ended.
      for (const top of [0, total]) {
        await page.evaluate((to) => window.scrollTo({ top: to, behavior: 'instant' }), top);
        for (const block of await blocks.all()) {
          await expect(block).toHaveAttribute('data-reveal', 'in');
          await expect(block).toHaveCSS('opacity', '1');
        }
      }
    });
  }
});
