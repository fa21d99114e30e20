// The rules a production host applies to out/: which file answers a path, which paths redirect, and the
// response headers. scripts/serve.mjs uses them directly; scripts/postbuild.mjs writes them into the
// Netlify/Cloudflare `_headers` and `_redirects` files, and deploy/nginx.conf mirrors them.
import { existsSync, readFileSync, statSync } from 'node:fs';
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

/**
 * What answers a request path in `root` (the out/ folder):
 * { file } for a page or asset, { redirect, status } for a redirect, or { notFound } with 404.html.
 */
export function resolvePath(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { notFound: path.join(root, '404.html') };
  }
  const clean = path.posix.normalize(decoded);
  if (clean.includes('\0') || clean.split('/').includes('..')) return { notFound: path.join(root, '404.html') };
  if (clean !== '/' && clean.endsWith('/')) return { redirect: clean.replace(/\/+$/, ''), status: 308 };
  const isFile = (p) => existsSync(p) && statSync(p).isFile();
  const base = path.join(root, clean);
  const candidates = clean === '/' ? [path.join(root, 'index.html')] : [base, `${base}.html`, path.join(base, 'index.html')];
  for (const candidate of candidates) {
    if (candidate.startsWith(root) && isFile(candidate)) return { file: candidate };
  }
  const target = sectionRedirect(clean);
  if (target) return { redirect: target, status: REDIRECT_STATUS };
  return { notFound: path.join(root, '404.html') };
}
