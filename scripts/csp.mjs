// Content-Security-Policy of the exported site. Next.js writes a few inline scripts into every page that differ
// per page and per build, so nonces are impossible on a static host: each page gets a policy allowing exactly
// its own inline scripts by their sha256 hashes, computed after the build. Everything else comes from 'self',
// plus the EmailJS API origin (connect-src) and the map tile host (img-src), both from the build environment, and
// the visitor statistics' origin (connect-src) only when a build switches them on.
import { createHash } from 'node:crypto';
import { analyticsSettings } from '../lib/analytics/settings.mjs';
import { BUILD_ENV_DEFAULTS, envValue } from '../lib/config/env-defaults.mjs';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/** sha256 sources of the executable inline scripts of an HTML page (JSON-LD data blocks are not scripts). */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attrs = match[1] ?? '';
    const type = /\btype="([^"]*)"/.exec(attrs)?.[1];
    if (type && !/^(text|application)\/(javascript|ecmascript)$|^module$/.test(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(match[2] ?? '', 'utf8').digest('base64')}'`);
  }
  return [...hashes].sort();
}

function originOf(url, fallback) {
  try {
    return new URL(url.replace(/\{[a-z]\}/g, 'a')).origin;
  } catch {
    return fallback;
  }
}

/**
 * The hosts the site talks to, from the same variables the build used. `analytics` is '' while the visitor
 * statistics are off: then no policy names their service at all.
 */
export function externalOrigins(env = process.env) {
  const origin = (name) => originOf(envValue(env, name), originOf(BUILD_ENV_DEFAULTS[name], ''));
  return {
    emailjs: origin('NEXT_PUBLIC_EMAILJS_ORIGIN'),
    tiles: origin('NEXT_PUBLIC_MAP_TILE_URL'),
    analytics: analyticsSettings(env)?.origin ?? '',
  };
}

/**
 * What every policy of the site holds, whatever the page: no plugins, no <base> or form posts elsewhere, and
 * no framing (frame-ancestors works from a header only: a <meta> policy leaves it out, and every host sends it).
 */
const BASELINE_DIRECTIVES = [
  ['object-src', "'none'"],
  ['base-uri', "'self'"],
  ['form-action', "'self'"],
  ['frame-ancestors', "'none'"],
];

function serialise(directives, forMeta) {
  return directives
    .filter(([name]) => !(forMeta && name === 'frame-ancestors'))
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

/**
 * The policy of responses that are not pages (assets, data files, the content manager's files, the host's own
 * answers): the baseline alone. It names no script source on purpose: a script file can be started as a worker,
 * which then runs under its own response's policy (the content manager's image codecs compile WebAssembly there).
 */
export const BASELINE_POLICY = serialise(BASELINE_DIRECTIVES, false);

/**
 * The policy every page-shaped path carries as a header on a host that matches header rules by path
 * (Cloudflare Pages and Netlify through `_headers`, and our own server, which answers the same way): one value
 * for every page, so the number of rules never grows with the number of pages. A browser enforces every policy it
 * is given, header and <meta> alike, and a script must pass each, so the page's own <meta> policy (its script
 * hashes, its connections and images) does the narrowing; this header carries what a <meta> policy cannot
 * (frame-ancestors) and what holds on every page whatever it runs: scripts only from this site and never from an
 * attribute, no code evaluated at run time, workers only from this site. Inline script elements are let through
 * here only because no value common to all pages can name them: each page's <meta> policy then allows exactly its
 * own by their hashes, and that <meta> tag comes before anything it governs (scripts/postbuild.mjs makes sure).
 */
export const PAGE_HEADER_DIRECTIVES = Object.freeze([
  ['script-src', "'self' 'unsafe-inline'"],
  ['script-src-attr', "'none'"],
  ['worker-src', "'self' blob:"],
  ...BASELINE_DIRECTIVES,
]);
export const PAGE_HEADER_POLICY = serialise(PAGE_HEADER_DIRECTIVES, false);

/**
 * The policy of one page. `forMeta` leaves out what a <meta> policy cannot carry (frame-ancestors), which
 * browsers would otherwise report as an error.
 */
export function pagePolicy(hashes, origins, { forMeta = false } = {}) {
  const directives = [
    ["default-src", "'self'"],
    ['script-src', ["'self'", ...hashes].join(' ')],
    ['style-src', "'self' 'unsafe-inline'"],
    ['img-src', `'self' data: blob: ${origins.tiles}`],
    ['font-src', "'self'"],
    // The statistics are posted with fetch, no script of the service's is loaded: connect-src only, and only when on.
    ['connect-src', ["'self'", origins.emailjs, origins.analytics].filter(Boolean).join(' ')],
    ['manifest-src', "'self'"],
    ['worker-src', "'self' blob:"],
    ...BASELINE_DIRECTIVES,
  ];
  return serialise(directives, forMeta);
}

/** Where the content manager talks to on the web: GitHub's API (its REST and GraphQL endpoints) and its status page. */
export const CMS_CONNECT_ORIGINS = ['https://api.github.com', 'https://www.githubstatus.com'];

/**
 * The policy of /admin only (Sveltia CMS). The CMS injects its styles, shows images as blob: URLs, talks to
 * the GitHub API (or, for OAuth sign-in, to its own origin) and shows the editor's avatar. It evaluates no
 * code at run time: no 'unsafe-eval'. No other page gets these sources.
 */
export function adminPolicy({ forMeta = false } = {}) {
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self' 'unsafe-inline'"],
    ['img-src', "'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com"],
    ['font-src', "'self' data:"],
    ['connect-src', ["'self'", 'blob:', 'data:', ...CMS_CONNECT_ORIGINS].join(' ')],
    ['frame-src', "'self' blob:"],
    ['worker-src', "'self' blob:"],
    ...BASELINE_DIRECTIVES,
  ];
  return serialise(directives, forMeta);
}


/** A policy's directives: { 'script-src': ["'self'", …], … } (the first of a repeated directive counts, as in browsers). */
export function directivesOf(policy) {
  const directives = {};
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (name && !(name.toLowerCase() in directives)) directives[name.toLowerCase()] = sources;
  }
  return directives;
}
