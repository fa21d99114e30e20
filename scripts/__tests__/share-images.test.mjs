// Node test runner: the postbuild step names each share image by what it holds (a drawn card .png, an article's
// photo .jpg), points Next.js's references at the right name, and refuses a share image too heavy for link previews.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { SHARE_IMAGE_MAX_BYTES, shareImageExtension, shareImagesAsPng } from '../share-images.mjs';
import { scratchFiles } from './support/scratch-files.mjs';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);

const site = (files) => scratchFiles('share-', files);

test('a share image is named by its bytes: PNG .png, JPEG .jpg, anything else refused', () => {
  assert.equal(shareImageExtension(PNG), '.png');
  assert.equal(shareImageExtension(JPEG), '.jpg');
  assert.equal(shareImageExtension(Buffer.from('GIF89a')), undefined);
});

test("an article's photo is named .jpg and every reference to it follows; the drawn cards stay .png", () => {
  const root = site({
    'news-and-events/photo/opengraph-image': JPEG,
    'news-and-events/drawn/opengraph-image': PNG,
    'news-and-events/photo.txt': '"url":"https://x.test/news-and-events/photo/opengraph-image?0123456789abcdef" "https://x.test/news-and-events/drawn/opengraph-image?fedcba9876543210"',
    'news-and-events/photo.html': '<meta property="og:image" content="https://x.test/news-and-events/photo/opengraph-image.jpg?0badc0de"/>',
  });
  assert.deepEqual(shareImagesAsPng(root), ['/news-and-events/drawn/opengraph-image.png', '/news-and-events/photo/opengraph-image.jpg']);
  assert.deepEqual(readFileSync(path.join(root, 'news-and-events/photo/opengraph-image.jpg')), JPEG);
  assert.equal(
    readFileSync(path.join(root, 'news-and-events/photo.txt'), 'utf8'),
    '"url":"https://x.test/news-and-events/photo/opengraph-image.jpg?0123456789abcdef" "https://x.test/news-and-events/drawn/opengraph-image.png?fedcba9876543210"',
  );
  // A page that names its photo itself keeps that name.
  assert.match(readFileSync(path.join(root, 'news-and-events/photo.html'), 'utf8'), /opengraph-image\.jpg\?0badc0de"/);
});

test('a share image heavier than link previews take stops the build', () => {
  const heavy = Buffer.concat([JPEG, Buffer.alloc(SHARE_IMAGE_MAX_BYTES)]);
  assert.throws(() => shareImagesAsPng(site({ 'opengraph-image': heavy })), /over the 307200/);
  assert.doesNotThrow(() => shareImagesAsPng(site({ 'opengraph-image': heavy.subarray(0, SHARE_IMAGE_MAX_BYTES) })));
});
