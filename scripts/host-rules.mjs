// The rules a production host applies to out/: which file answers a path, which paths redirect, and the
// response headers. scripts/serve.mjs uses them directly; scripts/postbuild.mjs writes them into the
// Netlify/Cloudflare `_headers` and `_redirects` files, and deploy/nginx.conf mirrors them.
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
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
