import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fontCharacters } from './font-characters';
import { subsetFont } from './font-subset';
import { SHARE_IMAGE_FONT_SUBSETS } from './share-image';

/**
 * The fonts the share images are drawn with, read from disk so the build needs no network: Inter's Latin,
 * Latin Extended and Vietnamese parts from app/fonts (WOFF: the renderer cannot read WOFF2), so that a title
 * such as "Đà Nẵng" is drawn with its own letters; and, only for an edition whose texts have letters Inter
 * lacks (the Chinese one), Noto Sans SC cut down at build time to exactly those letters. The full font draws
 * some 30,000 characters in about 10 MB per weight; the images of an edition use a few hundred, some tens of
 * KB. Its source is the npm package @expo-google-fonts/noto-sans-sc (a devDependency, SIL Open Font License
 * in its LICENSE_FONT), so a fresh `npm ci` is all the build needs. A letter missing from every font would
 * make the renderer fetch one from Google Fonts, which the build must never need: it fails instead, naming
 * the letter and the text.
 */

export interface ShareImageFont {
  name: string;
  data: Buffer;
  weight: 400 | 700;
  style: 'normal';
}

const WEIGHTS = [400, 700] as const;

/** The font for letters Inter lacks: the package's static TrueType files, one per weight. */
export const SHARE_IMAGE_CJK_FONT = {
  name: 'Noto Sans SC',
  package: '@expo-google-fonts/noto-sans-sc',
  files: { 400: '400Regular/NotoSansSC_400Regular.ttf', 700: '700Bold/NotoSansSC_700Bold.ttf' },
} as const;

async function interFonts(root: string): Promise<ShareImageFont[]> {
  return Promise.all(
    SHARE_IMAGE_FONT_SUBSETS.flatMap((subset) =>
      WEIGHTS.map(async (weight) => ({
        // One family name per part: the renderer takes a single font of each family, and falls back on the
        // other families for a letter that font lacks.
        name: subset === 'latin' ? 'Inter' : `Inter ${subset}`,
        data: await readFile(path.join(root, 'app', 'fonts', `inter-${subset}-${weight}-normal.woff`)),
        weight,
        style: 'normal' as const,
      })),
    ),
  );
}

/** The letters of `texts` (white space aside) that none of `fonts` draws, each with the first text it is in. */
export function lettersNotDrawn(texts: readonly string[], fonts: readonly Pick<ShareImageFont, 'data'>[]): Map<string, string> {
  const drawn = new Set(fonts.flatMap((font) => [...fontCharacters(font.data)]));
  const missing = new Map<string, string>();
  for (const text of texts) for (const letter of text) if (letter.trim() && !drawn.has(letter.codePointAt(0)!) && !missing.has(letter)) missing.set(letter, text);
  return missing;
}

/**
 * The fonts for an edition whose images draw `texts`: Inter, and, when Inter lacks some of their letters, a
 * subset of Noto Sans SC holding just those letters (family "Noto Sans SC", in both weights), which the
 * renderer falls back on for them. An edition whose letters Inter all has gets Inter alone, as before.
 */
export async function shareImageFonts(texts: readonly string[], root: string = process.cwd()): Promise<ShareImageFont[]> {
  const inter = await interFonts(root);
  const lacking = lettersNotDrawn(texts, inter);
  if (lacking.size === 0) return inter;
  const characters = [...lacking.keys()].map((letter) => letter.codePointAt(0)!);
  const dir = path.join(root, 'node_modules', SHARE_IMAGE_CJK_FONT.package);
  const cjk = await Promise.all(
    WEIGHTS.map(async (weight) => ({
      name: SHARE_IMAGE_CJK_FONT.name,
      data: await subsetFont(await readFile(path.join(dir, SHARE_IMAGE_CJK_FONT.files[weight])), characters, root),
      weight,
      style: 'normal' as const,
    })),
  );
  const fonts = [...inter, ...cjk];
  for (const weight of WEIGHTS) {
    const missing = lettersNotDrawn(texts, fonts.filter((font) => font.weight === weight));
    if (missing.size) {
      const list = [...missing].map(([letter, text]) => `"${letter}" (U+${letter.codePointAt(0)!.toString(16).toUpperCase()}) in "${text}"`);
      throw new Error(`Share images: no font in app/fonts or ${SHARE_IMAGE_CJK_FONT.name} draws ${list.join(', ')}`);
    }
  }
  return fonts;
}
