// Node test runner: every host file says what scripts/host-rules.mjs says. A committed generated file that is
// stale or a header value written by hand into deploy/nginx.conf fails here; what each host then answers is
// the host suite's (e2e/hosts/).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { BASELINE_POLICY, pagePolicy } from '../csp.mjs';
import {
  CACHE,
  COMMITTED_HOST_FILES,
  HOST_FILES,
  REDIRECT_SECTIONS,
  REDIRECT_STATUS,
  SECURITY_HEADERS,
  headersFile,
  nginxRules,
} from '../host-rules.mjs';

const EXPECTED = { ...SECURITY_HEADERS, 'Content-Security-Policy': BASELINE_POLICY };
const PAGE_POLICY = pagePolicy(["'sha256-abc'"], { emailjs: 'https://api.emailjs.com', tiles: 'https://tile.openstreetmap.org' });
const PAGES = [
  { file: '/index.html', route: '/', policy: PAGE_POLICY, extra: {} },
  { file: '/about-us/team.html', route: '/about-us/team', policy: PAGE_POLICY, extra: {} },
  { file: '/404.html', route: '/404', policy: PAGE_POLICY, extra: {} },
];

/** The header rules of a `_headers` text, splat rules included: { '/*': { name: value } }. */
function headerRules(text) {
  const rules = {};
  let current = null;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) current = rules[line.trim()] ??= {};
    else current[line.slice(0, line.indexOf(':')).trim()] = line.slice(line.indexOf(':') + 1).trim();
  }
  return rules;
}

/** nginx `add_header` lines of a block of text: { name: value }. */
function nginxHeaders(text) {
  return Object.fromEntries([...text.matchAll(/add_header ([\w-]+) "([^"]*)" always;/g)].map((m) => [m[1], m[2]]));
}

test('every committed generated host file is what scripts/host-rules.mjs generates now', () => {
  for (const [file, generate] of Object.entries(COMMITTED_HOST_FILES)) {
    assert.equal(readFileSync(file, 'utf8'), generate(), `${file} is stale: run "npm run host-files" and commit it`);
  }
});

test('deploy/nginx.conf writes no header, section or host file by hand; it includes the generated rules', () => {
  const conf = readFileSync('deploy/nginx.conf', 'utf8');
  assert.doesNotMatch(conf, /add_header/);
  for (const value of [...Object.values(EXPECTED), CACHE.immutable]) assert.ok(!conf.includes(value), `deploy/nginx.conf repeats "${value}"`);
  for (const section of REDIRECT_SECTIONS) assert.ok(!conf.includes(`location ${section}`), `deploy/nginx.conf repeats ${section}`);
  assert.doesNotMatch(conf, /_redirects/);
  assert.match(conf, /^\s*include \/etc\/nginx\/apexbridge-pages\.conf;/m);
});

test('out/_headers carries the rules: security headers and baseline everywhere, caching, each page its policy', () => {
  const rules = headerRules(headersFile(PAGES));
  assert.deepEqual(rules['/*'], EXPECTED);
  assert.deepEqual(rules['/_next/static/*'], { 'Cache-Control': CACHE.immutable });
  assert.deepEqual(rules['/about-us/team'], { 'Content-Security-Policy': PAGE_POLICY });
  assert.deepEqual(rules['/about-us/team.html'], { 'Content-Security-Policy': PAGE_POLICY });
  // The committed deploy/_headers is the common part of every build's out/_headers.
  assert.ok(headersFile(PAGES).startsWith(readFileSync('deploy/_headers', 'utf8')));
});

test('the nginx include carries the same rules in every location that sets headers', () => {
  const conf = nginxRules(PAGES);
  const server = conf.slice(0, conf.search(/^location/m));
  assert.deepEqual(nginxHeaders(server), EXPECTED);
  const blocks = [...conf.matchAll(/^location ([^{]+)\{\n([\s\S]*?)^\}/gm)].map((m) => ({ where: m[1].trim(), body: m[2] }));
  const byWhere = Object.fromEntries(blocks.map((b) => [b.where, nginxHeaders(b.body)]));
  assert.deepEqual(byWhere['/_next/static/'], { ...EXPECTED, 'Cache-Control': CACHE.immutable });
  assert.deepEqual(byWhere['= /about-us/team'], { ...SECURITY_HEADERS, 'Cache-Control': CACHE.page, 'Content-Security-Policy': PAGE_POLICY });
  assert.deepEqual(byWhere['= /404.html'], { ...SECURITY_HEADERS, 'Cache-Control': CACHE.page, 'Content-Security-Policy': PAGE_POLICY });
  for (const section of REDIRECT_SECTIONS) {
    assert.match(conf, new RegExp(`location ${section}/ \\{ try_files \\$uri \\$uri\\.html (@\\w+); \\}`));
    const named = new RegExp(`location ${section}/ \\{ try_files \\$uri \\$uri\\.html (@\\w+); \\}`).exec(conf)[1];
    assert.ok(conf.includes(`location ${named} { return ${REDIRECT_STATUS} ${section}$is_args$args; }`), section);
  }
  for (const file of HOST_FILES) assert.ok(new RegExp(/location ~ (\S+) \{ return 404; \}/.exec(conf)[1]).test(file), file);
});
