import type { Config } from 'tailwindcss';
import plugin from 'tailwindcss/plugin';
import { BRAND_COLORS, NAV_BREAKPOINT, colorVariables, motionVariables } from './lib/ui/design-tokens';

/**
 * Brand theme (loaded by app/globals.css with `@config`). The colours, the header breakpoint and the motion
 * constants come from lib/ui/design-tokens.ts (change them there); every colour and constant also reaches CSS as a
 * variable on :root.
 */
const colors = BRAND_COLORS;

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
        // Inter (its Vietnamese part only where such a letter shows), then the visitor's own Chinese fonts for
        // Chinese characters, which no Inter file has: a CJK web font would weigh megabytes.
        sans: [
          'var(--font-inter-vi)',
          'var(--font-inter)',
          '"PingFang SC"',
          '"Hiragino Sans GB"',
          '"Microsoft YaHei"',
          '"Noto Sans CJK SC"',
          '"Source Han Sans SC"',
          'ui-sans-serif',
          'system-ui',
          'sans-serif',
        ],
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
