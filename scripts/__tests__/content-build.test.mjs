// Node test runner: an article added as a file reaches every place a visitor or a feed reader finds it.
// One real build (next build only, from a copy of content/ with the extra article, into its own folder, so
// out/ and the repository's content are never touched).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';

const EXPORT_DIR = 'out-content-test';
const SLUG = 'content-build-test-article';
const TITLE = 'Test article added as a file';

test('an article added as a file appears in the news list, its page, the feed and the sitemap', { timeout: 900_000 }, () => {
  const root = mkdtempSync(path.join(tmpdir(), 'content-build-'));
  try {
    cpSync('content', path.join(root, 'content'), { recursive: true });
    symlinkSync(path.resolve('public'), path.join(root, 'public'));
    writeFileSync(
      path.join(root, 'content/news', `${SLUG}.md`),
      [
        '---',
        'id: 9001',
        `title: ${TITLE}`,
        'summary: Written as a Markdown file, found everywhere after the next build.',
        'image: /news/trade-award.svg',
        // Newest of all, so it is on the first page of the list.
        'date: 2099-01-01',
        'author: Test Editor',
        'category: Events',
        '---',
        '',
        'First paragraph of the added article.',
        '',
        'Second paragraph of the added article.',
        '',
      ].join('\n'),
    );
    execFileSync('npx', ['next', 'build'], {
      stdio: 'pipe',
      env: { ...process.env, CONTENT_ROOT: root, NEXT_EXPORT_DIR: EXPORT_DIR, NEXT_TELEMETRY_DISABLED: '1' },
    });
    const read = (file) => readFileSync(path.join(EXPORT_DIR, file), 'utf8');

    assert.match(read('news-and-events.html'), new RegExp(TITLE));
    const page = read(`news-and-events/${SLUG}.html`);
    assert.match(page, new RegExp(`<h1[^>]*>${TITLE}</h1>`));
    assert.match(page, /Second paragraph of the added article\./);
    assert.match(read('news-and-events/feed.xml'), new RegExp(`/news-and-events/${SLUG}</link>`));
    assert.match(read('sitemap.xml'), new RegExp(`/news-and-events/${SLUG}</loc>`));
  } finally {
    rmSync(root, { recursive: true, force: true });
    if (existsSync(EXPORT_DIR)) rmSync(EXPORT_DIR, { recursive: true, force: true });
  }
});
