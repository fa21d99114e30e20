/**
 * Which edition a path is in, answered in one place for the server, the build, the hosts' rules and the browser.
 * Each language other than the default is a whole copy of the site under its prefix ('/vi', '/zh'); a path is in
 * an edition when it is the prefix itself or starts with the prefix and a slash (/vi and /vi/about-us, never
 * /vietnam). Pure: the prefixes are an argument (readLanguages() lists them), nothing here reads a file, so the
 * pages' scripts, the 404 page's redirect and the build scripts read the same rule.
 */

import { escapeRegExp } from '../text/escape-regexp.mjs';

/** The prefixes that name an edition of their own: the default language's ('') names none. */
const othersOf = (prefixes) => prefixes.filter(Boolean);

/**
 * The prefix of the edition `pathname` is in ('/vi' for /vi, /vi/ and /vi/about-us), or '' for the default
 * language's. `prefixes` may hold the default's '' too.
 * @param {string} pathname
 * @param {readonly string[]} prefixes
 */
export function editionPrefixOf(pathname, prefixes) {
  return othersOf(prefixes).find((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)) ?? '';
}

/**
 * A path as its edition's prefix and the route within the edition: /vi/about-us -> { prefix: '/vi', route:
 * '/about-us' }, /vi -> { prefix: '/vi', route: '/' }, /about-us -> { prefix: '', route: '/about-us' }.
 * @param {string} pathname
 * @param {readonly string[]} prefixes
 */
export function splitEdition(pathname, prefixes) {
  const prefix = editionPrefixOf(pathname, prefixes);
  return { prefix, route: pathname.slice(prefix.length) || '/' };
}

/**
 * A route's address in the edition under `prefix`: "/about-us" -> "/vi/about-us", the home page "/" -> "/vi"; the
 * default language (no prefix) keeps the route.
 * @param {string} prefix
 * @param {string} route
 */
export function withPrefix(prefix, route) {
  if (!prefix) return route;
  return route === '/' ? prefix : `${prefix}${route}`;
}

/**
 * The source of a regular expression that matches an edition's prefix or nothing (the default language), each
 * prefix escaped: `(?:/vi|/zh)?`, or '' when there is no other edition. With `capture`, a group of its own
 * (`(/vi|/zh)?`), as nginx's rules are written.
 * @param {readonly string[]} prefixes
 * @param {{ capture?: boolean }} [options]
 */
export function editionPattern(prefixes, { capture = false } = {}) {
  const others = othersOf(prefixes);
  return others.length ? `(${capture ? '' : '?:'}${others.map(escapeRegExp).join('|')})?` : '';
}

/**
 * A JavaScript expression that gives, in the browser, the prefix of the edition of the page's own address
 * (`location.pathname`) as editionPrefixOf reads it, or '' for the default language, and '' where there is no
 * `location` (on the server). The build writes it into the router's scripts as their base path
 * (scripts/next-output.mjs), so every edition shares one router. It lists the editions, so the files that hold it
 * change, and are renamed, when a language is added or removed. With no other edition it is the default's ''.
 * @param {readonly string[]} prefixes
 */
export function runtimeEditionExpression(prefixes) {
  const others = othersOf(prefixes);
  if (!others.length) return '""';
  const names = others.map((prefix) => escapeRegExp(prefix.slice(1))).join('|');
  return `((typeof location!=="undefined"&&location.pathname.match(/^\\/(?:${names})(?=\\/|$)/))||[""])[0]`;
}
