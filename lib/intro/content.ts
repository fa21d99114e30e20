import { loadContent } from '../content/load';
import type { IntroContent } from './intro';

const { firstText, secondText, skipLabel } = loadContent().texts.intro;

/**
 * The first-load intro: its texts from content/texts/intro.yml; its timing stays here, with the code that
 * plays it. Line and dot at 0.5 s, the first text types at 2 s, the second at 3.5 s, then the site fades in.
 */
export const intro = {
  texts: [firstText, secondText],
  skipLabel,
  timings: { lineAndDot: 500, firstText: 2000, secondText: 3500 },
  typeSpeed: 70,
} as const satisfies IntroContent;

/** sessionStorage key: the intro plays once per browser tab session. */
export const INTRO_STORAGE_KEY = 'apexbridge:intro-played';
