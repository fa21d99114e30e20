import { MOTION } from './design-tokens';

/**
 * Scroll animation: 1000 ms, offset 120 px, ease-in-out; home cards stagger 300 ms + 200 ms each. Each block is
 * revealed once and stays shown: hiding it again when it leaves the screen (mirrored) caught it mid-fade, at a
 * contrast no one can read, whenever a visitor (or a checker) scrolled back.
 */
export const REVEAL = MOTION.reveal;

/** Delay of the n-th card (0-based) in a staggered row: 300 ms plus 200 ms per card. */
export function staggerDelay(index: number, base = 300, step = 200): number {
  return base + step * index;
}

/** Whether an element counts as on screen for the reveal: its top is above the offset line and its bottom below the top. */
export function isInRevealZone(rect: { top: number; bottom: number }, viewportHeight: number, offset: number = REVEAL.offset): boolean {
  return rect.top < viewportHeight - offset && rect.bottom > 0;
}

/**
 * Whether an element is shown from the start, without fading in: on screen when the page is drawn (it was painted
 * visible: no flash, no delay of the largest paint), or already scrolled past (a page opened at a fragment or at a
 * restored position), where fading in would only catch the visitor's eye on the way back up.
 */
export function startsShown(rect: { top: number }, viewportHeight: number): boolean {
  return rect.top < viewportHeight;
}
