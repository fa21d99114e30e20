import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { subsetWith, type HarfBuzz } from '../fonts/harfbuzz-subset.mjs';

/**
 * Cuts a TrueType/OpenType font down to the glyphs of some characters, with HarfBuzz's subsetter
 * (lib/fonts/harfbuzz-subset.mjs, which scripts/cms-icons.mjs uses for the CMS's icons too). A Chinese font
 * draws some 30,000 characters in about 10 MB; a share image needs a few hundred of them.
 */

/** Hinting only helps small text on low-resolution screens; the images are drawn large, as outlines. */
const HB_SUBSET_FLAGS_NO_HINTING = 0x1;

let harfBuzz: Promise<HarfBuzz> | undefined;
function loadHarfBuzz(root: string): Promise<HarfBuzz> {
  // Read from node_modules by path, not through the bundler: this runs inside the Next.js build.
  harfBuzz ??= readFile(path.join(root, 'node_modules', 'harfbuzzjs', 'dist', 'harfbuzz-subset.wasm')).then(async (wasm) => {
    const { instance } = await WebAssembly.instantiate(wasm);
    const exports = instance.exports as unknown as HarfBuzz;
    exports._initialize?.();
    return exports;
  });
  return harfBuzz;
}

/** `font` (TrueType or OpenType, not WOFF) with only what draws `characters`; fails if HarfBuzz cannot. */
export async function subsetFont(font: Buffer, characters: Iterable<number>, root = process.cwd()): Promise<Buffer> {
  const hb = await loadHarfBuzz(root);
  const subset = subsetWith(hb, font, (input) => {
    hb.hb_subset_input_set_flags(input, hb.hb_subset_input_get_flags(input) | HB_SUBSET_FLAGS_NO_HINTING);
    const unicodes = hb.hb_subset_input_unicode_set(input);
    for (const c of characters) hb.hb_set_add(unicodes, c);
  });
  if (!subset) throw new Error('HarfBuzz could not subset the font');
  return subset;
}
