import type { Config } from 'tailwindcss';

/**
 * Brand theme (loaded by app/globals.css with `@config`). Rebrand here: accent and navy drive the
 * header, buttons and links; the particle blues are the hero's particle colours.
 */
const config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './content/**/*.ts'],
  theme: {
    extend: {
      screens: {
        // SPEC: above 992 px the header is a horizontal bar and About Us / Services navigate on click.
        nav: '993px',
      },
      colors: {
        accent: { DEFAULT: '#4FC3F7', light: '#81D4FA', dark: '#0277BD' },
        navy: { DEFAULT: '#0B1526', light: '#14213A', mid: '#1E2F4F' },
        particle: { deep: '#0055a4', bright: '#00AEEF', pale: '#74E1ED' },
      },
      fontFamily: {
        sans: ['var(--font-inter)', 'ui-sans-serif', 'system-ui', 'sans-serif'],
      },
    },
  },
} satisfies Config;

export default config;
