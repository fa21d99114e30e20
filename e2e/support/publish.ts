import { cpSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { recordOriginals, relativeFilesUnder, renameRewritten, STATIC_DIR, writeByContent } from '../../scripts/next-output.mjs';
import { inlineScriptHashes } from '../../scripts/csp.mjs';
import { DATA_ATTRIBUTE } from '../../scripts/paint-first.mjs';
import { createSiteServer } from '../../scripts/serve.mjs';

/**
 * A publish, without a second build: the test command builds once, so the next version of the site is derived
 * from the test build the way the build would write it (scripts/next-output.mjs, scripts/postbuild.mjs):
 *   - `replace`: an editor's edit, each text replaced in every page and in every page's data, and each page's data
 *     file written again under the name of its new content, as postbuild writes it;
 *   - `newBuild`: what any new `next build` changes besides: every script chunk has new contents (renamed by
 *     content, with every file that names it, as the build renames what it rewrites), so the old ones are gone from
 *     the host, and every edition has a new build id.
 */
export interface Publish {
  replace?: readonly (readonly [string, string])[];
  newBuild?: boolean;
}

/** The files under `at` in `dir`, as paths relative to `dir`. */
const filesUnder = (dir: string, at = '') => relativeFilesUnder(path.join(dir, at)).map((file) => (at ? `${at}/${file}` : file));

/** The pages and the router's data files of an export: every .html and .txt outside the framework's folder. */
const siteTexts = (root: string) => filesUnder(root).filter((file) => /\.(html|txt)$/.test(file) && !file.startsWith('_next/') && !file.startsWith('admin/'));

/** A copy of the export in `from`, published again with `change`; its folder is removed by `remove`. */
export function publishedVersion(from: string, change: Publish): { root: string; remove: () => void } {
  const parent = mkdtempSync(path.join(tmpdir(), 'apexbridge-publish-'));
  const root = path.join(parent, 'site');
  cpSync(from, root, { recursive: true });
  const edit = (file: string, rewrite: (text: string) => string) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    const next = rewrite(text);
    if (next !== text) writeFileSync(path.join(root, file), next);
  };
  if (change.newBuild) {
    const originals = recordOriginals(root);
    for (const file of filesUnder(root, `${STATIC_DIR}/chunks`)) if (file.endsWith('.js')) edit(file, (text) => `${text}\n// the next build\n`);
    renameRewritten(root, originals);
    for (const id of readdirSync(path.join(root, STATIC_DIR))) {
      if (['chunks', 'media', 'data'].includes(id)) continue;
      const next = `${id.slice(0, -4)}next`;
      renameSync(path.join(root, STATIC_DIR, id), path.join(root, STATIC_DIR, next));
      for (const file of siteTexts(root)) edit(file, (text) => text.split(id).join(next));
    }
  }
  for (const [before, after] of change.replace ?? []) {
    for (const file of siteTexts(root)) edit(file, (text) => text.split(before).join(after));
  }
  // Each page's data file again, from the router's file beside the page (the same data), named by its content.
  const named = new Set<string>();
  const attribute = new RegExp(`${DATA_ATTRIBUTE}="([^"]+)"`);
  for (const file of siteTexts(root).filter((f) => f.endsWith('.html'))) {
    const html = readFileSync(path.join(root, file), 'utf8');
    if (!attribute.test(html)) continue;
    const url = writeByContent(root, 'data', readFileSync(path.join(root, file.replace(/\.html$/, '.txt')), 'utf8'), '.txt');
    named.add(url);
    writeFileSync(path.join(root, file), html.replace(attribute, `${DATA_ATTRIBUTE}="${url}"`));
  }
  // The pages' inline scripts name chunks too (Turbopack's list of a page's chunks): each page's policy allows the
  // scripts it now holds, by their hashes, as postbuild writes it.
  for (const file of siteTexts(root).filter((f) => f.endsWith('.html'))) {
    edit(file, (html) => {
      const hashes = inlineScriptHashes(html).join(' ');
      return html.replace(/(<meta http-equiv="Content-Security-Policy" content="[^"]*script-src 'self')((?: 'sha256-[^']+')*)/, (_, start: string) => `${start}${hashes ? ` ${hashes}` : ''}`);
    });
  }
  // A host holds the files of the deploy it serves: last build's data files are gone.
  for (const file of filesUnder(root, `${STATIC_DIR}/data`)) if (!named.has(`/${file}`)) rmSync(path.join(root, file));
  return { root, remove: () => rmSync(parent, { recursive: true, force: true }) };
}

/**
 * The site's own server (scripts/serve.mjs, with the hosts' caching rules) at one address, serving `root` until
 * `publish` switches it to another version: as a host's deploy does, each request is answered by the version
 * live when it arrives, and no connection is dropped.
 */
export async function siteAt(root: string): Promise<{ origin: string; publish: (next: string) => void; stop: () => Promise<void> }> {
  const handlerOf = (dir: string) => createSiteServer(dir).listeners('request')[0] as RequestListener;
  let live = handlerOf(root);
  const server = createHttpServer((request, response) => live(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${address.port}`,
    publish: (next) => {
      live = handlerOf(next);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
