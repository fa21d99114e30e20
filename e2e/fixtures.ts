import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { SITE_ORIGIN } from './support/ports.mjs';

const INTRO_STORAGE_KEY = 'apexbridge:intro-played';

interface Options {
  /** Let the first-load intro play (off by default so other tests see the site at once). */
  playIntro: boolean;
  /** Console errors and failed requests matching these are expected by the test. */
  allowedErrors: RegExp[];
}

interface Fixtures {
  /** Unique id tagging this test's calls to the fake EmailJS API. */
  testId: string;
  /** Console errors, page errors and failed requests seen so far; asserted empty after each test. */
  problems: string[];
}

/**
 * The e2e test: every page of the test reaches only local servers (anything else fails and is counted as a
 * problem), console errors and failed requests fail the test, and the intro is marked as played unless
 * `playIntro` is set.
 */
export const test = base.extend<Options & Fixtures>({
  playIntro: [false, { option: true }],
  /** Use ONE RegExp per test.use (combine with |): Playwright reads [re1, re2] as a [value, options] tuple. */
  allowedErrors: [[], { option: true }],
  testId: async ({}, use, testInfo) => {
    await use(`${testInfo.project.name}-${testInfo.testId}-${testInfo.retry}`);
  },
  problems: async ({}, use) => {
    await use([]);
  },
  context: async ({ context, playIntro, testId }, use) => {
    if (!playIntro) {
      await context.addInitScript((key) => window.sessionStorage.setItem(key, '1'), INTRO_STORAGE_KEY);
    }
    // The tag goes with each request as a header (the fake EmailJS allows any header). No request routing
    // here: routing in Playwright turns off the HTTP cache and passes every request through the test process.
    // Other hosts are unreachable through the browser's own resolver instead (e2e/support/chromium.ts): such a
    // request fails, and the page fixture counts it as a problem.
    await context.setExtraHTTPHeaders({ 'x-test-id': testId });
    await use(context);
  },
  page: async ({ page, problems, allowedErrors, javaScriptEnabled }, use) => {
    const allowed = (text: string) => allowedErrors.some((re) => re.test(text));
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !allowed(msg.text())) problems.push(`console error: ${msg.text()}`);
    });
    page.on('pageerror', (err) => {
      if (!allowed(err.message)) problems.push(`page error: ${err.message}`);
    });
    page.on('requestfailed', (req) => {
      const failure = req.failure()?.errorText ?? '';
      // Navigations away abort pending requests: not a defect.
      if (failure === 'net::ERR_ABORTED' || allowed(req.url())) return;
      // With JavaScript disabled, Chromium refuses script loads by design.
      if (javaScriptEnabled === false && req.resourceType() === 'script') return;
      problems.push(`request failed: ${req.url()} ${failure}`);
    });
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (res.status() >= 400 && url.origin === SITE_ORIGIN && !allowed(res.url()) && res.request().resourceType() !== 'document') {
        problems.push(`HTTP ${res.status()}: ${res.url()}`);
      }
    });
    await use(page);
    expect(problems, 'no console errors, failed or external requests').toEqual([]);
  },
});

export { expect };
export type { Page } from '@playwright/test';

/** axe-core over the whole page (WCAG 2.2 A and AA rules and best practices). */
export async function expectNoAxeViolations(page: Page, { exclude = [] }: { exclude?: string[] } = {}) {
  // Scroll-reveal content that is faded out (or mid-fade) is checked at its real, full-opacity contrast; colour
  // transitions under way (a sub-navigation link that has just become the current one) are checked at the colours
  // they end on, not halfway; and running CSS animations (the partner strip, the team ring) hold still while axe
  // reads styles thousands of times: each read of a moving 3-D scene is several times slower, enough to take a
  // whole test's budget.
  const settle = await page.addStyleTag({
    content:
      '[data-reveal]{opacity:1!important;transform:none!important}*,*::before,*::after{transition:none!important;animation-play-state:paused!important}',
  });
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  for (const selector of exclude) builder = builder.exclude(selector);
  // In the page alone: axe otherwise finishes its run in a blank page of its own, opened and closed in the test's
  // context, which costs a page per check (the site's pages hold no frames for that page to gather), and a test
  // that steps the context's clock while axe works would step that page too and meet it closing.
  builder = builder.setLegacyMode(true);
  const results = await builder.analyze();
  await settle.evaluate((el) => (el as Element).remove());
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, 'axe violations').toEqual([]);
}

/** Whether the element is out of reach (of the pointer, the keyboard and screen readers): inert, or inside an inert part. */
export function isInert(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el.closest('[inert]') !== null);
}

/** Whether this test runs on the phone project. */
export function isPhone(projectName: string): boolean {
  return projectName === 'phone';
}
