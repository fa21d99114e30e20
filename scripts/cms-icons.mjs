// The content manager's icon font, cut down to the icons the CMS can show. Sveltia CMS draws each icon as a
// word ("edit", "delete") that the Material Symbols font turns into a picture (a ligature); the font holds
// about 3,800 of them, 753 KB, the largest file /admin loads. Every icon name the CMS can ask for is written in
// its code as a word, so: collect every lower-case word of the code, keep those the font turns into a single
// glyph, and subset the font to those glyphs and the letters that spell them (HarfBuzz, without adding the
// other ligatures those letters could form). What the CMS shows is unchanged; the file is about a tenth.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as hb from 'harfbuzzjs';
import { subsetWith } from '../lib/fonts/harfbuzz-subset.mjs';

const require = createRequire(import.meta.url);
const fontverter = require('fontverter');

/** Characters icon names are spelt with: every one stays, so any kept name still forms its ligature. */
const SPELLING = 'abcdefghijklmnopqrstuvwxyz0123456789_ ';
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200;

function glyphsOf(font, text) {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  return buffer.getGlyphInfos().map((g) => g.codepoint);
}

/** The icon names among `words` that `ttf` draws as one glyph, with that glyph. */
export function iconGlyphs(ttf, words) {
  const font = new hb.Font(new hb.Face(new hb.Blob(ttf)));
  const icons = new Map();
  for (const word of words) {
    if (word.length < 2) continue;
    const glyphs = glyphsOf(font, word);
    if (glyphs.length === 1) icons.set(word, glyphs[0]);
  }
  return icons;
}

/** `ttf` with only the characters of SPELLING and the glyphs `gids`, its variation axes kept. */
async function subset(ttf, gids) {
  const { instance } = await WebAssembly.instantiate(readFileSync(require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm')));
  const H = instance.exports;
  H._initialize();
  const bytes = subsetWith(H, ttf, (input) => {
    const features = H.hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG);
    H.hb_set_clear(features);
    H.hb_set_invert(features); // every layout feature, the ligatures among them
    H.hb_subset_input_set_flags(input, H.hb_subset_input_get_flags(input) | HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE);
    const unicodes = H.hb_subset_input_unicode_set(input);
    for (const c of SPELLING) H.hb_set_add(unicodes, c.codePointAt(0));
    const glyphs = H.hb_subset_input_glyph_set(input);
    for (const gid of gids) H.hb_set_add(glyphs, gid);
  });
  if (!bytes) throw new Error('cms-icons: HarfBuzz could not subset the icon font');
  return bytes;
}

/**
 * Rewrites the WOFF2 icon font `fontFile` with only the icons named in `code` (the CMS's JavaScript), and checks
 * that the result still draws every one of them. Returns the sizes before and after, and the number of icons.
 */
export async function subsetIconFont(fontFile, code) {
  const original = readFileSync(fontFile);
  const ttf = await fontverter.convert(original, 'truetype');
  const icons = iconGlyphs(ttf, new Set(code.match(/[a-z][a-z0-9_]{1,40}/g)));
  if (icons.size < 50) throw new Error(`cms-icons: found only ${icons.size} icon names in the CMS; check how it names its icons`);
  const small = await subset(ttf, icons.values());
  const lost = [...iconGlyphs(small, icons.keys()).keys()].length - icons.size;
  if (lost) throw new Error(`cms-icons: the subset lost ${-lost} icons`);
  const woff2 = await fontverter.convert(small, 'woff2', 'truetype');
  writeFileSync(fontFile, woff2);
  return { before: original.length, after: woff2.length, icons: icons.size };
}
