// Chrome compiles the site's script chunks off the main thread: what the build writes at the top of each.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { COMPILE_HINT, hintChunks, withCompileHint } from '../compile-hints.mjs';
import { writeFiles } from './support/scratch-files.mjs';

test('the hint is the first line of the script, once', () => {
  const source = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([]);';
  assert.equal(withCompileHint(source), `//# allFunctionsCalledOnLoad\n${source}`);
  assert.equal(withCompileHint(withCompileHint(source)), withCompileHint(source));
});

test('every chunk of every edition gets it; other scripts and files are left alone', () => {
  const out = mkdtempSync(path.join(tmpdir(), 'hints-'));
  try {
    const files = {
      '_next/static/chunks/a.js': 'a()',
      '_next/static/chunks/app/page-1.js': 'b()',
      '_next/static/chunks/site.css': 'p{}',
      'vi/_next/static/chunks/c.js': 'c()',
      'admin/sveltia-cms.js': 'cms()',
      '_next/static/media/font.js': 'not a chunk',
    };
    writeFiles(out, files);
    assert.equal(hintChunks(out), 3);
    const read = (rel) => readFileSync(path.join(out, rel), 'utf8');
    for (const rel of ['_next/static/chunks/a.js', '_next/static/chunks/app/page-1.js', 'vi/_next/static/chunks/c.js']) {
      assert.equal(read(rel), COMPILE_HINT + files[rel]);
    }
    for (const rel of ['_next/static/chunks/site.css', 'admin/sveltia-cms.js', '_next/static/media/font.js']) assert.equal(read(rel), files[rel]);
    // A second build step over the same folder writes nothing.
    assert.equal(hintChunks(out), 0);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
