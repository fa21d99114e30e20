// The one definition of the rules a production host applies to out/: security headers, the baseline
// Content-Security-Policy, caching, which paths redirect, and which files are not content. Everything that
// carries them is generated from here: out/_headers and out/_redirects (Netlify, Cloudflare Pages) and
// build/nginx-pages.conf (nginx) by scripts/postbuild.mjs, the committed deploy/_headers by
// `npm run host-files`, scripts/serve.mjs directly, and the 404 page's browser redirect (lib/routes/redirects.ts).
// scripts/__tests__/host-files.test.mjs fails when a host file disagrees with this module.
// Run `node scripts/host-rules.mjs --write` (npm run host-files) after changing a rule.
import { existsSync, readdirSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASELINE_POLICY } from './csp.mjs';

export { BASELINE_POLICY };

/** Unknown paths under these sections redirect to the section root (old links into a section keep working). */
export const REDIRECT_SECTIONS = Object.freeze(['/about-us', '/services']);
export const REDIRECT_STATUS = 301;

/**
 * The section root an unknown path under a section redirects to, or null. It must stay self-contained (no
 * imports, no outer variables): lib/routes/redirects.ts inlines its source into the exported 404 page as a script,
 * so the browser redirects before anything paints on hosts without our redirect rules.
 * @param {string} pathname
 * @param {readonly string[]} sections
 * @returns {string | null}
 */
export function sectionRedirect(pathname, sections) {
  const trimmed = pathname.replace(/\/+$/, '');
  for (const root of sections) {
    if (trimmed.startsWith(root + '/')) return root;
  }
  return null;
}

/** Security headers sent with every response. */
export const SECURITY_HEADERS = Object.freeze({
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  // OpenStreetMap's tile policy needs a Referer: never no-referrer.
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
});

/** The security headers plus the baseline policy: what a response that is not a page carries. */
export function securityHeaders() {
  return { ...SECURITY_HEADERS, 'Content-Security-Policy': BASELINE_POLICY };
}

/** Hashed build assets never change: cache for a year. */
export const IMMUTABLE_PREFIX = '/_next/static/';
export const CACHE = Object.freeze({
  immutable: 'public, max-age=31536000, immutable',
  // Pages are revalidated on every visit, so a new build shows at once.
  page: 'public, max-age=0, must-revalidate',
  other: 'public, max-age=86400',
  // Redirects and 404 answers.
  none: 'no-cache',
});

export function cacheControl(urlPath) {
  if (urlPath.startsWith(IMMUTABLE_PREFIX)) return CACHE.immutable;
  if (urlPath.endsWith('.html') || !path.extname(urlPath)) return CACHE.page;
  return CACHE.other;
}

/** Configuration files of the hosts that sit in out/ (or could be put there) but are not content; matched after decoding. */
export const HOST_FILES = Object.freeze(['/_headers', '/_redirects', '/_headers.json', '/_nginx-pages.conf']);

/** Paths of the not-found page itself: served only as a 404 answer, never as a page with status 200. */
const NOT_FOUND_PAGE = /^\/(404|_not-found)(\.html|\.txt|\/index\.html)?$/;

/**
 * A raw request path (as sent, percent-encoded; any byte above 0x7f as one latin1 character, the way Node
 * hands it over) decoded to text: percent escapes are bytes, and the bytes must be UTF-8. Null for a
 * malformed escape, invalid UTF-8 or a NUL byte, which no real page can be named.
 */
export function decodePath(raw) {
  const bytes = [];
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c === 0x25) {
      const hex = raw.slice(i + 1, i + 3);
      if (!/^[0-9a-fA-F]{2}$/.test(hex)) return null;
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else if (c > 0xff) {
      return null;
    } else {
      bytes.push(c);
    }
  }
  let text;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bytes));
  } catch {
    return null;
  }
  return text.includes('\0') ? null : text;
}

/**
 * A decoded, normalised path written back as a `Location` value: every segment percent-encoded, so no
 * control character, space, backslash or non-ASCII character reaches the header, and never `//` at the
 * start (which a browser would read as another host). Anything that still does not look like a plain
 * same-origin path becomes "/".
 */
export function locationOf(cleanPath) {
  const encoded = cleanPath
    .split('/')
    .map((segment) => encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
    .join('/');
  return /^\/(?![/\\])[\x21-\x7e]*$/.test(encoded) || encoded === '/' ? encoded : '/';
}

/** A query string as sent, with every byte outside printable ASCII percent-encoded (safe in a header). */
export function safeQuery(search) {
  return search.replace(/[^\x21-\x7e]/g, (c) => {
    const code = c.charCodeAt(0);
    return code > 0xff ? encodeURIComponent(c) : `%${code.toString(16).toUpperCase().padStart(2, '0')}`;
  });
}

/**
 * What answers a request path in `root` (the out/ folder). `pathname` is the path as sent, still
 * percent-encoded. The answer is { file } for a page or asset, { redirect, status } for a redirect (a
 * percent-encoded same-origin path), { notFound } with 404.html, or { badRequest: true } for a path that
 * cannot be decoded. Host files and the not-found page's own paths are judged after decoding and
 * normalising, so no encoding of them is served.
 */
export function resolvePath(root, pathname) {
  const notFound = { notFound: path.join(root, '404.html') };
  const decoded = typeof pathname === 'string' && pathname.startsWith('/') ? decodePath(pathname) : null;
  if (decoded === null) return { badRequest: true };
  // Backslashes are path separators to some browsers and file systems: never a name on this site.
  if (decoded.includes('\\')) return notFound;
  const clean = path.posix.normalize(decoded);
  if (clean.split('/').includes('..')) return notFound;
  if (clean !== '/' && clean.endsWith('/')) return { redirect: locationOf(clean.replace(/\/+$/, '') || '/'), status: 308 };
  if (NOT_FOUND_PAGE.test(clean)) return notFound;
  const within = root.endsWith(path.sep) ? root : root + path.sep;
  const isServable = (p) => {
    if (!p.startsWith(within) || !existsSync(p) || !statSync(p).isFile()) return false;
    // A symbolic link must not lead out of the served folder.
    const real = realpathSync(p);
    return real.startsWith(realpathSync(root) + path.sep);
  };
  // A page asked for by its file name answers at its one canonical URL, as Cloudflare Pages does.
  if (clean.endsWith('.html') && isServable(path.join(root, clean))) {
    return { redirect: clean === '/index.html' ? '/' : locationOf(clean.slice(0, -'.html'.length)), status: 308 };
  }
  const base = path.join(root, clean);
  const candidates = clean === '/' ? [path.join(root, 'index.html')] : [base, `${base}.html`, path.join(base, 'index.html')];
  for (const candidate of candidates) {
    if (!isServable(candidate)) continue;
    const relative = '/' + path.relative(root, candidate).split(path.sep).join('/');
    if (HOST_FILES.includes(relative) || NOT_FOUND_PAGE.test(relative)) return notFound;
    return { file: candidate };
  }
  const target = sectionRedirect(clean, REDIRECT_SECTIONS);
  if (target) return { redirect: target, status: REDIRECT_STATUS };
  return notFound;
}

function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Cloudflare Pages accepts at most 2,000 static rules; stay clear of it with room to grow. */
export const MAX_REDIRECT_RULES = 1800;

/**
 * The Netlify / Cloudflare Pages `_redirects` file for the export in `root`. The two hosts read the same file
 * in different orders: Cloudflare applies the first matching rule before it looks at files, Netlify serves an
 * existing file before any rule that is not forced. So every real file under a redirected section is listed
 * first with a 200 rule to itself (Cloudflare serves it as it is; Netlify never reaches the rule), its page
 * variants `.html` and trailing slash go to the page's one URL, and only then the catch-all sends unknown
 * paths to the section root.
 */
export function redirectsFile(root) {
  const lines = [
    '# Generated by scripts/postbuild.mjs from scripts/host-rules.mjs and the files in out/: do not edit.',
    '# Real files under the redirected sections come first (Cloudflare Pages applies rules before files);',
    '# unknown paths under a section then go to the section root.',
  ];
  let count = 0;
  for (const section of REDIRECT_SECTIONS) {
    const files = filesUnder(path.join(root, section)).map((file) => '/' + path.relative(root, file).split(path.sep).join('/'));
    for (const file of files.sort()) {
      if (file.endsWith('.html')) {
        const page = file.slice(0, -'.html'.length);
        lines.push(`${page} ${page} 200`, `${file} ${page} 308`, `${page}/ ${page} 308`);
        count += 3;
      } else {
        lines.push(`${file} ${file} 200`);
        count += 1;
      }
    }
    lines.push(`${section}/* ${section} ${REDIRECT_STATUS}`);
    count += 1;
  }
  if (count > MAX_REDIRECT_RULES) {
    throw new Error(`_redirects: ${count} rules, more than ${MAX_REDIRECT_RULES} (Cloudflare Pages reads at most 2,000)`);
  }
  return lines.join('\n') + '\n';
}

/**
 * The headers of exact paths in a Netlify / Cloudflare Pages `_headers` file (rules with a splat or a
 * placeholder are left to the caller): { '/about-us': { 'Content-Security-Policy': '...' }, ... }.
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

/** The URL path a page file answers at: /index.html -> /, /about-us.html -> /about-us; other files as they are. */
export function routeOfFile(file) {
  if (file === '/index.html') return '/';
  return file.replace(/\/index\.html$/, '').replace(/\.html$/, '');
}

/**
 * A page of the export as the host files need it: its file in out/, the URL path it answers at, its own
 * Content-Security-Policy and any further headers (e.g. X-Robots-Tag).
 * @typedef {{ file: string, route: string, policy: string, extra?: Record<string, string> }} PageRule
 */

/** The content manager's page (a folder page: hosts answer it at /admin and /admin/). */
export const ADMIN_PAGE = '/admin/index.html';

/**
 * The content manager's own headers beside its policy: out of search engines, and an opener policy that keeps
 * the GitHub sign-in popup's link back to the page (with `same-origin` the handshake never completes).
 */
export const ADMIN_HEADERS = Object.freeze({
  'X-Robots-Tag': 'noindex, nofollow',
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
});

const headerBlock = (headers) => Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);

/** The rules of the Netlify / Cloudflare Pages `_headers` file that hold for every build. */
export function commonHeadersFile() {
  return [
    '# Response headers for Netlify and Cloudflare Pages (and the ones to configure on any other static host).',
    '# Generated from scripts/host-rules.mjs by `npm run host-files`: do not edit. `npm run build` writes',
    "# out/_headers: these rules followed by each page's own Content-Security-Policy.",
    '/*',
    ...headerBlock(securityHeaders()),
    '',
    `${IMMUTABLE_PREFIX}*`,
    ...headerBlock({ 'Cache-Control': CACHE.immutable }),
    '',
  ].join('\n');
}

/**
 * out/_headers: the common rules, then each page's policy under every path a host may answer it at (the 404
 * page's too, which scripts/serve.mjs sends with its 404 answers; the hosts match rules by the requested path).
 * @param {PageRule[]} pages
 */
export function headersFile(pages) {
  const pageRules = pages
    .filter((p) => p.route !== '/_not-found')
    .flatMap((p) => {
      // A header every response carries and this page sets otherwise is detached first ("! Name"), or the
      // hosts would send both values joined into one invalid header.
      const replaced = Object.keys(p.extra ?? {}).filter((name) => name in SECURITY_HEADERS);
      const lines = [...replaced.map((name) => `  ! ${name}`), ...headerBlock({ 'Content-Security-Policy': p.policy, ...p.extra })];
      const paths = p.file === ADMIN_PAGE ? [p.route, `${p.route}/`, p.file] : p.route === '/' ? [p.route] : [p.route, `${p.route}.html`];
      return paths.flatMap((where) => [where, ...lines]);
    });
  return `${commonHeadersFile()}\n# Per-page Content-Security-Policy (generated by scripts/postbuild.mjs)\n${pageRules.join('\n')}\n`;
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** nginx add_header lines. nginx does not inherit add_header into a location that sets its own: each repeats them. */
const addHeaders = (headers, indent = '    ') => Object.entries(headers).map(([name, value]) => `${indent}add_header ${name} "${value}" always;`);

/**
 * build/nginx-pages.conf, included at server level by deploy/nginx.conf: the headers of every response, host
 * files refused, hashed assets cached, unknown section pages redirected, and one exact location per page with
 * its own policy. deploy/nginx.conf keeps only what is nginx's own syntax (listen, gzip, clean URLs).
 * @param {PageRule[]} pages
 */
export function nginxRules(pages) {
  const hostFiles = HOST_FILES.map(escapeRegExp).join('|');
  const sections = REDIRECT_SECTIONS.flatMap((section) => {
    const name = `@section${section.replace(/[^a-z0-9]+/gi, '_')}`;
    return [`location ${section}/ { try_files $uri $uri.html ${name}; }`, `location ${name} { return ${REDIRECT_STATUS} ${section}$is_args$args; }`];
  });
  const pageLocations = pages
    .filter((p) => p.route !== '/_not-found')
    .map((p) => {
      const where = p.route === '/404' ? 'location = /404.html' : p.file === ADMIN_PAGE ? 'location ~ ^/admin(/|/index\\.html)?$' : `location = ${p.route}`;
      const body = p.route === '/404' ? '    internal;' : `    try_files ${p.file} =404;`;
      const headers = { ...SECURITY_HEADERS, 'Cache-Control': cacheControl(p.file), 'Content-Security-Policy': p.policy, ...p.extra };
      return [`${where} {`, body, ...addHeaders(headers), '}'].join('\n');
    });
  return [
    '# Generated by scripts/postbuild.mjs from scripts/host-rules.mjs for the out/ of the same build: do not edit.',
    '',
    '# Security headers and the baseline policy for every response without a location of its own below.',
    ...addHeaders(securityHeaders(), ''),
    '',
    '# Host files of other platforms are not content.',
    `location ~ ^(${hostFiles})$ { return 404; }`,
    '',
    '# Hashed build assets never change.',
    `location ${IMMUTABLE_PREFIX} {`,
    ...addHeaders({ ...securityHeaders(), 'Cache-Control': CACHE.immutable }),
    '    try_files $uri =404;',
    '}',
    '',
    '# Unknown pages under a section go to the section root; real files are served first.',
    ...sections,
    '',
    '# Every exported page with its own Content-Security-Policy.',
    ...pageLocations,
    '',
  ].join('\n');
}

/** The committed host files generated from this module, by path from the project root. */
export const COMMITTED_HOST_FILES = Object.freeze({ 'deploy/_headers': commonHeadersFile });

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]) && process.argv.includes('--write')) {
  const project = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  for (const [file, generate] of Object.entries(COMMITTED_HOST_FILES)) {
    writeFileSync(path.join(project, file), generate());
    console.log(`wrote ${file}`);
  }
}
