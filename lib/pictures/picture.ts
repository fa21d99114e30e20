/**
 * What the pages know of a picture: the record the build writes for every raster picture (scripts/pictures.mjs,
 * build/pictures/manifest.json) and how a page names its files. Pure: the server reads the record
 * (lib/pictures/manifest.ts), the components draw from it (components/ui/picture.tsx), the tests check both.
 */

/** The formats the build makes, best first: the browser takes the first it can show. */
export const MODERN_FORMATS = ['avif', 'webp'] as const;
/** The format every browser shows: JPEG, or PNG for a picture with transparency. */
export type FallbackFormat = 'jpeg' | 'png';
export type PictureFormat = (typeof MODERN_FORMATS)[number] | FallbackFormat;

/** Each format's file extension and type. */
export const FORMATS: Readonly<Record<PictureFormat, { extension: string; type: string }>> = {
  avif: { extension: '.avif', type: 'image/avif' },
  webp: { extension: '.webp', type: 'image/webp' },
  jpeg: { extension: '.jpg', type: 'image/jpeg' },
  png: { extension: '.png', type: 'image/png' },
};

/** Where the derived files are published: under the framework's folder the hosts cache as immutable for a year. */
export const PICTURES_PATH = '/_next/static/pictures';

/** The record of one raster picture, as the build writes it. */
export interface PictureRecord {
  /** The picture's size, upright (EXIF orientation applied). */
  width: number;
  height: number;
  /** The format of its fallback files. */
  fallback: FallbackFormat;
  /** The widths its files are made in, narrowest first. */
  widths: number[];
  /** Each format's files, in the order of `widths`: each file's name is its content's hash (with the extension). */
  files: Partial<Record<PictureFormat, string[]>>;
  /** Its dominant colour (`#rrggbb`), shown while it loads. */
  color?: string;
  /** A tiny blurred copy as a data: URL (at most PREVIEW_BUDGET bytes), shown while it loads; none for transparent pictures. */
  preview?: string;
}

/** Every raster picture of the content, by its path under public/ (`/news/photo.jpg`). */
export type PictureManifest = Record<string, PictureRecord>;

/** The largest inlined preview the build accepts, in bytes of its data: URL. */
export const PREVIEW_BUDGET = 1024;

/**
 * A picture as a component draws it: its path in public/ and its size, and for a raster picture the build's
 * record (files, placeholder). An SVG (or a picture the build has not seen, as in `next dev`) has no record and
 * is drawn from its own file, as it is.
 */
export interface PictureData {
  src: string;
  width: number;
  height: number;
  record?: PictureRecord;
}

/** The address of a derived file. */
export const pictureUrl = (file: string) => `${PICTURES_PATH}/${file}`;

/** The `srcset` of one format: `/_next/static/pictures/<hash>.avif 390w, …`. */
export function srcSetOf(record: PictureRecord, format: PictureFormat): string | undefined {
  const files = record.files[format];
  if (!files?.length) return undefined;
  return files.map((file, i) => `${pictureUrl(file)} ${record.widths[i]}w`).join(', ');
}

/**
 * The fallback file an old browser (one that reads neither `srcset` nor `<source>`) loads: the one nearest 1024
 * px wide, enough for most screens and a fair download.
 */
export function fallbackSrc(record: PictureRecord): string {
  const files = record.files[record.fallback] ?? [];
  let best = 0;
  record.widths.forEach((width, i) => {
    if (Math.abs(width - 1024) < Math.abs(record.widths[best]! - 1024)) best = i;
  });
  return pictureUrl(files[best] ?? files[files.length - 1]!);
}

/** Whether `path` names a raster picture the build derives files from (not an SVG drawing). */
export const isRaster = (path: string) => /\.(jpe?g|png|webp|avif|gif|tiff?)$/i.test(path);

/** The picture at `src` from `manifest`, or only its path and the size its slot is laid out for when the build has no record of it. */
export function pictureData(manifest: PictureManifest | undefined, src: string, size: { width: number; height: number }): PictureData {
  const record = manifest?.[src];
  return record ? { src, width: record.width, height: record.height, record } : { src, ...size };
}
