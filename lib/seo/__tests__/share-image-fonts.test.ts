import { readFileSync } from 'node:fs';
import path from 'node:path';
import { newsArticles } from '@/lib/news/content';
import { ROUTES } from '@/lib/site/content';
import { SHARE_IMAGE_FONT_SUBSETS, articleShareText, routeShareText } from '@/lib/seo/share-image';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS package without types
const fontverter = require('fontverter') as { convert(font: Buffer, to: 'truetype'): Promise<Buffer> };

/** The characters an sfnt font maps to glyphs (its cmap's Unicode subtables, formats 4 and 12). */
function mappedCharacters(font: Buffer): Set<number> {
  const tables = font.readUInt16BE(4);
  let cmap = -1;
  for (let i = 0; i < tables; i++) if (font.toString('latin1', 12 + i * 16, 16 + i * 16) === 'cmap') cmap = font.readUInt32BE(20 + i * 16);
  if (cmap < 0) throw new Error('no cmap table');
  const chars = new Set<number>();
  for (let i = 0; i < font.readUInt16BE(cmap + 2); i++) {
    const at = cmap + font.readUInt32BE(cmap + 8 + i * 8);
    const format = font.readUInt16BE(at);
    if (format === 4) {
      const segments = font.readUInt16BE(at + 6) / 2;
      const ends = at + 14;
      const starts = ends + segments * 2 + 2;
      for (let s = 0; s < segments; s++) {
        const start = font.readUInt16BE(starts + s * 2);
        const end = font.readUInt16BE(ends + s * 2);
        if (start === 0xffff) continue;
        for (let c = start; c <= end; c++) chars.add(c);
      }
    } else if (format === 12) {
      const groups = font.readUInt32BE(at + 12);
      for (let g = 0; g < groups; g++) {
        const start = font.readUInt32BE(at + 16 + g * 12);
        const end = font.readUInt32BE(at + 20 + g * 12);
        for (let c = start; c <= end; c++) chars.add(c);
      }
    }
  }
  return chars;
}

/** Every character the share images are drawn with, in both weights. */
async function drawable(): Promise<Set<number>> {
  const all = new Set<number>();
  for (const subset of SHARE_IMAGE_FONT_SUBSETS) {
    for (const weight of [400, 700]) {
      const woff = readFileSync(path.join(process.cwd(), 'app/fonts', `inter-${subset}-${weight}-normal.woff`));
      for (const c of mappedCharacters(await fontverter.convert(woff, 'truetype'))) all.add(c);
    }
  }
  return all;
}

const missing = (text: string, chars: Set<number>) => [...new Set([...text].filter((c) => c.trim() && !chars.has(c.codePointAt(0)!)))];

describe('share image fonts', () => {
  let chars: Set<number>;
  beforeAll(async () => {
    chars = await drawable();
  });

  it('draw every letter of every page title, section and article title, so the build never fetches a font', () => {
    const texts = [...ROUTES.map(routeShareText), ...newsArticles.map(articleShareText)].flatMap(({ title, section }) => [title, section]);
    expect(texts.length).toBeGreaterThan(ROUTES.length);
    expect(texts.flatMap((text) => missing(text, chars).map((c) => `${c} in "${text}"`))).toEqual([]);
  });

  it('draw Vietnamese titles, as an editor may write them, with their own letters', () => {
    expect(missing('Hội thảo ở Đà Nẵng: Ưu tiên chất lượng, ứng dụng mới', chars)).toEqual([]);
    // And the check can fail: a letter outside the fonts (CJK) is reported.
    expect(missing('胡', chars)).toEqual(['胡']);
  });
});
