/**
 * Partner strip state: running; paused while pressed, touched or a logo is selected;
 * resumes 2 s after release; selection toggles on click; plus the visitor's pause/play control and
 * reduced motion. Pure: the component owns the 2 s timer and dispatches `resume` when it fires.
 */
export interface StripState {
  /** A pointer (mouse, pen or finger) is down on the strip. */
  pressed: boolean;
  /** Released less than the resume delay ago. */
  holding: boolean;
  /** The visitor pressed the pause control. */
  userPaused: boolean;
  selected: readonly string[];
}

export type StripEvent =
  | { type: 'press' }
  | { type: 'release' }
  | { type: 'resume' }
  | { type: 'toggleSelect'; id: string }
  | { type: 'togglePause' };

export const initialStripState: StripState = { pressed: false, holding: false, userPaused: false, selected: [] };

export function stripReducer(state: StripState, event: StripEvent): StripState {
  switch (event.type) {
    case 'press':
      return { ...state, pressed: true, holding: false };
    case 'release':
      return state.pressed ? { ...state, pressed: false, holding: true } : state;
    case 'resume':
      return state.holding ? { ...state, holding: false } : state;
    case 'toggleSelect':
      return {
        ...state,
        selected: state.selected.includes(event.id) ? state.selected.filter((id) => id !== event.id) : [...state.selected, event.id],
      };
    case 'togglePause':
      return { ...state, userPaused: !state.userPaused };
  }
}

/** Whether the logos move. */
export function isStripRunning(state: StripState, reducedMotion: boolean): boolean {
  return !reducedMotion && !state.pressed && !state.holding && !state.userPaused && state.selected.length === 0;
}

/**
 * Duration in seconds of one loop: the strip moves one set of logos (`setWidth` px) at `pxPerFrame` px per
 * frame at `fps` frames per second (0.5 px at 60 fps = 30 px/s).
 */
export function loopDuration(setWidth: number, pxPerFrame: number, fps: number): number {
  const speed = pxPerFrame * fps;
  if (speed <= 0 || setWidth <= 0) return 0;
  return Math.round((setWidth / speed) * 1000) / 1000;
}
