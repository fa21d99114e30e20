import { MAX_DENSITY, SLOTS, WIDTH_STEP, coverFactor, drawnRange, sizesOf, slotsOf, variantWidths } from '../layouts';
import { cacheKey, hexColor, planOf, uprightSize } from '../derive';
import { fallbackSrc, pictureData, srcSetOf, type PictureRecord } from '../picture';

const slots = (src: string) => slotsOf(src).map((name) => SLOTS[name]);

describe('the widths a picture is made in', () => {
  it('run from its slots’ narrowest CSS width at 1x to their widest at 3x, each at most WIDTH_STEP times the one before', () => {
    // A phone photo, far larger than any slot needs.
    const widths = variantWidths(4032, 3024, slots('/news/photo.jpg'));
    const ranges = slots('/news/photo.jpg').map((slot) => drawnRange(slot, 4032 / 3024));
    expect(widths[0]).toBeLessThanOrEqual(Math.min(...ranges.map((r) => r.min)) + 8);
    expect(widths.at(-1)).toBeGreaterThanOrEqual(Math.max(...ranges.map((r) => r.max)) * MAX_DENSITY - 8);
    for (let i = 1; i < widths.length; i++) expect(widths[i]! / widths[i - 1]!).toBeLessThanOrEqual(WIDTH_STEP + 0.05);
    expect(widths.at(-1)).toBeLessThan(4032);
  });

  it('are never wider than the source, which closes the list when the slots would want more', () => {
    const widths = variantWidths(640, 400, slots('/case-studies/x.webp'));
    expect(Math.max(...widths)).toBe(640);
    expect(widths).toEqual([...widths].sort((a, b) => a - b));
    // No width barely narrower than the source beside it.
    expect(widths.at(-2)! * 1.15).toBeLessThanOrEqual(640);
    expect(variantWidths(100, 100, slots('/team/tiny.png'))).toEqual([100]);
  });

  it('count a box’s crop: a landscape photo in a square portrait is drawn wider than the box', () => {
    expect(coverFactor(SLOTS.portrait, 4 / 3)).toBeCloseTo(4 / 3);
    expect(coverFactor(SLOTS.portrait, 3 / 4)).toBe(1);
    expect(drawnRange(SLOTS.portrait, 4 / 3).min).toBeCloseTo(240 * (4 / 3));
  });

  it('follow the folder the picture was uploaded to; another folder gets the content column', () => {
    expect(slotsOf('/news/a.jpg')).toEqual(['newsCard', 'newsArticle', 'newsDialog']);
    expect(slotsOf('/services/documents/a.png')).toEqual(['documentCard', 'documentFull']);
    expect(slotsOf('/somewhere/a.png')).toEqual(['content']);
  });
});

describe('sizes', () => {
  it('names each breakpoint’s width, widest screens first, scaled by the crop', () => {
    expect(sizesOf(SLOTS.newsArticle, 4 / 3)).toBe('(min-width: 896px) 864px, calc(100vw - 32px)');
    expect(sizesOf(SLOTS.portrait, 1)).toMatch(/, 240px$/);
    expect(sizesOf(SLOTS.portrait, 2)).toMatch(/, 480px$/);
    expect(sizesOf(SLOTS.newsCard, 1)).toBe('(min-width: 1280px) 398px, (min-width: 1024px) calc(33.33vw - 28.67px), (min-width: 640px) calc(50vw - 30px), calc(100vw - 34px)');
  });
});

describe('the plan and the cache key', () => {
  it('makes AVIF, WebP and a JPEG fallback, or PNG for a transparent picture', () => {
    expect(planOf('/news/a.jpg', 2000, 1500, false)).toMatchObject({ formats: ['avif', 'webp', 'jpeg'], fallback: 'jpeg' });
    expect(planOf('/partners/a.png', 400, 128, true)).toMatchObject({ formats: ['avif', 'webp', 'png'], fallback: 'png' });
  });

  it('changes with the source, the plan and the library, not with the file’s name', () => {
    const plan = planOf('/news/a.jpg', 2000, 1500, false);
    const key = cacheKey('abc', plan, 'sharp 1');
    expect(cacheKey('abc', planOf('/news/b.jpg', 2000, 1500, false), 'sharp 1')).toBe(key);
    expect(cacheKey('abd', plan, 'sharp 1')).not.toBe(key);
    expect(cacheKey('abc', planOf('/team/a.jpg', 2000, 1500, false), 'sharp 1')).not.toBe(key);
    expect(cacheKey('abc', plan, 'sharp 2')).not.toBe(key);
  });

  it('reads the size upright: orientations 5 to 8 turn the picture a quarter', () => {
    expect(uprightSize(1800, 2400, 6)).toEqual({ width: 2400, height: 1800 });
    expect(uprightSize(1800, 2400, 3)).toEqual({ width: 1800, height: 2400 });
    expect(uprightSize(1800, 2400, undefined)).toEqual({ width: 1800, height: 2400 });
    expect(hexColor({ r: 255, g: 16.4, b: -3 })).toBe('#ff1000');
  });
});

describe('a picture’s record as the pages name it', () => {
  const record: PictureRecord = {
    width: 2400,
    height: 1800,
    fallback: 'jpeg',
    widths: [400, 800, 1200],
    files: { avif: ['a1.avif', 'a2.avif', 'a3.avif'], webp: ['w1.webp', 'w2.webp', 'w3.webp'], jpeg: ['j1.jpg', 'j2.jpg', 'j3.jpg'] },
  };
  it('lists each format’s files with their widths, under the immutable framework folder', () => {
    expect(srcSetOf(record, 'avif')).toBe('/_next/static/pictures/a1.avif 400w, /_next/static/pictures/a2.avif 800w, /_next/static/pictures/a3.avif 1200w');
    expect(srcSetOf(record, 'png')).toBeUndefined();
    expect(fallbackSrc(record)).toBe('/_next/static/pictures/j3.jpg');
  });
  it('falls back to the file itself at its slot’s size when the build has no record (an SVG, next dev)', () => {
    expect(pictureData({ '/news/a.jpg': record }, '/news/a.jpg', { width: 1, height: 1 })).toMatchObject({ width: 2400, height: 1800, record });
    expect(pictureData({}, '/news/a.svg', { width: 1200, height: 630 })).toEqual({ src: '/news/a.svg', width: 1200, height: 630 });
  });
});
