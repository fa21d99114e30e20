// The bench's "JS on load" column: only the module scripts a page names count, once each, gzip-compressed.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { htmlFileOf, pageScriptBytes } from '../page-weight.mjs';

test('counts each module script once and skips the noModule polyfills', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'page-weight-'));
  try {
    mkdirSync(path.join(dir, '_next/static/chunks'), { recursive: true });
    const app = 'console.log("app");'.repeat(50);
    writeFileSync(path.join(dir, '_next/static/chunks/app.js'), app);
    writeFileSync(path.join(dir, '_next/static/chunks/polyfills.js'), 'var polyfill = 1;'.repeat(500));
    writeFileSync(
      path.join(dir, 'about.html'),
      '<html><head><script src="/_next/static/chunks/app.js" async=""></script>' +
        '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>' +
        '<body><script src="/_next/static/chunks/app.js" async=""></script><script>self.inline = 1</script></body></html>',
    );
    assert.equal(pageScriptBytes(dir, 'about.html'), gzipSync(app, { level: 9 }).length);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a route maps to its exported HTML file', () => {
  assert.equal(htmlFileOf('/'), 'index.html');
  assert.equal(htmlFileOf('/services/dfm-cad'), 'services/dfm-cad.html');
});
