import { BRAND_COLORS, HERO_SHARE, MOTION, colorVariables, motionVariables } from '@/lib/design-tokens';

describe('design tokens as CSS variables', () => {
  it('names every brand colour --color-<name>[-<shade>] with its value', () => {
    expect(colorVariables()).toEqual({
      '--color-accent': BRAND_COLORS.accent.DEFAULT,
      '--color-accent-light': BRAND_COLORS.accent.light,
      '--color-accent-dark': BRAND_COLORS.accent.dark,
      '--color-navy': BRAND_COLORS.navy.DEFAULT,
      '--color-navy-light': BRAND_COLORS.navy.light,
      '--color-navy-mid': BRAND_COLORS.navy.mid,
      '--color-particle-deep': BRAND_COLORS.particle.deep,
      '--color-particle-bright': BRAND_COLORS.particle.bright,
      '--color-particle-pale': BRAND_COLORS.particle.pale,
    });
  });
  it('writes the motion constants in CSS units and the hero share as grid rows', () => {
    expect(motionVariables()).toEqual({
      '--reveal-duration': `${MOTION.reveal.duration}ms`,
      '--reveal-easing': MOTION.reveal.easing,
      '--intro-fade': `${MOTION.introFade}ms`,
      '--carousel-turn': `${MOTION.carouselTurn}ms`,
      '--first-screen-rows': `minmax(0, ${HERO_SHARE * 100}fr) minmax(0, ${100 - HERO_SHARE * 100}fr)`,
    });
  });
});
