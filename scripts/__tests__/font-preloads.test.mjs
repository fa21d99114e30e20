// A page preloads the ranged font faces (Inter's Vietnamese letters) its main content needs, and only those.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mainText, rangedFontFaces, usesRanges, withFontPreloads } from '../font-preloads.mjs';

const css =
  '@font-face{font-family:inter;src:url(../media/latin.woff2)format("woff2")}' +
  '@font-face{unicode-range:U+102-103,U+300-301,U+1EA0-1EF9;font-family:interVietnamese;src:url(../media/vietnamese.woff2)format("woff2")}';
const sheets = { '/vi/_next/static/chunks/site.css': css, '/_next/static/chunks/site.css': css };
const faces = (href) => rangedFontFaces(sheets[href]);
const page = (sheet, main) =>
  `<html><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src 'self'"/>` +
  `<link rel="stylesheet" href="${sheet}" data-precedence="next"/></head><body><header>Đầu trang ạ</header>` +
  `<main id="main">${main}</main></body></html>`;

test('reads the faces that have a unicode-range, with their files and ranges', () => {
  assert.deepEqual(rangedFontFaces(css), [{ url: '../media/vietnamese.woff2', ranges: [[0x102, 0x103], [0x300, 0x301], [0x1ea0, 0x1ef9]] }]);
});

test('looks at the text of <main> only, without its scripts', () => {
  const html = page('/_next/static/chunks/site.css', '<h1>Chữ mẫu ạ ơ ư</h1><script>var s = "ạ"</script>');
  assert.match(mainText(html), /Chữ mẫu ạ ơ ư/);
  assert.doesNotMatch(mainText(html), /var s/);
  assert.equal(usesRanges('Chữ', [[0x1ea0, 0x1ef9]]), true);
  assert.equal(usesRanges('Plain heading', [[0x1ea0, 0x1ef9]]), false);
});

test('a page whose main content uses the letters preloads their font, from its edition, after the CSP', () => {
  const html = withFontPreloads(page('/vi/_next/static/chunks/site.css', '<h1>Chữ mẫu ạ ơ ư</h1>'), faces);
  const link = '<link rel="preload" href="/vi/_next/static/media/vietnamese.woff2" as="font" crossorigin="" type="font/woff2"/>';
  assert.ok(html.includes(`content="default-src 'self'"/>${link}<link rel="stylesheet"`));
  // Once: a second run adds nothing.
  assert.equal(withFontPreloads(html, faces), html);
});

test('a page whose main content does not use them (the header alone does) preloads nothing', () => {
  const html = page('/_next/static/chunks/site.css', '<h1>Plain heading</h1>');
  assert.equal(withFontPreloads(html, faces), html);
});
