/**
 * A route's address in the edition under `prefix`: "/about-us" -> "/vi/about-us", the home page "/" -> "/vi"; the
 * default language (no prefix) keeps the route. Pure, for the server and the browser alike.
 */
export function withPrefix(prefix: string, route: string): string {
  if (!prefix) return route;
  return route === '/' ? prefix : `${prefix}${route}`;
}
