// Node test runner: the host rules stay one definition that every host file is written from. scripts/hosts/rules.mjs
// depends on no writer (the 404 page's redirect bundles it, and a writer's syntax never becomes a rule), each
// writer reads the rules and no other host's writer, and the build's report counts each file as its host does.
// What each file says is host.test.mjs's, host-files.test.mjs's and host-scale.test.mjs's.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { pagePolicy } from '../csp.mjs';
import { MAX_DYNAMIC_REDIRECT_RULES, MAX_HEADER_RULES, headerRulePaths, headersFile, redirectRuleCounts } from '../hosts/cloudflare.mjs';
import { netlifyConfig, netlifyRuleCount } from '../hosts/netlify.mjs';
import { nginxLocationCounts, nginxRules } from '../hosts/nginx.mjs';
import { hostFilesReport } from '../hosts/report.mjs';
import { EDITION_PREFIXES } from '../hosts/rules.mjs';

const HOSTS = fileURLToPath(new URL('../hosts/', import.meta.url));
const ORIGINS = { emailjs: 'https://api.emailjs.com', tiles: 'https://tile.openstreetmap.org' };

/** The modules of scripts/ and lib/ a module of scripts/hosts/ imports, as paths from scripts/hosts/. */
const importsOf = (name) =>
  [...readFileSync(path.join(HOSTS, name), 'utf8').matchAll(/^import [^;]*? from '(\.[^']+)';$/gm)].map((m) => m[1]);

test('rules.mjs imports no writer and no file walking; each writer reads the rules, never another host’s writer', () => {
  assert.deepEqual(importsOf('rules.mjs').sort(), ['../../lib/i18n/editions.mjs', '../../lib/i18n/languages.mjs', '../csp.mjs']);
  assert.ok(!importsOf('paths.mjs').some((from) => /^\.\/(cloudflare|nginx|netlify|report)\.mjs$/.test(from)), 'paths.mjs imports a writer');
  const writers = ['cloudflare.mjs', 'nginx.mjs', 'netlify.mjs'];
  for (const writer of writers) {
    const imports = importsOf(writer);
    assert.ok(imports.includes('./rules.mjs'), `${writer} reads the rules`);
    for (const other of writers) assert.ok(!imports.includes(`./${other}`), `${writer} imports ${other}`);
  }
});

test("the build's report counts every host file as its host does, and names how far each is from its limit", () => {
  const policy = pagePolicy(["'sha256-abc'"], ORIGINS);
  const pages = [
    { file: '/index.html', route: '/', policy, extra: {} },
    { file: '/about-us.html', route: '/about-us', policy, extra: {} },
    { file: '/news-and-events/a.html', route: '/news-and-events/a', policy, extra: {} },
    { file: '/news-and-events/b.html', route: '/news-and-events/b', policy, extra: {} },
  ];
  const redirects = '# c\n/a /b 308\n/c /d 308\n/x/* /x 301\n/e /f 308\n';
  const files = { headers: headersFile(pages), redirects, nginx: nginxRules(pages) };
  const [headers, redirectLine, nginx, netlify] = hostFilesReport(files);
  const headerRules = headerRulePaths(files.headers).length;
  assert.match(headers, new RegExp(`^out/_headers: ${headerRules} rules, ${MAX_HEADER_RULES - headerRules} below the ${MAX_HEADER_RULES} `));
  // Every rule after the first with a splat counts as dynamic, as Cloudflare Pages counts it.
  assert.deepEqual(redirectRuleCounts(redirects), { static: 2, dynamic: 2 });
  assert.match(redirectLine, new RegExp(`^out/_redirects: 2 static rules, .*; 2 with a splat or a placeholder, ${MAX_DYNAMIC_REDIRECT_RULES - 2} below`));
  const locations = nginxLocationCounts(files.nginx);
  assert.match(nginx, new RegExp(`^build/nginx-pages.conf: ${locations.locations} locations, ${locations.kinds} of them for kinds of page and ${locations.onePage} for one page each`));
  // The committed netlify.toml by default: one rule per edition.
  assert.equal(netlifyRuleCount(netlifyConfig()), EDITION_PREFIXES.length);
  assert.match(netlify, new RegExp(`^netlify.toml: ${EDITION_PREFIXES.length} redirect rules`));
});

test('scripts/host-rules.mjs writes the committed host files only when asked to (--write)', () => {
  const run = spawnSync(process.execPath, [fileURLToPath(new URL('../host-rules.mjs', import.meta.url))], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  assert.doesNotMatch(run.stdout, /^wrote /m);
  assert.match(run.stdout, /--write/);
});
