import path from 'node:path';
import { buildRecord } from './build-record';
import { pictureData, pictureUrl, type PictureData, type PictureManifest } from './picture';

/**
 * The build's record of every raster picture (scripts/pictures.mjs writes it before Next.js renders the pages),
 * read on the server while the pages render. Without it (`next dev`, a unit test) every picture is drawn from its
 * own file: nothing fails, and the build's tests prove the export uses the derived files.
 */
export const MANIFEST_FILE = path.join('build', 'pictures', 'manifest.json');

// `next dev` serves no derived files (they are published into out/ by the build): it shows the originals.
const readManifest = buildRecord<PictureManifest>(MANIFEST_FILE);

/**
 * The picture at `src` (a path in public/), with the build's record when it is a raster picture; `size` is the
 * size its slot is laid out for, used for an SVG drawing (which has no record).
 */
export function pictureOf(src: string, size: { width: number; height: number }): PictureData {
  return pictureData(readManifest(), src, size);
}

/** The pictures at `srcs`, by path, for an island that draws them (its props carry them from the server). */
export function picturesOf(srcs: readonly string[], size: { width: number; height: number }): Record<string, PictureData> {
  return Object.fromEntries(srcs.map((src) => [src, pictureOf(src, size)]));
}

/**
 * Every address the picture at `src` may be shown from: the build's files of it (the browser picks one by format
 * and width), or its own file when the build has none (an SVG drawing). For tests that check a picture is the
 * content's: `pictureFiles(member.img)` holds the path of the `<img>`'s `currentSrc`.
 */
export function pictureFiles(src: string): string[] {
  const { record } = pictureOf(src, { width: 0, height: 0 });
  return record ? Object.values(record.files).flat().map(pictureUrl) : [src];
}
