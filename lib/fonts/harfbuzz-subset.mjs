/**
 * One run of HarfBuzz's subsetter (the harfbuzzjs package's WebAssembly build, called through its raw
 * exports): the font copied into its memory, `configure(input)` choosing what stays, the cut-down font copied
 * out, and everything it allocated released. Plain JavaScript, so that the build script that cuts the content
 * manager's icon font (scripts/cms-icons.mjs) and the share images' Chinese font (lib/seo/font-subset.ts) share it;
 * each loads the WebAssembly module its own way.
 */

const HB_MEMORY_MODE_WRITABLE = 2;

/** The subset of `font` (TrueType or OpenType bytes) as `configure` sets it up, or undefined when HarfBuzz fails. */
export function subsetWith(hb, font, configure) {
  const bytes = font instanceof Uint8Array ? font : new Uint8Array(font);
  // Memory can grow while subsetting: take a fresh view each time.
  const heap = () => new Uint8Array(hb.memory.buffer);
  const data = hb.malloc(bytes.byteLength);
  heap().set(bytes, data);
  const blob = hb.hb_blob_create(data, bytes.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  const input = hb.hb_subset_input_create_or_fail();
  try {
    configure(input);
    const result = hb.hb_subset_or_fail(face, input);
    if (!result) return undefined;
    const out = hb.hb_face_reference_blob(result);
    const start = hb.hb_blob_get_data(out, 0);
    const subset = Buffer.from(heap().subarray(start, start + hb.hb_blob_get_length(out)));
    hb.hb_blob_destroy(out);
    hb.hb_face_destroy(result);
    return subset;
  } finally {
    hb.hb_subset_input_destroy(input);
    hb.hb_face_destroy(face);
    hb.free(data);
  }
}
