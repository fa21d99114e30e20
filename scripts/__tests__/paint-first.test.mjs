// Pages paint before their scripts load: what the build does to each page's script tags.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DATA_ATTRIBUTE, deferScripts, LOADER_SOURCE, loaderTag, movePageData, PLACEHOLDER_TYPE } from '../paint-first.mjs';

const page =
  '<html><head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>' +
  '<script src="/_next/static/chunks/a.js" async=""></script><script>document.documentElement.dataset.gate = "1"</script></head>' +
  '<body><p>Hello</p><script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
  '<script src="/_next/static/chunks/b.js" async=""></script><script type="application/ld+json">{}</script></body></html>';

test('turns each async script into a placeholder, in order, and adds the loader once', () => {
  const { html, count } = deferScripts(page);
  assert.equal(count, 2);
  const placeholders = [...html.matchAll(new RegExp(`<script type="${PLACEHOLDER_TYPE}" data-src="([^"]+)"></script>`, 'g'))].map((m) => m[1]);
  assert.deepEqual(placeholders, ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
  assert.doesNotMatch(html, /<script src="\/_next\/static\/chunks\/[ab]\.js"/);
  assert.doesNotMatch(html, /as="script"/);
  // The loader is written into the page, at the end of <body>, once.
  assert.equal(html.split(LOADER_SOURCE).length, 2);
  assert.ok(html.endsWith(`<script>${LOADER_SOURCE}</script></body></html>`));
});

test('leaves inline scripts, JSON-LD and the polyfills for old browsers as they are; a second run changes nothing', () => {
  const once = deferScripts(page).html;
  assert.match(once, /<script>document\.documentElement\.dataset\.gate = "1"<\/script>/);
  assert.match(once, /<script type="application\/ld\+json">\{\}<\/script>/);
  assert.match(once, /<script src="\/_next\/static\/chunks\/polyfills\.js" noModule=""><\/script>/);
  assert.equal(deferScripts(once).html, once);
});

test('a page without scripts to defer is left alone', () => {
  const plain = '<html><body><script src="/admin/cms-setup.js"></script></body></html>';
  assert.deepEqual(deferScripts(plain), { html: plain, count: 0 });
});

const data = (...parts) => parts.map((part) => `<script>self.__next_f.push(${JSON.stringify([1, part])})</script>`).join('');
const withData = `<html><head></head><body><p>Hi</p><script>(self.__next_f=self.__next_f||[]).push([0])</script>${data('1:"$Sreact.fragment"\n', '0:["$","p",null,{}]\n')}<script src="/_next/static/chunks/a.js" async=""></script></body></html>`;

test('takes the page data out of the HTML only when the router’s file holds exactly the same', () => {
  const moved = movePageData(withData, '1:"$Sreact.fragment"\n0:["$","p",null,{}]\n');
  assert.equal(moved.moved, true);
  assert.doesNotMatch(moved.html, /__next_f\.push\(\[1,/);
  // Next.js's own start of the data stays: its scripts read what the loader adds to it.
  assert.match(moved.html, /\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\)/);
  assert.deepEqual(movePageData(withData, '1:"$Sreact.fragment"\n'), { html: withData, moved: false });
  assert.deepEqual(movePageData(withData, undefined), { html: withData, moved: false });
  const otherKind = withData.replace(data('0:["$","p",null,{}]\n'), `<script>self.__next_f.push([2,"x"])</script>`);
  assert.equal(movePageData(otherKind, '1:"$Sreact.fragment"\n').moved, false);
});

test('the loader of a page without its data names the data file in its tag, and is the same script on every page', () => {
  const { html } = deferScripts(movePageData(withData, '1:"$Sreact.fragment"\n0:["$","p",null,{}]\n').html, { dataUrl: '/_next/static/data/0123456789abcdef.txt' });
  assert.ok(html.includes(`<script ${DATA_ATTRIBUTE}="/_next/static/data/0123456789abcdef.txt">${LOADER_SOURCE}</script></body>`));
  assert.equal(loaderTag(undefined), `<script>${LOADER_SOURCE}</script>`);
  // The page's own file is an attribute, so the script, and the hash the page's policy allows it by, is one.
  assert.doesNotMatch(LOADER_SOURCE, /_next\/static\/data/);
});

test('the loader says in the console when the page data cannot be loaded, after a second try', () => {
  assert.match(LOADER_SOURCE, /if \(attempt < 2\) return fetchData\(attempt \+ 1\);\s+console\.error\(/);
});
