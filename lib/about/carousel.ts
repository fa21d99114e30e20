import { MOTION } from '../ui/design-tokens';

/** Business constants: the team carousel spaces its cards 360/n degrees apart at 600 px depth. */
export const CAROUSEL = {
  depth: 600,
  /** One full turn of the ring, in ms (the CSS animation reads it as --carousel-turn). */
  turnDuration: MOTION.carouselTurn,
} as const;

/** Angle between neighbouring cards: 360 / count degrees (60 for six cards). */
export function stepAngle(count: number): number {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`card count must be a positive integer, got ${count}`);
  return 360 / count;
}

/** Transform that places card `index` on the ring: turned to its angle, then pushed out to the ring's depth. */
export function cardTransform(index: number, count: number, depth: number = CAROUSEL.depth): string {
  return `rotateY(${index * stepAngle(count)}deg) translateZ(${depth}px)`;
}

/** Ring rotation that brings card `index` to the front. */
export function facingTransform(index: number, count: number): string {
  return `rotateY(${-index * stepAngle(count)}deg)`;
}

/**
 * Animation delay (negative, ms) that starts the ring's turn with card `index` at the front, so the rotation
 * resumes where the keyboard left it. The turn goes from rotateY(0) to rotateY(-360deg).
 */
export function resumeDelay(index: number, count: number, duration: number = CAROUSEL.turnDuration): number {
  const delay = -((((index % count) + count) % count) / count) * duration;
  return delay === 0 ? 0 : delay;
}

/** Text of "{index} of {total}" style labels. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

/**
 * Reads a computed `transform` (matrix3d or matrix) made of rotateY(angle) then translateZ(depth), as the
 * browser reports it, back into its angle (degrees, 0 to <360) and depth (px). Null for anything else.
 */
export function readRingTransform(css: string): { angle: number; depth: number } | null {
  const match = /^matrix3d\(([^)]+)\)$/.exec(css.trim());
  if (!match?.[1]) return null;
  const m = match[1].split(',').map((n) => Number.parseFloat(n));
  if (m.length !== 16 || m.some((n) => Number.isNaN(n))) return null;
  // Column-major: m[0]=cos, m[2]=-sin, m[8]=sin, m[10]=cos; translation (m[12], m[13], m[14]) = depth * (sin, 0, cos).
  const [cos, , negSin, , , , , , sin, , cos2, , tx, ty, tz] = m as [number, ...number[]];
  const epsilon = 1e-3;
  if (Math.abs((cos ?? 0) - (cos2 ?? 0)) > epsilon || Math.abs((sin ?? 0) + (negSin ?? 0)) > epsilon || Math.abs(ty ?? 0) > epsilon) return null;
  const depth = Math.hypot(tx ?? 0, tz ?? 0);
  let angle = (Math.atan2(sin ?? 0, cos) * 180) / Math.PI;
  if (angle < 0) angle += 360;
  angle = Math.round(angle * 1000) / 1000;
  if (angle >= 360) angle -= 360;
  return { angle, depth: Math.round(depth * 1000) / 1000 };
}
