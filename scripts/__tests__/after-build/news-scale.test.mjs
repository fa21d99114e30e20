// Node test runner: the scale bench of the news archive (npm run bench:news, scripts/news-scale.mjs) without its two
// builds, which take many minutes (the test command builds once): its content, a few generated articles in every
// edition, which the build's content check accepts; and its measurements over the test build's out/, with one
// run of each news interaction in the default edition.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';
import { TEST_CONTENT_ROOT } from '../../../e2e/support/test-content.mjs';
import { readLanguages } from '../../../lib/i18n/languages.mjs';
import { generateArticles } from '../../generate-articles.mjs';
import { countElements } from '../../news-scale.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SCRIPT = path.join(ROOT, 'scripts/news-scale.mjs');
const built = existsSync(path.join(ROOT, 'out/index.html')) && existsSync(TEST_CONTENT_ROOT);
const jiti = createJiti(import.meta.url);

/** The rows of a Markdown table in `text` whose first cell is `first`, as their cells. */
const rowsOf = (text, first) =>
  text
    .split('\n')
    .filter((line) => line.startsWith(`| ${first} |`))
    .map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()));

test('--content-only writes the site’s content with as many distinct generated articles as asked in every edition, and the content check accepts it', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'news-scale-'));
  const count = 7;
  try {
    execFileSync(process.execPath, [SCRIPT, '--content-only', `--articles=${count}`, `--work=${work}`], { cwd: ROOT, stdio: 'pipe', timeout: 60_000 });
    const root = path.join(work, 'content');
    const languages = readLanguages(root);
    for (const [i, language] of languages.entries()) {
      const folder = (base) => path.join(base, 'content', i === 0 ? '' : language.code, 'news');
      const expected = generateArticles({ count, lang: language.code });
      const titles = new Set();
      for (const [name, text] of Object.entries(expected)) {
        assert.equal(readFileSync(path.join(folder(root), name), 'utf8'), text, `${language.code}: ${name}`);
        titles.add(/^title: (.*)$/m.exec(text)[1]);
      }
      assert.equal(titles.size, count, `${language.code}: every generated article has a title of its own`);
      // Beside the site's own articles, which stay.
      for (const name of readdirSync(folder(ROOT))) assert.ok(existsSync(path.join(folder(root), name)), `${language.code}: ${name}`);
    }
    const check = spawnSync(process.execPath, [path.join(ROOT, 'scripts/check-content.mjs')], { cwd: ROOT, env: { ...process.env, CONTENT_ROOT: root }, encoding: 'utf8' });
    assert.equal(check.status, 0, check.stdout + check.stderr);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

test('the element count takes start tags, not what scripts, styles and comments hold', () => {
  assert.equal(countElements('<!doctype html><html><head><style>a<b{}</style><script>if (a<b) x("<p>")</script></head><body><!-- <p> --><p>a <b>b</b></p><br/></body></html>'), 8);
});

test('--no-build measures the test build: the news page, its index and feed, the host files’ rules and the three news interactions', { skip: !built && 'no out/: run npm run build:test first' }, async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'news-scale-'));
  const results = path.join(dir, 'RESULTS.md');
  const [language] = readLanguages(TEST_CONTENT_ROOT);
  try {
    execFileSync(process.execPath, [SCRIPT, '--no-build', `--languages=${language.code}`, '--interaction-runs=1', `--results=${results}`], { cwd: ROOT, stdio: 'pipe', timeout: 180_000 });
    const text = readFileSync(results, 'utf8').match(/<!-- bench:news-scale -->([\s\S]*)<!-- \/bench:news-scale -->/)?.[1] ?? '';
    // Its figures are the build's and the machine's: the test checks what the content fixes and the tables' shape.
    const { loadContent } = await jiti.import(path.join(ROOT, 'lib/content/load.ts'));
    const articles = loadContent(TEST_CONTENT_ROOT, language.code).news.length;
    const [edition, ...others] = rowsOf(text, language.code);
    assert.equal(others.length, 0, text);
    assert.equal(edition.length, 12, text);
    assert.equal(edition[1], String(articles), text);
    // The test content has articles for several pages of the list.
    assert.ok(Number(edition[2]) > 1, text);
    for (const cell of edition.slice(3)) assert.match(cell, /^[\d,]+(\.\d)?$/, text);
    for (const file of ['out/_redirects', 'out/_headers', 'build/nginx-pages.conf']) {
      const [row] = text.split('\n').filter((line) => line.startsWith(`| ${file}`));
      assert.match(row ?? '', /^\| [^|]+ \| [\d,]+( \([\d,]+\))? \| /, `${file}\n${text}`);
    }
    const interactions = text.split('\n').filter((line) => /^\| News /.test(line));
    assert.equal(interactions.length, 3, text);
    // Each was driven, and changed the list: its event and the time until the list was drawn are numbers.
    for (const row of interactions) assert.match(row, /^\| News [^|]+ \| \/news-and-events \| (< 16|\d+) \| \d+ \| \d+ \| (pass|FAIL) \|$/, text);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
