/**
 * Unknown paths under a section ("/about-us/anything", "/services/anything") end at the section root.
 * `sectionRedirect` must stay self-contained (no imports, no outer variables): its source is inlined into
 * the exported 404 page as a script, so the browser redirects before anything paints.
 */
export function sectionRedirect(pathname: string, sections: readonly string[]): string | null {
  const path = pathname.replace(/\/+$/, '');
  for (const root of sections) {
    if (path.startsWith(root + '/')) return root;
  }
  return null;
}

/** The inline script of the 404 page: redirect unknown section paths, keep the query and hash. */
export function sectionRedirectScript(sections: readonly string[]): string {
  return `(function(){var f=${sectionRedirect.toString()};var t=f(location.pathname,${JSON.stringify(sections)});if(t){location.replace(t+location.search+location.hash)}})();`;
}
