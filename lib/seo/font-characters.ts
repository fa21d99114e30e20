import { inflateSync } from 'node:zlib';

/**
 * The characters a font draws: the code points its cmap table maps to glyphs. The share images use it to find
 * the letters Inter lacks (components/share-image.tsx subsets a CJK font to exactly those), and the tests to
 * prove that the fonts handed to the renderer draw every letter of every image.
 */

/** The cmap table of an sfnt font (TrueType/OpenType) or of a WOFF (whose tables are zlib-compressed one by one). */
function cmapTable(font: Buffer): Buffer {
  const woff = font.toString('latin1', 0, 4) === 'wOFF';
  const tables = font.readUInt16BE(woff ? 12 : 4);
  for (let i = 0; i < tables; i++) {
    const entry = woff ? 44 + i * 20 : 12 + i * 16;
    if (font.toString('latin1', entry, entry + 4) !== 'cmap') continue;
    if (!woff) return font.subarray(font.readUInt32BE(entry + 8), font.readUInt32BE(entry + 8) + font.readUInt32BE(entry + 12));
    const offset = font.readUInt32BE(entry + 4);
    const stored = font.subarray(offset, offset + font.readUInt32BE(entry + 8));
    // A WOFF stores a table as is when compressing it would not make it smaller.
    return stored.length === font.readUInt32BE(entry + 12) ? stored : inflateSync(stored);
  }
  throw new Error('no cmap table');
}

/** Every code point the font's Unicode cmap subtables (formats 4 and 12) map to a glyph other than .notdef. */
export function fontCharacters(font: Buffer): Set<number> {
  const cmap = cmapTable(font);
  const chars = new Set<number>();
  for (let i = 0; i < cmap.readUInt16BE(2); i++) {
    const at = cmap.readUInt32BE(8 + i * 8);
    const format = cmap.readUInt16BE(at);
    if (format === 4) {
      const segments = cmap.readUInt16BE(at + 6) / 2;
      const ends = at + 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const rangeOffsets = deltas + segments * 2;
      for (let s = 0; s < segments; s++) {
        const start = cmap.readUInt16BE(starts + s * 2);
        const end = cmap.readUInt16BE(ends + s * 2);
        const delta = cmap.readUInt16BE(deltas + s * 2);
        const rangeOffset = cmap.readUInt16BE(rangeOffsets + s * 2);
        if (start === 0xffff) continue;
        for (let c = start; c <= end; c++) {
          let glyph: number;
          if (rangeOffset === 0) glyph = (c + delta) & 0xffff;
          else {
            const raw = cmap.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (c - start) * 2);
            glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
          }
          if (glyph !== 0) chars.add(c);
        }
      }
    } else if (format === 12) {
      const groups = cmap.readUInt32BE(at + 12);
      for (let g = 0; g < groups; g++) {
        const start = cmap.readUInt32BE(at + 16 + g * 12);
        const end = cmap.readUInt32BE(at + 20 + g * 12);
        const glyph = cmap.readUInt32BE(at + 24 + g * 12);
        for (let c = start; c <= end; c++) if (glyph + (c - start) !== 0) chars.add(c);
      }
    }
  }
  return chars;
}
