// node --test: scripts/pictures.mjs makes the pictures search engines ask for, on a scratch project of its own: each
// article picture (a photo or a drawing) cut to 16:9, 4:3 and 1:1, and the logo as a square PNG on the brand's navy,
// recorded for the pages' JSON-LD, kept in the cache, and published named by their content.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';
import sharp from 'sharp';
import { contentHash } from '../next-output.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SCRIPT = path.resolve(here, '../pictures.mjs');
const jiti = createJiti(import.meta.url);
const { CROP_SHAPES, LOGO_SIZE, SEARCH_IMAGES_FILE, SEARCH_IMAGE_MAX_BYTES, cropSize } = await jiti.import(path.resolve(here, '../../lib/pictures/search-images.ts'));
const { BRAND_COLORS } = await jiti.import(path.resolve(here, '../../lib/ui/design-tokens.ts'));

const dir = mkdtempSync(path.join(tmpdir(), 'search-images-'));
after(() => rmSync(dir, { recursive: true, force: true }));
const run = (...args) => execFileSync(process.execPath, [SCRIPT, ...args], { cwd: dir, env: { ...process.env, CONTENT_ROOT: dir }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const put = (rel, bytes) => {
  mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  writeFileSync(path.join(dir, rel), bytes);
};
const record = () => JSON.parse(readFileSync(path.join(dir, SEARCH_IMAGES_FILE), 'utf8'));
const file = (name) => readFileSync(path.join(dir, 'build/pictures/files', name));

/** A phone's photo stored on its side (600 x 400, turned upright by its tag): red on its stored left, blue on its right. */
const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#ff0000' } })
  .composite([{ input: await sharp({ create: { width: 300, height: 400, channels: 3, background: '#0000ff' } }).png().toBuffer(), left: 300, top: 0 }])
  .jpeg()
  .withMetadata({ orientation: 6 })
  .toBuffer();
const drawing = '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="1200" height="630" fill="#336699"/></svg>';
const logo = '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40"><rect x="10" y="10" width="140" height="20" fill="#ffffff"/></svg>';

test('cuts each article picture, photo or drawing, to 16:9, 4:3 and 1:1: upright, without metadata, within the budget', async () => {
  put('public/news/photo.jpg', photo);
  put('public/news/drawing.svg', drawing);
  put('public/news/no-size.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  put('public/brand/mark.svg', logo);
  put('public/team/someone.svg', drawing);
  const output = run();
  assert.match(output, /3 pictures copied for search engines .*, 3 made now/);
  const { crops, logos } = record();
  // The drawing sharp cannot draw is left to name itself; pictures outside the articles' folder get no crops.
  assert.deepEqual(Object.keys(crops).sort(), ['/news/drawing.svg', '/news/photo.jpg']);
  for (const [src, shapes] of Object.entries(crops)) {
    assert.deepEqual(Object.keys(shapes), Object.keys(CROP_SHAPES), src);
    for (const [shape, name] of Object.entries(shapes)) {
      const bytes = file(name);
      const meta = await sharp(bytes).metadata();
      assert.equal(meta.format, 'jpeg', `${src} ${shape}`);
      assert.deepEqual({ width: meta.width, height: meta.height }, cropSize(shape), `${src} ${shape}`);
      assert.ok(bytes.length <= SEARCH_IMAGE_MAX_BYTES, `${src} ${shape}: ${bytes.length} bytes`);
      assert.equal(meta.exif, undefined, `${src} ${shape}: no EXIF`);
      assert.equal(meta.orientation, undefined, `${src} ${shape}: no rotation left to apply`);
    }
  }
  // Upright: the photo's stored left (red) is its top once turned, its right (blue) the bottom.
  const square = await sharp(file(crops['/news/photo.jpg']['1x1'])).raw().toBuffer({ resolveWithObject: true });
  const pixel = (x, y) => [...square.data.subarray((y * square.info.width + x) * 3, (y * square.info.width + x) * 3 + 3)];
  assert.ok(pixel(600, 50)[0] > 200 && pixel(600, 50)[2] < 60, `top ${pixel(600, 50)}`);
  assert.ok(pixel(600, 1150)[2] > 200 && pixel(600, 1150)[0] < 60, `bottom ${pixel(600, 1150)}`);
  // The logo: a square PNG on the brand's navy, with the logo drawn in its middle.
  const png = await sharp(file(logos['/brand/mark.svg'])).raw().toBuffer({ resolveWithObject: true });
  assert.deepEqual([png.info.width, png.info.height, png.info.channels], [LOGO_SIZE, LOGO_SIZE, 3]);
  const hex = (x, y) => `#${[...png.data.subarray((y * LOGO_SIZE + x) * 3, (y * LOGO_SIZE + x) * 3 + 3)].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  assert.equal(hex(2, 2).toLowerCase(), BRAND_COLORS.navy.DEFAULT.toLowerCase());
  assert.equal(hex(LOGO_SIZE / 2, LOGO_SIZE / 2), '#ffffff');
});

test('a build with nothing new makes nothing again; publishing copies them named by their content', () => {
  assert.match(run(), /3 pictures copied for search engines .*, 0 made now/);
  put('out/index.html', '<!doctype html>');
  run('--publish');
  const { crops, logos } = record();
  for (const name of [...Object.values(crops).flatMap((shapes) => Object.values(shapes)), ...Object.values(logos)]) {
    const bytes = readFileSync(path.join(dir, 'out/_next/static/pictures', name));
    assert.equal(name, `${contentHash(bytes)}${path.extname(name)}`);
  }
});
