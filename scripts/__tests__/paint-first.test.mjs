// Pages paint before their scripts load: what the build does to each page's script tags.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { deferScripts, LOADER_SOURCE, PLACEHOLDER_TYPE } from '../paint-first.mjs';

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
