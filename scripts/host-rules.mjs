// The one definition of the rules a production host applies to out/: security headers, the header
// Content-Security-Policies, caching, which paths redirect, and which files are not content. Everything that
// carries them is generated from here: out/_headers and out/_redirects (Netlify, Cloudflare Pages) and
// build/nginx-pages.conf (nginx) by scripts/postbuild.mjs, the committed deploy/_headers by
// `npm run host-files`, scripts/serve.mjs directly, and the 404 page's browser redirect (lib/routes/redirects.ts).
// scripts/__tests__/host-files.test.mjs fails when a host file disagrees with this module.
// Run `node scripts/host-rules.mjs --write` (npm run host-files) after changing a rule.
import { existsSync, lstatSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readLanguages } from '../lib/i18n/languages.mjs';
import { BASELINE_POLICY, PAGE_HEADER_POLICY, adminPolicy } from './csp.mjs';
import { filesUnder } from './files.mjs';

export { BASELINE_POLICY, PAGE_HEADER_POLICY };

/**
 * The prefixes of the editions beside the default language's ('/vi', '/zh'), from content/languages.yml. Each
 * edition is a whole copy of the site under its prefix (scripts/build.mjs), with its own 404.html and build
 * assets, so every rule below that names a place of the site holds under each prefix too.
 */
export const EDITION_PREFIXES = Object.freeze(
  readLanguages()
    .slice(1)
    .map((language) => language.prefix),
);
/** Every edition's prefix, the default language's ('') first. */
const ALL_PREFIXES = Object.freeze(['', ...EDITION_PREFIXES]);

/**
 * The prefix of the edition a decoded path belongs to ('/vi' for /vi and /vi/…), '' for the default language.
 * @param {string} pathname
 */
export function editionOf(pathname) {
  return EDITION_PREFIXES.find((prefix) => pathname === prefix || pathname.startsWith(prefix + '/')) ?? '';
}

/** Unknown paths under these sections redirect to the section root (old links into a section keep working). */
export const REDIRECT_SECTIONS = Object.freeze(['/about-us', '/services']);
/** The redirected sections of every edition: /about-us, /services, /vi/about-us, /vi/services, … */
export const SECTION_ROOTS = Object.freeze(ALL_PREFIXES.flatMap((prefix) => REDIRECT_SECTIONS.map((section) => prefix + section)));
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

/** The security headers plus the baseline policy: what an answer of the server itself carries (400, 405, …). */
export function securityHeaders() {
  return { ...SECURITY_HEADERS, 'Content-Security-Policy': BASELINE_POLICY };
}

/** Hashed build assets never change: cache for a year. */
export const IMMUTABLE_PREFIX = '/_next/static/';
export const CACHE = Object.freeze({
  immutable: 'public, max-age=31536000, immutable',
  // Pages are revalidated on every visit, so a new build shows at once; so is every other answer at a name
  // without a file extension (a page's other names and unknown section pages, which redirect), since a host
  // that matches header rules by path cannot tell them from pages.
  page: 'public, max-age=0, must-revalidate',
  // Every other file with one of the site's file extensions (the sitemap and feed, the CMS configuration, images,
  // the PDF), and a redirect from such a name (/about-us.html): five minutes. A file that changes with a build or
  // an edit shows soon, and a withdrawn redirect stops being followed soon (a 301 without a lifetime is kept by
  // browsers for good). Text files (`.txt`: the router's page data beside each page, robots.txt) are revalidated
  // like pages instead (REVALIDATED_EXTENSIONS).
  short: 'public, max-age=300',
  // 404 answers are never stored: a page published later shows at once. Cloudflare Pages forces this value
  // on its 404 answers whatever `_headers` says, so the other hosts send the same.
  notFound: 'no-store',
});

/**
 * Where the hashed build assets live: one folder for every edition (scripts/build.mjs merges the editions' files,
 * named by their contents, into out/_next), so a visitor switching language keeps what the browser has cached.
 */
export const IMMUTABLE_PREFIXES = Object.freeze([IMMUTABLE_PREFIX]);
const isImmutable = (filePath) => IMMUTABLE_PREFIXES.some((prefix) => filePath.startsWith(prefix));

/**
 * The file extensions of the site's files. Hosts that read `_headers` can match a path only by its shape, never
 * by the file that answers it, so the rules every host applies go by the name asked for: a name ending in one of
 * these is a file (the baseline policy, five minutes), any other name is page-shaped (the pages' header policy,
 * revalidated). Pages never end in one (their slugs are letters, digits and hyphens). One `_headers` rule each: a
 * type of file added to the site belongs here, or it is answered as page-shaped (revalidated every visit, which
 * is safe, only slower); the host suite fails on a type of out/ missing here.
 */
export const FILE_EXTENSIONS = Object.freeze([
  'html', 'txt', 'xml', 'json', 'yml', 'webmanifest', 'js', 'mjs', 'css', 'map', 'wasm',
  'png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'svg', 'ico', 'woff', 'woff2', 'pdf',
]);
const FILE_NAME = new RegExp(`\\.(${FILE_EXTENSIONS.join('|')})$`);

/** True for a request path that names a file by one of the site's extensions (see FILE_EXTENSIONS). */
export function isFileName(pathname) {
  return FILE_NAME.test(pathname);
}

/**
 * Each edition's news feed (app/news-and-events/feed.xml) is RSS: every host sends it as `application/rss+xml`,
 * by which feed readers and browsers know a feed, where its `.xml` name alone would make it `application/xml`.
 * Its other headers are any XML file's.
 */
export const FEED_TYPE = 'application/rss+xml; charset=utf-8';
export const FEED_PATHS = Object.freeze(ALL_PREFIXES.map((prefix) => `${prefix}/news-and-events/feed.xml`));

/** The Content-Type of a decoded path that its extension does not tell (an edition's feed), else null. */
export function contentTypeOf(pathname) {
  return FEED_PATHS.includes(pathname) ? FEED_TYPE : null;
}

/**
 * Files revalidated on every visit like pages, not kept five minutes: the page data beside each page (the
 * router's `.txt` payloads, /about-us.txt and its segment files /about-us/__next.about-us.__PAGE__.txt) and
 * robots.txt. A tab must never hydrate or navigate with data of an earlier build; the copies of page data a page
 * names by content live under /_next/static/ and stay immutable.
 */
export const REVALIDATED_EXTENSIONS = Object.freeze(['txt']);
const REVALIDATED_NAME = new RegExp(`\\.(${REVALIDATED_EXTENSIONS.join('|')})$`);

/** Cache-Control of an answer other than 404, by the path asked for: hashed assets, files, page-shaped names. */
export function cacheControlOf(pathname) {
  if (isImmutable(pathname)) return CACHE.immutable;
  return isFileName(pathname) && !REVALIDATED_NAME.test(pathname) ? CACHE.short : CACHE.page;
}

/**
 * Types a browser opens as a document that can run a script of its own (SVG, XML and its dialects, HTML): a file
 * of one of these types that is not a page (an SVG or XML file of public/, one an editor uploaded) gets
 * NO_SCRIPT_POLICY. Those among FILE_EXTENSIONS get it by their own rule; the others, like a name in upper case
 * (`.SVG`) or any other name with a dot in its last segment, by the rule for every such name.
 */
export const DOCUMENT_EXTENSIONS = Object.freeze(['svg', 'svgz', 'xml', 'xsl', 'xslt', 'xhtml', 'xht', 'html', 'htm', 'shtml', 'rss', 'atom', 'mml']);
/** The site's file extensions whose files never run a script when opened: the baseline policy is enough. */
const PLAIN_EXTENSIONS = FILE_EXTENSIONS.filter((ext) => !DOCUMENT_EXTENSIONS.includes(ext));
const PLAIN_FILE_NAME = new RegExp(`\\.(${PLAIN_EXTENSIONS.join('|')})$`);

/**
 * The deepest page of the site, in segments (/vi/about-us/team is 3). Cloudflare Pages matches `_headers` rules
 * against the path as sent and cannot decode it, so a percent-encoded spelling of a page's path gets
 * NO_SCRIPT_POLICY by a rule per depth (percentRules); headersFile refuses a page deeper than this.
 */
export const MAX_PAGE_DEPTH = 4;

/**
 * The `_headers` rules (Cloudflare Pages' syntax: `*` any characters, `:name` one segment's) that catch every
 * path a percent-encoded character could make name a page or a document of the site: a percent sign in the last
 * segment, or in one followed by up to MAX_PAGE_DEPTH plain segments (with or without a trailing slash).
 * `/%76i/about-us` (the Vietnamese page, which its scripts would read as English), `/vi/..%2fabout-us` (the
 * English page, read as Vietnamese) and `/news/x.sv%67` (an SVG without the SVG rule) are all caught; a percent
 * sign further up the path than that can only lead to a path deeper than any page.
 */
export function percentRules() {
  const tails = Array.from({ length: MAX_PAGE_DEPTH + 1 }, (_, depth) => Array.from({ length: depth }, (_, i) => `/:s${i + 1}`).join(''));
  return tails.flatMap((tail) => [`/*%:p${tail}`, `/*%:p${tail}/`]);
}
const PERCENT_PATTERNS = percentRules().map((rule) => cloudflarePattern(rule));

/**
 * The regular expression Cloudflare Pages makes of a `_headers` or `_redirects` rule (its rules engine):
 * `*` any characters, `:name` one segment's worth (no slash), each captured in the order written. Our server
 * reads the rules the same way.
 */
export function cloudflarePattern(rule) {
  const source = rule
    .split('*')
    .map((part) => part.replace(/[-/\\^$+?.()|[\]{}]/g, '\\$&').replace(/:[A-Za-z]\w*/g, '([^/]+)'))
    .join('(.*)');
  return new RegExp(`^${source}$`);
}

/** True for a path as sent whose spelling a `_headers` rule can only catch as "holds a percent sign" (percentRules). */
export const isPercentSpelled = (pathname) => PERCENT_PATTERNS.some((pattern) => pattern.test(pathname));

/**
 * The Content-Security-Policy header every host that matches rules by path (Cloudflare Pages, Netlify, our
 * server) sends for a path as asked for, /admin's own aside, exactly as the `_headers` rules give it
 * (commonHeadersFile): the pages' header policy for a page-shaped name, NO_SCRIPT_POLICY for a name with a dot in
 * its last segment unless it is one of the site's plain file types (then the baseline), and NO_SCRIPT_POLICY for
 * any percent-encoded spelling. Each page's own policy reaches the browser in its <meta> tag, and nginx sends it
 * as a header too.
 */
export function policyOf(pathname) {
  if (isPercentSpelled(pathname)) return NO_SCRIPT_POLICY;
  if (!/\/[^/]*\.[^/]+$/.test(pathname)) return PAGE_HEADER_POLICY;
  return PLAIN_FILE_NAME.test(pathname) ? BASELINE_POLICY : NO_SCRIPT_POLICY;
}

/**
 * A document that is not a page (an SVG, an XML file, an HTML file of public/) opened on its own is a document of
 * the site's origin, and could run a script it carries (one uploaded through the content manager, say) with the
 * site's storage, the CMS's token among it. Its policy runs none: a sandbox (an origin of its own, no scripts) and
 * no script source; its own styles and pictures still draw. As an <img>, the way the pages show SVGs, a picture
 * runs no script anyway and this policy does not apply. Every name that is not a page's or a plain file's
 * gets it, whatever its spelling.
 */
export const NO_SCRIPT_POLICY = `${BASELINE_POLICY}; default-src 'none'; script-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; sandbox`;
/** The policy of an SVG opened on its own (NO_SCRIPT_POLICY). */
export const SVG_POLICY = NO_SCRIPT_POLICY;

/** True for a decoded path of the content manager (/admin and everything under it), which stays out of search engines. */
export const isAdminPath = (pathname) => pathname === '/admin' || pathname.startsWith('/admin/');
/** The headers a path gets by where it is: every answer of the content manager's folder is kept out of search engines. */
export function placeHeadersOf(pathname) {
  return isAdminPath(pathname) ? { 'X-Robots-Tag': ADMIN_HEADERS['X-Robots-Tag'] } : {};
}

/** Configuration files of the hosts that sit in out/ (or could be put there) but are not content; matched after decoding. */
export const HOST_FILES = Object.freeze(['/_headers', '/_redirects', '/_headers.json', '/_nginx-pages.conf']);

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Matches an edition's prefix, or none (the default language). */
const EDITION_PATTERN = EDITION_PREFIXES.length ? `(?:${EDITION_PREFIXES.map(escapeRegExp).join('|')})?` : '';

/**
 * Paths of each edition's not-found page itself (/404, /vi/404.html, …): served only as a 404 answer, never as
 * a page with status 200.
 */
const NOT_FOUND_PAGE = new RegExp(`^${EDITION_PATTERN}\\/(404|_not-found)(\\.html|\\.txt|\\/index\\.html)?$`);

/** The not-found page that answers an unknown path: its edition's 404.html (/vi/… gets /vi/404.html). */
export function notFoundPageOf(pathname) {
  return `${editionOf(pathname)}/404.html`;
}

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
  return isSafeLocation(encoded) ? encoded : '/';
}

/** True for a plain same-origin path, safe in a `Location` header: printable ASCII, never `//` or `/\` at the start. */
const isSafeLocation = (location) => /^\/(?![/\\])[\x21-\x7e]*$/.test(location) || location === '/';

/**
 * The one spelling of a decoded, normalised path, as a browser sends a link to it: the characters a path holds as
 * they are (letters, digits, `-._~!$&'()*+,;=:@` and the slashes) plain, every other one percent-encoded as UTF-8
 * bytes with upper-case digits. Every other spelling of the same path (`/%76i/about-us`, `/vi/..%2fabout-us`,
 * `//vi/about-us`, `/news/x.sv%67`) redirects to it on every host that can decode (resolvePath, nginx), so that
 * the host and the page's scripts, which read the edition from the address as sent, read the same path.
 */
export function spellingOf(cleanPath) {
  return cleanPath.replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@/]/gu, (c) =>
    [...new TextEncoder().encode(c)].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
  );
}

/** A query string as sent, with every byte outside printable ASCII percent-encoded (safe in a header). */
export function safeQuery(search) {
  return search.replace(/[^\x21-\x7e]/g, (c) => {
    const code = c.charCodeAt(0);
    return code > 0xff ? encodeURIComponent(c) : `%${code.toString(16).toUpperCase().padStart(2, '0')}`;
  });
}

/**
 * True when `file` (a path inside `root`) is a regular file reached without any symbolic link below `root`.
 * Every host refuses links in the served folder: nginx with `disable_symlinks`, our server here, and
 * Cloudflare Pages, which would upload the linked file itself, by the build refusing an out/ that holds one
 * (assertNoSymlinks). A link could otherwise serve a file from outside the site or a host file under a
 * name that is not refused.
 */
function isPlainFileIn(root, file) {
  const within = root.endsWith(path.sep) ? root : root + path.sep;
  if (!file.startsWith(within)) return false;
  const parts = file.slice(within.length).split(path.sep);
  let current = root;
  for (const [i, part] of parts.entries()) {
    current = path.join(current, part);
    let stats;
    try {
      stats = lstatSync(current);
    } catch {
      // Missing, or a path through a file (ENOTDIR).
      return false;
    }
    if (i < parts.length - 1 ? !stats.isDirectory() : !stats.isFile()) return false;
  }
  return true;
}

/**
 * A request for a page's file name, `…/index` or `…/index.html`, names the folder that holds it: the page at
 * `folder` when there is one (`folder.html` or `folder/index.html`), else nothing. `folder` is '' for the root.
 */
const INDEX_NAME = /^(.*)\/index(\.html)?$/;

/**
 * What answers a request path in `root` (the out/ folder). `pathname` is the path as sent, still
 * percent-encoded. The answer is { file } for a page or asset, { redirect, status } for a redirect (a
 * percent-encoded same-origin path), { notFound } with 404.html, or { badRequest: true } for a path that
 * cannot be decoded. Host files and the not-found page's own paths are judged after decoding and
 * normalising, so no encoding of them is served. Every page answers at one URL: its trailing-slash, `.html`
 * and `index` variants redirect (308) to it, on every host.
 */
export function resolvePath(root, pathname) {
  const decoded = typeof pathname === 'string' && pathname.startsWith('/') ? decodePath(pathname) : null;
  if (decoded === null) return { badRequest: true };
  const isServable = (p) => isPlainFileIn(root, p);
  // Each edition answers its unknown paths with its own page (an export without it, with the default's).
  const editionPage = path.join(root, notFoundPageOf(path.posix.normalize(decoded)));
  const notFound = { notFound: isServable(editionPage) ? editionPage : path.join(root, '404.html') };
  // Backslashes are path separators to some browsers and file systems: never a name on this site.
  if (decoded.includes('\\')) return notFound;
  const clean = path.posix.normalize(decoded);
  if (clean.split('/').includes('..')) return notFound;
  // A path sent in another spelling than its own (an encoded character that needs none, `//`, a dot segment)
  // goes to its own spelling, in one step: the host and the page's scripts, which read the edition from the
  // address as sent, then read the same path. An unknown path answers 404 at once, unless its spelling would
  // show the page's scripts another edition than the host's (`/%76i/…`, `/vi/..%2f…`).
  const spelled = spellingOf(clean);
  if (spelled !== pathname) {
    const answer = resolvePath(root, spelled);
    if (answer.redirect) return answer;
    if (answer.notFound && editionOf(pathname) === editionOf(clean)) return answer;
    return isSafeLocation(spelled) ? { redirect: spelled, status: 308 } : answer;
  }
  if (clean !== '/' && clean.endsWith('/')) return { redirect: locationOf(clean.replace(/\/+$/, '') || '/'), status: 308 };
  if (NOT_FOUND_PAGE.test(clean)) return notFound;
  const index = INDEX_NAME.exec(clean);
  if (index) {
    const folder = index[1] ?? '';
    // The not-found page has no URL of its own, so neither has its folder; nor has a folder named `index`
    // (its `.html` is a folder's page, not a page of that name).
    if (NOT_FOUND_PAGE.test(folder) || /\/index$/.test(folder)) return notFound;
    if (folder === '' || isServable(path.join(root, `${folder}.html`)) || isServable(path.join(root, folder, 'index.html'))) {
      return { redirect: locationOf(folder || '/'), status: 308 };
    }
  }
  // A page asked for by its file name answers at its one canonical URL, as Cloudflare Pages does.
  if (clean.endsWith('.html') && isServable(path.join(root, clean))) {
    return { redirect: locationOf(clean.slice(0, -'.html'.length)), status: 308 };
  }
  const base = path.join(root, clean);
  const candidates = clean === '/' ? [path.join(root, 'index.html')] : [base, `${base}.html`, path.join(base, 'index.html')];
  for (const candidate of candidates) {
    if (!isServable(candidate)) continue;
    const relative = '/' + path.relative(root, candidate).split(path.sep).join('/');
    if (HOST_FILES.includes(relative) || NOT_FOUND_PAGE.test(relative)) return notFound;
    return { file: candidate };
  }
  const target = sectionRedirect(clean, SECTION_ROOTS);
  if (target) return { redirect: target, status: REDIRECT_STATUS };
  return notFound;
}

/** The symbolic links under `root` (paths relative to it), not followed. */
export function symlinksUnder(root) {
  if (!existsSync(root)) return [];
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isSymbolicLink()) found.push(path.relative(root, full));
      else if (entry.isDirectory()) walk(full);
    }
  };
  walk(root);
  return found.sort();
}

/**
 * Refuses an export that holds a symbolic link. nginx (disable_symlinks) and our server answer 404 for a
 * link, but Cloudflare Pages' upload reads the file or folder a link points to and publishes it, and its local
 * runtime follows a link to a folder: the hosts would disagree, and a link could publish a file from outside
 * the site. So the build's host files are never made for such an out/, and the Cloudflare preview refuses it.
 */
export function assertNoSymlinks(root) {
  const links = symlinksUnder(root);
  if (links.length) {
    throw new Error(`${root} holds symbolic links (${links.slice(0, 5).join(', ')}${links.length > 5 ? ', …' : ''}): Cloudflare Pages would publish what they point to; replace them with the files`);
  }
}

// Listing files is its own module (scripts/files.mjs); exported here too for the scripts that read both.
export { filesUnder };

/** The site's own files under an export's `dir`: every file but the framework's (`_next`, in each edition). */
export const siteFilesUnder = (dir) => filesUnder(dir).filter((file) => !file.split(path.sep).includes('_next'));

/** The exported pages under `dir`: the site's own `.html` files. */
export const pageFilesUnder = (dir) => siteFilesUnder(dir).filter((file) => file.endsWith('.html'));

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
 * Netlify's own configuration, netlify.toml (committed; Netlify reads it from the repository, Cloudflare Pages
 * and nginx never do): each edition's unknown paths answered with its own 404.html. Netlify serves only the
 * top-level 404.html by itself, and reads these rules after out/_redirects and after every existing file, so
 * they take only what nothing else answers. Cloudflare Pages finds the nearest 404.html by itself, and would
 * refuse a rule with status 404 in `_redirects`, so these are not there.
 */
export function netlifyConfig() {
  return [
    "# Netlify: how the site is built, and each edition's 404 page.",
    '# Generated from scripts/host-rules.mjs and content/languages.yml by `npm run host-files`: do not edit.',
    '[build]',
    '  command = "npm run build"',
    '  publish = "out"',
    ...EDITION_PREFIXES.flatMap((prefix) => ['', '[[redirects]]', `  from = "${prefix}/*"`, `  to = "${notFoundPageOf(prefix)}"`, '  status = 404']),
    '',
  ].join('\n');
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

/** True for an edition's route of the not-found page's `name` (404: /404, /vi/404; _not-found likewise). */
function isNotFoundName(route, name) {
  return ALL_PREFIXES.some((prefix) => route === `${prefix}/${name}`);
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

/**
 * The content manager's page. A folder page, answered at /admin on every host; /admin/, /admin/index and
 * /admin/index.html redirect there.
 */
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
 * @param {PageRule[]} pages
 */
export function headersFile(pages, publicDir = PUBLIC_DIR) {
  const misnamed = pages.filter((p) => isFileName(p.route));
  if (misnamed.length) throw new Error(`_headers: pages at a file's name would get a file's headers: ${misnamed.map((p) => p.route).join(', ')}`);
  const deep = pages.filter((p) => p.route.split('/').length - 1 > MAX_PAGE_DEPTH);
  if (deep.length) throw new Error(`_headers: pages deeper than ${MAX_PAGE_DEPTH} segments (MAX_PAGE_DEPTH, which the rules for percent-encoded spellings cover): ${deep.map((p) => p.route).join(', ')}`);
  const documents = publicDocuments(pages, publicDir);
  return commonHeadersFile(
    documents.map((p) => [`# ${p.file} is a file of public/, not a page: no script of its own runs.`, p.route, ...detach(['Content-Security-Policy']), ...headerBlock({ 'Content-Security-Policy': NO_SCRIPT_POLICY })]),
  );
}

/**
 * The project's public/ folder, whose files the export copies as they are. From the working directory, as every
 * build script runs from the project's root: a `new URL('../public', import.meta.url)` would be read by the
 * bundler as an asset to bundle, since the 404 page's redirect imports this module.
 */
const PUBLIC_DIR = path.resolve('public');

/**
 * The HTML files among `pages` that are copies of files of public/ (a search engine's verification file, say),
 * not pages the site renders: they are answered at their page-shaped name like a page, but with
 * NO_SCRIPT_POLICY, so a script in one never runs with the site's storage.
 * @param {PageRule[]} pages
 */
export function publicDocuments(pages, publicDir = PUBLIC_DIR) {
  return pages.filter((p) => isPlainFileIn(publicDir, path.join(publicDir, p.file)));
}

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
 */
export function nginxRules(pages, publicDir = PUBLIC_DIR) {
  const documents = new Set(publicDocuments(pages, publicDir));
  const hostFiles = HOST_FILES.map(escapeRegExp).join('|');
  const editions = EDITION_PREFIXES.length ? `(${EDITION_PREFIXES.map(escapeRegExp).join('|')})?` : '';
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

/** The redirect rules of a netlify.toml text. */
export const netlifyRuleCount = (text) => (text.match(/^\[\[redirects\]\]$/gm) ?? []).length;

/**
 * What the build says about the host files it writes (and the committed netlify.toml): one line per file, its
 * rules and how far they are from the host's limit. None of these numbers grows with the articles or the pages of
 * the news list; each grows by a few rules with every edition.
 * @param {{ headers: string, redirects: string, nginx: string, netlify?: string }} files
 */
export function hostFilesReport({ headers, redirects, nginx, netlify = netlifyConfig() }) {
  const number = (n) => n.toLocaleString('en-US');
  const headerRules = headerRulePaths(headers).length;
  const redirectRules = redirectRuleCounts(redirects);
  const locations = nginxLocationCounts(nginx);
  return [
    `out/_headers: ${headerRules} rules, ${MAX_HEADER_RULES - headerRules} below the ${MAX_HEADER_RULES} Cloudflare Pages reads (Netlify reads the same file)`,
    `out/_redirects: ${number(redirectRules.static)} static rules, ${number(MAX_REDIRECT_RULES - redirectRules.static)} below the build's stop at ${number(MAX_REDIRECT_RULES)} (Cloudflare Pages reads ${number(CLOUDFLARE_STATIC_REDIRECTS)}); ${redirectRules.dynamic} with a splat or a placeholder, ${MAX_DYNAMIC_REDIRECT_RULES - redirectRules.dynamic} below the ${MAX_DYNAMIC_REDIRECT_RULES} it reads (Netlify reads the same file)`,
    `build/nginx-pages.conf: ${locations.locations} locations, ${locations.kinds} of them for kinds of page and ${locations.onePage} for one page each (nginx sets no limit)`,
    `netlify.toml: ${netlifyRuleCount(netlify)} redirect rules, one per edition (committed)`,
  ];
}

/** The committed host files generated from this module, by path from the project root. */
export const COMMITTED_HOST_FILES = Object.freeze({ 'deploy/_headers': commonHeadersFile, 'netlify.toml': netlifyConfig });

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]) && process.argv.includes('--write')) {
  const project = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  for (const [file, generate] of Object.entries(COMMITTED_HOST_FILES)) {
    writeFileSync(path.join(project, file), generate());
    console.log(`wrote ${file}`);
  }
}
