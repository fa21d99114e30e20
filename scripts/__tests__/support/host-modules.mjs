// The host rules and their writers (scripts/hosts/) loaded again, for a test that needs them under another
// language list: the rules read the editions from the content when they load, and Node keeps one copy of a
// module per URL. A query on the URL (`rules.mjs?languages=3`) makes a copy of its own; the hooks below give
// every module of scripts/hosts/ that such a copy imports the same query, so the writers of that copy read its
// rules, not the project's.
import { register } from 'node:module';

/** The modules of scripts/hosts/, all of whose exports a loaded copy holds. */
const MODULES = ['rules', 'paths', 'cloudflare', 'nginx', 'netlify', 'report'];
const HOSTS = new URL('../../hosts/', import.meta.url).href;

register('./host-modules-hooks.mjs', { parentURL: import.meta.url, data: { hosts: HOSTS } });

/**
 * Every export of scripts/hosts/ as one object, loaded anew under `query` (a query string without `?`) with the
 * environment as it is now: CONTENT_ROOT names the content whose languages the copy reads.
 * @param {string} query
 */
export async function hostModulesWith(query) {
  const modules = await Promise.all(MODULES.map((name) => import(`${HOSTS}${name}.mjs?${query}`)));
  return Object.assign({}, ...modules);
}
