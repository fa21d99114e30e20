// Node test runner, over the test build's out/: each edition's feed holds its own newest articles, as many as the
// content says (content/texts/news.yml `feedSize`), or all of them when the edition has fewer. The counts are read
// from the test build's content.
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
const jiti = createJiti(import.meta.url);

test('each edition’s feed holds as many of its newest articles as the content says, or all when it has fewer', { skip }, async () => {
  const { contentLanguages, loadContent } = await jiti.import(path.join(ROOT, 'lib/content/load.ts'));
  for (const language of contentLanguages(TEST_CONTENT_ROOT)) {
    const content = loadContent(TEST_CONTENT_ROOT, language.code);
    const size = content.texts.news.feedSize;
    const articles = content.news;
    const feed = readFileSync(path.join(OUT, language.prefix, 'news-and-events/feed.xml'), 'utf8');
    const slugs = [...feed.matchAll(/<item>[\s\S]*?<link>[^<]*\/news-and-events\/([^<]+)<\/link>/g)].map((m) => m[1]);
    assert.equal(slugs.length, Math.min(size, articles.length), `${language.code}: ${articles.length} articles, ${size} in the feed at most`);
    // The newest: no article left out is dated after one the feed holds.
    const held = articles.filter((a) => slugs.includes(a.slug));
    assert.equal(held.length, slugs.length, `${language.code}: every item is an article of the edition`);
    const oldestHeld = held.map((a) => a.date).sort()[0];
    for (const article of articles.filter((a) => !slugs.includes(a.slug))) {
      assert.ok(article.date <= oldestHeld, `${language.code}: ${article.slug} (${article.date}) is newer than an article in the feed`);
    }
  }
});
