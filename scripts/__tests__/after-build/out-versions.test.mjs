// Node test runner, over the test build's out/: a page's HTML and the files it needs are always of one build. The
// page's data is in a file named by its content, cached as immutable; no framework file holds content its name
// does not stand for (the build renames what it rewrites); the router's own data files are revalidated.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { pageFilesUnder } from '../../hosts/paths.mjs';
import { CACHE, EDITION_PREFIXES, cacheControlOf } from '../../hosts/rules.mjs';
import { assertNamedByContent, assertReferencesExist, isNamedByContent, loadOriginals, runtimeBasePath } from '../../next-output.mjs';
import { DATA_ATTRIBUTE } from '../../paint-first.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const OUT = path.join(ROOT, 'out');
const built = existsSync(path.join(OUT, 'index.html'));
const skip = !built && 'no out/: run npm run build:test first';
const urlOf = (file) => '/' + path.relative(OUT, file).split(path.sep).join('/');

test('every page names its data by the data’s content, cached as immutable; the router’s own file is revalidated', { skip }, () => {
  let pages = 0;
  for (const file of pageFilesUnder(OUT)) {
    const router = file.replace(/\.html$/, '.txt');
    if (!existsSync(router) || /(^|\/)(404|_not-found)\.html$/.test(file)) continue;
    pages++;
    const url = new RegExp(`${DATA_ATTRIBUTE}="([^"]+)"`).exec(readFileSync(file, 'utf8'))?.[1];
    assert.ok(url, `${urlOf(file)} names its data file`);
    assert.match(url, /^\/_next\/static\/data\/[0-9a-f]{16}\.txt$/);
    const data = readFileSync(path.join(OUT, url));
    assert.ok(isNamedByContent(url, data), `${url} is named by its content`);
    assert.ok(data.equals(readFileSync(router)), `${url} holds ${urlOf(router)}, the data of the same build`);
    assert.equal(cacheControlOf(url), CACHE.immutable);
    assert.equal(cacheControlOf(urlOf(router)), CACHE.page, `${urlOf(router)} is revalidated on every visit`);
  }
  assert.ok(pages > 50, `${pages} pages with their data`);
});

test('no file under /_next/static holds content its name does not stand for; the rewritten router is renamed', { skip }, () => {
  assertNamedByContent(OUT, loadOriginals());
  assertReferencesExist(OUT);
  const chunks = path.join(OUT, '_next/static/chunks');
  const routers = readdirSync(chunks).filter((name) => name.endsWith('.js') && readFileSync(path.join(chunks, name), 'utf8').includes(runtimeBasePath(EDITION_PREFIXES)));
  assert.ok(routers.length > 0, 'a chunk reads the edition from the address');
  for (const name of routers) assert.ok(isNamedByContent(`chunks/${name}`, readFileSync(path.join(chunks, name))), `${name} is named by its rewritten content`);
});
