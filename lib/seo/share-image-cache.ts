import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Share images kept between builds, by what they show: drawing a card (or cutting a photo) costs tens of
 * milliseconds, and a site with a thousand articles in three languages has three thousand of them, of which a
 * publish changes a few. Each image is stored in build/share-images/ (gitignored) under the hash of what it is made
 * from (its texts, or its photo's bytes) and of the code and fonts that make it, so a changed title, photo,
 * design or font makes a new image and an unchanged one is read back as it was.
 */
export const SHARE_IMAGE_CACHE = path.join('build', 'share-images');

/** What draws and cuts the images: a change to any of them makes every image again. */
const MAKERS = [
  'components/share-image.tsx',
  'lib/seo/share-image.ts',
  'lib/seo/share-image-fonts.ts',
  'lib/seo/share-photo.ts',
  'lib/ui/design-tokens.ts',
  'node_modules/next/package.json',
  'node_modules/sharp/package.json',
  'node_modules/@expo-google-fonts/noto-sans-sc/package.json',
];

let makers: string | undefined;

/** The hash of the code, the libraries and the fonts that make the images (read once per build process). */
function makersHash(): string {
  if (makers === undefined) {
    const hash = createHash('sha256');
    // The fonts of app/fonts the cards are drawn with (the WOFF files: the renderer reads no WOFF2).
    const folder = path.join('app', 'fonts');
    const fonts = (existsSync(folder) ? readdirSync(folder) : [])
      .filter((name) => name.endsWith('.woff'))
      .map((name) => path.join('app', 'fonts', name));
    for (const file of [...MAKERS, ...fonts.sort()]) hash.update(file).update(existsSync(file) ? readFileSync(file) : 'absent');
    makers = hash.digest('hex');
  }
  return makers;
}

/**
 * The image made from `source` (anything that decides what it shows, as text or bytes): from the cache, or made
 * now by `make` and kept. In `next dev` every image is made afresh (the code behind it is being edited).
 */
export async function cachedShareImage(source: (string | Buffer)[], extension: 'png' | 'jpg', make: () => Promise<Uint8Array>): Promise<Uint8Array> {
  if (process.env.NODE_ENV === 'development') return make();
  const hash = createHash('sha256').update(makersHash());
  for (const part of source) hash.update(typeof part === 'string' ? `${part.length}:${part}` : part);
  const file = path.join(SHARE_IMAGE_CACHE, `${hash.digest('hex').slice(0, 32)}.${extension}`);
  if (existsSync(file)) return readFileSync(file);
  const image = await make();
  mkdirSync(SHARE_IMAGE_CACHE, { recursive: true });
  // Written whole, then named: builds of several editions may run side by side, and a reader never meets half a file.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, image);
  renameSync(partial, file);
  return image;
}
