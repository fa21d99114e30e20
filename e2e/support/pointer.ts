import type { Locator, Page } from '@playwright/test';

/** Where a visitor's pointer lands on an element they can see, and how wide the part they see is. */
export interface ShownPoint {
  /** Index of the element in the locator's list (-1 when none is shown). */
  index: number;
  x: number;
  y: number;
  /** Width of the element's part inside the window (0 when none is shown). */
  visible: number;
}

/**
 * Of the elements `locator` matches, the one showing the widest part inside the window that a pointer at the
 * middle of that part actually hits, and that point. Moving things (the partner strip, the team ring) stop at
 * any position, sometimes half outside a phone's narrow window: a pointer aims at what is shown, as a finger
 * would, never at the centre of a box that may be off screen or under another element.
 */
export async function mostShown(locator: Locator): Promise<ShownPoint> {
  return locator.evaluateAll((els) => {
    let best = { index: -1, x: 0, y: 0, visible: 0 };
    els.forEach((el, index) => {
      const r = el.getBoundingClientRect();
      const left = Math.max(r.left, 0);
      const right = Math.min(r.right, window.innerWidth);
      const x = (left + right) / 2;
      const y = r.top + r.height / 2;
      const hit = right > left ? document.elementFromPoint(x, y) : null;
      if (hit && el.contains(hit) && right - left > best.visible) best = { index, x, y, visible: right - left };
    });
    return best;
  });
}

/** Click (desktop) or tap (phone) a point. */
export async function pressAt(page: Page, phone: boolean, point: { x: number; y: number }): Promise<void> {
  if (phone) await page.touchscreen.tap(point.x, point.y);
  else await page.mouse.click(point.x, point.y);
}
