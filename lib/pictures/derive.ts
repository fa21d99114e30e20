/**
 * What the build makes of a picture, decided before any pixel is touched: its widths and formats (the plan), and
 * the key its files are cached under between builds (build/pictures/, scripts/pictures.mjs). Pure, so the rules
 * are unit-tested: the same source with the same settings is never derived twice, and a change of settings or of
 * a slot's layout derives it again.
 */
import { createHash } from 'node:crypto';
import { MODERN_FORMATS, type FallbackFormat, type PictureFormat } from './picture';
import { SLOTS, slotsOf, variantWidths } from './layouts';

/**
 * The encoders' settings (sharp). AVIF at quality 50 and WebP at 75 look alike on photographs at a fraction of
 * JPEG's size; the JPEG fallback (mozjpeg) is for browsers that show neither. Changing any of these makes every
 * picture again (they are part of the cache key).
 */
export const ENCODING = {
  avif: { quality: 50, effort: 4 },
  webp: { quality: 75, effort: 4 },
  jpeg: { quality: 78, mozjpeg: true },
  png: { compressionLevel: 9, effort: 7 },
  /** The blurred preview inlined in the page: this many px wide, WebP. */
  preview: { width: 16, quality: 40 },
  /** The copy left at the original's address (for links to it from outside): at most this wide, stripped like the rest. */
  original: { maxWidth: 2560, quality: 82 },
} as const;

/** Bump to make every picture again after a change to how scripts/pictures.mjs derives them. */
export const PIPELINE_VERSION = 1;

export interface Plan {
  widths: number[];
  formats: PictureFormat[];
  fallback: FallbackFormat;
}

/**
 * The files a picture at `src` of `width` x `height` (upright) gets: the widths its slots need, in AVIF, WebP and
 * its fallback (PNG when it has transparency, else JPEG).
 */
export function planOf(src: string, width: number, height: number, transparent: boolean): Plan {
  const fallback: FallbackFormat = transparent ? 'png' : 'jpeg';
  const widths = variantWidths(width, height, slotsOf(src).map((name) => SLOTS[name]));
  return { widths, formats: [...MODERN_FORMATS, fallback], fallback };
}

/**
 * The cache key of a picture's files: its source's content hash, its plan and every setting that changes the
 * output (the encoders', the pipeline's version and the image library's). The file's name or place plays no part:
 * a picture moved or uploaded twice is derived once.
 */
export function cacheKey(sourceHash: string, plan: Plan, library: string): string {
  return createHash('sha256')
    .update(JSON.stringify({ sourceHash, plan, encoding: ENCODING, pipeline: PIPELINE_VERSION, library }))
    .digest('hex')
    .slice(0, 32);
}

/** The size of a picture as it is seen: EXIF orientations 5 to 8 turn it a quarter, so width and height swap. */
export function uprightSize(width: number, height: number, orientation: number | undefined): { width: number; height: number } {
  return orientation !== undefined && orientation >= 5 && orientation <= 8 ? { width: height, height: width } : { width, height };
}

/** The `#rrggbb` of a colour's channels. */
export const hexColor = ({ r, g, b }: { r: number; g: number; b: number }) =>
  `#${[r, g, b].map((c) => Math.max(0, Math.min(255, Math.round(c))).toString(16).padStart(2, '0')).join('')}`;
