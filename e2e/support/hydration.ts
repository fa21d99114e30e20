import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated the element `selector` names (it carries React's internal keys from then on).
 * Pages paint before their scripts load (scripts/paint-first.mjs): until then a control is plain HTML (a link
 * still leads somewhere, a button does nothing yet), so a test that presses one right away waits for this.
 */
export async function waitForHydration(page: Page, selector: string) {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    return Boolean(el && Object.keys(el).some((key) => key.startsWith('__react')));
  }, selector);
}
