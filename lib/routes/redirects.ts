import { SECTION_ROOTS, sectionRedirect } from '@/scripts/hosts/rules.mjs';

/**
 * The inline script of the 404 page: unknown paths under a section go to the section root, keeping the query
 * and hash. It runs the hosts' own rule (scripts/hosts/rules.mjs), inlined as source, so the browser redirects
 * before anything paints on a host that serves 404.html without our redirect rules. It knows the sections of
 * every edition (/vi/about-us as well as /about-us): a host may answer /vi/about-us/x with any edition's 404.html.
 */
export function sectionRedirectScript(sections: readonly string[] = SECTION_ROOTS): string {
  return `(function(){var f=${sectionRedirect.toString()};var t=f(location.pathname,${JSON.stringify(sections)});if(t){location.replace(t+location.search+location.hash)}})();`;
}
