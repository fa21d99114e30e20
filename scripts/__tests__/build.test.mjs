// The build's own steps (scripts/build.mjs), over made-up exports: the order of the editions, the placeholders and
// shared files an edition drops, and the merge of the framework's files that must never let one edition's file
// replace another's.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { EXPORT_PLACEHOLDERS, SHARED, buildOrder, mergeHashedFiles, removeCopiesOf, removePlaceholders, settleEdition } from '../build.mjs';
import { BASE_PLACEHOLDER } from '../next-output.mjs';
import { readLanguages } from '../../lib/i18n/languages.mjs';
import { scratchFiles } from './support/scratch-files.mjs';

const languages = readLanguages();

describe('the order of the editions', () => {
  const order = buildOrder(languages);

  test('every language is built once, the default language last, with the same stand-in base path', () => {
    assert.deepEqual(order.map((e) => e.language.code), [...languages.slice(1), languages[0]].map((l) => l.code));
    assert.deepEqual(order.map((e) => e.main), [...languages.slice(1).map(() => false), true]);
    for (const edition of order) assert.equal(edition.env.EDITION_BASE_PATH, BASE_PLACEHOLDER);
  });

  test('each other edition names its language, and only the default edition is type-checked', () => {
    for (const { language, main, env } of order) {
      assert.equal(env.NEXT_PUBLIC_SITE_LANGUAGE, main ? undefined : language.code);
      assert.equal(env.NEXT_SKIP_TYPECHECK, main ? undefined : '1');
    }
  });

  test('a site of one language builds one edition', () => {
    const [only] = buildOrder(languages.slice(0, 1));
    assert.equal(buildOrder(languages.slice(0, 1)).length, 1);
    assert.equal(only.main, true);
    assert.deepEqual(only.prefixes, []);
  });
});

describe('an edition export', () => {
  test('loses the list placeholder and its folder once empty, and keeps a real later page', () => {
    const placeholders = Object.fromEntries(EXPORT_PLACEHOLDERS.map((name) => [name.endsWith('/1') ? `${name}/index.html` : name, 'x']));
    const alone = scratchFiles('build-', { ...placeholders, 'news-and-events.html': 'list' });
    removePlaceholders(alone);
    assert.equal(existsSync(path.join(alone, 'news-and-events/page')), false);
    assert.equal(existsSync(path.join(alone, 'news-and-events.html')), true);

    const paged = scratchFiles('build-', { ...placeholders, 'news-and-events/page/2.html': 'page 2' });
    removePlaceholders(paged);
    assert.deepEqual(readdirSync(path.join(paged, 'news-and-events/page')), ['2.html']);
  });

  test("drops the copies of public/ and what the default edition keeps for all, but not its own pages", () => {
    const publicDir = scratchFiles('public-', { 'robots.txt': 'r', 'images/a.webp': 'a', 'images/logo/b.svg': 'b' });
    const out = scratchFiles('edition-', {
      'images/a.webp': 'a',
      'images/logo/b.svg': 'b',
      'images/own.webp': 'own',
      'about-us.html': `<a href="${BASE_PLACEHOLDER}/contact">`,
      '_next/static/chunks/router.js': `var base="${BASE_PLACEHOLDER}";`,
      ...Object.fromEntries(SHARED.map((name) => [name === 'admin' ? 'admin/index.html' : name, 'shared'])),
    });
    const [edition] = buildOrder(languages);
    settleEdition(out, edition, publicDir);
    assert.deepEqual(readdirSync(path.join(out, 'images')), ['own.webp']);
    for (const name of SHARED) assert.equal(existsSync(path.join(out, name)), false, name);
    assert.equal(readFileSync(path.join(out, 'about-us.html'), 'utf8'), `<a href="${edition.language.prefix}/contact">`);
  });

  test('removeCopiesOf leaves a folder that still holds a file of its own', () => {
    const like = scratchFiles('public-', { 'fonts/a.woff2': 'a' });
    const dir = scratchFiles('edition-', { 'fonts/a.woff2': 'a', 'fonts/b.woff2': 'b' });
    removeCopiesOf(like, dir);
    assert.deepEqual(readdirSync(path.join(dir, 'fonts')), ['b.woff2']);
  });
});

describe("merging an edition's framework files", () => {
  test('moves new files, counts identical ones as shared, and removes the edition folder', () => {
    const root = scratchFiles('merge-', {
      '_next/static/chunks/shared.js': 'same',
      'vi/_next/static/chunks/shared.js': 'same',
      'vi/_next/static/chunks/own.js': 'own',
    });
    const counts = mergeHashedFiles(path.join(root, 'vi/_next'), path.join(root, '_next'), root);
    assert.deepEqual(counts, { moved: 1, shared: 1 });
    assert.equal(readFileSync(path.join(root, '_next/static/chunks/own.js'), 'utf8'), 'own');
    assert.equal(existsSync(path.join(root, 'vi/_next')), false);
  });

  test('stops on a file name that holds different contents in two editions, naming the file', () => {
    const root = scratchFiles('merge-', { '_next/static/chunks/a.js': 'one', 'vi/_next/static/chunks/a.js': 'two' });
    assert.throws(() => mergeHashedFiles(path.join(root, 'vi/_next'), path.join(root, '_next'), root), /_next\/static\/chunks\/a\.js differs between editions/);
    assert.equal(readFileSync(path.join(root, '_next/static/chunks/a.js'), 'utf8'), 'one');
  });
});
