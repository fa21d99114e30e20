import { CROP_SHAPES, CROP_WIDTH, LOGO_SIZE, cropSize, inFolders, svgDensity } from '@/lib/pictures/search-images';

describe('pictures for search engines', () => {
  it('cuts the three shapes Google shows an article in, each 1200 px wide and over 50,000 pixels', () => {
    expect(Object.keys(CROP_SHAPES)).toEqual(['16x9', '4x3', '1x1']);
    expect(cropSize('16x9')).toEqual({ width: CROP_WIDTH, height: 675 });
    expect(cropSize('4x3')).toEqual({ width: CROP_WIDTH, height: 900 });
    expect(cropSize('1x1')).toEqual({ width: CROP_WIDTH, height: CROP_WIDTH });
    for (const shape of Object.keys(CROP_SHAPES) as (keyof typeof CROP_SHAPES)[]) {
      const { width, height } = cropSize(shape);
      expect(width * height).toBeGreaterThanOrEqual(50_000);
    }
  });

  it('draws a drawing large enough to fill a crop, or to fit a square, without enlarging it afterwards', () => {
    // A 1200 x 630 drawing: a 1200 px square needs it drawn 1200 px high (about 1.9 times), a 16:9 crop too.
    expect(svgDensity(1200, 630, { width: 1200, height: 1200 })).toBe(Math.ceil((72 * 1200) / 630));
    expect(svgDensity(1200, 630, { width: 1200, height: 675 })).toBe(Math.ceil((72 * 675) / 630));
    // A 160 x 40 logo in a 410 px square fits by its width.
    expect(svgDensity(160, 40, { width: 410, height: 410 }, 'contain')).toBe(Math.ceil((72 * 410) / 160));
    // Never below the drawing's own size.
    expect(svgDensity(4000, 4000, { width: 1200, height: 1200 })).toBe(72);
  });

  it('keeps the logo above the 112 px search engines ask for', () => {
    expect(LOGO_SIZE).toBeGreaterThanOrEqual(112);
  });

  it('finds a picture by the folder of public/ it is in', () => {
    expect(inFolders('/news/a.svg', ['news'])).toBe(true);
    expect(inFolders('/newsroom/a.svg', ['news'])).toBe(false);
  });
});
