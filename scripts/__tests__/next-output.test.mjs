// The build's knowledge of Next.js's export (scripts/next-output.mjs), on small made-up exports: every framework
// file it rewrites is renamed by its new content and named so everywhere, and what it expects of Next.js fails
// loudly when it no longer holds.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import {
  BASE_PLACEHOLDER,
  assertNamedByContent,
  assertReferencesExist,
  contentHash,
  mergeOriginals,
  recordOriginals,
  renameRewritten,
  settleBasePath,
} from '../next-output.mjs';
import { scratchFiles } from './support/scratch-files.mjs';

/** A made-up export: `files` by path under it. */
const exportOf = (files) => scratchFiles('next-output-', files);
const read = (dir, file) => readFileSync(path.join(dir, file), 'utf8');
const chunks = (dir) => readdirSync(path.join(dir, '_next/static/chunks')).sort();

// a.js loads b.js on demand, c.js names nothing and is never rewritten; the page names a and b, its data b.
const site = () =>
  exportOf({
    '_next/static/chunks/aaaaaaaaaaaaa.js': 'load("static/chunks/bbbbbbbbbbbbb.js")',
    '_next/static/chunks/bbbbbbbbbbbbb.js': `var base = "${BASE_PLACEHOLDER}";`,
    '_next/static/chunks/ccccccccccccc.js': 'var c = 1;',
    '_next/static/BUILDID/_buildManifest.js': 'self.__BUILD_MANIFEST={}',
    'about-us.html': `<a href="${BASE_PLACEHOLDER}/team">Team</a><script src="/_next/static/chunks/aaaaaaaaaaaaa.js" async></script><script src="/_next/static/chunks/ccccccccccccc.js" async></script>`,
    'about-us.txt': '1:I["static/chunks/bbbbbbbbbbbbb.js"]',
  });

test('a rewritten file, and every file that names it, get names of their new contents, named so everywhere', (t) => {
  const dir = site();
  t.after(() => rmSync(dir, { recursive: true }));
  const originals = recordOriginals(dir);
  settleBasePath(dir, '/vi', ['/vi', '/zh'], 'vi');
  const renames = renameRewritten(dir, originals);
  const b = renames.get('chunks/bbbbbbbbbbbbb.js');
  const a = renames.get('chunks/aaaaaaaaaaaaa.js');
  assert.ok(b && a, 'both the rewritten chunk and the chunk that names it are renamed');
  assert.equal(renames.has('chunks/ccccccccccccc.js'), false, 'an untouched chunk keeps the name Next.js gave it');
  assert.equal(path.posix.basename(b, '.js'), contentHash(read(dir, `_next/static/${b}`)));
  assert.equal(path.posix.basename(a, '.js'), contentHash(read(dir, `_next/static/${a}`)));
  assert.ok(read(dir, `_next/static/${a}`).includes(path.posix.basename(b)), 'the loading chunk names the new file');
  assert.deepEqual(chunks(dir), [path.posix.basename(a), path.posix.basename(b), 'ccccccccccccc.js'].sort());
  assert.ok(read(dir, 'about-us.html').includes(`/_next/static/${a}`));
  assert.ok(read(dir, 'about-us.html').includes('<a href="/vi/team">'));
  assert.ok(read(dir, 'about-us.txt').includes(`static/${b}`));
  assertNamedByContent(dir, originals);
  assertReferencesExist(dir);
});

test('adding or removing a language gives the router a new name', (t) => {
  const names = [['/vi', '/zh'], ['/vi'], ['/vi', '/zh', '/th']].map((prefixes) => {
    const dir = site();
    t.after(() => rmSync(dir, { recursive: true }));
    const originals = recordOriginals(dir);
    settleBasePath(dir, '', prefixes, 'en');
    return renameRewritten(dir, originals).get('chunks/bbbbbbbbbbbbb.js');
  });
  assert.equal(new Set(names).size, 3, `one name for each list of languages: ${names.join(', ')}`);
  // And the same list always gives the same name: a build that changed nothing changes no name.
  const again = site();
  t.after(() => rmSync(again, { recursive: true }));
  const originals = recordOriginals(again);
  settleBasePath(again, '', ['/vi', '/zh'], 'en');
  assert.equal(renameRewritten(again, originals).get('chunks/bbbbbbbbbbbbb.js'), names[0]);
});

test('a file rewritten without a new name stops the build, and so does a name that points at no file', (t) => {
  const dir = site();
  t.after(() => rmSync(dir, { recursive: true }));
  const originals = recordOriginals(dir);
  writeFileSync(path.join(dir, '_next/static/chunks/ccccccccccccc.js'), '//# hint\nvar c = 1;');
  assert.throws(() => assertNamedByContent(dir, originals), /kept their names \(chunks\/ccccccccccccc\.js\)/);
  rmSync(path.join(dir, '_next/static/chunks/ccccccccccccc.js'));
  assert.throws(() => assertReferencesExist(dir), /_next\/static\/chunks\/ccccccccccccc\.js \(named by about-us\.html\)/);
});

test('what the build expects of Next.js fails by name: the stand-in base path, one name for one content, no cycles', (t) => {
  const plain = exportOf({ '_next/static/chunks/aaaaaaaaaaaaa.js': 'var base = "";', 'index.html': '<p>Hi</p>' });
  t.after(() => rmSync(plain, { recursive: true }));
  assert.throws(() => settleBasePath(plain, '/vi', ['/vi'], 'vi'), /\(vi edition\).*__edition__.*0 script/);
  const unquoted = exportOf({ '_next/static/chunks/aaaaaaaaaaaaa.js': `var base = ${BASE_PLACEHOLDER.length}+"${BASE_PLACEHOLDER}x";`, 'index.html': '<p>Hi</p>' });
  t.after(() => rmSync(unquoted, { recursive: true }));
  assert.throws(() => settleBasePath(unquoted, '/vi', ['/vi'], 'vi'), /\(vi edition\): _next\/static\/chunks\/aaaaaaaaaaaaa\.js names the stand-in/);
  assert.throws(() => mergeOriginals({ 'chunks/a.js': '1' }, { 'chunks/a.js': '2' }, 'zh'), /different contents under one name, _next\/static\/chunks\/a\.js, in the zh edition/);
  const cycle = exportOf({
    '_next/static/chunks/aaaaaaaaaaaaa.js': 'load("static/chunks/bbbbbbbbbbbbb.js")',
    '_next/static/chunks/bbbbbbbbbbbbb.js': 'load("static/chunks/aaaaaaaaaaaaa.js")',
  });
  t.after(() => rmSync(cycle, { recursive: true }));
  const originals = recordOriginals(cycle);
  writeFileSync(path.join(cycle, '_next/static/chunks/aaaaaaaaaaaaa.js'), '//# hint\nload("static/chunks/bbbbbbbbbbbbb.js")');
  assert.throws(() => renameRewritten(cycle, originals), /cycle \(chunks\/aaaaaaaaaaaaa\.js -> chunks\/bbbbbbbbbbbbb\.js -> chunks\/aaaaaaaaaaaaa\.js\)/);
  assert.ok(existsSync(path.join(cycle, '_next/static/chunks/aaaaaaaaaaaaa.js')));
});
