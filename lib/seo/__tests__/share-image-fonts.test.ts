import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadContent } from '@/lib/content/load';
import { readLanguages } from '@/lib/i18n/languages.mjs';
import { ROUTES } from '@/lib/site/content';
import { fontCharacters } from '@/lib/seo/font-characters';
import { SHARE_IMAGE_FONT_SUBSETS, shareImageSource, shareImageTexts } from '@/lib/seo/share-image';
import { SHARE_IMAGE_CJK_FONT, lettersNotDrawn, shareImageFonts, type ShareImageFont } from '@/lib/seo/share-image-fonts';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS package without types
const fontverter = require('fontverter') as { convert(font: Buffer, to: 'truetype'): Promise<Buffer> };

/**
 * The share images are drawn offline: a letter that none of the fonts handed to the renderer draws would make it
 * fetch a font from the internet (and draw a box without one). For every edition, read from its own content,
 * these prove that the fonts draw every letter of every image, and that the Chinese font is a subset cut to the
 * edition's letters, never the whole font.
 */

const ROOT = process.env.CONTENT_ROOT || process.cwd();
const WEIGHTS = [400, 700] as const;
const interFiles = SHARE_IMAGE_FONT_SUBSETS.flatMap((subset) => WEIGHTS.map((weight) => path.join('app/fonts', `inter-${subset}-${weight}-normal.woff`)));
const cjkSource = (weight: 400 | 700) => readFileSync(path.join('node_modules', SHARE_IMAGE_CJK_FONT.package, SHARE_IMAGE_CJK_FONT.files[weight]));
const codePoints = (texts: readonly string[]) => new Set(texts.flatMap((text) => [...text].map((c) => c.codePointAt(0)!)));

const editions = readLanguages(ROOT).map((language) => ({ language, texts: shareImageTexts(shareImageSource(loadContent(ROOT, language.code))) }));
/** The edition in Simplified Chinese, the one whose letters Inter lacks. */
const chinese = editions.find(({ language }) => language.hreflang === 'zh-Hans');

describe('share image fonts', () => {
  const fonts = new Map<string, ShareImageFont[]>();
  const inter = interFiles.map((file) => ({ data: readFileSync(file) }));
  beforeAll(async () => {
    for (const { language, texts } of editions) fonts.set(language.code, await shareImageFonts(texts));
  });

  it('read the characters of a WOFF as those of the same font unpacked', async () => {
    for (const { data } of inter) expect(fontCharacters(data)).toEqual(fontCharacters(await fontverter.convert(data, 'truetype')));
  });

  it.each(editions.map(({ language }) => language.code))('draw every letter of every image of the %s edition, in both weights, so the build never fetches a font', (code) => {
    const { texts } = editions.find(({ language }) => language.code === code)!;
    expect(texts.length).toBeGreaterThan(ROUTES.length * 2);
    for (const weight of WEIGHTS) {
      const given = fonts.get(code)!.filter((font) => font.weight === weight);
      expect([...lettersNotDrawn(texts, given)].map(([letter, text]) => `${letter} in "${text}"`)).toEqual([]);
    }
  });

  it('give an edition whose letters Inter all has Inter alone, byte for byte as in app/fonts', () => {
    const latin = editions.filter(({ texts }) => lettersNotDrawn(texts, inter).size === 0);
    expect(latin.length).toBeGreaterThan(0);
    for (const { language } of latin) {
      const given = fonts.get(language.code)!;
      expect(given).toHaveLength(inter.length);
      expect(given.every((font, i) => font.data.equals(inter[i]!.data))).toBe(true);
    }
  });

  it('give the Chinese edition a subset of the Chinese font holding exactly the letters Inter lacks', () => {
    expect(chinese).toBeDefined();
    const { language, texts } = chinese!;
    const lacking = new Set([...lettersNotDrawn(texts, inter).keys()].map((letter) => letter.codePointAt(0)!));
    expect(lacking.size).toBeGreaterThan(10);
    const cjk = fonts.get(language.code)!.filter((font) => font.name === SHARE_IMAGE_CJK_FONT.name);
    expect(cjk.map((font) => font.weight)).toEqual([...WEIGHTS]);
    for (const font of cjk) {
      expect(fontCharacters(font.data)).toEqual(lacking);
      // Tens of KB, where the font it is cut from is some 10 MB.
      expect(font.data.length).toBeLessThan(cjkSource(font.weight).length / 20);
    }
  });

  it('can fail: a Chinese letter the edition does not use is reported, though the full font has it', () => {
    const { language, texts } = chinese!;
    const used = codePoints(texts);
    const full = fontCharacters(cjkSource(700));
    const unused = String.fromCodePoint([...full].find((c) => c >= 0x4e00 && !used.has(c))!);
    const given = fonts.get(language.code)!.filter((font) => font.weight === 700);
    expect(lettersNotDrawn([...texts, unused], given)).toEqual(new Map([[unused, unused]]));
  });

  it('stop the build, naming the letter and its text, when no font has a letter', async () => {
    const title = `Title ${String.fromCodePoint(0x10fffd)}`;
    await expect(shareImageFonts([title])).rejects.toThrow(`"${String.fromCodePoint(0x10fffd)}" (U+10FFFD) in "${title}"`);
  });

  it('draw Vietnamese titles, as an editor may write them, with their own letters in Inter', () => {
    expect([...lettersNotDrawn(['Hội thảo ở Đà Nẵng: Ưu tiên chất lượng, ứng dụng mới'], inter).keys()]).toEqual([]);
    expect([...lettersNotDrawn(['胡'], inter).keys()]).toEqual(['胡']);
  });
});
