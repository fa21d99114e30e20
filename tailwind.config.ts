import type { Config } from 'tailwindcss';
import plugin from 'tailwindcss/plugin';
import { NAV_BREAKPOINT, colorVariables, motionVariables } from './lib/design-tokens';

/**
 * Brand theme (loaded by app/globals.css with `@config`). Rebrand here: accent and navy drive the
 * header, buttons and links; the particle blues are the hero's particle colours. Every colour, and the
 * layout and motion constants of lib/design-tokens.ts, also reach CSS as variables on :root.
 */
const colors = {
  accent: { DEFAULT: '#4FC3F7', light: '#81D4FA', dark: '#0277BD' },
  navy: { DEFAULT: '#0B1526', light: '#14213A', mid: '#1E2F4F' },
  particle: { deep: '#0055a4', bright: '#00AEEF', pale: '#74E1ED' },
};

const config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './content/**/*.ts'],
  theme: {
    extend: {
      screens: {
        // Above 992 px the header is a horizontal bar and About Us / Services navigate on click.
        nav: `${NAV_BREAKPOINT + 1}px`,
      },
      colors,
      fontFamily: {
        sans: ['var(--font-inter)', 'ui-sans-serif', 'system-ui', 'sans-serif'],
      },
    },
  },
  plugins: [
    plugin(({ addBase }) => {
      addBase({ ':root': { ...colorVariables(colors), ...motionVariables() } });
    }),
  ],
} satisfies Config;

export default config;
