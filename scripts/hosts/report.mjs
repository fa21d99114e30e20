// The host files as a whole, across the writers of scripts/hosts/: which of them are committed to the repository
// (written by `npm run host-files`, checked by scripts/__tests__/host-files.test.mjs), and what the build says
// about the ones it writes (hostFilesReport).
import { CLOUDFLARE_STATIC_REDIRECTS, MAX_DYNAMIC_REDIRECT_RULES, MAX_HEADER_RULES, MAX_REDIRECT_RULES, commonHeadersFile, headerRulePaths, redirectRuleCounts } from './cloudflare.mjs';
import { netlifyConfig, netlifyRuleCount } from './netlify.mjs';
import { nginxLocationCounts } from './nginx.mjs';

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

/** The committed host files generated from the rules, by path from the project root, each with its writer. */
export const COMMITTED_HOST_FILES = Object.freeze({ 'deploy/_headers': commonHeadersFile, 'netlify.toml': netlifyConfig });
