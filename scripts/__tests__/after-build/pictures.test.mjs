// Node test runner, over the test build's out/: no published picture tells where it was taken. The test content's
// photo (e2e/fixtures/photo/phone-photo.jpg: stored on its side with a rotation tag, the phone's GPS position, its
// camera and dates) is an article's picture and the first team portrait (e2e/support/test-content.mjs); every
// raster file in out/ carries no metadata at all, the photo's files are upright, and the pages name derived files
// only, each named by its content.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';
import sharp from 'sharp';
import { filesUnder } from '../../files.mjs';
import { pageFilesUnder } from '../../hosts/paths.mjs';
import { isNamedByContent } from '../../next-output.mjs';
import { PHOTO_FIXTURE, TEST_CONTENT_ROOT } from '../../../e2e/support/test-content.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const OUT = path.join(ROOT, 'out');
const built = existsSync(path.join(OUT, 'index.html')) && existsSync(path.join(ROOT, 'build/pictures/manifest.json'));
const skip = !built && 'no out/: run npm run build:test first';
const jiti = createJiti(import.meta.url, { fsCache: false });
const RASTER = /\.(jpe?g|png|webp|avif|gif|tiff?)$/i;

/** The content's pictures that are the photo fixture, as the test content names them (every language shares its pictures). */
async function photoPictures() {
  const { loadContent } = await jiti.import(path.join(ROOT, 'lib/content/load.ts'));
  const content = loadContent(TEST_CONTENT_ROOT, 'en');
  const photo = readFileSync(PHOTO_FIXTURE);
  const isPhoto = (src) => readFileSync(path.join(TEST_CONTENT_ROOT, 'public', src)).equals(photo);
  const article = content.news.find((a) => isPhoto(a.image));
  const member = content.team.members.find((m) => isPhoto(m.image));
  assert.ok(article, 'the test content has an article whose picture is the photo fixture');
  assert.ok(member, 'the test content has a team member whose portrait is the photo fixture');
  return { article, member, paths: [article.image, member.image] };
}

test('the photo fixture is what it stands for: a JPEG on its side with a rotation tag and a GPS position', { skip }, async () => {
  const meta = await sharp(readFileSync(PHOTO_FIXTURE)).metadata();
  assert.equal(meta.format, 'jpeg');
  assert.ok(meta.orientation >= 5, `orientation ${meta.orientation} turns it a quarter`);
  assert.ok(meta.height > meta.width, 'stored on its side: taller than wide as stored');
  // The GPS block's pointer, tag 0x8825, in the byte order the block is written in ("II": little-endian).
  const gps = meta.exif.subarray(6, 8).toString('latin1') === 'II' ? Buffer.from([0x25, 0x88, 0x04, 0x00]) : Buffer.from([0x88, 0x25, 0x00, 0x04]);
  assert.ok(meta.exif.includes(gps), 'it has a GPS block');
});

test('no raster file in out/ carries metadata: no GPS position, camera, date, colour profile or XMP', { skip }, async () => {
  const rasters = filesUnder(OUT).filter((file) => RASTER.test(file));
  assert.ok(rasters.length > 50, `${rasters.length} raster files`);
  for (const file of rasters) {
    const meta = await sharp(readFileSync(file)).metadata();
    const rel = path.relative(OUT, file);
    for (const block of ['exif', 'icc', 'xmp', 'iptc']) assert.equal(meta[block], undefined, `${rel} has no ${block} block`);
    assert.ok(!meta.orientation || meta.orientation === 1, `${rel} needs no turning`);
  }
});

test('the photo is published upright, as it was taken (wider than tall, its marked top-left corner at the top left)', { skip }, async () => {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'build/pictures/manifest.json'), 'utf8'));
  const { paths } = await photoPictures();
  for (const src of paths) {
    const record = manifest[src];
    assert.ok(record, `the build derived ${src}`);
    assert.ok(record.width > record.height, `${src} is ${record.width} x ${record.height}`);
    for (const [format, files] of Object.entries(record.files)) {
      for (const [i, name] of files.entries()) {
        const bytes = readFileSync(path.join(OUT, '_next/static/pictures', name));
        const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
        assert.equal(info.width, record.widths[i], `${src} ${format} ${name}`);
        assert.ok(info.width > info.height, `${src} ${format} ${name} is upright (${info.width} x ${info.height})`);
        // The fixture's upright top-left corner is red, its top-right corner green (e2e/fixtures/photo).
        const at = (x, y) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
        const [r, g] = at(Math.floor(info.width * 0.02), Math.floor(info.height * 0.03));
        const [r2, g2] = at(Math.floor(info.width * 0.98), Math.floor(info.height * 0.03));
        assert.ok(r > 150 && g < 90, `${src} ${format} ${info.width}w: red at the top left (${r}, ${g})`);
        assert.ok(g2 > 150 && r2 < 90, `${src} ${format} ${info.width}w: green at the top right (${r2}, ${g2})`);
      }
    }
  }
});

test('every derived file is published, named by its content; its placeholder is at most 1 KB', { skip }, () => {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'build/pictures/manifest.json'), 'utf8'));
  for (const [src, record] of Object.entries(manifest)) {
    for (const name of Object.values(record.files).flat()) {
      const file = path.join(OUT, '_next/static/pictures', name);
      assert.ok(existsSync(file), `${src}: ${name} is published`);
      assert.ok(isNamedByContent(`pictures/${name}`, readFileSync(file)), `${name} is named by its content`);
    }
    assert.ok(!record.preview || record.preview.length <= 1024, `${src}: its preview is ${record.preview?.length} bytes`);
  }
});

test('no page names a raster file the build did not derive: every photo it shows is one of the derived files', { skip }, async () => {
  const { paths } = await photoPictures();
  let named = 0;
  for (const file of pageFilesUnder(OUT)) {
    const html = readFileSync(file, 'utf8');
    for (const [, attribute, value] of html.matchAll(/<(?:img|source)\b[^>]*?\s(src|srcSet|srcset)="([^"]*)"/g)) {
      for (const url of value.split(',').map((part) => part.trim().split(/\s+/)[0])) {
        if (!RASTER.test(url) || url.startsWith('data:')) continue;
        assert.match(url, /^\/_next\/static\/pictures\/[0-9a-f]{16}\.(avif|webp|jpg|png)$/, `${path.relative(OUT, file)} ${attribute} names ${url}`);
        named++;
      }
    }
    for (const src of paths) assert.ok(!html.includes(`src="${src}"`), `${path.relative(OUT, file)} shows ${src} as it was uploaded`);
  }
  assert.ok(named > 0, 'the pages show derived pictures');
});
