import type { Texts } from '../content/registry';

/** What the intro component plays: its texts (content/texts/intro.yml) and its timing (lib/intro/content.ts). */
export interface IntroContent extends Pick<Texts['intro'], 'skipLabel'> {
  /** The two lines it types, one after the other. */
  texts: readonly [string, string];
  /** ms from the start: line and dot activate, first text types, second text types. */
  timings: { lineAndDot: number; firstText: number; secondText: number };
  /** ms per typed character. */
  typeSpeed: number;
}

/**
 * Runs before first paint (inlined in <head>): decides whether the intro plays. It greets a visit that starts
 * on the home page: the first full load of a tab session, on "/", with JavaScript, and not under
 * prefers-reduced-motion. A visit that starts on any other page (a shared article, a search result) opens
 * that page at once, and the intro does not wait for it on the home page later in the session.
 * Self-contained: its source is inlined as a script.
 */
export function introGate(storageKey: string, homePath: string): void {
  try {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    if (window.sessionStorage.getItem(storageKey)) return;
    window.sessionStorage.setItem(storageKey, '1');
    if (window.location.pathname !== homePath) return;
    const root = document.documentElement;
    root.setAttribute('data-intro', 'play');
    // Skip and Escape work from the first frame, before the page's scripts have loaded: the overlay and its
    // button are plain HTML, so the gate listens for them itself. The site shows at once.
    const skip = () => root.setAttribute('data-intro', 'done');
    document.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && root.getAttribute('data-intro') === 'play') skip();
    });
    document.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest('.intro-skip')) skip();
    });
  } catch {
    // Storage blocked: no intro, the site shows at once.
  }
}

/** The gate as an inline script, for the edition whose home page is `homePath` ("/" or "/vi"). */
export function introGateScript(storageKey: string, homePath: string): string {
  return `(${introGate.toString()})(${JSON.stringify(storageKey)},${JSON.stringify(homePath)});`;
}

/** When the intro is over: the second text has finished typing. */
export function introEnd(timings: { secondText: number }, secondText: string, typeSpeed: number): number {
  return timings.secondText + secondText.length * typeSpeed;
}
