// Node test runner, over the test build's out/: the news list page carries one page of cards whatever the size of
// the archive, and no page carries the archive: the list page's HTML and its page data name no article of a later
// page, and a page that shows no article (About us) names none at all in its data. The test content has several
// pages of articles in English and Vietnamese (e2e/support/test-content.mjs), so an archive leaking into a page would
// show here.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';
import { TEST_CONTENT_ROOT } from '../../../e2e/support/test-content.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const OUT = path.join(ROOT, 'out');
const built = existsSync(path.join(OUT, 'index.html')) && existsSync(TEST_CONTENT_ROOT);
const skip = !built && 'no out/: run npm run build:test first';
const jiti = createJiti(import.meta.url, { fsCache: false });

/** A page's HTML and its data (the file its loader names in data-page-data, scripts/paint-first.mjs). */
function pageAndData(file) {
  const html = readFileSync(path.join(OUT, file), 'utf8');
  const data = /data-page-data="([^"]+)"/.exec(html)?.[1];
  assert.ok(data, `${file} names its data`);
  return { html, data: readFileSync(path.join(OUT, data), 'utf8') };
}

test('the news list page holds its own six cards and no later article, in HTML or data; a page without articles names none', { skip }, async () => {
  const { contentLanguages, loadContent } = await jiti.import(path.join(ROOT, 'lib/content/load.ts'));
  const { sortNewest } = await jiti.import(path.join(ROOT, 'lib/news/news.ts'));
  const { newsSettings } = await jiti.import(path.join(ROOT, 'lib/news/content.ts'));
  let paged = 0;
  for (const language of contentLanguages(TEST_CONTENT_ROOT)) {
    const articles = sortNewest(loadContent(TEST_CONTENT_ROOT, language.code).news);
    const later = articles.slice(newsSettings.pageSize);
    if (later.length) paged++;
    const list = pageAndData(path.join(language.prefix, 'news-and-events.html'));
    assert.equal(list.html.match(/<article[\s>]/g)?.length, Math.min(newsSettings.pageSize, articles.length), `${language.code}: cards in the list page`);
    for (const article of later) {
      for (const [what, text] of Object.entries(list)) assert.ok(!text.includes(`/news-and-events/${article.slug}`) && !text.includes(article.summary), `${language.code}: the list page's ${what} names ${article.slug}, of a later page`);
    }
    const about = pageAndData(path.join(language.prefix, 'about-us.html'));
    for (const article of articles) assert.ok(!about.data.includes(`/news-and-events/${article.slug}`), `${language.code}: /about-us's data names ${article.slug}`);
  }
  assert.ok(paged >= 2, 'the test content has several pages of articles in two editions at least');
});
