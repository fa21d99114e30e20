// The rules a production host applies to out/: which file answers a path, which paths redirect, and the
// response headers. scripts/serve.mjs uses them directly; scripts/postbuild.mjs writes them into the
// Netlify/Cloudflare `_headers` and `_redirects` files, and deploy/nginx.conf mirrors them.
import { existsSync, readFileSync, readdirSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';

const rules = JSON.parse(readFileSync(new URL('../lib/host-rules.json', import.meta.url), 'utf8'));

export const REDIRECT_SECTIONS = rules.redirectSections;
export const REDIRECT_STATUS = rules.redirectStatus;

/** Hashed build assets never change: cache for a year. Everything else revalidates. */
export const IMMUTABLE_PREFIX = '/_next/static/';

export function cacheControl(urlPath) {
  if (urlPath.startsWith(IMMUTABLE_PREFIX)) return 'public, max-age=31536000, immutable';
  if (urlPath.endsWith('.html') || !path.extname(urlPath)) return 'public, max-age=0, must-revalidate';
  return 'public, max-age=86400';
}

/** Security headers sent with every response (the CSP with per-build hashes is added in issue 7's step). */
export function securityHeaders() {
  return {
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    // OpenStreetMap's tile policy needs a Referer: never no-referrer.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** The section root an unknown path redirects to, or null. */
export function sectionRedirect(pathname) {
  const p = pathname.replace(/\/+$/, '');
  return REDIRECT_SECTIONS.find((root) => p.startsWith(root + '/')) ?? null;
}

/** Configuration files of other hosts that sit in out/ but are not content (matched after decoding). */
export const HOST_FILES = ['/_headers', '/_redirects', '/_headers.json', '/_nginx-pages.conf'];

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
  const target = sectionRedirect(clean);
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
    '# Generated by scripts/postbuild.mjs from lib/host-rules.json and the files in out/: do not edit.',
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
