// Share images (app/**/opengraph-image.tsx) are exported by Next.js as files named `opengraph-image`, with no
// extension: most static hosts would then send them as application/octet-stream, and link previews may
// refuse them. This step (run by postbuild before the CSP hashes are taken) renames each to
// `opengraph-image.png` and points every reference in the pages and their client payloads at the new name.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { siteFilesUnder } from './host-rules.mjs';

const NAME = 'opengraph-image';
/** A reference as Next.js writes it: the image path, then `?` and a content hash. */
const REFERENCE = /\/opengraph-image\?([0-9a-f]{8,})/g;

/** Renames the images and rewrites the references; returns the URL paths of the images. */
export function shareImagesAsPng(out) {
  const files = siteFilesUnder(out);
  const images = [];
  for (const file of files.filter((f) => path.basename(f) === NAME)) {
    const png = `${file}.png`;
    const head = readFileSync(file).subarray(0, 8);
    if (!head.equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
      throw new Error(`share images: ${file} is not a PNG`);
    }
    renameSync(file, png);
    images.push('/' + path.relative(out, png).split(path.sep).join('/'));
  }
  for (const file of files.filter((f) => /\.(html|txt)$/.test(f))) {
    const text = readFileSync(file, 'utf8');
    const next = text.replace(REFERENCE, `/${NAME}.png?$1`);
    if (next !== text) writeFileSync(file, next);
  }
  return images.sort();
}
