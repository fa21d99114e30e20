// Where the site search's bundle (Pagefind's library and the index, scripts/search-index.mjs) is published, and the
// stand-in the search pages name it by until the build knows the hash it is named by.

/** Under the framework's folder, which the hosts cache as immutable: each bundle's folder is named by its content. */
export const SEARCH_PATH = '/_next/static/search';
/** Replaced in the search pages' HTML and data by the bundle's hash once the index is written. */
export const SEARCH_BUNDLE_PLACEHOLDER = '__search_bundle__';
/** The bundle's address as the search page renders it, before the build names it. */
export const SEARCH_BUNDLE_STANDIN = `${SEARCH_PATH}/${SEARCH_BUNDLE_PLACEHOLDER}/`;
