// Module hooks of ./host-modules.mjs (Node runs them apart from the tests): a module of scripts/hosts/ loaded
// with a query imports the other modules of scripts/hosts/ with the same query.
let hosts = '';

/** @param {{ hosts: string }} data */
export function initialize(data) {
  hosts = data.hosts;
}

/** @type {import('node:module').ResolveHook} */
export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  const parent = context.parentURL ? new URL(context.parentURL) : null;
  if (!parent?.search || !parent.href.startsWith(hosts) || !resolved.url.startsWith(hosts)) return resolved;
  const url = new URL(resolved.url);
  if (url.search) return resolved;
  url.search = parent.search;
  return { ...resolved, url: url.href };
}
