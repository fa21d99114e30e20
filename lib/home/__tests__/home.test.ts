import { caseStudyPlaceholder, successStories } from '@/lib/case-studies/content';
import { particleSettings, serviceCardPages, serviceCards } from '@/lib/home/content';
import { SERVICE_CARD_ROUTES } from '@/lib/home/schema';
import { caseStudyImage } from '@/lib/case-studies/image';
import { particleOptions } from '@/lib/home/particles';
import { initialStripState, isStripRunning, loopDuration, stripReducer, type StripEvent } from '@/lib/home/strip';
import { TILT_SPRING, springStep, tiltToward } from '@/lib/home/tilt';

// That the engine runs with every particle setting is checked in the browser (e2e/home.spec.ts).
describe('particle options', () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- reading nested option values
  const options = particleOptions(particleSettings) as Record<string, any>;
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
  it('handles an empty area', () => {
    expect(tiltToward(1, 1, { left: 0, top: 0, width: 0, height: 0 }, 15)).toEqual({ rotateX: 0, rotateY: 0 });
  });
  it('follows the pointer on a spring damped enough never to swing past its target', () => {
    const { stiffness, damping, mass } = TILT_SPRING;
    expect(damping).toBeGreaterThanOrEqual(2 * Math.sqrt(stiffness * mass));
  });
  it('the spring closes in on its target from rest without passing it, settled in about 0.3 s, whatever the frame length', () => {
    for (const frame of [1 / 30, 1 / 60, 1 / 120]) {
      let state = { offset: -15, velocity: 0 };
      let t = 0;
      while (t < 0.6) {
        state = springStep(state.offset, state.velocity, frame);
        t += frame;
        expect(state.offset).toBeLessThanOrEqual(0);
        if (Math.abs(t - 0.3) < frame / 2) expect(Math.abs(state.offset)).toBeLessThan(0.1 * 15);
      }
      expect(Math.abs(state.offset)).toBeLessThan(0.01);
    }
    // Stepping is exact: two half steps land where one whole step does.
    const half = springStep(10, 5, 0.05);
    const twice = springStep(half.offset, half.velocity, 0.05);
    const once = springStep(10, 5, 0.1);
    expect(twice.offset).toBeCloseTo(once.offset, 10);
    expect(twice.velocity).toBeCloseTo(once.velocity, 10);
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
  it('moves one set of logos in the time its width takes at px per frame times frames per second', () => {
    expect(loopDuration(1500, 0.5, 60)).toBe(50);
    expect(loopDuration(1000, 2, 50)).toBe(10);
    expect(loopDuration(0, 0.5, 60)).toBe(0);
    expect(loopDuration(1500, 0, 60)).toBe(0);
  });
});

describe('home content', () => {
  it('has one service card for each page behind the cards', () => {
    expect(serviceCards.map((c) => c.link).sort()).toEqual([...SERVICE_CARD_ROUTES].sort());
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
