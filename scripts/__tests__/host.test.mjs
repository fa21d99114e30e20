// Node test runner: the host rules, CSP hashing and the link checker (`node --test scripts/__tests__/`).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { inlineScriptHashes, pagePolicy } from '../csp.mjs';
import {
  NOT_FOUND_TARGET,
  REDIRECT_SECTIONS,
  assertNoSymlinks,
  exactPathHeaders,
  redirectsFile,
  resolvePath,
  routeOfFile,
  sectionRedirect,
  symlinksUnder,
} from '../host-rules.mjs';
import { hostCommand, nginxConfig } from '../preview.mjs';
import { shareImagesAsPng } from '../share-images.mjs';

function site(files) {
  const root = mkdtempSync(path.join(tmpdir(), 'site-'));
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), body);
  }
  return root;
}

test('resolvePath serves clean URLs, redirects unknown section pages and 404s the rest', () => {
  const root = site({ 'index.html': 'home', 'about-us.html': 'a', 'about-us/team.html': 't', '404.html': 'nf', 'x.png': 'p' });
  assert.equal(resolvePath(root, '/').file, path.join(root, 'index.html'));
  assert.equal(resolvePath(root, '/about-us').file, path.join(root, 'about-us.html'));
  assert.equal(resolvePath(root, '/about-us/team').file, path.join(root, 'about-us/team.html'));
  assert.deepEqual(resolvePath(root, '/about-us/nope'), { redirect: '/about-us', status: 301 });
  assert.deepEqual(resolvePath(root, '/services/a/b'), { redirect: '/services', status: 301 });
  assert.deepEqual(resolvePath(root, '/about-us/'), { redirect: '/about-us', status: 308 });
  assert.equal(resolvePath(root, '/nope').notFound, path.join(root, '404.html'));
  assert.equal(resolvePath(root, '/../etc/passwd').file, undefined);
  assert.equal(resolvePath(root, '/%2e%2e/secret').file, undefined);
  assert.equal(sectionRedirect('/about-usx/y', REDIRECT_SECTIONS), null);
  // A page asked for by its file name answers at its one URL.
  assert.deepEqual(resolvePath(root, '/about-us/team.html'), { redirect: '/about-us/team', status: 308 });
  assert.deepEqual(resolvePath(root, '/index.html'), { redirect: '/', status: 308 });
  assert.equal(resolvePath(root, '/nope.html').notFound, path.join(root, '404.html'));
});

test('resolvePath: a page answers at one URL; its file names redirect there, an index that names no page is unknown', () => {
  const root = site({ 'index.html': 'home', 'about-us.html': 'a', 'about-us/team.html': 't', 'admin/index.html': 'cms', 'admin/config.yml': 'c', '404.html': 'nf' });
  assert.equal(resolvePath(root, '/admin').file, path.join(root, 'admin/index.html'));
  assert.equal(resolvePath(root, '/admin/config.yml').file, path.join(root, 'admin/config.yml'));
  const redirects = {
    '/index': '/',
    '/index.html': '/',
    '/admin/': '/admin',
    '/admin/index': '/admin',
    '/admin/index.html': '/admin',
    '/about-us/index': '/about-us',
    '/about-us/index.html': '/about-us',
    '/about-us/team/index': '/about-us/team',
    '/about-us/team/index.html': '/about-us/team',
  };
  for (const [asked, to] of Object.entries(redirects)) assert.deepEqual(resolvePath(root, asked), { redirect: to, status: 308 }, asked);
  for (const unknown of ['/nope/index', '/nope/index.html', '/index/index', '/admin/index/index', '/404/index', '/_not-found/index']) {
    assert.equal(resolvePath(root, unknown).notFound, path.join(root, '404.html'), unknown);
  }
  assert.deepEqual(resolvePath(root, '/about-us/nope/index'), { redirect: '/about-us', status: 301 });
});

test('resolvePath follows no symbolic link in the served folder; the build and the Cloudflare preview refuse a folder with one', () => {
  const root = site({ 'index.html': 'home', 'about-us.html': 'a', '_headers': 'h', '404.html': 'nf', 'docs/a.txt': 'd' });
  const outside = site({ 'secret.txt': 's', 'secret.html': 's' });
  symlinkSync(path.join(outside, 'secret.txt'), path.join(root, 'outside.txt'));
  symlinkSync(path.join(outside, 'secret.html'), path.join(root, 'outside-page.html'));
  symlinkSync('_headers', path.join(root, 'host-file.txt'));
  symlinkSync('about-us.html', path.join(root, 'alias.html'));
  symlinkSync(outside, path.join(root, 'folder'));
  symlinkSync(path.join(root, 'docs'), path.join(root, 'docs-link'));
  for (const asked of ['/outside.txt', '/outside-page', '/host-file.txt', '/alias', '/folder/secret.txt', '/folder/secret', '/docs-link/a.txt']) {
    assert.equal(resolvePath(root, asked).file, undefined, asked);
  }
  assert.equal(resolvePath(root, '/docs/a.txt').file, path.join(root, 'docs/a.txt'));
  // A path through a file is no path.
  assert.equal(resolvePath(root, '/about-us.html/x').file, undefined);
  assert.deepEqual(symlinksUnder(root), ['alias.html', 'docs-link', 'folder', 'host-file.txt', 'outside-page.html', 'outside.txt']);
  assert.throws(() => assertNoSymlinks(root), /symbolic links \(alias\.html, docs-link, folder, host-file\.txt, outside-page\.html, …\)/);
  assert.throws(() => redirectsFile(root), /symbolic links/);
  assert.throws(() => hostCommand('cloudflare', { port: 4999, root }), /symbolic links/);
  assert.doesNotThrow(() => assertNoSymlinks(outside));
});

/**
 * The rule Cloudflare Pages applies to a path by `_redirects` (before it looks at files): an exact rule first,
 * else the first matching rule with a splat.
 */
function cloudflareMatch(rules, pathname) {
  const exact = rules.find(([from]) => !from.includes('*') && from === pathname);
  if (exact) return { to: exact[1], status: exact[2] };
  for (const [from, to, status] of rules) {
    if (!from.includes('*')) continue;
    const [head, tail] = from.split('*');
    if (pathname.startsWith(head) && pathname.endsWith(tail) && pathname.length >= head.length + tail.length) return { to, status };
  }
  return null;
}

test('one _redirects is right on Cloudflare Pages (rules first) and Netlify (files first)', () => {
  const root = site({
    'index.html': 'home', 'about-us.html': 'a', 'about-us/team.html': 't', 'about-us/team.txt': 'rsc',
    'about-us/team/__next._tree.txt': 'rsc', 'about-us/opengraph-image.png': 'p', 'services.html': 's',
    'services/documents/gear.svg': 'g', '404.html': 'nf', '_not-found.html': 'nf', '_not-found.txt': 'rsc',
    'contact.html': 'c', 'admin/index.html': 'cms', 'admin/config.yml': 'c',
  });
  const text = redirectsFile(root);
  const rules = text.split('\n').filter((l) => l && !l.startsWith('#')).map((l) => l.split(/\s+/));
  for (const rule of rules) {
    assert.equal(rule.length, 3, rule.join(' '));
    // Netlify's grammar: no forced rule (a "!" would shadow real files there), statuses both hosts accept.
    assert.match(rule[2], /^(200|301|308)$/, rule.join(' '));
  }
  // Cloudflare: every real file and page is served as it is; unknown paths go to the section root.
  for (const real of ['/about-us/team', '/about-us/team.txt', '/about-us/team/__next._tree.txt', '/about-us/opengraph-image.png', '/services/documents/gear.svg']) {
    assert.deepEqual(cloudflareMatch(rules, real), { to: real, status: '200' }, real);
  }
  assert.deepEqual(cloudflareMatch(rules, '/about-us/team.html'), { to: '/about-us/team', status: '308' });
  assert.deepEqual(cloudflareMatch(rules, '/about-us/team/'), { to: '/about-us/team', status: '308' });
  assert.deepEqual(cloudflareMatch(rules, '/about-us/nope'), { to: '/about-us', status: '301' });
  assert.deepEqual(cloudflareMatch(rules, '/services/nope/deeper'), { to: '/services', status: '301' });
  assert.equal(cloudflareMatch(rules, '/about-us'), null);
  assert.equal(cloudflareMatch(rules, '/contact'), null);
  assert.equal(cloudflareMatch(rules, '/admin/config.yml'), null);
  // Every page's file names go to its one URL, before any catch-all; the folder page answers without its slash.
  const redirects = {
    '/index': '/', '/index.html': '/', '/contact/index': '/contact', '/contact/index.html': '/contact',
    '/about-us/index': '/about-us', '/about-us/index.html': '/about-us', '/about-us/': '/about-us', '/services/': '/services',
    '/about-us/team/index': '/about-us/team', '/admin/': '/admin', '/admin/index': '/admin', '/admin/index.html': '/admin',
  };
  for (const [asked, to] of Object.entries(redirects)) assert.deepEqual(cloudflareMatch(rules, asked), { to, status: '308' }, asked);
  assert.deepEqual(cloudflareMatch(rules, '/admin'), { to: '/admin/', status: '200' });
  // The not-found page's own paths, and an `index` that names no page, answer 404 (a path with no file).
  for (const asked of ['/404', '/404.html', '/_not-found', '/_not-found.html', '/_not-found.txt', '/nope/index', '/a/b/index']) {
    assert.deepEqual(cloudflareMatch(rules, asked), { to: NOT_FOUND_TARGET, status: '200' }, asked);
  }
  assert.equal(existsSync(path.join(root, NOT_FOUND_TARGET)), false);
  assert.deepEqual(cloudflareMatch(rules, '/about-us/nope/index'), { to: '/about-us', status: '301' });
  // Netlify: an existing file wins over an unforced rule, so only paths without a file reach a rule. A 200
  // rule is either a real file to itself (a page with its .html), the folder page's rewrite to its folder,
  // or a not-found rewrite; Netlify serves each alike.
  for (const [from, to] of rules.filter(([, , s]) => s === '200')) {
    if (to === NOT_FOUND_TARGET) continue;
    if (to === `${from}/`) {
      assert.ok(existsSync(path.join(root, from, 'index.html')), from);
      continue;
    }
    assert.equal(from, to);
    assert.ok(existsSync(path.join(root, from)) || existsSync(path.join(root, `${from}.html`)), from);
  }
  // The catch-all of each section comes after every rule of its real files and pages (Netlify reads in order).
  const catchAll = rules.findIndex(([from]) => from === '/about-us/*');
  assert.ok(rules.slice(catchAll + 1).every(([from]) => !from.startsWith('/about-us/')));
  assert.deepEqual(rules.at(-1), ['/*/index', NOT_FOUND_TARGET, '200']);
});

test('exactPathHeaders reads the per-page headers of a _headers file, leaving splat rules out', () => {
  const headers = exactPathHeaders("# c\n/*\n  X-Frame-Options: DENY\n\n/about-us\n  Content-Security-Policy: default-src 'self'; script-src 'self'\n/:page/x\n  A: b\n");
  assert.deepEqual(headers, { '/about-us': { 'Content-Security-Policy': "default-src 'self'; script-src 'self'" } });
  assert.equal(routeOfFile('/index.html'), '/');
  assert.equal(routeOfFile('/about-us/team.html'), '/about-us/team');
  assert.equal(routeOfFile('/x.png'), '/x.png');
});

test('the nginx preview runs deploy/nginx.conf on a loopback port with the build\'s paths', () => {
  const conf = nginxConfig({ port: 4999, root: '/tmp/site', pagesConf: '/tmp/pages.conf', prefix: '/tmp/p' });
  assert.match(conf, /listen 127\.0\.0\.1:4999;/);
  assert.doesNotMatch(conf, /listen\s+(80|\[::\])/);
  assert.match(conf, /root \/tmp\/site;/);
  assert.match(conf, /include \/tmp\/pages\.conf;/);
  assert.match(conf, /pid \/tmp\/p\/nginx\.pid;/);
  assert.match(conf, /server_tokens off;/);
  assert.match(conf, /disable_symlinks on from=\$document_root;/);
});

test('inline script hashes cover executable scripts only', () => {
  const body = 'console.log(1)';
  const html = `<script>${body}</script><script src="/a.js"></script><script type="application/ld+json">{"a":1}</script>`;
  const expected = `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
  assert.deepEqual(inlineScriptHashes(html), [expected]);
  const policy = pagePolicy([expected], { emailjs: 'https://api.emailjs.com', tiles: 'https://tile.openstreetmap.org' });
  assert.match(policy, new RegExp(`script-src 'self' ${expected.replace(/[+/]/g, '\\$&')}`));
  assert.doesNotMatch(/script-src[^;]*/.exec(policy)[0], /unsafe/);
  assert.match(policy, /frame-ancestors 'none'/);
  assert.doesNotMatch(pagePolicy([], { emailjs: 'a', tiles: 'b' }, { forMeta: true }), /frame-ancestors/);
});

test('the link checker passes a sound site and fails on a broken link, a missing anchor and a redirecting link', () => {
  const checker = path.resolve('scripts/check-links.mjs');
  const good = site({
    'index.html': '<a href="/about-us#team">a</a><img src="/x.png"><a href="https://example.com/">e</a><a href="mailto:a@b.c">m</a>',
    'about-us.html': '<h2 id="team">T</h2>',
    'x.png': 'p',
    '404.html': '<a href="/">home</a>',
  });
  const output = execFileSync('node', [checker, good], { encoding: 'utf8' });
  assert.match(output, /external: https:\/\/example.com\//);
  for (const bad of ['<a href="/missing">x</a>', '<a href="/about-us#nope">x</a>', '<img src="/about-us/gone.png">']) {
    const root = site({ 'index.html': bad, 'about-us.html': '<h2 id="team">T</h2>', '404.html': '' });
    assert.throws(() => execFileSync('node', [checker, root], { stdio: 'pipe' }), /Command failed/);
  }
});

test('the link checker follows share image meta tags to their files', () => {
  const checker = path.resolve('scripts/check-links.mjs');
  const meta = (url) => `<meta property="og:image" content="${url}"/><meta name="twitter:image" content="${url}"/>`;
  const good = site({ 'index.html': meta('https://www.example.com/opengraph-image.png?ab12cd34'), 'opengraph-image.png': 'p', '404.html': '' });
  execFileSync('node', [checker, good], { stdio: 'pipe' });
  const bad = site({ 'index.html': meta('https://www.example.com/og-missing.png'), '404.html': '' });
  assert.throws(() => execFileSync('node', [checker, bad], { stdio: 'pipe' }), /Command failed/);
});

test('share images get a .png name and every reference follows', () => {
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('rest')]);
  const root = site({
    'opengraph-image': '',
    'about-us/opengraph-image': '',
    'about-us.html': '<meta property="og:image" content="https://x.test/about-us/opengraph-image?0123456789abcdef"/><a href="/about-us/opengraph-image-guide">g</a>',
    'about-us.txt': '"url":"https://x.test/about-us/opengraph-image?0123456789abcdef"',
    'index.html': '<meta property="og:image" content="https://x.test/opengraph-image?fedcba9876543210"/>',
  });
  writeFileSync(path.join(root, 'opengraph-image'), png);
  writeFileSync(path.join(root, 'about-us/opengraph-image'), png);
  assert.deepEqual(shareImagesAsPng(root), ['/about-us/opengraph-image.png', '/opengraph-image.png']);
  assert.equal(existsSync(path.join(root, 'about-us/opengraph-image')), false);
  assert.deepEqual(readFileSync(path.join(root, 'about-us/opengraph-image.png')), png);
  assert.equal(
    readFileSync(path.join(root, 'about-us.html'), 'utf8'),
    '<meta property="og:image" content="https://x.test/about-us/opengraph-image.png?0123456789abcdef"/><a href="/about-us/opengraph-image-guide">g</a>',
  );
  assert.match(readFileSync(path.join(root, 'about-us.txt'), 'utf8'), /opengraph-image\.png\?0123456789abcdef/);
  assert.match(readFileSync(path.join(root, 'index.html'), 'utf8'), /\/opengraph-image\.png\?fedcba9876543210/);
  // Run twice (a re-run of postbuild): nothing left to rename, nothing renamed twice.
  assert.deepEqual(shareImagesAsPng(root), []);
  assert.doesNotMatch(readFileSync(path.join(root, 'index.html'), 'utf8'), /\.png\.png/);
  // Anything but a PNG under that name is a build defect.
  const broken = site({ 'opengraph-image': '<html>' });
  assert.throws(() => shareImagesAsPng(broken), /not a PNG/);
});
