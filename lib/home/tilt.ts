/** 3D tilt of the hero logo toward the pointer (at most 15 degrees on each axis). */
export interface Tilt {
  rotateX: number;
  rotateY: number;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * Tilt for a pointer at (x, y) over `area` (the hero): the logo turns toward the pointer, reaching `max`
 * degrees at the area's edges and never more, also for pointers outside it. Rounded to 0.01 deg.
 */
export function tiltToward(x: number, y: number, area: Box, max: number): Tilt {
  if (area.width <= 0 || area.height <= 0) return { rotateX: 0, rotateY: 0 };
  const dx = clamp(((x - area.left) / area.width) * 2 - 1, -1, 1);
  const dy = clamp(((y - area.top) / area.height) * 2 - 1, -1, 1);
  const round = (n: number) => Math.round(n * 100) / 100 + 0; // + 0 turns -0 into 0
  // Pointer right: the right side comes closer (rotateY positive); pointer down: the bottom comes closer (rotateX negative).
  return { rotateX: round(-dy * max), rotateY: round(dx * max) };
}

/** The logo's own perspective (px) in its 3D turn. */
export const TILT_PERSPECTIVE = 800;

/**
 * The spring the logo follows the pointer on: critically damped (damping = 2 * sqrt(stiffness * mass)), so it
 * settles in about 0.3 s and never swings past where the pointer asks it to go, nor past the tilt bound.
 */
export const TILT_SPRING = { stiffness: 400, damping: 40, mass: 1 } as const;

/** How fast the spring closes in (rad/s): the natural frequency of TILT_SPRING. */
export const TILT_SPRING_RATE = Math.sqrt(TILT_SPRING.stiffness / TILT_SPRING.mass);

/**
 * The tilt spring after `dt` seconds, computed exactly rather than stepped (so it is the same on a 30 Hz phone
 * and a 120 Hz screen): `offset` is how far an angle is from where it is heading, `velocity` its speed in
 * degrees per second. Critically damped, as TILT_SPRING is.
 */
export function springStep(offset: number, velocity: number, dt: number, rate: number = TILT_SPRING_RATE): { offset: number; velocity: number } {
  const decay = Math.exp(-rate * dt);
  const drive = velocity + rate * offset;
  return { offset: (offset + drive * dt) * decay, velocity: (velocity - rate * drive * dt) * decay };
}

