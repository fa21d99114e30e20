import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Cuts a TrueType/OpenType font down to the glyphs of some characters, with HarfBuzz's subsetter (the
 * harfbuzzjs package's WebAssembly build, called through its raw exports as scripts/cms-icons.mjs does). A
 * Chinese font draws some 30,000 characters in about 10 MB; a share image needs a few hundred of them.
 */

const HB_MEMORY_MODE_WRITABLE = 2;
/** Hinting only helps small text on low-resolution screens; the images are drawn large, as outlines. */
const HB_SUBSET_FLAGS_NO_HINTING = 0x1;

interface HarfBuzz {
  memory: WebAssembly.Memory;
  malloc(size: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, codepoint: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_get_flags(input: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_or_fail(face: number, input: number): number;
  _initialize?(): void;
}

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
  // Memory can grow while subsetting: take a fresh view each time.
  const heap = () => new Uint8Array(hb.memory.buffer);
  const data = hb.malloc(font.byteLength);
  heap().set(font, data);
  const blob = hb.hb_blob_create(data, font.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  const input = hb.hb_subset_input_create_or_fail();
  hb.hb_subset_input_set_flags(input, hb.hb_subset_input_get_flags(input) | HB_SUBSET_FLAGS_NO_HINTING);
  const unicodes = hb.hb_subset_input_unicode_set(input);
  for (const c of characters) hb.hb_set_add(unicodes, c);
  const result = hb.hb_subset_or_fail(face, input);
  hb.hb_subset_input_destroy(input);
  hb.hb_face_destroy(face);
  if (!result) {
    hb.free(data);
    throw new Error('HarfBuzz could not subset the font');
  }
  const out = hb.hb_face_reference_blob(result);
  const start = hb.hb_blob_get_data(out, 0);
  const bytes = Buffer.from(heap().subarray(start, start + hb.hb_blob_get_length(out)));
  hb.hb_blob_destroy(out);
  hb.hb_face_destroy(result);
  hb.free(data);
  return bytes;
}
