// Node test runner: every host file says what the host rules (scripts/hosts/) say. A committed generated file
// that is stale or a header value written by hand into deploy/nginx.conf fails here; what each host then answers
// is the host suite's (e2e/hosts/).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { BASELINE_POLICY, PAGE_HEADER_POLICY, adminPolicy, directivesOf, pagePolicy } from '../csp.mjs';
import { MAX_HEADER_RULES, headerRulePaths, headersFile } from '../hosts/cloudflare.mjs';
import { netlifyConfig } from '../hosts/netlify.mjs';
import { nginxLocationCounts, nginxRules, pageKinds } from '../hosts/nginx.mjs';
import { COMMITTED_HOST_FILES } from '../hosts/report.mjs';
import {
  ADMIN_HEADERS,
  CACHE,
  EDITION_PREFIXES,
  FEED_PATHS,
  FEED_TYPE,
  FILE_EXTENSIONS,
  HOST_FILES,
  IMMUTABLE_PREFIXES,
  MAX_PAGE_DEPTH,
  NO_SCRIPT_POLICY,
  REDIRECT_STATUS,
  SECTION_ROOTS,
  SECURITY_HEADERS,
  SVG_POLICY,
  cloudflarePattern,
  percentRules,
} from '../hosts/rules.mjs';

const EXPECTED = { ...SECURITY_HEADERS, 'Content-Security-Policy': BASELINE_POLICY };
const ORIGINS = { emailjs: 'https://api.emailjs.com', tiles: 'https://tile.openstreetmap.org' };
const PAGE_POLICY = pagePolicy(["'sha256-abc'"], ORIGINS);
const ADMIN_POLICY = adminPolicy();
const PAGES = [
  { file: '/index.html', route: '/', policy: PAGE_POLICY, extra: {} },
  { file: '/about-us.html', route: '/about-us', policy: PAGE_POLICY, extra: {} },
  { file: '/about-us/team.html', route: '/about-us/team', policy: PAGE_POLICY, extra: {} },
  { file: '/admin/index.html', route: '/admin', policy: ADMIN_POLICY, extra: ADMIN_HEADERS },
  { file: '/404.html', route: '/404', policy: PAGE_POLICY, extra: {} },
  { file: '/_not-found.html', route: '/_not-found', policy: PAGE_POLICY, extra: {} },
];
/** An edition's pages: its home (a folder page), a page and its not-found pages, each with a policy of its own. */
const EDITION = EDITION_PREFIXES[0];
const EDITION_POLICY = pagePolicy(["'sha256-def'"], { emailjs: 'https://api.emailjs.com', tiles: 'https://tile.openstreetmap.org' });
const EDITION_404_POLICY = pagePolicy(["'sha256-ghi'"], { emailjs: 'https://api.emailjs.com', tiles: 'https://tile.openstreetmap.org' });
const EDITION_PAGES = [
  { file: `${EDITION}/index.html`, route: EDITION, policy: EDITION_POLICY, extra: {} },
  { file: `${EDITION}/about-us.html`, route: `${EDITION}/about-us`, policy: EDITION_POLICY, extra: {} },
  { file: `${EDITION}/404.html`, route: `${EDITION}/404`, policy: EDITION_404_POLICY, extra: {} },
  { file: `${EDITION}/_not-found.html`, route: `${EDITION}/_not-found`, policy: EDITION_404_POLICY, extra: {} },
];

/**
 * The header rules of a `_headers` text, splat rules included: { '/*': { set: { name: value }, unset: [name] } },
 * in the file's order.
 */
function headerRules(text) {
  const rules = {};
  let current = null;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) current = rules[line.trim()] ??= { set: {}, unset: [] };
    else if (line.trim().startsWith('!')) current.unset.push(line.trim().slice(1).trim());
    else current.set[line.slice(0, line.indexOf(':')).trim()] = line.slice(line.indexOf(':') + 1).trim();
  }
  return rules;
}

/**
 * The headers Cloudflare Pages sends for `pathname` by a `_headers` text: every matching rule in order, a
 * header set again joined to the earlier value unless detached first with "! Name".
 */
function cloudflareHeaders(text, pathname) {
  const headers = {};
  for (const [where, { set, unset }] of Object.entries(headerRules(text))) {
    if (!cloudflarePattern(where).test(pathname)) continue;
    for (const name of unset) delete headers[name];
    for (const [name, value] of Object.entries(set)) headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}

/** nginx `add_header` lines of a block of text: { name: value }. */
function nginxHeaders(text) {
  return Object.fromEntries([...text.matchAll(/add_header ([\w-]+) "([^"]*)" always;/g)].map((m) => [m[1], m[2]]));
}

/**
 * What an nginx include answers for a decoded path, by the locations it holds, over the files in `files` (paths
 * from the served folder): the location nginx picks (an exact one, else the first regular expression that
 * matches, in the file's order), then its `if (…) { return …; }` lines, `try_files` and `return`. Null where no
 * location of the include answers (deploy/nginx.conf's own locations then do).
 * @returns {{ status: number, to?: string, file?: string, headers: Record<string, string> } | null}
 */
function nginxAnswer(conf, files, uri) {
  const exact = new Map();
  const named = new Map();
  const regex = [];
  const lines = conf.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const head = /^location (?:(=|~) ("[^"]*"|\S+)|(@\w+)) \{(.*)$/.exec(lines[i] ?? '');
    if (!head) continue;
    let body = head[4].trim();
    if (body.endsWith('}')) body = body.slice(0, -1).trim();
    else {
      const end = lines.indexOf('}', i);
      body = lines.slice(i + 1, end).join('\n');
      i = end;
    }
    if (head[3]) named.set(head[3], body);
    else if (head[1] === '=') exact.set(head[2], body);
    else regex.push({ pattern: new RegExp(head[2].replace(/^"|"$/g, '')), body });
  }
  let vars = {};
  let body = exact.get(uri);
  if (body === undefined) {
    const found = regex.find((r) => r.pattern.test(uri));
    if (!found) return null;
    vars = { ...found.pattern.exec(uri).groups };
    body = found.body;
  }
  const value = (text) => text.replace(/\$is_args\$args$/, '').replace(/\$(\w+)/g, (_, name) => (name === 'uri' ? uri : name === 'document_root' ? '' : vars[name] ?? ''));
  for (;;) {
    const headers = nginxHeaders(body);
    for (const line of body.split('\n').map((l) => l.trim()).filter(Boolean)) {
      const test = /^if \((?:-f (\S+)|\$(\w+) ~ "([^"]+)")\) \{ return (\d+)(?: (\S+))?; \}$/.exec(line);
      if (test) {
        const match = test[1] ? null : new RegExp(test[3]).exec(value(`$${test[2]}`));
        if (test[1] ? files.has(value(test[1])) : match) {
          match?.forEach((group, n) => (vars[n] = group));
          return { status: Number(test[4]), ...(test[5] ? { to: value(test[5]) } : {}), headers };
        }
        continue;
      }
      const ret = /^return (\d+)(?: (\S+?))?;?$/.exec(line);
      if (ret) return { status: Number(ret[1]), ...(ret[2] ? { to: value(ret[2]) } : {}), headers };
      const tries = /^try_files (.+?);?$/.exec(line);
      if (!tries) continue;
      const [fallback, ...candidates] = tries[1].split(' ').reverse();
      const file = candidates.reverse().map(value).find((f) => files.has(f));
      if (file) return { status: 200, file, headers };
      if (fallback === '=404') return { status: 404, headers };
      body = named.get(fallback);
      break;
    }
  }
}

test('every committed generated host file is what scripts/hosts/ generates now', () => {
  for (const [file, generate] of Object.entries(COMMITTED_HOST_FILES)) {
    assert.equal(readFileSync(file, 'utf8'), generate(), `${file} is stale: run "npm run host-files" and commit it`);
  }
});

test('deploy/nginx.conf writes no header, section or host file by hand; it includes the generated rules', () => {
  const conf = readFileSync('deploy/nginx.conf', 'utf8');
  assert.doesNotMatch(conf, /add_header/);
  for (const value of [...Object.values(EXPECTED), ...Object.values(CACHE)]) assert.ok(!conf.includes(value), `deploy/nginx.conf repeats "${value}"`);
  for (const section of SECTION_ROOTS) assert.ok(!conf.includes(`location ${section}`), `deploy/nginx.conf repeats ${section}`);
  assert.doesNotMatch(conf, /_redirects/);
  // Which not-found page answers is a host rule (each edition has its own): the include says it.
  assert.doesNotMatch(conf.replace(/#.*$/gm, ''), /error_page|404\.html|_not-found/);
  assert.match(conf, /^\s*include \/etc\/nginx\/apexbridge-pages\.conf;/m);
});

test('deploy/nginx.conf hides the version, names Vary, follows no link and sends YAML as text and the feeds as RSS without a types block at server level', () => {
  const conf = readFileSync('deploy/nginx.conf', 'utf8');
  const server = conf.slice(conf.indexOf('server {'));
  assert.match(server, /^\s*server_tokens off;/m);
  assert.match(server, /^\s*gzip_vary on;/m);
  assert.match(server, /^\s*disable_symlinks on from=\$document_root;/m);
  const gzipTypes = /gzip_types ([^;]+);/.exec(server)[1].split(/\s+/);
  for (const type of ['text/yaml', 'text/xml', 'application/xml', 'text/plain', 'image/svg+xml', 'text/css', 'application/javascript']) {
    assert.ok(gzipTypes.includes(type), `gzip_types lacks ${type}`);
  }
  // A `types` block replaces every inherited type where it stands: only inside the narrow .yml location.
  const yml = /location ~ \\\.yml\$ \{([^}]*\{[^}]*\}[^}]*)\}/.exec(server);
  assert.ok(yml, 'a location for .yml files');
  assert.match(yml[1], /types \{ text\/yaml yml; \}/);
  assert.match(yml[1], /charset_types text\/yaml;/);
  // And inside the feeds' location: RSS (the server's charset names UTF-8, as charset_types holds its type).
  const feed = /location ~ \/news-and-events\/feed\\\.xml\$ \{([^}]*\{[^}]*\}[^}]*)\}/.exec(server);
  assert.ok(feed, "a location for the editions' feeds");
  assert.match(feed[1], new RegExp(`types \\{ ${FEED_TYPE.split(';')[0].replace('+', '\\+')} xml; \\}`));
  assert.ok(gzipTypes.includes(FEED_TYPE.split(';')[0]), 'gzip_types lacks the feed type');
  assert.equal(server.match(/types \{/g).length, 2, 'no other types block');
});

test('out/_headers names no page: one rule for every path, one per file extension, hashed assets and /admin', () => {
  const text = headersFile([...PAGES, ...EDITION_PAGES]);
  const rules = headerRules(text);
  assert.deepEqual(Object.keys(rules), [
    '/*',
    '/*.:ext',
    ...FILE_EXTENSIONS.map((ext) => `/*.${ext}`),
    ...FEED_PATHS,
    ...IMMUTABLE_PREFIXES.map((prefix) => `${prefix}*`),
    '/admin',
    '/admin/*',
    ...percentRules(),
  ]);
  assert.deepEqual(rules['/*'], { set: { ...SECURITY_HEADERS, 'Content-Security-Policy': PAGE_HEADER_POLICY, Vary: 'Accept-Encoding', 'Cache-Control': CACHE.page }, unset: [] });
  // The hashed assets, one folder for every edition, are cached for a year.
  assert.deepEqual(IMMUTABLE_PREFIXES, ['/_next/static/']);
  for (const prefix of IMMUTABLE_PREFIXES) assert.deepEqual(rules[`${prefix}*`], { set: { 'Cache-Control': CACHE.immutable }, unset: ['Cache-Control'] });
  // What a Cloudflare visitor gets, the rules applied in order: one policy per answer, never two joined.
  const cloudflare = (pathname) => cloudflareHeaders(text, pathname);
  const pageShaped = { ...SECURITY_HEADERS, 'Content-Security-Policy': PAGE_HEADER_POLICY, Vary: 'Accept-Encoding', 'Cache-Control': CACHE.page };
  const file = { ...SECURITY_HEADERS, 'Content-Security-Policy': BASELINE_POLICY, Vary: 'Accept-Encoding', 'Cache-Control': CACHE.short };
  // Pages (their own policy is their <meta> tag), and the other names without an extension, which redirect.
  for (const route of ['/', '/about-us', '/about-us/team', '/news-and-events/any-article', EDITION, `${EDITION}/about-us`, `${EDITION}/news-and-events/any-article`, '/about-us/', '/about-us/index', '/services/no-such-page', `${EDITION}/`]) {
    assert.deepEqual(cloudflare(route), pageShaped, route);
  }
  for (const other of ['/about-us/opengraph-image.png', '/sveltia/npm/assets/a.wasm', '/_next/a.css']) {
    assert.deepEqual(cloudflare(other), file, other);
  }
  // Text files, the pages' data beside them and robots.txt among them, are revalidated on every visit.
  for (const text of ['/robots.txt', `${EDITION}/about-us.txt`, '/about-us/team/__next.about-us.team.__PAGE__.txt']) assert.deepEqual(cloudflare(text), { ...file, 'Cache-Control': CACHE.page }, text);
  // A document that is not a page (an SVG, XML, a page's .html name, which redirects) runs none of its scripts
  // when opened on its own; so does any other name with a dot, an upper-case one or a type the site does not use.
  const noScript = { ...file, 'Content-Security-Policy': NO_SCRIPT_POLICY };
  for (const document of ['/images/any-picture.svg', `${EDITION}/news/a.svg`, '/sitemap.xml', '/about-us/team.html']) assert.deepEqual(cloudflare(document), noScript, document);
  // Each edition's feed is an XML file sent as RSS.
  for (const feed of FEED_PATHS) assert.deepEqual(cloudflare(feed), { ...noScript, 'Content-Type': FEED_TYPE }, feed);
  for (const other of ['/news/a.SVG', '/news/a.Svg', '/news/a.xhtml', '/a.htm', '/news/a.svgz', '/a.XML']) assert.deepEqual(cloudflare(other), { ...pageShaped, 'Content-Security-Policy': NO_SCRIPT_POLICY }, other);
  assert.equal(SVG_POLICY, NO_SCRIPT_POLICY);
  // Any percent-encoded spelling that could name a page or a document: no script runs, whatever it decodes to.
  for (const spelled of ['/news/a.sv%67', '/news/a%2esvg', '/news/a.%73vg', '/%76i/about-us', `${EDITION}/..%2fabout-us`, '/%76i/', '/%76i', `/a/b/..%2f..%2f${EDITION.slice(1)}/about-us/team`, '/a/..%2f/x/y/z/w/', '/x.pn%67']) {
    assert.equal(cloudflare(spelled)['Content-Security-Policy'], NO_SCRIPT_POLICY, spelled);
  }
  // Further up than the deepest page, a percent sign leads to nothing the site has.
  const deep = `/a%2f..${'/b'.repeat(MAX_PAGE_DEPTH + 1)}`;
  assert.equal(cloudflare(deep)['Content-Security-Policy'], PAGE_HEADER_POLICY);
  assert.deepEqual(cloudflare('/_next/static/chunks/a.js'), { ...file, 'Cache-Control': CACHE.immutable });
  // An edition has no framework folder of its own: nothing under its prefix is kept for a year.
  assert.equal(cloudflare(`${EDITION}/_next/static/chunks/a.css`)['Cache-Control'], CACHE.short);
  assert.deepEqual(cloudflare('/admin'), { ...pageShaped, ...ADMIN_HEADERS, 'Content-Security-Policy': ADMIN_POLICY });
  // Every page and file of the content manager's folder is kept out of search engines.
  assert.deepEqual(cloudflare('/admin/translations'), { ...pageShaped, 'X-Robots-Tag': ADMIN_HEADERS['X-Robots-Tag'] });
  assert.equal(cloudflare('/admin/config.yml')['X-Robots-Tag'], ADMIN_HEADERS['X-Robots-Tag']);
  assert.equal(cloudflare('/administration')['X-Robots-Tag'], undefined);
  // The committed deploy/_headers is the whole of every build's out/_headers.
  assert.equal(text, readFileSync('deploy/_headers', 'utf8'));
});

test('out/_headers stays the same, within Cloudflare Pages\' 100 rules, however many pages and articles there are', () => {
  const article = (prefix, i) => ({ file: `${prefix}/news-and-events/article-${i}.html`, route: `${prefix}/news-and-events/article-${i}`, policy: pagePolicy([`'sha256-${i}'`], ORIGINS), extra: {} });
  const few = [...PAGES, ...EDITION_PAGES];
  // A thousand articles in every edition, each with its own policy: three thousand pages more.
  const many = [...few, ...['', ...EDITION_PREFIXES].flatMap((prefix) => Array.from({ length: 1000 }, (_, i) => article(prefix, i)))];
  const text = headersFile(few);
  assert.equal(headersFile(many), text);
  const count = headerRulePaths(text).length;
  assert.ok(count <= MAX_HEADER_RULES, `${count} rules`);
  assert.equal(count, 2 + FILE_EXTENSIONS.length + FEED_PATHS.length + IMMUTABLE_PREFIXES.length + 2 + percentRules().length);
  // No rule names a page, and no page's policy (its hashes) is in the file.
  for (const p of many.filter((p) => p.route !== '/admin')) assert.ok(!headerRulePaths(text).includes(p.route), p.route);
  assert.doesNotMatch(text, /sha256-/);
  // Cloudflare skips every line longer than 2,000 characters.
  for (const line of text.split('\n')) assert.ok(line.length <= 2000, line.slice(0, 80));
  // A page at a file's name would be answered as a file: refused (slugs have no dot, so no content makes one).
  assert.throws(() => headersFile([...few, { file: '/news-and-events/a.pdf.html', route: '/news-and-events/a.pdf', policy: PAGE_POLICY, extra: {} }]), /file's headers/);
  // So is a page deeper than the rules for percent-encoded spellings reach.
  const tooDeep = '/a'.repeat(MAX_PAGE_DEPTH + 1);
  assert.throws(() => headersFile([...few, { file: `${tooDeep}.html`, route: tooDeep, policy: PAGE_POLICY, extra: {} }]), /deeper than/);
});

test("the pages' header policy never refuses what a page's own policy or the content manager's allows, and keeps what <meta> cannot carry", () => {
  const header = directivesOf(PAGE_HEADER_POLICY);
  // Every policy a browser gets for a page must allow what the page does: the header, for each directive it
  // names, allows at least the page's own sources (inline script elements wholesale, where the page names them
  // by hash), and the content manager's (Netlify may send both policies to /admin).
  for (const [name, policy] of [['page', PAGE_POLICY], ['edition page', EDITION_POLICY], ['admin', ADMIN_POLICY]]) {
    const own = directivesOf(policy);
    for (const [directive, sources] of Object.entries(header)) {
      const fallback = directive === 'script-src-attr' || directive === 'worker-src' ? own[directive] ?? own['script-src'] ?? own['default-src'] : own[directive] ?? own['default-src'];
      assert.ok(fallback, `${name}: ${directive}`);
      for (const source of fallback) {
        const allowed = sources.includes(source) || (source.startsWith("'sha256-") && sources.includes("'unsafe-inline'"));
        // An attribute's script needs 'unsafe-hashes' beside a hash: no page's policy allows one.
        if (directive === 'script-src-attr') assert.ok(!fallback.includes("'unsafe-hashes'") && !fallback.includes("'unsafe-inline'"), name);
        else assert.ok(allowed, `${name}: the header's ${directive} refuses ${source}`);
      }
    }
    // The page's own policy names its scripts by hash only, never inline scripts wholesale.
    if (name !== 'admin') assert.deepEqual(own['script-src'], ["'self'", ...(name === 'page' ? ["'sha256-abc'"] : ["'sha256-def'"])]);
    // A <meta> policy cannot carry frame-ancestors: the header does.
    assert.ok(!pagePolicy(["'sha256-abc'"], ORIGINS, { forMeta: true }).includes('frame-ancestors'));
  }
  assert.deepEqual(header['frame-ancestors'], ["'none'"]);
  assert.deepEqual(header['script-src-attr'], ["'none'"]);
  assert.ok(!header['script-src'].includes("'unsafe-eval'"));
  for (const directive of Object.keys(directivesOf(BASELINE_POLICY))) assert.deepEqual(header[directive], directivesOf(BASELINE_POLICY)[directive], directive);
});

test('the nginx include carries the same rules in every location that sets headers, and redirects keep the server-level ones', () => {
  const conf = nginxRules([...PAGES, ...EDITION_PAGES]);
  const server = conf.slice(0, conf.search(/^location/m));
  // By the name asked for, as the hosts that read _headers: a file's name the baseline and five minutes, any
  // other name the pages' header policy and revalidation.
  assert.deepEqual(nginxHeaders(server), SECURITY_HEADERS);
  assert.match(server, /^add_header Content-Security-Policy \$site_policy always;$/m);
  assert.match(server, /^add_header Cache-Control \$site_cache always;$/m);
  assert.ok(server.includes(`set $site_policy "${PAGE_HEADER_POLICY}";`));
  assert.ok(server.includes(`set $site_cache "${CACHE.page}";`));
  // The values nginx's server-level rules give a decoded path, in their order.
  const sets = [...server.matchAll(/^if \(\$uri ~ "([^"]+)"\) \{ set \$(site_policy|site_cache) "([^"]+)"; \}$/gm)].map((m) => ({ pattern: new RegExp(m[1]), name: m[2], value: m[3] }));
  const nginx = (uri) => {
    const values = { site_policy: PAGE_HEADER_POLICY, site_cache: CACHE.page };
    for (const { pattern, name, value } of sets) if (pattern.test(uri)) values[name] = value;
    return [values.site_policy, values.site_cache];
  };
  for (const ext of FILE_EXTENSIONS.filter((e) => !['svg', 'xml', 'html', 'txt'].includes(e))) assert.deepEqual(nginx(`/a/b.${ext}`), [BASELINE_POLICY, CACHE.short], ext);
  assert.deepEqual(nginx('/a/b.txt'), [BASELINE_POLICY, CACHE.page]);
  for (const document of ['/a/b.svg', '/a/b.xml', '/a/b.html']) assert.deepEqual(nginx(document), [NO_SCRIPT_POLICY, CACHE.short], document);
  for (const other of ['/a/b.SVG', '/a/b.xhtml', '/a.htmlx']) assert.deepEqual(nginx(other), [NO_SCRIPT_POLICY, CACHE.page], other);
  for (const name of ['/about-us', '/about-us/', '/services/no-such-page', '/news-and-events/any-article', `${EDITION}/`, '/a.b/c']) assert.deepEqual(nginx(name), [PAGE_HEADER_POLICY, CACHE.page], name);
  // The content manager's folder is kept out of search engines, and a path in another spelling goes to its own.
  assert.match(server, /^add_header X-Robots-Tag \$site_robots always;$/m);
  assert.match(server, /^if \(\$site_spelling ~ "[^"]+"\) \{ return 308 \$1\$is_args\$args; \}$/m);
  // Every 404 answer is the not-found page of the path's edition.
  assert.match(server, /^set \$not_found_page \/404\.html;$/m);
  assert.match(server, /^error_page 404 \$not_found_page;$/m);
  for (const prefix of EDITION_PREFIXES) {
    const chooses = new RegExp(`^if \\(\\$uri ~ "([^"]+)"\\) \\{ set \\$not_found_page ${prefix}/404\\.html; \\}$`, 'm').exec(server);
    assert.ok(chooses, prefix);
    const pattern = new RegExp(chooses[1]);
    for (const own of [prefix, `${prefix}/`, `${prefix}/no-such-page`, `${prefix}/a/b`]) assert.ok(pattern.test(own), own);
    for (const other of [`${prefix}x`, `${prefix}x/a`, '/', `/a${prefix}`]) assert.ok(!pattern.test(other), other);
  }
  const blocks = [...conf.matchAll(/^location ([^{]+)\{\n([\s\S]*?)^\}/gm)].map((m) => ({ where: m[1].trim(), body: m[2] }));
  const byWhere = Object.fromEntries(blocks.map((b) => [b.where, nginxHeaders(b.body)]));
  for (const prefix of IMMUTABLE_PREFIXES) assert.deepEqual(byWhere[prefix], { ...EXPECTED, 'Cache-Control': CACHE.immutable }, prefix);
  assert.deepEqual(byWhere[`= ${EDITION}`], { ...SECURITY_HEADERS, 'Cache-Control': CACHE.page, 'Content-Security-Policy': EDITION_POLICY });
  assert.deepEqual(byWhere[`= ${EDITION}/404.html`], { ...SECURITY_HEADERS, 'Cache-Control': CACHE.notFound, 'Content-Security-Policy': EDITION_404_POLICY });
  assert.match(conf, new RegExp(`location = ${EDITION}/404\\.html \\{\n    internal;`));
  assert.match(conf, new RegExp(`location = ${EDITION} \\{\n    try_files ${EDITION}/index\\.html =404;`));
  assert.doesNotMatch(conf, /location = \S*\/_not-found/);
  assert.doesNotMatch(conf, /location = \S*\/404 /);
  // The pages of a kind (one plain segment in one folder, the same headers) share one location with their policy;
  // an unknown name of the kind answers 404, or goes to its section's root.
  assert.deepEqual(byWhere['~ "^/about-us/[^/.]+$"'], { ...SECURITY_HEADERS, 'Cache-Control': CACHE.page, 'Content-Security-Policy': PAGE_POLICY });
  assert.match(conf, /^location ~ "\^\/about-us\/\[\^\/\.\]\+\$" \{\n {4}try_files \$uri\.html @section_about_us;$/m);
  assert.match(conf, /^location ~ "\^\/\[\^\/\.\]\+\$" \{\n {4}try_files \$uri\.html =404;$/m);
  assert.deepEqual(byWhere[`~ "^${EDITION}/[^/.]+$"`], { ...SECURITY_HEADERS, 'Cache-Control': CACHE.page, 'Content-Security-Policy': EDITION_POLICY });
  assert.deepEqual(byWhere['= /admin'], { ...SECURITY_HEADERS, ...ADMIN_HEADERS, 'Cache-Control': CACHE.page, 'Content-Security-Policy': ADMIN_POLICY });
  assert.deepEqual(byWhere['= /404.html'], { ...SECURITY_HEADERS, 'Cache-Control': CACHE.notFound, 'Content-Security-Policy': PAGE_POLICY });
  assert.match(conf, /location = \/admin \{\n    try_files \/admin\/index\.html =404;/);
  assert.doesNotMatch(conf, /location = \/_not-found/);
  // What nginx answers, page by page: each page at its URL with its own policy; its other names (`…/index`,
  // `…/index.html`) redirect there, keeping no headers of their own (so the server-level headers, the short
  // lifetime included, apply); an `index` that names no page is unknown.
  const files = new Set([...PAGES, ...EDITION_PAGES].map((p) => p.file));
  const answer = (uri) => nginxAnswer(conf, files, uri);
  const policyOfPage = (route) => answer(route).headers['Content-Security-Policy'];
  for (const p of [...PAGES, ...EDITION_PAGES].filter((p) => !/\/(404|_not-found)$/.test(p.route))) {
    assert.deepEqual({ ...answer(p.route), headers: undefined }, { status: 200, file: p.file, headers: undefined }, p.route);
    assert.equal(policyOfPage(p.route), p.policy, p.route);
  }
  const redirects = {
    '/index': '/',
    '/index.html': '/',
    '/about-us/index': '/about-us',
    '/about-us/index.html': '/about-us',
    '/about-us/team/index': '/about-us/team',
    '/about-us/team/index.html': '/about-us/team',
    '/admin/index.html': '/admin',
    '/admin/index': '/admin',
    // The edition's home answers at its prefix, as the content manager's folder page does at /admin.
    [`${EDITION}/index.html`]: EDITION,
    [`${EDITION}/index`]: EDITION,
    [`${EDITION}/about-us/index`]: `${EDITION}/about-us`,
    [`${EDITION}/about-us/index.html`]: `${EDITION}/about-us`,
  };
  for (const [asked, to] of Object.entries(redirects)) assert.deepEqual(answer(asked), { status: 308, to, headers: {} }, asked);
  // (A folder page's trailing slash, `/admin/` or `/vi/`, and every `.html` name go by deploy/nginx.conf's own
  // locations, after every one of the include's.)
  for (const asked of ['/admin/', `${EDITION}/`, '/contact.html']) assert.equal(answer(asked), null, asked);
  for (const unknown of ['/nope/index', '/a/b/index.html', '/index/index', `${EDITION}/index/index`, '/admin/index/index', '/404/index', `${EDITION}/_not-found/index.html`, '/nope', `${EDITION}/nope`]) {
    assert.equal(answer(unknown).status, 404, unknown);
  }
  for (const section of SECTION_ROOTS) {
    assert.deepEqual(answer(`${section}/nope/index`), { status: REDIRECT_STATUS, to: section, headers: {} });
    if (section === '/about-us') assert.deepEqual({ ...answer(`${section}/nope`), headers: undefined }, { status: REDIRECT_STATUS, to: section, headers: undefined });
  }
  // No location names a page outside the folder pages: one per kind of page.
  const exactPages = [...conf.matchAll(/^location = (\S+) \{\n {4}try_files /gm)].map((m) => m[1]);
  assert.deepEqual(exactPages.sort(), ['/', '/admin', EDITION].sort());
  // Each edition's not-found names answer 404 (then its own page, by error_page), like any unknown path.
  const notFoundNames = new RegExp(/^location ~ (\S+) \{ return 404; \}$/m.exec(conf.slice(conf.indexOf('not-found page is an answer')))[1]);
  for (const prefix of ['', ...EDITION_PREFIXES]) {
    for (const name of ['/404', '/404.html', '/_not-found', '/_not-found.html', '/_not-found.txt']) assert.ok(notFoundNames.test(prefix + name), prefix + name);
  }
  for (const page of ['/404x', '/about-us', `${EDITION}/about-us`, '/a/404']) assert.ok(!notFoundNames.test(page), page);
  for (const section of SECTION_ROOTS) {
    assert.match(conf, new RegExp(`location ${section}/ \\{ try_files \\$uri \\$uri\\.html (@\\w+); \\}`));
    const named = new RegExp(`location ${section}/ \\{ try_files \\$uri \\$uri\\.html (@\\w+); \\}`).exec(conf)[1];
    assert.ok(conf.includes(`location ${named} { return ${REDIRECT_STATUS} ${section}$is_args$args; }`), section);
  }
  for (const file of HOST_FILES) assert.ok(new RegExp(/location ~ (\S+) \{ return 404; \}/.exec(conf)[1]).test(file), file);
});

test("nginx's include holds one location per kind of page, however many articles; a page whose policy is not its kind's keeps its own", () => {
  const article = (prefix, i, policy) => ({ file: `${prefix}/news-and-events/article-${i}.html`, route: `${prefix}/news-and-events/article-${i}`, policy, extra: {} });
  const articles = (count) => ['', EDITION].flatMap((prefix) => Array.from({ length: count }, (_, i) => article(prefix, i, prefix ? EDITION_POLICY : PAGE_POLICY)));
  const few = [...PAGES, ...EDITION_PAGES, ...articles(2)];
  const many = [...PAGES, ...EDITION_PAGES, ...articles(1000)];
  // The same text: no location names an article; each edition's articles share one, with their policy.
  const conf = nginxRules(few);
  assert.equal(nginxRules(many), conf);
  assert.doesNotMatch(conf, /article-/);
  assert.deepEqual(nginxLocationCounts(conf), { locations: nginxLocationCounts(conf).locations, kinds: 5, onePage: 3 });
  const kinds = pageKinds(many.filter((p) => !/\/(404|_not-found)$/.test(p.route)), (p) => ({ 'Content-Security-Policy': p.policy }));
  assert.deepEqual(kinds.kinds.map((k) => [k.folder, k.pages.length, k.headers['Content-Security-Policy']]), [
    ['', 1, PAGE_POLICY],
    ['/about-us', 1, PAGE_POLICY],
    ['/news-and-events', 1000, PAGE_POLICY],
    [EDITION, 1, EDITION_POLICY],
    [`${EDITION}/news-and-events`, 1000, EDITION_POLICY],
  ]);
  assert.deepEqual(kinds.single.map((p) => p.route), ['/', '/admin', EDITION]);
  // An article whose policy differs from the others' (a script of its own) is answered at its exact URL with its
  // own policy; the others keep their kind's location.
  const own = pagePolicy(["'sha256-own'"], ORIGINS);
  const odd = [...many.filter((p) => p.route !== '/news-and-events/article-7'), article('', 7, own)];
  const oddConf = nginxRules(odd);
  const files = new Set(odd.map((p) => p.file));
  assert.deepEqual(nginxLocationCounts(oddConf), { ...nginxLocationCounts(conf), locations: nginxLocationCounts(conf).locations + 1, onePage: 4 });
  assert.equal(nginxAnswer(oddConf, files, '/news-and-events/article-7').headers['Content-Security-Policy'], own);
  assert.equal(nginxAnswer(oddConf, files, '/news-and-events/article-8').headers['Content-Security-Policy'], PAGE_POLICY);
  assert.match(oddConf, /^location = \/news-and-events\/article-7 \{$/m);
});

test("netlify.toml gives each edition's unknown paths its own 404.html with status 404, and builds the site into out/", () => {
  const toml = netlifyConfig();
  assert.match(toml, /^\[build\]\n {2}command = "npm run build"\n {2}publish = "out"$/m);
  const rules = [...toml.matchAll(/\[\[redirects\]\]\n {2}from = "([^"]+)"\n {2}to = "([^"]+)"\n {2}status = (\d+)/g)].map((m) => m.slice(1));
  assert.deepEqual(rules, EDITION_PREFIXES.map((prefix) => [`${prefix}/*`, `${prefix}/404.html`, '404']));
  // Never forced: an existing file and every rule of out/_redirects come first.
  assert.doesNotMatch(toml, /force/);
});
