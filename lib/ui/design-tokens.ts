/**
 * Brand colours, layout and motion constants that both scripts and stylesheets need, kept here once. tailwind.config.ts
 * turns them into Tailwind theme values and CSS variables on :root; TypeScript imports them from here.
 * Plain values only: tailwind.config.ts loads this file outside the app's bundler (no `@/` imports).
 */

/**
 * Brand colours. Rebrand here: accent and navy drive the header, buttons and links; the particle blues are the
 * hero's particle colours and the page headers' gradient. They become Tailwind colours (`bg-navy`,
 * `text-accent-dark`), CSS variables (`var(--color-navy)`), the browser's theme colour and the share images' palette.
 */
export const BRAND_COLORS = {
  accent: { DEFAULT: '#4FC3F7', light: '#81D4FA', dark: '#0277BD' },
  navy: { DEFAULT: '#0B1526', light: '#14213A', mid: '#1E2F4F' },
  particle: { deep: '#0055a4', bright: '#00AEEF', pale: '#74E1ED' },
} as const;

/** Widest viewport of the phone/tablet header: above it the header is a bar and About Us / Services navigate. */
export const NAV_BREAKPOINT = 992;

/** Share of the home page's first screen (below the sticky header) taken by the hero; the partner strip gets the rest. */
export const HERO_SHARE = 0.7;

export const MOTION = {
  /** Scroll reveal: fade and rise over this long, with this easing, once an element is `offset` px inside the viewport. */
  reveal: { duration: 1000, easing: 'ease-in-out', offset: 120 },
  /** The intro's closing cross-fade (overlay out, site in), in ms. */
  introFade: 1000,
  /** One full turn of the team carousel ring, in ms. */
  carouselTurn: 36_000,
} as const;

/** The constants above as CSS custom properties, for stylesheets and CSS modules (`var(--reveal-duration)`). */
export function motionVariables(): Record<string, string> {
  const hero = Math.round(HERO_SHARE * 100);
  return {
    '--reveal-duration': `${MOTION.reveal.duration}ms`,
    '--reveal-easing': MOTION.reveal.easing,
    '--intro-fade': `${MOTION.introFade}ms`,
    '--carousel-turn': `${MOTION.carouselTurn}ms`,
    '--first-screen-rows': `minmax(0, ${hero}fr) minmax(0, ${100 - hero}fr)`,
  };
}

/** Brand colours (`{ navy: { DEFAULT, light } }`) as CSS custom properties: --color-navy, --color-navy-light, ... */
export function colorVariables(colors: Readonly<Record<string, Readonly<Record<string, string>>>> = BRAND_COLORS): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [name, shades] of Object.entries(colors)) {
    for (const [shade, value] of Object.entries(shades)) {
      vars[shade === 'DEFAULT' ? `--color-${name}` : `--color-${name}-${shade}`] = value;
    }
  }
  return vars;
}
