// netlify.toml, Netlify's own configuration (committed; Netlify reads it from the repository): how the site is
// built and each edition's 404 page, from the rules of scripts/hosts/rules.mjs. Netlify reads out/_headers and
// out/_redirects too, which scripts/hosts/cloudflare.mjs writes right for both hosts.
import { EDITION_PREFIXES, notFoundPageOf } from './rules.mjs';

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

/** The redirect rules of a netlify.toml text. */
export const netlifyRuleCount = (text) => (text.match(/^\[\[redirects\]\]$/gm) ?? []).length;
