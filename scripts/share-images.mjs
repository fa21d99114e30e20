// Share images (app/**/opengraph-image.tsx) are exported by Next.js as files named `opengraph-image`, with no
// extension: most static hosts would then send them as application/octet-stream, and link previews may
// refuse them. This step (run by postbuild before the CSP hashes are taken) names each by what it holds:
// `opengraph-image.png` for a drawn card, `opengraph-image.jpg` for an article's photo (the hosts send a
// file's type by its extension), and points every reference Next.js wrote in the pages and their client
// payloads at the new name. The pages that share a photo name the `.jpg` themselves (lib/seo/share-image.ts).
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { siteFilesUnder } from './hosts/paths.mjs';

const NAME = 'opengraph-image';
/** A reference as Next.js writes it: the image path, then `?` and a content hash. */
const REFERENCE = /\/opengraph-image\?([0-9a-f]{8,})/g;
/** The most a share image may weigh: link previews refuse or skip larger ones. */
export const SHARE_IMAGE_MAX_BYTES = 300 * 1024;

/** The extension of a share image by its first bytes: a PNG or a JPEG, nothing else. */
export function shareImageExtension(head) {
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return '.png';
  if (head.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return '.jpg';
  return undefined;
}

/** Renames the images and rewrites the references; returns the URL paths of the images. */
export function shareImagesAsPng(out) {
  const files = siteFilesUnder(out);
  const images = [];
  const photos = [];
  for (const file of files.filter((f) => path.basename(f) === NAME)) {
    const bytes = readFileSync(file);
    const extension = shareImageExtension(bytes);
    if (!extension) throw new Error(`share images: ${file} is not a PNG or a JPEG`);
    if (bytes.length > SHARE_IMAGE_MAX_BYTES) {
      throw new Error(`share images: ${file} is ${bytes.length} bytes, over the ${SHARE_IMAGE_MAX_BYTES} link previews take`);
    }
    renameSync(file, file + extension);
    const url = '/' + path.relative(out, file + extension).split(path.sep).join('/');
    images.push(url);
    if (extension === '.jpg') photos.push(url);
  }
  // Next.js's own references (the pages that do not name their image) point at each image by its folder: a
  // photo's are named `.jpg` first, then every other is a drawn card's, `.png`.
  for (const file of files.filter((f) => /\.(html|txt)$/.test(f))) {
    const text = readFileSync(file, 'utf8');
    const withPhotos = photos.reduce((t, photo) => t.replaceAll(photo.replace(/\.jpg$/, '?'), `${photo}?`), text);
    const next = withPhotos.replace(REFERENCE, `/${NAME}.png?$1`);
    if (next !== text) writeFileSync(file, next);
  }
  return images.sort();
}
