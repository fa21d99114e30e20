import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { SHARE_IMAGE_SIZE } from './share-image';
import { cachedShareImage } from './share-image-cache';

/**
 * An article's photo as its share image: cut to 1200 x 630 from its middle, as the site's own crops of it are
 * (object-fit: cover), turned upright, in sRGB, with no metadata (no camera, no position), as a JPEG of at most
 * 300 KB, which every link preview takes. Made at build time by the article's opengraph-image.tsx.
 */

/** The most a share image may weigh: link previews refuse or skip larger ones. */
export const SHARE_IMAGE_MAX_BYTES = 300 * 1024;

/** JPEG qualities tried in turn, best first, until the picture fits: a busy photo needs a lower one. */
const QUALITIES = [82, 74, 66, 58, 50, 42];

/** The share image of the photo at `image` (a path in public/, "/news/photo.jpg") under the content root `root`. */
export async function sharePhoto(image: string, root: string = process.env.CONTENT_ROOT || process.cwd()): Promise<Uint8Array> {
  const source = readFileSync(path.join(root, 'public', image));
  // Kept between builds by the photo's bytes (lib/seo/share-image-cache.ts): cutting a phone photo takes a while.
  return cachedShareImage([source], 'jpg', () => cutPhoto(image, source));
}

async function cutPhoto(image: string, source: Buffer): Promise<Buffer> {
  // Upright first (EXIF orientation), then cut; a transparent picture (a PNG) is laid on white, as a JPEG has no
  // transparency. sharp writes no metadata unless asked: the output carries none of the source's.
  const cut = await sharp(source)
    .rotate()
    .resize({ ...SHARE_IMAGE_SIZE, fit: 'cover', position: 'centre' })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  let jpeg: Buffer | undefined;
  for (const quality of QUALITIES) {
    jpeg = await sharp(cut.data, { raw: cut.info }).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length <= SHARE_IMAGE_MAX_BYTES) return jpeg;
  }
  throw new Error(`share image of ${image}: ${jpeg!.length} bytes at the lowest quality, over ${SHARE_IMAGE_MAX_BYTES}`);
}
