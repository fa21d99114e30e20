import { midpoint } from '@/lib/map/geo';
import { introEnd } from '@/lib/intro/intro';
import { isInRevealZone, staggerDelay } from '@/lib/ui/reveal';

describe('scroll reveal', () => {
  it('staggers cards by 300 ms plus 200 ms per card', () => {
    expect([0, 1, 2].map((i) => staggerDelay(i))).toEqual([300, 500, 700]);
  });
  it('counts an element as on screen only above the 120 px offset line', () => {
    expect(isInRevealZone({ top: 679, bottom: 900 }, 800)).toBe(true);
    expect(isInRevealZone({ top: 680, bottom: 900 }, 800)).toBe(false);
    expect(isInRevealZone({ top: -300, bottom: -1 }, 800)).toBe(false);
  });
});

describe('midpoint', () => {
  it('is the mean latitude and longitude', () => {
    expect(midpoint([{ lat: 0, lng: 0 }, { lat: 10, lng: 20 }])).toEqual({ lat: 5, lng: 10 });
  });
  it('refuses an empty list', () => {
    expect(() => midpoint([])).toThrow();
  });
});

describe('intro', () => {
  it('ends when the second text has typed out, one character per step', () => {
    expect(introEnd({ secondText: 1000 }, 'abcde', 50)).toBe(1250);
    expect(introEnd({ secondText: 1000 }, '', 50)).toBe(1000);
  });
});
