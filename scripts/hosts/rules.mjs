// The one definition of the rules a production host applies to out/: security headers, the header
// Content-Security-Policies, caching, which paths redirect, and which files are not content. Everything that
// carries them is generated from here, so no host can drift from another: out/_headers and out/_redirects (Netlify,
// Cloudflare Pages; scripts/hosts/cloudflare.mjs) and build/nginx-pages.conf (nginx; scripts/hosts/nginx.mjs) by
// scripts/postbuild.mjs, the committed deploy/_headers and netlify.toml (scripts/hosts/netlify.mjs) by
// `npm run host-files`, scripts/serve.mjs directly (with scripts/hosts/paths.mjs), and the 404 page's browser
// redirect (lib/routes/redirects.ts). scripts/__tests__/host-files.test.mjs fails when a host file disagrees with
// these rules. Run `node scripts/host-rules.mjs --write` (npm run host-files) after changing a rule.
//
// This module owns the rules themselves, by path: which edition a path is in, the redirected sections, the
// headers and caching of every answer, each path's policy, the content types, the not-found pages, the host
// files that are not content and the page files' URLs. It reads no file but the language list, since the 404
// page's redirect bundles it; reading out/ is scripts/hosts/paths.mjs's, and each host's syntax its writer's.
import { editionPattern, editionPrefixOf } from '../../lib/i18n/editions.mjs';
import { readLanguages } from '../../lib/i18n/languages.mjs';
import { BASELINE_POLICY, PAGE_HEADER_POLICY } from '../csp.mjs';

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
export const ALL_PREFIXES = Object.freeze(['', ...EDITION_PREFIXES]);

/**
 * The prefix of the edition a decoded path belongs to ('/vi' for /vi and /vi/…), '' for the default language.
 * @param {string} pathname
 */
export function editionOf(pathname) {
  return editionPrefixOf(pathname, EDITION_PREFIXES);
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
/** True for a path under the hashed build assets' folder. */
export const isImmutable = (filePath) => IMMUTABLE_PREFIXES.some((prefix) => filePath.startsWith(prefix));

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
export const PLAIN_EXTENSIONS = Object.freeze(FILE_EXTENSIONS.filter((ext) => !DOCUMENT_EXTENSIONS.includes(ext)));
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
 * sign further up the path than that can only lead to a path deeper than any page. A rule of every host, written
 * in `_headers` syntax: our server reads the same rules (policyOf) as Cloudflare does.
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

/** True for a decoded path of the content manager (/admin and everything under it), which stays out of search engines. */
export const isAdminPath = (pathname) => pathname === '/admin' || pathname.startsWith('/admin/');
/** The headers a path gets by where it is: every answer of the content manager's folder is kept out of search engines. */
export function placeHeadersOf(pathname) {
  return isAdminPath(pathname) ? { 'X-Robots-Tag': ADMIN_HEADERS['X-Robots-Tag'] } : {};
}

/** Configuration files of the hosts that sit in out/ (or could be put there) but are not content; matched after decoding. */
export const HOST_FILES = Object.freeze(['/_headers', '/_redirects', '/_headers.json', '/_nginx-pages.conf']);

/**
 * Paths of each edition's not-found page itself (/404, /vi/404.html, …): served only as a 404 answer, never as
 * a page with status 200.
 */
export const NOT_FOUND_PAGE = new RegExp(`^${editionPattern(EDITION_PREFIXES)}\\/(404|_not-found)(\\.html|\\.txt|\\/index\\.html)?$`);

/** The not-found page that answers an unknown path: its edition's 404.html (/vi/… gets /vi/404.html). */
export function notFoundPageOf(pathname) {
  return `${editionOf(pathname)}/404.html`;
}

/** True for an edition's route of the not-found page's `name` (404: /404, /vi/404; _not-found likewise). */
export function isNotFoundName(route, name) {
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
