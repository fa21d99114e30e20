// build/nginx-pages.conf, the nginx include deploy/nginx.conf reads, written in nginx's syntax from the rules of
// scripts/hosts/rules.mjs. This module owns that syntax, the grouping of the pages into kinds that one location
// each answers (pageKinds), and the count of locations the build reports.
import { editionPattern } from '../../lib/i18n/editions.mjs';
import { BASELINE_POLICY, PAGE_HEADER_POLICY } from '../csp.mjs';
import { publicDocuments } from './paths.mjs';
import {
  ADMIN_HEADERS,
  CACHE,
  EDITION_PREFIXES,
  FILE_EXTENSIONS,
  HOST_FILES,
  IMMUTABLE_PREFIXES,
  NO_SCRIPT_POLICY,
  PLAIN_EXTENSIONS,
  REDIRECT_STATUS,
  REVALIDATED_EXTENSIONS,
  SECTION_ROOTS,
  SECURITY_HEADERS,
  isNotFoundName,
  notFoundPageOf,
  placeHeadersOf,
  sectionRedirect,
  securityHeaders,
} from './rules.mjs';
import { escapeRegExp } from '../../lib/text/escape-regexp.mjs';

/** @typedef {import('./rules.mjs').PageRule} PageRule */

/** nginx add_header lines. nginx does not inherit add_header into a location that sets its own: each repeats them. */
const addHeaders = (headers, indent = '    ') => Object.entries(headers).map(([name, value]) => `${indent}add_header ${name} "${value}" always;`);

/** The last segment of a page that a kind's pattern answers: no dot (never a file's name). */
const PAGE_NAME = /^[^/.]+$/;

/**
 * The exported pages by kind, for a host that answers a kind of page with one rule (nginx). A kind is the pages
 * named by one plain segment in one folder, each answered from its `<name>.html`, that send the same headers
 * (their policy among them): the articles of an edition (`/vi/news-and-events/<slug>`), the pages of its news
 * list (`/vi/news-and-events/page/<n>`), its top-level pages (`/vi/<name>`, a service card's page among them), a
 * section's pages. Within a folder the headers most of its pages share are the kind's. Every other page is
 * `single`, answered at its exact URL: a folder's page (the homes, /admin), and a page whose headers are not its
 * kind's (the news list's first page, whose scripts differ from its folder's other pages). An article whose
 * policy differed from the others' would be answered the same way, exactly and with its own policy: nginx reads
 * any number of locations, so falling back never serves a page under another page's policy, and the build's
 * report names how many pages are answered one by one (a number that grows with the articles would show there).
 * @param {PageRule[]} pages
 * @param {(page: PageRule) => Record<string, string>} headersOf
 * @returns {{ kinds: { folder: string, headers: Record<string, string>, pages: PageRule[] }[], single: PageRule[] }}
 */
export function pageKinds(pages, headersOf) {
  const folders = new Map();
  const single = [];
  for (const page of pages) {
    const cut = page.route.lastIndexOf('/');
    const name = page.route.slice(cut + 1);
    if (page.file !== `${page.route}.html` || !PAGE_NAME.test(name) || name === 'index') {
      single.push(page);
      continue;
    }
    const folder = page.route.slice(0, cut);
    const headers = headersOf(page);
    const key = JSON.stringify(headers);
    if (!folders.has(folder)) folders.set(folder, new Map());
    const groups = folders.get(folder);
    if (!groups.has(key)) groups.set(key, { key, headers, pages: [] });
    groups.get(key).pages.push(page);
  }
  const kinds = [];
  const byName = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
  for (const folder of [...folders.keys()].sort(byName)) {
    const [kind, ...others] = [...folders.get(folder).values()].sort((a, b) => b.pages.length - a.pages.length || byName(a.key, b.key));
    kinds.push({ folder, headers: kind.headers, pages: kind.pages });
    for (const other of others) single.push(...other.pages);
  }
  return { kinds, single: single.sort((a, b) => byName(a.route, b.route)) };
}

/** The named nginx location that sends an unknown page of a section to the section's root. */
const sectionLocation = (section) => `@section${section.replace(/[^a-z0-9]+/gi, '_')}`;

/**
 * build/nginx-pages.conf, included at server level by deploy/nginx.conf: the headers of every response, host
 * files refused, hashed assets cached, unknown section pages redirected, every page's other names redirected
 * to its one URL, and the pages with their own policies. deploy/nginx.conf keeps only what is nginx's own syntax
 * (listen, gzip, clean URLs, the trailing-slash and `.html` names). A location without add_header of its own
 * (every redirect, every file that is not a page) gets the server-level headers, chosen by the name asked for as
 * on the hosts that read `_headers`. Each page's location sends the page's whole policy as a header (the same as
 * its <meta> tag, plus frame-ancestors): it holds from the first byte of the page. Its size does not grow with
 * the content: one regular-expression location per kind of page (pageKinds: all the articles of an edition share
 * one, as do the pages of its news list), an exact one only for the pages of no kind, and one location that
 * answers every page's `…/index` and `…/index.html` by whether the page's file exists.
 * @param {PageRule[]} pages
 * @param {string} [publicDir] the project's public/ folder (publicDocuments)
 */
export function nginxRules(pages, publicDir) {
  const documents = new Set(publicDocuments(pages, publicDir));
  const hostFiles = HOST_FILES.map(escapeRegExp).join('|');
  const editions = editionPattern(EDITION_PREFIXES, { capture: true });
  const sections = SECTION_ROOTS.flatMap((section) => [
    `location ${section}/ { try_files $uri $uri.html ${sectionLocation(section)}; }`,
    `location ${sectionLocation(section)} { return ${REDIRECT_STATUS} ${section}$is_args$args; }`,
  ]);
  const isNotFound = (p) => isNotFoundName(p.route, '404');
  const headersOf = (p) => ({
    ...SECURITY_HEADERS,
    'Cache-Control': isNotFound(p) ? CACHE.notFound : CACHE.page,
    'Content-Security-Policy': documents.has(p) ? NO_SCRIPT_POLICY : p.policy,
    ...placeHeadersOf(p.route),
    ...p.extra,
  });
  const served = pages.filter((p) => !isNotFoundName(p.route, '_not-found') && !isNotFound(p));
  const { kinds, single } = pageKinds(served, headersOf);
  const block = (where, body, headers) => [`location ${where} {`, body, ...addHeaders(headers), '}'].join('\n');
  const notFoundLocations = pages.filter(isNotFound).map((p) => block(`= ${p.file}`, '    internal;', headersOf(p)));
  const singleLocations = single.map((p) => block(`= ${p.route}`, `    try_files ${p.file} =404;`, headersOf(p)));
  const kindLocations = kinds.map(({ folder, headers }) => {
    // An unknown name of a section's kind goes to the section root, as on the other hosts.
    const section = sectionRedirect(`${folder}/-`, SECTION_ROOTS);
    return block(`~ "^${escapeRegExp(folder)}/[^/.]+$"`, `    try_files $uri.html ${section ? sectionLocation(section) : '=404'};`, headers);
  });
  return [
    '# Generated by scripts/postbuild.mjs from scripts/host-rules.mjs for the out/ of the same build: do not edit.',
    '',
    '# Every response without a location of its own below (redirects, files that are neither pages nor hashed',
    "# assets), as the hosts that read _headers answer it, by the name asked for: a name with one of the site's",
    "# file extensions gets the baseline policy and five minutes of caching, any other name the pages' header",
    '# policy and revalidation. Set once per request from the name as asked, before any location.',
    `set $site_policy "${PAGE_HEADER_POLICY}";`,
    `set $site_cache "${CACHE.page}";`,
    `if ($uri ~ "\\.(${FILE_EXTENSIONS.join('|')})$") { set $site_cache "${CACHE.short}"; }`,
    `if ($uri ~ "\\.(${REVALIDATED_EXTENSIONS.join('|')})$") { set $site_cache "${CACHE.page}"; }`,
    "# A name with a dot in its last segment is a file: no script of its own runs (NO_SCRIPT_POLICY: an SVG, XML",
    "# or HTML file that is not a page, any type the site does not use, `.SVG`), unless it is of a plain type.",
    `if ($uri ~ "/[^/]*\\.[^/]+$") { set $site_policy "${NO_SCRIPT_POLICY}"; }`,
    `if ($uri ~ "\\.(${PLAIN_EXTENSIONS.join('|')})$") { set $site_policy "${BASELINE_POLICY}"; }`,
    '# Every answer of the content manager\'s folder is kept out of search engines (an empty value sends no header).',
    'set $site_robots "";',
    `if ($uri ~ "^/admin(/|$)") { set $site_robots "${ADMIN_HEADERS['X-Robots-Tag']}"; }`,
    ...addHeaders(SECURITY_HEADERS, ''),
    'add_header Content-Security-Policy $site_policy always;',
    'add_header Cache-Control $site_cache always;',
    'add_header X-Robots-Tag $site_robots always;',
    '',
    '# One spelling per path: a path sent in another (an encoded character that needs none, `//`, a dot segment)',
    "# goes to its own, nginx's decoded and normalised $uri, when that holds only characters a path holds as they",
    "# are; so nginx and the page's scripts, which read the edition from the address as sent, read the same path",
    '# (`/%76i/about-us` is the Vietnamese page, `/vi/..%2fabout-us` the English one). The target never starts',
    '# with `//` (nginx merges slashes), never holds a control character, and keeps the query as sent.',
    'set $site_spelling "$uri $request_uri";',
    "# Not for the not-found page an error_page answer moves to (nginx runs these rules again for it).",
    'if ($uri ~ "/404\\.html$") { set $site_spelling ""; }',
    `if ($site_spelling ~ "^(/(?!/)[A-Za-z0-9._~!&'()*+,;=:@/-]*) (?!\\1(\\?|$))") { return 308 $1$is_args$args; }`,
    '',
    "# Every 404 answer is the not-found page of the path's edition (/vi/… gets /vi/404.html). Set once per",
    '# request, before any location, so that every location that answers 404 (try_files, return) sends it.',
    `set $not_found_page ${notFoundPageOf('/')};`,
    ...EDITION_PREFIXES.map((prefix) => `if ($uri ~ "^${escapeRegExp(prefix)}(/.*)?$") { set $not_found_page ${notFoundPageOf(prefix)}; }`),
    'error_page 404 $not_found_page;',
    '',
    '# Regular-expression locations are tried in this order, after the exact ones; the trailing-slash and `.html`',
    '# names of deploy/nginx.conf come after all of them.',
    '# Host files of other platforms are not content.',
    `location ~ ^(${hostFiles})$ { return 404; }`,
    '',
    "# Each edition's not-found page is an answer, never a page of its own: its paths answer 404 like any unknown path.",
    `location ~ ^${editions}/(404|_not-found)(\\.html|\\.txt)?$ { return 404; }`,
    '',
    "# The hashed build assets (one folder for every edition) never change.",
    ...IMMUTABLE_PREFIXES.flatMap((prefix) => [`location ${prefix} {`, ...addHeaders({ ...securityHeaders(), 'Cache-Control': CACHE.immutable }), '    try_files $uri =404;', '}']),
    '',
    '# Unknown pages under a section go to the section root; real files are served first.',
    ...sections,
    '',
    "# A page's file names redirect to its one URL: `/index` and `/index.html` to the home, and every other",
    "# `…/index` and `…/index.html` to the page of that folder when its file exists (`….html`, or a folder's",
    "# page `…/index.html`: /vi, /admin), keeping the query. No page is named `…/index/index` or after the",
    "# not-found page; an unknown one under a section goes to the section's root, any other answers 404.",
    'location = /index { return 308 /$is_args$args; }',
    'location = /index.html { return 308 /$is_args$args; }',
    'location ~ "^(?<site_folder>/.+?)/index(\\.html)?$" {',
    `    if ($site_folder ~ "(^${editions}/(404|_not-found)|/index)$") { return 404; }`,
    '    if (-f $document_root$site_folder.html) { return 308 $site_folder$is_args$args; }',
    '    if (-f $document_root$site_folder/index.html) { return 308 $site_folder$is_args$args; }',
    `    if ($site_folder ~ "^(${SECTION_ROOTS.map(escapeRegExp).join('|')})/") { return ${REDIRECT_STATUS} $1$is_args$args; }`,
    '    return 404;',
    '}',
    '',
    "# The pages of no kind, each with its own Content-Security-Policy; each edition's not-found page only as the",
    '# 404 answer.',
    ...singleLocations,
    ...notFoundLocations,
    '',
    '# One location per kind of page (the pages named by one plain segment in a folder, with the same headers): the',
    "# kind's Content-Security-Policy, which each of its pages holds in its <meta> tag. A name of the kind with no",
    "# page answers 404, or goes to its section's root.",
    ...kindLocations,
    '',
  ].join('\n');
}

/** The locations of an nginx include: every one, the regular-expression ones for kinds of page, the exact ones for one page each. */
export function nginxLocationCounts(text) {
  const locations = [...text.matchAll(/^location (\S+)/gm)].map((m) => m[1]);
  const pageKindCount = (text.match(/^location ~ "\^[^"]*\/\[\^\/\.\]\+\$" \{$/gm) ?? []).length;
  const onePage = (text.match(/^location = \S+ \{\n {4}try_files /gm) ?? []).length;
  return { locations: locations.length, kinds: pageKindCount, onePage };
}

