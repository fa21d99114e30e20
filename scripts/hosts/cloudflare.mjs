// The two files Cloudflare Pages and Netlify both read from out/: `_headers` (commonHeadersFile, committed as
// deploy/_headers; headersFile for a build's pages) and `_redirects` (redirectsFile), written in their syntax from
// the rules of scripts/hosts/rules.mjs. This module owns that syntax, the hosts' limits on the number of rules
// (and the counts the build reports against them), and reading a `_headers` file back (exactPathHeaders, for
// scripts/serve.mjs).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { BASELINE_POLICY, PAGE_HEADER_POLICY, adminPolicy } from '../csp.mjs';
import { filesUnder } from '../files.mjs';
import { assertNoSymlinks, publicDocuments } from './paths.mjs';
import {
  ADMIN_HEADERS,
  ADMIN_PAGE,
  ALL_PREFIXES,
  CACHE,
  DOCUMENT_EXTENSIONS,
  FEED_PATHS,
  FEED_TYPE,
  FILE_EXTENSIONS,
  IMMUTABLE_PREFIXES,
  MAX_PAGE_DEPTH,
  NOT_FOUND_PAGE,
  NO_SCRIPT_POLICY,
  REDIRECT_STATUS,
  REVALIDATED_EXTENSIONS,
  SECTION_ROOTS,
  SECURITY_HEADERS,
  editionOf,
  isFileName,
  isImmutable,
  percentRules,
  placeHeadersOf,
  routeOfFile,
  sectionRedirect,
} from './rules.mjs';

/** Cloudflare Pages accepts at most 2,000 static rules; the build stops at this many, with room to grow. */
export const MAX_REDIRECT_RULES = 1800;
/** Cloudflare Pages' own limit of static `_redirects` rules (without a splat or a placeholder). */
export const CLOUDFLARE_STATIC_REDIRECTS = 2000;
/**
 * Cloudflare Pages accepts at most 100 dynamic rules (with a splat or a placeholder), and counts every rule
 * after the first dynamic one as dynamic too: so every exact rule comes first.
 */
export const MAX_DYNAMIC_REDIRECT_RULES = 100;

/** A `_redirects` source that Cloudflare Pages counts as dynamic: one with a splat or a placeholder. */
const isDynamicSource = (from) => from.includes('*') || /:[A-Za-z]/.test(from);

/**
 * The rules of a `_redirects` text as Cloudflare Pages counts them against its limits: `static` up to the first
 * rule with a splat or a placeholder, `dynamic` from there on (every later rule is dynamic too).
 * @param {string} text
 */
export function redirectRuleCounts(text) {
  const counts = { static: 0, dynamic: 0 };
  for (const line of text.split('\n')) {
    const [from] = line.trim().split(/\s+/);
    if (!from || from.startsWith('#')) continue;
    if (counts.dynamic === 0 && !isDynamicSource(from)) counts.static++;
    else counts.dynamic++;
  }
  return counts;
}

/** The page files of an export (`/about-us.html`, `/admin/index.html`, ...), not-found pages and build assets left out. */
function pageFilesIn(root) {
  return filesUnder(root)
    .map((file) => '/' + path.relative(root, file).split(path.sep).join('/'))
    .filter((file) => file.endsWith('.html') && !isImmutable(file) && !NOT_FOUND_PAGE.test(file))
    .sort();
}

/** The not-found page's own paths that Cloudflare Pages would otherwise serve with status 200. */
const NOT_FOUND_NAMES = ['/404', '/_not-found'];
/**
 * Where a `_redirects` rule sends the not-found page's own paths: a path with no file, so Cloudflare Pages
 * answers it as it answers any unknown path (404.html, status 404), as nginx and our server do. Each edition
 * has its own (`/vi/.not-found`): Cloudflare answers with the 404.html nearest to the path it looked up.
 */
export const NOT_FOUND_TARGET = '/.not-found';

/** True for a route of a redirected section: a section root or a page under one. */
const isSectionRoute = (route) => SECTION_ROOTS.includes(route) || sectionRedirect(route, SECTION_ROOTS) !== null;

/**
 * The Netlify / Cloudflare Pages `_redirects` file for the export in `root`. No rule names an article, a page
 * of the news list or any other page whose number grows with the content: the rules that name a page name only
 * those the site's own folders fix (each edition's home, the content manager, the pages of the redirected
 * sections), so the file holds the same rules for every edition whatever the number of articles (the build prints
 * its counts). The two hosts read the file in different orders: Cloudflare applies the first matching rule before
 * it looks at files, Netlify serves an existing file before any rule that is not forced. So the file holds, in this
 * order, every exact rule first (Cloudflare counts each rule after the first with a splat against its 100 dynamic
 * rules):
 *   - `/index` and `/index.html` sent to `/`; a folder page (/admin, an edition's home /vi) served at its URL
 *     without the slash by a rewrite to the folder, with its slash, `index` and `index.html` variants sent there;
 *   - each redirected section's root and pages: their `…/index` and `…/index.html` names (and the root's
 *     trailing-slash form) sent to the page, which the section's catch-all would otherwise send to the root;
 *   - each edition's not-found page's own paths answered 404 (a rewrite to a path with no file in the edition), and
 *     the names the rewrite below would lead to a page that has no such name (`/404/index`, `/vi/index/index`);
 *   - every real file under a redirected section of every edition with a 200 rule to itself (Cloudflare serves
 *     it as it is; Netlify never reaches the rule) and its page variants `.html` and trailing slash sent to the
 *     page's URL;
 * then the rules with a splat:
 *   - runs of slashes collapsed to one;
 *   - each section's catch-all, which sends unknown paths to the section root;
 *   - last, two rules for every other page of every edition: `…/index` and `…/index.html` rewritten to `….html`,
 *     which Cloudflare answers as it answers that name asked for directly: a 308 to the page's one URL, keeping
 *     the query, when the page exists (`/news-and-events/<slug>/index` goes to the article), else 404 with the
 *     404.html nearest up the tree, the edition's own. A rule that redirected them outright would send an
 *     `…/index` that names no page to a second address first.
 * An edition's other unknown paths need no rule on Cloudflare, which answers with the nearest 404.html up the
 * tree (out/vi/404.html); Netlify serves only the top-level one by itself and reads the editions' from
 * netlify.toml (netlifyConfig), after this file. Netlify applies the last two rules as the rewrites they are: it
 * answers a page's `…/index` with the page itself, whose canonical link names its one URL, as it answers its
 * `.html` name.
 */
export function redirectsFile(root) {
  // Made only for an export every host serves alike.
  assertNoSymlinks(root);
  const exact = [];
  const dynamic = [];
  const rule = (...parts) => (isDynamicSource(parts[0]) ? dynamic : exact).push(parts.join(' '));
  const comment = (text) => exact.push(`# ${text}`);
  comment("The pages the rules with a splat at the end do not answer: the homes, the content manager's folder page, the sections' pages.");
  for (const file of pageFilesIn(root)) {
    const route = routeOfFile(file);
    if (file.endsWith('/index.html')) {
      // A folder's page: the site's home, an edition's home, the content manager.
      const folder = route === '/' ? '' : route;
      if (folder) rule(route, `${route}/`, 200);
      for (const variant of folder ? [`${route}/`, `${route}/index`, file] : ['/index', '/index.html']) rule(variant, route, 308);
      // The rewrite at the end would take `…/index/index` to the folder's own page (its `index.html` name): no
      // page has that name.
      for (const variant of [`${folder}/index/index`, `${folder}/index/index.html`]) rule(variant, `${editionOf(route)}${NOT_FOUND_TARGET}`, 200);
    } else if (isSectionRoute(route)) {
      // A section root's trailing-slash form would otherwise meet its section's catch-all (a 301).
      if (SECTION_ROOTS.includes(route)) rule(`${route}/`, route, 308);
      rule(`${route}/index`, route, 308);
      rule(`${route}/index.html`, route, 308);
    }
  }
  comment("Each edition's not-found page is an answer, never a page of its own.");
  for (const prefix of ALL_PREFIXES) {
    for (const name of NOT_FOUND_NAMES) {
      if (!existsSync(path.join(root, `${prefix}${name}.html`))) continue;
      for (const variant of [name, `${name}.html`, `${name}.txt`, `${name}/index`, `${name}/index.html`]) rule(`${prefix}${variant}`, `${prefix}${NOT_FOUND_TARGET}`, 200);
    }
  }
  for (const section of SECTION_ROOTS) {
    comment(`${section}: its real files (its catch-all follows with the other rules with a splat).`);
    const files = filesUnder(path.join(root, section)).map((file) => '/' + path.relative(root, file).split(path.sep).join('/'));
    for (const file of files.sort()) {
      if (file.endsWith('.html')) {
        const page = file.slice(0, -'.html'.length);
        rule(page, page, 200);
        rule(file, page, 308);
        rule(`${page}/`, page, 308);
      } else {
        rule(file, file, 200);
      }
    }
  }
  // First of the rules with a splat or a placeholder: `//` anywhere goes to one slash, before a section's
  // catch-all could take `/about-us//team` for an unknown page.
  dynamic.push('# Runs of slashes collapse to one (a run at the start of the path is no other host).', ...slashRules().map((line) => line.join(' ')));
  dynamic.push('# Unknown paths under a section go to its root.');
  for (const section of SECTION_ROOTS) rule(`${section}/*`, section, REDIRECT_STATUS);
  dynamic.push("# Any other page's `…/index` and `…/index.html`: its one URL if it exists (Cloudflare redirects a page's `.html` name there), else 404.");
  for (const name of ['index', 'index.html']) rule(`/*/${name}`, '/:splat.html', 200);
  const counts = redirectRuleCounts([...exact, ...dynamic].join('\n'));
  if (counts.static > MAX_REDIRECT_RULES) {
    throw new Error(`_redirects: ${counts.static} static rules, more than ${MAX_REDIRECT_RULES} (Cloudflare Pages reads at most ${CLOUDFLARE_STATIC_REDIRECTS.toLocaleString('en-US')})`);
  }
  if (counts.dynamic > MAX_DYNAMIC_REDIRECT_RULES) {
    throw new Error(`_redirects: ${counts.dynamic} rules with a splat or a placeholder, more than ${MAX_DYNAMIC_REDIRECT_RULES} (Cloudflare Pages reads at most ${MAX_DYNAMIC_REDIRECT_RULES})`);
  }
  return [
    '# Generated by scripts/postbuild.mjs from scripts/host-rules.mjs and the files in out/: do not edit.',
    '# Exact rules first (Cloudflare Pages applies rules before files, and counts every rule after the first',
    '# with a splat as one of its 100 dynamic rules); no rule names an article or another page the content adds.',
    ...exact,
    '# Rules with a splat or a placeholder: runs of slashes, unknown paths under a section (to its root), every other page\'s …/index.',
    ...dynamic,
  ].join('\n') + '\n';
}

/**
 * The `_redirects` rules (from, to, status) that send a path with a run of slashes to the path with one, on the
 * hosts that cannot normalise a path (Cloudflare Pages): `//vi/about-us` would otherwise be answered with the page
 * at an address Next's router refuses (a SecurityError, "This page couldn't load"). A placeholder matches one
 * segment, never empty, so every target starts with one slash and a segment: never `//host`. A run in the middle
 * of the path loses one slash per step (`/vi///about-us` takes two); a run at the start of up to four slashes goes
 * at once, a longer one (no link makes one) is answered 404 as an unknown path.
 */
export function slashRules() {
  const rules = [];
  for (let run = 2; run <= 4; run++) {
    const slashes = '/'.repeat(run);
    rules.push([`${slashes}:a`, '/:a', 308], [`${slashes}:a/*`, '/:a/:splat', 308]);
  }
  rules.push(['/////*', NOT_FOUND_TARGET, 200]);
  for (let depth = 1; depth <= MAX_PAGE_DEPTH; depth++) {
    const head = Array.from({ length: depth }, (_, i) => `/:s${i + 1}`).join('');
    rules.push([`${head}//*`, `${head}/:splat`, 308]);
  }
  return rules;
}

/**
 * The headers of exact paths in a Netlify / Cloudflare Pages `_headers` file (rules with a splat or a
 * placeholder are left to the caller, and so are "! Name" lines): { '/about-us': { 'Content-Security-Policy': '...' }, ... }.
 */
export function exactPathHeaders(text) {
  const byPath = {};
  let current = null;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const target = line.trim();
      current = /[*:]/.test(target) ? null : (byPath[target] ??= {});
      continue;
    }
    const colon = line.indexOf(':');
    if (current && colon > 0) current[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return byPath;
}

const headerBlock = (headers) => Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
/** "! Name" lines: Cloudflare Pages joins the values of a header set by two matching rules unless detached first. */
const detach = (names) => names.map((name) => `  ! ${name}`);

/** Cloudflare Pages reads at most 100 rules of a `_headers` file (and skips every rule after them). */
export const MAX_HEADER_RULES = 100;

/** The rules (paths) of a `_headers` text, in order. */
export function headerRulePaths(text) {
  return text.split('\n').filter((line) => /^(\/|https:\/\/)/.test(line)).map((line) => line.trim());
}

/**
 * The Netlify / Cloudflare Pages `_headers` file, committed as deploy/_headers and written by the build as
 * out/_headers: the same text for every build, since no rule names a page. Cloudflare applies every rule that
 * matches a path, in the file's order, and joins the values of a header set twice; "! Name" first removes what
 * an earlier rule set (Netlify skips those lines and lets the later rule's value win). Its rules apply to
 * redirects too. Each page's own policy travels in its <meta> tag; the header beside it is the pages' header
 * policy (PAGE_HEADER_POLICY), which a browser enforces together with it.
 */
export function commonHeadersFile(extraRules = []) {
  const lines = [
    '# Response headers for Netlify and Cloudflare Pages (and the ones to configure on any other static host).',
    '# Generated from scripts/host-rules.mjs by `npm run host-files`: do not edit. `npm run build` writes the same',
    '# rules to out/_headers: none names a page, so their number stays the same however many pages there are.',
    "# Each page's own Content-Security-Policy (its script hashes, connections and images) is in its <meta> tag.",
    '',
    '# Every answer, page-shaped names first: the security headers, the policy every page holds (frame-ancestors,',
    '# which a <meta> policy cannot carry, among it) and revalidation on every visit. Vary is named here because',
    '# Cloudflare compresses without it.',
    '/*',
    ...headerBlock({ ...SECURITY_HEADERS, 'Content-Security-Policy': PAGE_HEADER_POLICY, Vary: 'Accept-Encoding', 'Cache-Control': CACHE.page }),
    '',
    '# Every name with a dot in its last segment is a file: no script of its own runs (NO_SCRIPT_POLICY), unless',
    "# its type is one of the site's plain types below. This catches a type the site does not use and an",
    '# upper-case name (`.SVG`), which the rules by extension miss: Cloudflare matches them case by case.',
    '/*.:ext',
    ...detach(['Content-Security-Policy']),
    ...headerBlock({ 'Content-Security-Policy': NO_SCRIPT_POLICY }),
    '',
    "# Files, by their extension: the baseline policy (NO_SCRIPT_POLICY for a document: SVG, XML, HTML) and five",
    "# minutes of caching (a redirect from such a name too); text files, the pages' data among them, revalidated.",
    ...FILE_EXTENSIONS.flatMap((ext) => [
      `/*.${ext}`,
      ...detach(['Content-Security-Policy', 'Cache-Control']),
      ...headerBlock({
        'Content-Security-Policy': DOCUMENT_EXTENSIONS.includes(ext) ? NO_SCRIPT_POLICY : BASELINE_POLICY,
        'Cache-Control': REVALIDATED_EXTENSIONS.includes(ext) ? CACHE.page : CACHE.short,
      }),
      '',
    ]),
    "# Each edition's news feed is RSS, not just any XML file.",
    ...FEED_PATHS.flatMap((feed) => [feed, ...headerBlock({ 'Content-Type': FEED_TYPE }), '']),
    "# The hashed build assets, one folder for every edition.",
    ...IMMUTABLE_PREFIXES.flatMap((prefix) => [`${prefix}*`, ...detach(['Cache-Control']), ...headerBlock({ 'Cache-Control': CACHE.immutable }), '']),
    "# The content manager: its own policy and opener policy, kept out of search engines. Its other names redirect.",
    routeOfFile(ADMIN_PAGE),
    ...detach(['Content-Security-Policy', 'Cross-Origin-Opener-Policy']),
    ...headerBlock({ 'Content-Security-Policy': adminPolicy(), ...ADMIN_HEADERS }),
    '',
    '# Every other answer of its folder (/admin/translations, its files) is kept out of search engines too.',
    `${routeOfFile(ADMIN_PAGE)}/*`,
    ...headerBlock(placeHeadersOf(`${routeOfFile(ADMIN_PAGE)}/`)),
    ...extraRules.flatMap((rule) => ['', ...rule]),
    '',
    '# Last, any spelling with a percent-encoded character that could name a page or a document: no script runs',
    "# (Cloudflare matches these rules against the path as sent and cannot decode it; nginx and our server redirect",
    "# such a spelling to the plain one). `/%76i/about-us` would otherwise run the Vietnamese page's scripts with",
    '# an address they read as English, and `/news/x.sv%67` an SVG without its own rule.',
    ...percentRules().flatMap((rule) => [rule, ...detach(['Content-Security-Policy']), ...headerBlock({ 'Content-Security-Policy': NO_SCRIPT_POLICY }), '']),
  ];
  const text = lines.join('\n').trimEnd() + '\n';
  const count = headerRulePaths(text).length;
  if (count > MAX_HEADER_RULES) throw new Error(`_headers: ${count} rules, more than ${MAX_HEADER_RULES} (Cloudflare Pages reads at most 100)`);
  return text;
}

/**
 * out/_headers for a build's pages: the common rules, whatever the pages. Fails only for a page at a name with a
 * file extension, which those rules would answer as a file (no content can make one: slugs have no dot).
 * @param {import('./rules.mjs').PageRule[]} pages
 * @param {string} [publicDir] the project's public/ folder (publicDocuments)
 */
export function headersFile(pages, publicDir) {
  const misnamed = pages.filter((p) => isFileName(p.route));
  if (misnamed.length) throw new Error(`_headers: pages at a file's name would get a file's headers: ${misnamed.map((p) => p.route).join(', ')}`);
  const deep = pages.filter((p) => p.route.split('/').length - 1 > MAX_PAGE_DEPTH);
  if (deep.length) throw new Error(`_headers: pages deeper than ${MAX_PAGE_DEPTH} segments (MAX_PAGE_DEPTH, which the rules for percent-encoded spellings cover): ${deep.map((p) => p.route).join(', ')}`);
  const documents = publicDocuments(pages, publicDir);
  return commonHeadersFile(
    documents.map((p) => [`# ${p.file} is a file of public/, not a page: no script of its own runs.`, p.route, ...detach(['Content-Security-Policy']), ...headerBlock({ 'Content-Security-Policy': NO_SCRIPT_POLICY })]),
  );
}
