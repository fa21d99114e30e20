// Node test runner, over the test build's out/: every share image (the picture a link preview shows) is 1200 x 630,
// at most 300 KB and carries no metadata; an article whose picture is a photo (the test content's phone photo,
// e2e/fixtures/content/news/) shares that photo, upright and cut to the share image's size, as a JPEG named .jpg,
// and its page names that file with its real type in every language.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { filesUnder } from '../../files.mjs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { parse as parseYaml } from 'yaml';
import { SHARE_IMAGE_MAX_BYTES } from '../../share-images.mjs';
import { TEST_CONTENT_ROOT } from '../../../e2e/support/test-content.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const OUT = path.join(ROOT, 'out');
const skip = !existsSync(path.join(OUT, 'index.html')) && 'no out/: run npm run build:test first';
const FIXTURE_NEWS = path.join(ROOT, 'e2e/fixtures/content/news');

const shareImages = () => filesUnder(OUT).filter((file) => /\/opengraph-image(\.\w+)?$/.test(file));

/** The test content's articles whose picture is a photo (a raster file), by their front matter. */
function photoArticles() {
  return readdirSync(FIXTURE_NEWS)
    .filter((name) => name.endsWith('.md'))
    .map((name) => ({ slug: name.replace(/\.md$/, ''), data: parseYaml(/^---\n([\s\S]*?)\n---/.exec(readFileSync(path.join(FIXTURE_NEWS, name), 'utf8'))[1]) }))
    .filter(({ data }) => /\.(jpe?g|png|webp|avif)$/i.test(data.image ?? ''));
}

function metaTags(html) {
  const tags = new Map();
  for (const m of html.matchAll(/<meta (?:property|name)="((?:og|twitter):[^"]+)" content="([^"]*)"/g)) tags.set(m[1], m[2].replace(/&amp;/g, '&'));
  return tags;
}

/** Mean difference per channel (0-255) of two pictures of the same size. */
async function difference(a, b) {
  const [x, y] = await Promise.all([a, b].map((input) => sharp(input).removeAlpha().raw().toBuffer()));
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i] - y[i]);
  return sum / x.length;
}

test('every share image is 1200 x 630, at most 300 KB, named by its type, and carries no metadata', { skip }, async () => {
  const files = shareImages();
  assert.ok(files.length > 20, `share images in out/: ${files.length}`);
  for (const file of files) {
    const where = path.relative(OUT, file);
    const bytes = readFileSync(file);
    assert.ok(bytes.length <= SHARE_IMAGE_MAX_BYTES, `${where}: ${bytes.length} bytes`);
    const meta = await sharp(bytes).metadata();
    assert.equal(`.${meta.format === 'jpeg' ? 'jpg' : meta.format}`, path.extname(file), `${where} is a ${meta.format}`);
    assert.deepEqual([meta.width, meta.height], [1200, 630], where);
    // No EXIF (camera, position, dates), colour profile, XMP, IPTC, orientation tag or text chunks (a PNG's comments).
    const kept = Object.entries({ exif: meta.exif, icc: meta.icc, xmp: meta.xmp, iptc: meta.iptc, orientation: meta.orientation, comments: meta.comments });
    assert.deepEqual(kept.filter(([, value]) => value !== undefined), [], `${where} has no metadata`);
  }
});

test('an article whose picture is a photo shares that photo: a JPEG cut from it, upright, named with its type by its page in every language', { skip }, async (t) => {
  const articles = photoArticles();
  if (!articles.length) return t.skip('the test content has no article whose picture is a photo');
  for (const { slug, data } of articles) {
    const photo = readFileSync(path.join(TEST_CONTENT_ROOT, 'public', data.image));
    // The photo as its share image must show it: turned upright by its tag, then cut from its middle.
    const expected = await sharp(photo).rotate().resize({ width: 1200, height: 630, fit: 'cover', position: 'centre' }).toBuffer();
    // Made from another picture (the photo as stored, on its side), it would not look alike.
    const sideways = await sharp(photo).resize({ width: 1200, height: 630, fit: 'cover', position: 'centre' }).toBuffer();
    const pages = filesUnder(OUT).filter((file) => file.endsWith(`/news-and-events/${slug}.html`));
    assert.ok(pages.length >= 1, `pages of ${slug}`);
    for (const page of pages) {
      const where = path.relative(OUT, page);
      const meta = metaTags(readFileSync(page, 'utf8'));
      const url = new URL(meta.get('og:image'));
      assert.match(url.pathname, /\/opengraph-image\.jpg$/, where);
      assert.equal(meta.get('og:image:type'), 'image/jpeg', where);
      assert.deepEqual([meta.get('og:image:width'), meta.get('og:image:height')], ['1200', '630'], where);
      assert.equal(meta.get('twitter:image'), meta.get('og:image'), where);
      const image = readFileSync(path.join(OUT, url.pathname));
      assert.equal((await sharp(image).metadata()).format, 'jpeg', where);
      const near = await difference(image, expected);
      const far = await difference(image, sideways);
      assert.ok(near < 6, `${where}: the share image differs from the upright photo by ${near.toFixed(1)} per channel`);
      assert.ok(far > near * 3, `${where}: the share image is as close to the photo on its side (${far.toFixed(1)}) as upright (${near.toFixed(1)})`);
    }
  }
});
