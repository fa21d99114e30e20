import { caseStudyPlaceholder, successStories } from '@/content/case-studies';
import { homeMotion, particleSettings, partners, serviceCardPages, serviceCards } from '@/content/home';
import { caseStudyImage } from '@/lib/case-study-image';
import { particleOptions } from '@/lib/home-particles';
import { initialStripState, isStripRunning, loopDuration, stripReducer, type StripEvent } from '@/lib/home-strip';
import { tiltToward, tiltTransform } from '@/lib/home-tilt';

describe('particle options', () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- reading nested option values
  const options = particleOptions(particleSettings) as Record<string, any>;
  it('carry exactly the required settings', () => {
    expect(options.particles.number.value).toBe(50);
    expect(options.particles.paint.color.value).toEqual(['#0055a4', '#00AEEF', '#74E1ED']);
    expect(options.particles.color).toBeUndefined();
    expect(options.particles.size.value).toBe(3);
    expect(options.particles.opacity.value).toBe(0.5);
    expect(options.particles.links).toMatchObject({ enable: true, distance: 150, opacity: 0.3 });
    expect(options.interactivity.events.onHover).toEqual({ enable: true, mode: 'repulse' });
    expect(options.interactivity.modes.repulse).toEqual({ distance: 100 });
    expect(options.interactivity.events.onClick).toEqual({ enable: true, mode: 'push' });
    expect(options.interactivity.modes.push).toEqual({ quantity: 4 });
  });
  it('keep the canvas in the hero and pause it when not seen', () => {
    expect(options.fullScreen).toEqual({ enable: false });
    expect(options.pauseOnBlur).toBe(true);
    expect(options.pauseOnOutsideViewport).toBe(true);
  });
});

describe('logo tilt', () => {
  const area = { left: 100, top: 50, width: 400, height: 200 };
  it('is flat in the centre', () => {
    expect(tiltToward(300, 150, area, 15)).toEqual({ rotateX: 0, rotateY: 0 });
  });
  it('reaches 15 degrees at the edges and turns toward the pointer', () => {
    expect(tiltToward(500, 250, area, 15)).toEqual({ rotateX: -15, rotateY: 15 });
    expect(tiltToward(100, 50, area, 15)).toEqual({ rotateX: 15, rotateY: -15 });
    expect(tiltToward(400, 150, area, 15)).toEqual({ rotateX: 0, rotateY: 7.5 });
  });
  it('never exceeds the bound, even outside the area', () => {
    expect(tiltToward(-5000, 9000, area, 15)).toEqual({ rotateX: -15, rotateY: -15 });
  });
  it('handles an empty area and writes a CSS transform', () => {
    expect(tiltToward(1, 1, { left: 0, top: 0, width: 0, height: 0 }, 15)).toEqual({ rotateX: 0, rotateY: 0 });
    expect(tiltTransform({ rotateX: -15, rotateY: 7.5 })).toBe('perspective(800px) rotateX(-15deg) rotateY(7.5deg)');
  });
});

describe('partner strip state', () => {
  const run = (...events: StripEvent[]) => events.reduce(stripReducer, initialStripState);
  it('runs at first and stops under reduced motion', () => {
    expect(isStripRunning(initialStripState, false)).toBe(true);
    expect(isStripRunning(initialStripState, true)).toBe(false);
  });
  it('pauses while pressed and until the resume timer fires', () => {
    expect(isStripRunning(run({ type: 'press' }), false)).toBe(false);
    expect(isStripRunning(run({ type: 'press' }, { type: 'release' }), false)).toBe(false);
    expect(isStripRunning(run({ type: 'press' }, { type: 'release' }, { type: 'resume' }), false)).toBe(true);
  });
  it('ignores a stale resume while pressed again', () => {
    expect(isStripRunning(run({ type: 'press' }, { type: 'release' }, { type: 'press' }, { type: 'resume' }), false)).toBe(false);
  });
  it('stays paused while a logo is selected, and toggles selection', () => {
    const selected = run({ type: 'press' }, { type: 'release' }, { type: 'toggleSelect', id: 'a' }, { type: 'resume' });
    expect(selected.selected).toEqual(['a']);
    expect(isStripRunning(selected, false)).toBe(false);
    const cleared = stripReducer(selected, { type: 'toggleSelect', id: 'a' });
    expect(cleared.selected).toEqual([]);
    expect(isStripRunning(cleared, false)).toBe(true);
  });
  it('follows the pause control', () => {
    const paused = run({ type: 'togglePause' });
    expect(isStripRunning(paused, false)).toBe(false);
    expect(isStripRunning(stripReducer(paused, { type: 'togglePause' }), false)).toBe(true);
  });
  it('moves one set of logos at 0.5 px per frame at 60 fps (30 px/s)', () => {
    expect(homeMotion.stripPxPerFrame * homeMotion.stripFps).toBe(30);
    expect(loopDuration(1500, 0.5, 60)).toBe(50);
    expect(loopDuration(0, 0.5, 60)).toBe(0);
  });
});

describe('home content', () => {
  it('has six partner logos, some raster and some vector, with names', () => {
    expect(partners).toHaveLength(6);
    expect(partners.some((p) => p.src.endsWith('.svg'))).toBe(true);
    expect(partners.some((p) => p.src.endsWith('.webp'))).toBe(true);
    expect(new Set(partners.map((p) => p.id)).size).toBe(6);
  });
  it('has three service cards with three features each, each with its own page', () => {
    expect(serviceCards.map((c) => c.link)).toEqual([
      '/market-expansion-services',
      '/sourcing-supply-chain-sourcing-in-southeast-asia',
      '/corporate-services',
    ]);
    for (const card of serviceCards) expect(card.features).toHaveLength(3);
    expect(Object.keys(serviceCardPages)).toEqual(serviceCards.map((c) => c.link));
  });
  it('falls back to the placeholder for a case study without an image', () => {
    const first = successStories.find((s) => s.image);
    if (!first?.image) throw new Error('expected a success story with an image');
    expect(caseStudyImage({})).toEqual({ ...caseStudyPlaceholder, placeholder: true });
    expect(caseStudyImage({ image: ' ' })).toEqual({ ...caseStudyPlaceholder, placeholder: true });
    expect(caseStudyImage(first)).toEqual({ src: first.image, width: 640, height: 400, placeholder: false });
  });
});
