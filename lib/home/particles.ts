import type { ISourceOptions } from '@tsparticles/engine';

/** Particle background constants (lib/home/content.ts), turned into tsParticles options below. */
export interface ParticleSettings {
  count: number;
  colors: readonly string[];
  size: number;
  opacity: number;
  links: { distance: number; opacity: number };
  hover: { mode: 'repulse'; distance: number };
  click: { mode: 'push'; quantity: number };
}

/**
 * tsParticles options of the hero background from the constants in lib/home/content.ts: 50 particles in the
 * three brand blues, size 3, opacity 0.5, links at 150 px with opacity 0.3, hover repulse at 100 px, click
 * pushes 4. The rest keeps the canvas inside the hero and lets the engine pause on blur and off-screen.
 */
export function particleOptions(s: ParticleSettings): ISourceOptions {
  return {
    autoPlay: true,
    fullScreen: { enable: false },
    background: { color: { value: 'transparent' } },
    detectRetina: true,
    fpsLimit: 60,
    pauseOnBlur: true,
    pauseOnOutsideViewport: true,
    particles: {
      number: { value: s.count, density: { enable: false } },
      // tsParticles 4 reads particle colours from `paint` (a v3-style `color` key is silently ignored).
      paint: { color: { value: [...s.colors] }, fill: { enable: true } },
      shape: { type: 'circle' },
      opacity: { value: s.opacity },
      size: { value: s.size },
      links: { enable: true, distance: s.links.distance, opacity: s.links.opacity, color: { value: s.colors[s.colors.length - 1] }, width: 1 },
      move: { enable: true, speed: 1.5, outModes: { default: 'out' } },
    },
    interactivity: {
      detectsOn: 'window',
      events: {
        onHover: { enable: true, mode: s.hover.mode },
        onClick: { enable: true, mode: s.click.mode },
      },
      modes: {
        repulse: { distance: s.hover.distance },
        push: { quantity: s.click.quantity },
      },
    },
  };
}
