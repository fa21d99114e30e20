// node --test: scripts/pictures.mjs on a scratch project of its own. A picture is derived once, then read from the
// cache; a new picture costs only its own files; the published files are named by their content, and the
// original's copy in out/ keeps no GPS position.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { contentHash } from '../next-output.mjs';

const SCRIPT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../pictures.mjs');
const dir = mkdtempSync(path.join(tmpdir(), 'pictures-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const run = (...args) => execFileSync(process.execPath, [SCRIPT, ...args], { cwd: dir, env: { ...process.env, CONTENT_ROOT: dir }, encoding: 'utf8' });
const put = (rel, bytes) => {
  mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  writeFileSync(path.join(dir, rel), bytes);
};

/** A phone's photo: 600 x 400 as stored, tagged to be turned a quarter (upright 400 x 600), with a GPS position. */
const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#4a7ab0' } })
  .jpeg()
  .withMetadata({ orientation: 6 })
  .withExifMerge({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '10/1 46/1 3012/100' } })
  .toBuffer();
const logo = await sharp({ create: { width: 200, height: 64, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();

test('derives each raster picture once: upright, its widths in AVIF, WebP and a fallback; SVG is left alone', () => {
  put('public/news/photo.jpg', photo);
  put('public/partners/logo.png', logo);
  put('public/news/drawing.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  assert.match(run(), /2 raster pictures, 2 derived now, 0 from the cache/);
  const manifest = JSON.parse(readFileSync(path.join(dir, 'build/pictures/manifest.json'), 'utf8'));
  assert.deepEqual(Object.keys(manifest).sort(), ['/news/photo.jpg', '/partners/logo.png']);
  const picture = manifest['/news/photo.jpg'];
  assert.deepEqual([picture.width, picture.height], [400, 600]);
  assert.deepEqual(Object.keys(picture.files), ['avif', 'webp', 'jpeg']);
  assert.equal(Math.max(...picture.widths), 400, 'never wider than the source');
  assert.ok(picture.preview.length <= 1024);
  assert.equal(manifest['/partners/logo.png'].fallback, 'png', 'a transparent picture falls back to PNG');
  assert.equal(manifest['/partners/logo.png'].preview, undefined, 'no preview behind a transparent picture');
});

test('a build with no new picture derives nothing; a new one costs only its own files', () => {
  assert.match(run(), /2 raster pictures, 0 derived now, 2 from the cache/);
  put('public/team/portrait.jpg', photo);
  assert.match(run(), /3 raster pictures, 1 derived now, 2 from the cache/);
});

test('publishes every file named by its content, and the original in out/ as a stripped, upright copy', async () => {
  put('out/index.html', '<!doctype html>');
  put('out/news/photo.jpg', photo);
  run('--publish');
  const published = path.join(dir, 'out/_next/static/pictures');
  const files = readdirSync(published);
  assert.ok(files.length >= 9, `${files.length} files`);
  for (const name of files) assert.equal(name, `${contentHash(readFileSync(path.join(published, name)))}${path.extname(name)}`);
  const copy = await sharp(readFileSync(path.join(dir, 'out/news/photo.jpg'))).metadata();
  assert.equal(copy.exif, undefined, 'no GPS or other EXIF in the copy at the original’s address');
  assert.deepEqual([copy.width, copy.height], [400, 600]);
});
