// Node test runner: the host rules, CSP hashing and the link checker (`node --test scripts/__tests__/`).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { inlineScriptHashes, pagePolicy } from '../csp.mjs';
import { MAX_DYNAMIC_REDIRECT_RULES, NOT_FOUND_TARGET, exactPathHeaders, redirectsFile, slashRules } from '../hosts/cloudflare.mjs';
import { netlifyConfig } from '../hosts/netlify.mjs';
import { assertNoSymlinks, resolvePath, spellingOf, symlinksUnder } from '../hosts/paths.mjs';
import {
  EDITION_PREFIXES,
  REDIRECT_SECTIONS,
  REDIRECT_STATUS,
  SECTION_ROOTS,
  cloudflarePattern,
  editionOf,
  notFoundPageOf,
  routeOfFile,
  sectionRedirect,
} from '../hosts/rules.mjs';
import { hostCommand, nginxConfig } from '../preview.mjs';
import { shareImagesAsPng } from '../share-images.mjs';
import { scratchFiles } from './support/scratch-files.mjs';

const site = (files) => scratchFiles('site-', files);

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
  const exact = rules.find(([from]) => !isDynamic(from) && from === pathname);
  if (exact) return { to: exact[1], status: exact[2] };
  for (const [from, to, status] of rules) {
    if (!isDynamic(from)) continue;
    const found = cloudflarePattern(from).exec(pathname);
    if (!found) continue;
    // Cloudflare fills the target's placeholders and :splat from the match.
    const names = [...from.matchAll(/:([A-Za-z]\w*)|\*/g)].map((m) => m[1] ?? 'splat');
    const values = Object.fromEntries(names.map((name, i) => [name, found[i + 1] ?? '']));
    return { to: to.replace(/:([A-Za-z]\w*)/g, (whole, name) => values[name] ?? whole), status };
  }
  return null;
}

/** A rule Cloudflare counts as dynamic: one with a splat or a placeholder. */
const isDynamic = (from) => from.includes('*') || /:[A-Za-z]/.test(from);

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
  // The file names of the pages the rules with a splat cannot answer go to their one URL, before any catch-all:
  // the home, the folder page (which answers without its slash) and the sections' pages.
  const redirects = {
    '/index': '/', '/index.html': '/',
    '/about-us/index': '/about-us', '/about-us/index.html': '/about-us', '/about-us/': '/about-us', '/services/': '/services',
    '/about-us/team/index': '/about-us/team', '/admin/': '/admin', '/admin/index': '/admin', '/admin/index.html': '/admin',
  };
  for (const [asked, to] of Object.entries(redirects)) assert.deepEqual(cloudflareMatch(rules, asked), { to, status: '308' }, asked);
  assert.deepEqual(cloudflareMatch(rules, '/admin'), { to: '/admin/', status: '200' });
  // Every other page's `…/index` and `…/index.html`, one rule each for all of them: a rewrite to the page's
  // `.html` name, which Cloudflare answers with a 308 to the page when its file exists and with 404 when it does
  // not (what Cloudflare then answers is modelled in host-scale.test.mjs and run by the host suite).
  for (const asked of ['/contact/index', '/contact/index.html', '/nope/index', '/a/b/index.html']) {
    const page = asked.replace(/\/index(\.html)?$/, '');
    assert.deepEqual(cloudflareMatch(rules, asked), { to: `${page}.html`, status: '200' }, asked);
  }
  assert.ok(existsSync(path.join(root, 'contact.html')));
  // The not-found page's own paths, and the `index` names the rewrite would lead to a page by another name,
  // answer 404 (a path with no file).
  for (const asked of ['/404', '/404.html', '/_not-found', '/_not-found.html', '/_not-found.txt', '/404/index', '/_not-found/index.html', '/index/index', '/admin/index/index.html']) {
    assert.deepEqual(cloudflareMatch(rules, asked), { to: NOT_FOUND_TARGET, status: '200' }, asked);
  }
  assert.equal(existsSync(path.join(root, NOT_FOUND_TARGET)), false);
  assert.deepEqual(cloudflareMatch(rules, '/about-us/nope/index'), { to: '/about-us', status: '301' });
  // Netlify: an existing file wins over an unforced rule, so only paths without a file reach a rule. A 200
  // rule is either a real file to itself (a page with its .html), the folder page's rewrite to its folder,
  // or a not-found rewrite; Netlify serves each alike.
  for (const [from, to] of rules.filter(([, , s]) => s === '200')) {
    if (to.endsWith(NOT_FOUND_TARGET)) continue;
    // The rewrite of every other `…/index` to its page's `.html` name, which Netlify answers with the page itself.
    if (/^\/\*\/index(\.html)?$/.test(from)) {
      assert.equal(to, '/:splat.html', from);
      continue;
    }
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
  assert.deepEqual(rules.slice(-2), [['/*/index', '/:splat.html', '200'], ['/*/index.html', '/:splat.html', '200']]);
});

/** A small export with every edition: its home (a folder page), a page, a section page, its own 404 page. */
function editionsSite() {
  const files = { 'index.html': 'home', 'about-us.html': 'a', 'about-us/team.html': 't', 'services.html': 's', '404.html': 'nf', '_not-found.html': 'nf' };
  for (const prefix of EDITION_PREFIXES) {
    const dir = prefix.slice(1);
    Object.assign(files, {
      [`${dir}/index.html`]: `home ${prefix}`,
      [`${dir}/about-us.html`]: 'a',
      [`${dir}/about-us/team.html`]: 't',
      [`${dir}/about-us/team.txt`]: 'rsc',
      [`${dir}/services.html`]: 's',
      [`${dir}/services/supply-chain.html`]: 'sc',
      [`${dir}/contact.html`]: 'c',
      [`${dir}/404.html`]: `nf ${prefix}`,
      [`${dir}/_not-found.html`]: 'nf',
    });
  }
  // The framework's files: one folder for every edition.
  files['_next/static/chunks/a.js'] = 'js';
  return site(files);
}

test('every edition has the sections of the default language under its prefix', () => {
  assert.ok(EDITION_PREFIXES.length > 0, 'content/languages.yml names editions beside the default');
  assert.deepEqual(SECTION_ROOTS, ['', ...EDITION_PREFIXES].flatMap((prefix) => REDIRECT_SECTIONS.map((section) => prefix + section)));
  for (const prefix of EDITION_PREFIXES) {
    assert.equal(editionOf(prefix), prefix);
    assert.equal(editionOf(`${prefix}/about-us`), prefix);
    assert.equal(editionOf(`${prefix}x/about-us`), '');
    assert.equal(notFoundPageOf(`${prefix}/nope`), `${prefix}/404.html`);
  }
  assert.equal(notFoundPageOf('/nope'), '/404.html');
});

test("resolvePath: each edition redirects its own sections, answers at its home's URL and 404s with its own page", () => {
  const root = editionsSite();
  for (const prefix of EDITION_PREFIXES) {
    const own404 = path.join(root, prefix, '404.html');
    // Its home answers at the prefix alone, as / does for the default language; its other names redirect there.
    assert.equal(resolvePath(root, prefix).file, path.join(root, prefix, 'index.html'));
    for (const variant of [`${prefix}/`, `${prefix}/index`, `${prefix}/index.html`]) assert.deepEqual(resolvePath(root, variant), { redirect: prefix, status: 308 }, variant);
    assert.equal(resolvePath(root, `${prefix}/about-us`).file, path.join(root, prefix, 'about-us.html'));
    assert.deepEqual(resolvePath(root, `${prefix}/about-us/`), { redirect: `${prefix}/about-us`, status: 308 });
    for (const section of REDIRECT_SECTIONS) {
      for (const unknown of [`${prefix}${section}/nope`, `${prefix}${section}/a/b/`, `${prefix}${section}/nope/index`, `${prefix}${section}/nope.png`]) {
        const answer = resolvePath(root, unknown);
        // A trailing slash is taken off first (308), then the section's rule applies.
        if (unknown.endsWith('/')) assert.deepEqual(answer, { redirect: unknown.slice(0, -1), status: 308 }, unknown);
        else assert.deepEqual(answer, { redirect: `${prefix}${section}`, status: REDIRECT_STATUS }, unknown);
      }
    }
    assert.equal(resolvePath(root, `${prefix}/services/supply-chain`).file, path.join(root, prefix, 'services/supply-chain.html'));
    // Its unknown paths, and its not-found page's own names, get its own page.
    for (const unknown of [`${prefix}/nope`, `${prefix}/nope/deeper`, `${prefix}/about-usx/team`, `${prefix}/nope/index`, `${prefix}/404`, `${prefix}/404.html`, `${prefix}/_not-found`, `${prefix}/_next/static/nope.js`, `${prefix}/..%5cx`]) {
      assert.equal(resolvePath(root, unknown).notFound, own404, unknown);
    }
    // The framework's files are the default's, at one address for every edition.
    assert.equal(resolvePath(root, `${prefix}/_next/static/chunks/a.js`).notFound, own404);
    assert.equal(resolvePath(root, '/_next/static/chunks/a.js').file, path.join(root, '_next/static/chunks/a.js'));
    // A path that only starts with the same letters is the default language's.
    assert.equal(resolvePath(root, `${prefix}x/nope`).notFound, path.join(root, '404.html'));
  }
  assert.equal(resolvePath(root, '/nope').notFound, path.join(root, '404.html'));
  // An export without an edition's 404.html answers with the default's.
  const bare = site({ 'index.html': 'home', '404.html': 'nf' });
  assert.equal(resolvePath(bare, `${EDITION_PREFIXES[0]}/nope`).notFound, path.join(bare, '404.html'));
});

test("_redirects with the editions: each edition's sections, home and not-found names, every exact rule before the first splat", () => {
  const root = editionsSite();
  const text = redirectsFile(root);
  const rules = text.split('\n').filter((l) => l && !l.startsWith('#')).map((l) => l.split(/\s+/));
  // Cloudflare counts every rule after the first with a splat as dynamic, and reads at most 100 of them.
  const firstSplat = rules.findIndex(([from]) => isDynamic(from));
  assert.ok(rules.slice(firstSplat).every(([from]) => isDynamic(from)), 'no exact rule after the first splat or placeholder');
  assert.ok(rules.length - firstSplat <= MAX_DYNAMIC_REDIRECT_RULES);
  for (const prefix of EDITION_PREFIXES) {
    for (const section of REDIRECT_SECTIONS) {
      assert.deepEqual(cloudflareMatch(rules, `${prefix}${section}/nope`), { to: `${prefix}${section}`, status: String(REDIRECT_STATUS) });
      assert.deepEqual(cloudflareMatch(rules, `${prefix}${section}/nope/index`), { to: `${prefix}${section}`, status: String(REDIRECT_STATUS) });
      assert.deepEqual(cloudflareMatch(rules, `${prefix}${section}/`), { to: `${prefix}${section}`, status: '308' });
    }
    for (const real of [`${prefix}/about-us/team`, `${prefix}/about-us/team.txt`, `${prefix}/services/supply-chain`]) {
      assert.deepEqual(cloudflareMatch(rules, real), { to: real, status: '200' }, real);
    }
    // Its home: served at the prefix (a rewrite to the folder), its other names sent there.
    assert.deepEqual(cloudflareMatch(rules, prefix), { to: `${prefix}/`, status: '200' });
    for (const variant of [`${prefix}/`, `${prefix}/index`, `${prefix}/index.html`]) assert.deepEqual(cloudflareMatch(rules, variant), { to: prefix, status: '308' }, variant);
    // Its not-found names go to a path with no file in the edition, so Cloudflare answers with the edition's
    // 404.html, the nearest up the tree; so does an `index` that names no page, rewritten to a `.html` name
    // that has no file in the edition.
    for (const asked of [`${prefix}/404`, `${prefix}/404.html`, `${prefix}/_not-found`, `${prefix}/_not-found.txt`, `${prefix}/404/index`, `${prefix}/index/index`]) {
      assert.deepEqual(cloudflareMatch(rules, asked), { to: `${prefix}${NOT_FOUND_TARGET}`, status: '200' }, asked);
    }
    assert.equal(existsSync(path.join(root, prefix, NOT_FOUND_TARGET)), false);
    assert.deepEqual(cloudflareMatch(rules, `${prefix}/nope/index`), { to: `${prefix}/nope.html`, status: '200' });
    assert.equal(existsSync(path.join(root, prefix, 'nope.html')), false);
    // Its pages outside the sections answer their `index` names by the same two rules as every edition's.
    assert.deepEqual(cloudflareMatch(rules, `${prefix}/contact/index`), { to: `${prefix}/contact.html`, status: '200' });
    // Other unknown paths meet no rule: Cloudflare's nearest 404.html is the edition's.
    assert.equal(cloudflareMatch(rules, `${prefix}/nope`), null);
    assert.equal(cloudflareMatch(rules, `${prefix}/contact`), null);
  }
  assert.deepEqual(cloudflareMatch(rules, '/nope/index'), { to: '/nope.html', status: '200' });
  // No rule names a page outside the sections: the file holds as many rules for an edition with a hundred more
  // articles.
  const more = editionsSite();
  for (const prefix of ['', ...EDITION_PREFIXES]) {
    for (let i = 0; i < 100; i++) {
      mkdirSync(path.join(more, prefix, 'news-and-events'), { recursive: true });
      writeFileSync(path.join(more, prefix, 'news-and-events', `article-${i}.html`), 'article');
    }
  }
  assert.equal(redirectsFile(more), text);
});

/**
 * What Netlify answers for `pathname` (its documented order): an existing file (a page with its .html, a
 * folder's index.html) first; else the first matching rule of `_redirects`, then of netlify.toml; else the
 * top-level 404.html, which is the only one Netlify serves by itself.
 */
function netlifyAnswer(root, redirects, toml, pathname) {
  const file = [pathname, `${pathname}.html`, path.join(pathname, 'index.html')].find((f) => existsSync(path.join(root, f)) && statSync(path.join(root, f)).isFile());
  if (file) return { file, status: 200 };
  const tomlRules = [...toml.matchAll(/\[\[redirects\]\]\s*from = "([^"]+)"\s*to = "([^"]+)"\s*status = (\d+)/g)].map((m) => [m[1], m[2], m[3]]);
  for (const [from, to, status] of [...redirects, ...tomlRules]) {
    const matches = from.includes('*') ? pathname.startsWith(from.slice(0, from.indexOf('*'))) && pathname.endsWith(from.slice(from.indexOf('*') + 1)) : from === pathname;
    if (matches) return status === '404' ? { file: to, status: 404 } : { to, status: Number(status) };
  }
  return { file: '/404.html', status: 404 };
}

test("Netlify: each edition's unknown paths get its own 404.html from netlify.toml, after every file and _redirects rule", () => {
  const root = editionsSite();
  const redirects = redirectsFile(root).split('\n').filter((l) => l && !l.startsWith('#')).map((l) => l.split(/\s+/));
  const toml = netlifyConfig();
  assert.match(toml, /^\[build\]\n {2}command = "npm run build"\n {2}publish = "out"$/m);
  const answer = (p) => netlifyAnswer(root, redirects, toml, p);
  for (const prefix of EDITION_PREFIXES) {
    for (const unknown of [`${prefix}/nope`, `${prefix}/nope/deeper`, `${prefix}/about-usx/team`]) assert.deepEqual(answer(unknown), { file: `${prefix}/404.html`, status: 404 }, unknown);
    assert.ok(existsSync(path.join(root, `${prefix}/404.html`)));
    assert.deepEqual(answer(`${prefix}/about-us/nope`), { to: `${prefix}/about-us`, status: REDIRECT_STATUS });
    assert.deepEqual(answer(`${prefix}/about-us/team`), { file: `${prefix}/about-us/team.html`, status: 200 });
    assert.deepEqual(answer(prefix), { file: `${prefix}/index.html`, status: 200 });
  }
  assert.deepEqual(answer('/nope'), { file: '/404.html', status: 404 });
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
    // (/about-us#/route: an address inside a page's own app, as /admin#/collections/… in the content manager.)
    'index.html': '<a href="/about-us#team">a</a><a href="/about-us#/route/inside">r</a><img src="/x.png"><a href="https://example.com/">e</a><a href="mailto:a@b.c">m</a>',
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

test('the preview server starts from any folder: it finds the project (its languages) from its own place', async () => {
  const { spawn } = await import('node:child_process');
  const { once } = await import('node:events');
  const root = site({ 'index.html': '<!doctype html><title>home</title>' });
  const script = path.resolve('scripts/serve.mjs');
  // Started from the temporary folder, which holds no content/languages.yml.
  const server = spawn(process.execPath, [script, '--port', '0', '--root', root], { cwd: tmpdir(), env: { ...process.env, CONTENT_ROOT: '' } });
  try {
    let output = '';
    server.stderr.on('data', (chunk) => (output += chunk));
    server.stdout.setEncoding('utf8');
    const [line] = await Promise.race([
      once(server.stdout, 'data'),
      once(server, 'exit').then(([code]) => assert.fail(`the server stopped (${code}): ${output}`)),
    ]);
    assert.match(line, /^Serving .* at http:\/\/127\.0\.0\.1:\d+/);
  } finally {
    server.kill();
  }
});

test('resolvePath: a path sent in another spelling than its own redirects to it in one step, so the host and the runtime read one edition', () => {
  const [edition = '/vi'] = EDITION_PREFIXES;
  const code = edition.slice(1);
  const encoded = `/%${code.charCodeAt(0).toString(16)}${code.slice(1)}`;
  const root = site({
    'index.html': 'home', 'about-us.html': 'a', 'about-us/team.html': 't', '404.html': 'nf', 'news/x.svg': '<svg/>',
    [`${edition.slice(1)}/index.html`]: 'vi home', [`${edition.slice(1)}/about-us.html`]: 'vi a', [`${edition.slice(1)}/404.html`]: 'vi nf',
  });
  const redirects = {
    // Encoded characters that need no encoding: the edition's prefix, a file's extension.
    [`${encoded}/about-us`]: `${edition}/about-us`,
    [encoded]: edition,
    [`${encoded}/`]: edition,
    '/news/x.sv%67': '/news/x.svg',
    '/news/x%2esvg': '/news/x.svg',
    '/news/x.%73vg': '/news/x.svg',
    // A dot segment made of an encoded slash: the English page, which the runtime would read as the edition's.
    [`${edition}/..%2fabout-us`]: '/about-us',
    [`${edition}/..%2F..%2Fabout-us/team`]: '/about-us/team',
    // Runs of slashes, anywhere.
    [`/${edition}/about-us`]: `${edition}/about-us`,
    [`${edition}//about-us`]: `${edition}/about-us`,
    '///about-us//team': '/about-us/team',
    '/about-us/team//': '/about-us/team',
    // The query stays with the caller (serve.mjs keeps it as sent).
    '/about-us/./team': '/about-us/team',
  };
  for (const [asked, to] of Object.entries(redirects)) assert.deepEqual(resolvePath(root, asked), { redirect: to, status: 308 }, asked);
  // An unknown path in another spelling: a redirect where the spelling shows the runtime another edition, a 404
  // at once where it shows the same one.
  assert.deepEqual(resolvePath(root, `${encoded}/nope`), { redirect: `${edition}/nope`, status: 308 });
  assert.deepEqual(resolvePath(root, `${edition}/..%2fnope`), { redirect: '/nope', status: 308 });
  assert.equal(resolvePath(root, '/n%6fpe').notFound, path.join(root, '404.html'));
  // Its own spelling is served as it is; what needs encoding stays encoded, in upper case.
  assert.equal(resolvePath(root, `${edition}/about-us`).file, path.join(root, edition.slice(1), 'about-us.html'));
  assert.equal(spellingOf('/a b/ä/%/x~(y)'), '/a%20b/%C3%A4/%25/x~(y)');
  assert.equal(spellingOf('/about-us/team'), '/about-us/team');
});

test('_redirects: runs of slashes collapse to one on Cloudflare, never into a path that names another host', () => {
  const rules = slashRules().map(([from, to, status]) => [from, to, String(status)]);
  /** Where Cloudflare's rules lead a path, redirect by redirect (at most five). */
  const follow = (asked) => {
    let current = asked;
    for (let hop = 0; hop < 5; hop++) {
      const match = cloudflareMatch(rules, current);
      if (!match || match.status === '200') return { path: current, rewrite: match?.to };
      // Every target is one slash and a segment, never `//host` or `/\host`.
      assert.match(match.to, /^\/[^/\\]/, `${asked}: ${match.to}`);
      current = match.to;
    }
    throw new Error(`${asked}: more than five redirects`);
  };
  const [edition = '/vi'] = EDITION_PREFIXES;
  for (const [asked, plain] of [
    [`/${edition}/about-us`, `${edition}/about-us`],
    [`//${edition}/about-us`, `${edition}/about-us`],
    [`///${edition}`, edition],
    [`${edition}//about-us`, `${edition}/about-us`],
    [`${edition}///about-us//team`, `${edition}/about-us/team`],
    ['/about-us/team//', '/about-us/team/'],
    ['//evil.example/x', '/evil.example/x'],
    ['//%5Cevil.example/x', '/%5Cevil.example/x'],
  ]) {
    assert.equal(follow(asked).path, plain, asked);
  }
  // A longer run at the start (no link makes one) is an unknown path.
  assert.deepEqual(follow('/////about-us'), { path: '/////about-us', rewrite: NOT_FOUND_TARGET });
  // Single slashes meet none of these rules.
  for (const plain of ['/', '/about-us', `${edition}/about-us/team`, '/a/b/c/d/e']) assert.equal(cloudflareMatch(rules, plain), null, plain);
});
