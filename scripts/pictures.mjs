#!/usr/bin/env node
// The site's pictures (npm run build runs it twice). Editors upload photos as their phone or camera makes them; a
// page shows none of those files. Every raster picture under public/ (the content's image fields keep their uploads
// there; SVG drawings and logos are left as they are) is
//   - turned upright (EXIF orientation), converted to sRGB and stripped of every metadata block (no GPS position,
//     camera or date is ever published),
//   - resized to the widths its slots need (lib/pictures/layouts.ts: the slot's CSS width at 1x to 3x, never wider
//     than the source) in AVIF, WebP and a JPEG fallback (PNG for a picture with transparency), with sharp,
//   - given a placeholder: its dominant colour and a blurred preview of at most 1 KB the page inlines.
// Search engines get their own copies (lib/pictures/search-images.ts): every article picture (a drawing too) cut to
// 16:9, 4:3 and 1:1, and the logo as a square PNG on the brand's navy, recorded in build/pictures/search-images.json
// for the pages' JSON-LD.
//
//   node scripts/pictures.mjs            before the editions' `next build`: derives what is missing and writes
//                                        build/pictures/manifest.json, which the pages read while they render
//                                        (lib/pictures/manifest.ts, components/ui/picture.tsx)
//   node scripts/pictures.mjs --publish  after them, before postbuild: copies the derived files into
//                                        out/_next/static/pictures/, each named by its content (contentHash, as
//                                        postbuild's assertNamedByContent requires; the hosts cache them as immutable),
//                                        and replaces every raster file Next.js copied from public/ into out/ with a
//                                        stripped, upright copy (at most 2560 px wide), so an old link to the
//                                        original still works and tells no one where the photographer stood.
//
// Derived files are kept between builds in build/pictures/ (gitignored): files/ holds every file by its name (its
// content hash), entries/ one record per source and settings (lib/pictures/derive.ts cacheKey). A build with no new
// picture reads the records and copies files; a new photo costs its own files only. Records unused for 30 days are
// removed. The content root is CONTENT_ROOT when set (the test build's copy with the fixtures), else the project.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';
import sharp from 'sharp';
import { contentHash, STATIC_DIR } from './next-output.mjs';

const jiti = createJiti(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const { ENCODING, cacheKey, hexColor, planOf, uprightSize } = await jiti.import(path.join(here, '../lib/pictures/derive.ts'));
const { FORMATS, PREVIEW_BUDGET, isRaster } = await jiti.import(path.join(here, '../lib/pictures/picture.ts'));
const { MANIFEST_FILE } = await jiti.import(path.join(here, '../lib/pictures/manifest.ts'));
const search = await jiti.import(path.join(here, '../lib/pictures/search-images.ts'));
const { BRAND_COLORS } = await jiti.import(path.join(here, '../lib/ui/design-tokens.ts'));

/** Where the derived files and their records are kept between builds. */
export const CACHE_DIR = path.resolve('build/pictures');
const FILES = path.join(CACHE_DIR, 'files');
const ENTRIES = path.join(CACHE_DIR, 'entries');
/** The stripped copies that stand at the originals' addresses in out/, by path under public/. */
const ORIGINALS_FILE = path.join(CACHE_DIR, 'originals.json');
/** A record unused this long is removed (a picture no longer in the content, or made with older settings). */
const KEEP_UNUSED_MS = 30 * 24 * 3600 * 1000;
/** Folders of public/ that hold no page's pictures: the content manager's own files. */
const SKIP = new Set(['admin']);
const LIBRARY = `sharp ${sharp.versions.sharp} libvips ${sharp.versions.vips}`;

/** Every file under `dir` (following links: the test content links public/'s folders), as paths relative to it. */
function filesUnder(dir, at = '') {
  if (!existsSync(path.join(dir, at))) return [];
  return readdirSync(path.join(dir, at)).flatMap((name) => {
    if (name.startsWith('.')) return [];
    const rel = at ? `${at}/${name}` : name;
    if (!at && SKIP.has(name)) return [];
    return statSync(path.join(dir, rel)).isDirectory() ? filesUnder(dir, rel) : [rel];
  });
}

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** Writes `bytes` into the pool by its content hash; returns its file name (`<hash>.avif`). */
function pool(bytes, extension) {
  const name = `${contentHash(bytes)}${extension}`;
  const file = path.join(FILES, name);
  if (!existsSync(file)) {
    writeFileSync(`${file}.tmp`, bytes);
    renameSync(`${file}.tmp`, file);
  }
  return name;
}

/**
 * The picture upright and in sRGB, as sharp's pipeline start: sharp writes no metadata unless asked
 * (no withMetadata/keepExif here), so every file made from it carries none.
 */
const upright = (bytes) => sharp(bytes, { failOn: 'error', limitInputPixels: 1e9 }).rotate().toColourspace('srgb');

/** Encodes `pipeline` in `format` with the build's settings. */
function encode(pipeline, format) {
  if (format === 'avif') return pipeline.avif(ENCODING.avif).toBuffer();
  if (format === 'webp') return pipeline.webp(ENCODING.webp).toBuffer();
  if (format === 'png') return pipeline.png(ENCODING.png).toBuffer();
  return pipeline.flatten({ background: '#ffffff' }).jpeg(ENCODING.jpeg).toBuffer();
}

/** The format a stripped copy of a file keeps, by its extension (the address must not change). */
function formatOfExtension(file) {
  const ext = path.extname(file).toLowerCase();
  return { '.jpg': 'jpeg', '.jpeg': 'jpeg', '.png': 'png', '.webp': 'webp', '.avif': 'avif', '.gif': 'gif', '.tif': 'tiff', '.tiff': 'tiff' }[ext];
}

/** A stripped, upright copy of `bytes` in the format of `file`'s extension, at most ENCODING.original.maxWidth wide. */
async function strippedCopy(bytes, file) {
  const format = formatOfExtension(file);
  const pipeline = upright(bytes).resize({ width: ENCODING.original.maxWidth, withoutEnlargement: true });
  if (format === 'jpeg') return pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: ENCODING.original.quality, mozjpeg: true }).toBuffer();
  if (format === 'webp') return pipeline.webp({ quality: ENCODING.original.quality }).toBuffer();
  if (format === 'avif') return pipeline.avif(ENCODING.avif).toBuffer();
  if (format === 'png') return pipeline.png(ENCODING.png).toBuffer();
  return pipeline.toFormat(format).toBuffer();
}

/** Derives the files of one picture: every width in every format, the placeholder, and the stripped copy. */
async function derive(bytes, plan, size, src) {
  const files = Object.fromEntries(plan.formats.map((format) => [format, []]));
  for (const width of plan.widths) {
    // Resized once, as pixels (a JPEG in between would lose quality twice), then encoded in each format.
    const { data, info } = await upright(bytes).resize({ width, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
    const encoded = await Promise.all(plan.formats.map((format) => encode(sharp(data, { raw: info }), format)));
    plan.formats.forEach((format, i) => files[format].push(pool(encoded[i], FORMATS[format].extension)));
  }
  const { dominant, isOpaque } = await upright(bytes).stats();
  const record = { width: size.width, height: size.height, fallback: plan.fallback, widths: plan.widths, files, color: hexColor(dominant) };
  // The blurred preview, for an opaque picture only (behind a transparent one it would show through).
  if (isOpaque) {
    const tiny = await upright(bytes).resize({ width: ENCODING.preview.width }).blur(0.6).webp({ quality: ENCODING.preview.quality }).toBuffer();
    const preview = `data:image/webp;base64,${tiny.toString('base64')}`;
    if (preview.length <= PREVIEW_BUDGET) record.preview = preview;
  }
  const original = pool(await strippedCopy(bytes, src), path.extname(src).toLowerCase());
  return { record, original };
}

/** The picture in `bytes` upright and in sRGB, an SVG drawn at `density` dpi (its size at 72 dpi times density / 72). */
const drawn = (bytes, density) => sharp(bytes, { failOn: 'error', limitInputPixels: 1e9, ...(density ? { density } : {}) }).rotate().toColourspace('srgb');

/** One crop of a picture for search engines: cut from its middle to `shape`, on white, a JPEG within the budget. */
async function cropOf(bytes, meta, isSvg, shape, src) {
  const size = search.cropSize(shape);
  const density = isSvg ? search.svgDensity(meta.width, meta.height, size) : undefined;
  const { data, info } = await drawn(bytes, density).resize({ ...size, fit: 'cover', position: 'centre' }).flatten({ background: '#ffffff' }).raw().toBuffer({ resolveWithObject: true });
  let jpeg;
  for (const quality of search.CROP_QUALITIES) {
    jpeg = await sharp(data, { raw: info }).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length <= search.SEARCH_IMAGE_MAX_BYTES) return jpeg;
  }
  throw new Error(`pictures: the ${shape} crop of public${src} is ${jpeg.length} bytes at the lowest quality, over ${search.SEARCH_IMAGE_MAX_BYTES}`);
}

/**
 * The logo as a square PNG for search engines: drawn inside a margin on the brand's navy, on which the logo is made
 * to be seen (its letters are white). A logo drawn with text takes the build machine's fonts, as a browser does
 * for an SVG shown as an image.
 */
async function squareLogo(bytes, meta, isSvg) {
  const inner = Math.round(search.LOGO_SIZE * (1 - 2 * search.LOGO_MARGIN));
  const density = isSvg ? search.svgDensity(meta.width, meta.height, { width: inner, height: inner }, 'contain') : undefined;
  const logo = await drawn(bytes, density).resize({ width: inner, height: inner, fit: 'inside' }).png().toBuffer();
  const side = search.LOGO_SIZE;
  return sharp({ create: { width: side, height: side, channels: 3, background: BRAND_COLORS.navy.DEFAULT } })
    .composite([{ input: logo, gravity: 'centre' }])
    .png(ENCODING.png)
    .toBuffer();
}

/**
 * The copies for search engines of every article picture and logo (lib/pictures/search-images.ts), made or found in
 * the cache like the pages' files; returns the record the pages read and how many were made now.
 */
async function searchImages(publicDir) {
  const record = { crops: {}, logos: {} };
  let made = 0;
  const wanted = filesUnder(publicDir)
    .filter((rel) => isRaster(rel) || /\.svg$/i.test(rel))
    .map((rel) => `/${rel}`)
    .filter((src) => search.inFolders(src, search.CROP_FOLDERS) || search.inFolders(src, search.LOGO_FOLDERS))
    .sort();
  for (const src of wanted) {
    const bytes = readFileSync(path.join(publicDir, src));
    const kind = search.inFolders(src, search.CROP_FOLDERS) ? 'crops' : 'logo';
    const settings = kind === 'crops'
      ? { shapes: search.CROP_SHAPES, width: search.CROP_WIDTH, qualities: search.CROP_QUALITIES, budget: search.SEARCH_IMAGE_MAX_BYTES }
      : { size: search.LOGO_SIZE, margin: search.LOGO_MARGIN, background: BRAND_COLORS.navy.DEFAULT, png: ENCODING.png };
    const key = createHash('sha256')
      .update(JSON.stringify({ source: sha256(bytes), kind, settings, version: search.SEARCH_IMAGES_VERSION, library: LIBRARY }))
      .digest('hex')
      .slice(0, 32);
    const entryFile = path.join(ENTRIES, `search-${key}.json`);
    let entry = existsSync(entryFile) ? JSON.parse(readFileSync(entryFile, 'utf8')) : undefined;
    if (!entry || !entry.files.every((name) => existsSync(path.join(FILES, name)))) {
      const isSvg = /\.svg$/i.test(src);
      try {
        const meta = await sharp(bytes).metadata();
        if (kind === 'crops') {
          const crops = {};
          for (const shape of Object.keys(search.CROP_SHAPES)) crops[shape] = pool(await cropOf(bytes, meta, isSvg, shape, src), '.jpg');
          entry = { crops, files: Object.values(crops) };
        } else {
          const logo = pool(await squareLogo(bytes, meta, isSvg), '.png');
          entry = { logo, files: [logo] };
        }
      } catch (error) {
        // A drawing sharp cannot draw (an SVG with no size) still shows in the browser: its page names the file
        // itself to search engines, and the build goes on. (A raster picture it cannot read stopped it above.)
        console.warn(`pictures: public${src}: no copies for search engines (${error.message}); its JSON-LD names the file itself`);
        continue;
      }
      writeFileSync(entryFile, JSON.stringify(entry));
      made++;
    } else {
      const now = new Date();
      utimesSync(entryFile, now, now);
    }
    if (entry.crops) record.crops[src] = entry.crops;
    else record.logos[src] = entry.logo;
  }
  return { record, made, count: Object.keys(record.crops).length + Object.keys(record.logos).length };
}

/** The pool's files a cache record names: a picture's (its widths and stripped copy) or a search engines' copy. */
const filesOfEntry = (entry) => (entry.record ? [entry.original, ...Object.values(entry.record.files).flat()] : entry.files);

/** Before the builds: every raster picture of public/ derived (or found in the cache), and the manifest. */
async function prepare() {
  const started = Date.now();
  const publicDir = path.join(path.resolve(process.env.CONTENT_ROOT || '.'), 'public');
  mkdirSync(FILES, { recursive: true });
  mkdirSync(ENTRIES, { recursive: true });
  const manifest = {};
  const originals = {};
  let made = 0;
  for (const rel of filesUnder(publicDir).filter(isRaster).sort()) {
    const src = `/${rel}`;
    const bytes = readFileSync(path.join(publicDir, rel));
    let meta;
    try {
      meta = await sharp(bytes).metadata();
    } catch (error) {
      throw new Error(`pictures: public${src} cannot be read as a picture (${error.message}); export it again as JPEG or PNG`);
    }
    const size = uprightSize(meta.width, meta.height, meta.orientation);
    const plan = planOf(src, size.width, size.height, Boolean(meta.hasAlpha));
    const entryFile = path.join(ENTRIES, `${cacheKey(sha256(bytes), plan, LIBRARY)}.json`);
    let entry = existsSync(entryFile) ? JSON.parse(readFileSync(entryFile, 'utf8')) : undefined;
    const complete = entry && [entry.original, ...Object.values(entry.record.files).flat()].every((name) => existsSync(path.join(FILES, name)));
    if (!complete) {
      const one = Date.now();
      entry = await derive(bytes, plan, size, src);
      writeFileSync(entryFile, JSON.stringify(entry));
      made++;
      console.log(`pictures: public${src} (${meta.width} x ${meta.height}, ${Math.round(bytes.length / 1024)} KB): ${plan.widths.length} widths in ${plan.formats.join(', ')} in ${((Date.now() - one) / 1000).toFixed(1)} s`);
    } else {
      const now = new Date();
      utimesSync(entryFile, now, now);
    }
    manifest[src] = entry.record;
    originals[src] = entry.original;
  }
  const searchStarted = Date.now();
  const searchMade = await searchImages(publicDir);
  writeFileSync(path.resolve(search.SEARCH_IMAGES_FILE), `${JSON.stringify(searchMade.record)}\n`);
  console.log(`pictures: ${searchMade.count} pictures copied for search engines (crops of the articles', the logo as a square), ${searchMade.made} made now, in ${((Date.now() - searchStarted) / 1000).toFixed(1)} s; wrote ${search.SEARCH_IMAGES_FILE}`);
  // Records nobody used for a while, and the files no record names any more.
  const keep = new Set();
  for (const name of readdirSync(ENTRIES)) {
    const file = path.join(ENTRIES, name);
    if (Date.now() - statSync(file).mtimeMs > KEEP_UNUSED_MS) {
      rmSync(file);
      continue;
    }
    for (const name of filesOfEntry(JSON.parse(readFileSync(file, 'utf8')))) keep.add(name);
  }
  for (const name of readdirSync(FILES)) if (!keep.has(name)) rmSync(path.join(FILES, name));
  mkdirSync(path.dirname(path.resolve(MANIFEST_FILE)), { recursive: true });
  writeFileSync(path.resolve(MANIFEST_FILE), `${JSON.stringify(manifest)}\n`);
  writeFileSync(ORIGINALS_FILE, `${JSON.stringify(originals)}\n`);
  const count = Object.keys(manifest).length;
  console.log(`pictures: ${count} raster pictures, ${made} derived now, ${count - made} from the cache (build/pictures), in ${((Date.now() - started) / 1000).toFixed(1)} s; wrote ${MANIFEST_FILE}`);
}

/** After the builds: the derived files into out/, and stripped copies in place of the originals Next.js copied there. */
async function publish() {
  const out = path.resolve('out');
  if (!existsSync(path.resolve(MANIFEST_FILE))) throw new Error(`pictures --publish: ${MANIFEST_FILE} is missing; run node scripts/pictures.mjs before the builds`);
  const manifest = JSON.parse(readFileSync(path.resolve(MANIFEST_FILE), 'utf8'));
  const originals = JSON.parse(readFileSync(ORIGINALS_FILE, 'utf8'));
  const target = path.join(out, STATIC_DIR, 'pictures');
  mkdirSync(target, { recursive: true });
  let files = 0;
  for (const record of Object.values(manifest)) {
    for (const name of Object.values(record.files).flat()) {
      if (!existsSync(path.join(target, name))) copyFileSync(path.join(FILES, name), path.join(target, name));
      files++;
    }
  }
  const searchRecord = path.resolve(search.SEARCH_IMAGES_FILE);
  const searchFiles = existsSync(searchRecord) ? JSON.parse(readFileSync(searchRecord, 'utf8')) : { crops: {}, logos: {} };
  for (const name of [...Object.values(searchFiles.crops).flatMap((crops) => Object.values(crops)), ...Object.values(searchFiles.logos)]) {
    if (!existsSync(path.join(target, name))) copyFileSync(path.join(FILES, name), path.join(target, name));
    files++;
  }
  // Every raster file Next.js copied from public/ (the framework's own folder and the content manager's aside).
  let replaced = 0;
  for (const rel of filesUnder(out).filter((file) => isRaster(file) && !file.startsWith('_next/'))) {
    const file = path.join(out, rel);
    const known = originals[`/${rel}`];
    if (known) {
      copyFileSync(path.join(FILES, known), file);
      replaced++;
      continue;
    }
    // A raster file the content does not know (the share images Next.js draws): stripped only if it carries metadata.
    const bytes = readFileSync(file);
    const meta = await sharp(bytes).metadata();
    if (meta.exif || meta.icc || meta.xmp || meta.iptc) {
      writeFileSync(file, await strippedCopy(bytes, rel));
      replaced++;
    }
  }
  console.log(`pictures: published ${files} files of ${Object.keys(manifest).length} pictures into out/${STATIC_DIR}/pictures; ${replaced} originals in out/ replaced by stripped copies`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await (process.argv.includes('--publish') ? publish() : prepare());
}
