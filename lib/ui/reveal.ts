import { MOTION } from './design-tokens';

/** Scroll animation: 1000 ms, mirrored, offset 120 px, ease-in-out; home cards stagger 300 ms + 200 ms each. */
export const REVEAL = { ...MOTION.reveal, mirror: true } as const;

/** Delay of the n-th card (0-based) in a staggered row: 300 ms plus 200 ms per card. */
export function staggerDelay(index: number, base = 300, step = 200): number {
  return base + step * index;
}

/** Whether an element counts as on screen for the reveal: its top is above the offset line and its bottom below the top. */
export function isInRevealZone(rect: { top: number; bottom: number }, viewportHeight: number, offset: number = REVEAL.offset): boolean {
  return rect.top < viewportHeight - offset && rect.bottom > 0;
}
