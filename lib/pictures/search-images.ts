import path from 'node:path';
import { buildRecord } from './build-record';
import { pictureUrl } from './picture';

/**
 * The pictures search engines ask for beside the ones the pages show: each article picture cut to the three shapes
 * Google shows an article in (16:9, 4:3, 1:1), and the company logo as a square raster (an SVG logo is not taken
 * as an organization's logo, and a raster one must be at least 112 x 112). scripts/pictures.mjs makes them with
 * sharp, keeps them in its cache (build/pictures/) by the source's bytes and these settings, and publishes them
 * beside the pages' pictures, each named by its content; the pages name them in their JSON-LD (lib/seo/jsonld.ts,
 * lib/news/metadata.ts). Pure settings here, and the reader the pages use while they render.
 */

/** The shapes an article picture is cut to, by name (width / height), widest first. */
export const CROP_SHAPES = { '16x9': 16 / 9, '4x3': 4 / 3, '1x1': 1 } as const;
export type CropShape = keyof typeof CROP_SHAPES;

/** Every crop is this wide (Google wants at least 50,000 pixels; 1200 px is what it shows widest). */
export const CROP_WIDTH = 1200;

/** The folders of public/ whose pictures are cut: the articles' (the content's `image('news')` uploads). */
export const CROP_FOLDERS = ['news'] as const;

/** The folder of public/ whose pictures get a square raster copy for search engines: the logo's (`image('brand')`). */
export const LOGO_FOLDERS = ['brand'] as const;

/** The square logo's side, in px: well above the 112 px minimum, small enough to stay a few KB. */
export const LOGO_SIZE = 512;
/** Room left around the logo in its square, as a share of the side: search results round the corners off. */
export const LOGO_MARGIN = 0.1;

/** The most a crop may weigh, as a share image (lib/seo/share-photo.ts): crawlers and previews skip larger ones. */
export const SEARCH_IMAGE_MAX_BYTES = 300 * 1024;
/** JPEG qualities tried in turn, best first, until a crop fits the budget. */
export const CROP_QUALITIES = [82, 74, 66, 58, 50, 42] as const;

/** Bump to cut every picture again after a change to how scripts/pictures.mjs makes these. */
export const SEARCH_IMAGES_VERSION = 1;

/** The size of a crop of `shape`. */
export function cropSize(shape: CropShape): { width: number; height: number } {
  return { width: CROP_WIDTH, height: Math.round(CROP_WIDTH / CROP_SHAPES[shape]) };
}

/**
 * The pixel density (dpi) at which to draw an SVG of `width` x `height` (its size at 72 dpi) so that it is at least
 * as large as it is then shown in `target`, never enlarged afterwards: a drawing stays sharp at any size. `cover`
 * fills the target (a crop), `contain` fits inside it (the logo).
 */
export function svgDensity(width: number, height: number, target: { width: number; height: number }, fit: 'cover' | 'contain' = 'cover'): number {
  const scale = (fit === 'cover' ? Math.max : Math.min)(target.width / width, target.height / height);
  return Math.ceil(72 * Math.max(scale, 1));
}

/** Whether the picture at `src` (`/news/photo.jpg`) is in one of `folders` of public/. */
export const inFolders = (src: string, folders: readonly string[]) => folders.some((folder) => src.startsWith(`/${folder}/`));

/** What the build made: each article picture's crops and each logo's square, by the source's path under public/. */
export interface SearchImages {
  crops: Record<string, Record<CropShape, string>>;
  logos: Record<string, string>;
}

/** Where scripts/pictures.mjs writes the record (beside the pictures' manifest). */
export const SEARCH_IMAGES_FILE = path.join('build', 'pictures', 'search-images.json');

// `next dev` serves no derived files: the JSON-LD names the pictures themselves.
const readRecord = buildRecord<SearchImages>(SEARCH_IMAGES_FILE);

/** The addresses of the crops of the article picture at `src`, widest first, or none when the build made none. */
export function cropsOf(src: string): string[] | undefined {
  const crops = readRecord()?.crops[src];
  return crops ? (Object.keys(CROP_SHAPES) as CropShape[]).map((shape) => pictureUrl(crops[shape])) : undefined;
}

/** The address and size of the square raster copy of the logo at `src`, or none when the build made none. */
export function logoImageOf(src: string): { url: string; width: number; height: number } | undefined {
  const logo = readRecord()?.logos[src];
  return logo ? { url: pictureUrl(logo), width: LOGO_SIZE, height: LOGO_SIZE } : undefined;
}
