import type { IntroContent } from './types';

/** Global frame: line and dot at 0.5 s, "Product Design" types at 2 s, "Global Sourcing" at 3.5 s, fade-in 1 s. */
export const intro = {
  texts: ['Product Design', 'Global Sourcing'],
  skipLabel: 'Skip intro',
  timings: { lineAndDot: 500, firstText: 2000, secondText: 3500 },
  typeSpeed: 70,
} as const satisfies IntroContent;

/** sessionStorage key: the intro plays once per browser tab session. */
export const INTRO_STORAGE_KEY = 'apexbridge:intro-played';
