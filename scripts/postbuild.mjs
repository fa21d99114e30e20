#!/usr/bin/env node
// After `next build`: name the share images `.png` (scripts/share-images.mjs), put V8's compile hint at the top of
// every script chunk (scripts/compile-hints.mjs), then give every exported page its Content-Security-Policy
// (inline scripts allowed by their sha256 hashes) as a <meta> tag and the preloads of the fonts its main content
// needs (scripts/font-preloads.mjs), and
// write the host files that carry the host rules as HTTP headers:
//   out/_headers              Netlify / Cloudflare Pages headers: the rules of deploy/_headers, which name no page
//                             (each page's own policy is its <meta> tag; the header beside it holds what a <meta>
//                             policy cannot, and the browser enforces both); also read by scripts/serve.mjs
//   out/_redirects            Netlify / Cloudflare Pages redirects, one file right for both (scripts/hosts/cloudflare.mjs)
//   build/nginx-pages.conf    nginx headers, caching, section redirects and one location per kind of page with
//                             its whole CSP as a header, included by deploy/nginx.conf; kept out of out/ so that
//                             no host serves it
// All three come from the rules in scripts/hosts/rules.mjs, and none grows with the articles: the build prints how
// many rules each holds and how far that is from the host's limit.
// Netlify and Cloudflare Pages never serve `_headers` and `_redirects`; nginx and scripts/serve.mjs refuse them.
// Last, /admin's size budget: the build fails when the content manager's files outgrow it.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import { hintChunks } from './compile-hints.mjs';
import { rangedFontFaces, withFontPreloads } from './font-preloads.mjs';
import { adminPolicy, externalOrigins, inlineScriptHashes, pagePolicy } from './csp.mjs';
import { filesUnder } from './files.mjs';
import { headersFile, redirectsFile } from './hosts/cloudflare.mjs';
import { nginxRules } from './hosts/nginx.mjs';
import { pageFilesUnder } from './hosts/paths.mjs';
import { hostFilesReport } from './hosts/report.mjs';
import { ADMIN_HEADERS, ADMIN_PAGE, routeOfFile } from './hosts/rules.mjs';
import { assertNamedByContent, assertReferencesExist, loadOriginals, renameRewritten, writeByContent } from './next-output.mjs';
import { deferScripts, movePageData } from './paint-first.mjs';
import { shareImagesAsPng } from './share-images.mjs';

const OUT = path.resolve('out');

const NGINX_INCLUDE = path.resolve('build/nginx-pages.conf');

// First: the page texts change here, and the CSP hashes below must be taken from the final pages.
const shareImages = shareImagesAsPng(OUT);
// Chrome compiles the script chunks off the main thread (scripts/compile-hints.mjs).
const hinted = hintChunks(OUT);
// The last rewrite of the framework's files is done: each one whose content is no longer what Next.js wrote under
// its name gets a name of its own content, before the pages' inline scripts are hashed (scripts/next-output.mjs).
const originals = loadOriginals();
const renamed = renameRewritten(OUT, originals);

const origins = externalOrigins();
const sheetFaces = new Map();
const fontFaces = (href) => {
  if (!sheetFaces.has(href)) sheetFaces.set(href, rangedFontFaces(readFileSync(path.join(OUT, href), 'utf8')));
  return sheetFaces.get(href);
};
const pages = [];
for (const file of pageFilesUnder(OUT)) {
  const rel = '/' + path.relative(OUT, file).split(path.sep).join('/');
  // Every page paints before its scripts load, and its data for the router comes after its first paint from
  // the file the router fetches anyway (scripts/paint-first.mjs). Not the not-found pages: the hosts answer
  // 404 for their files, which are no page of the site.
  // The data goes to a file named by its content, which the hosts cache as immutable: a page's HTML can only ever
  // be joined by its own build's data, whatever a browser or a CDN still holds (after a publish, a page that
  // fetched last build's data would hydrate the new HTML with the old texts). The router's own file beside the
  // page stays for its navigations, revalidated on every visit.
  const dataFile = file.replace(/\.html$/, '.txt');
  const notFound = /(^|[/\\])(404|_not-found)\.html$/.test(file);
  const payload = !notFound && existsSync(dataFile) ? readFileSync(dataFile, 'utf8') : undefined;
  const data = movePageData(readFileSync(file, 'utf8'), payload);
  if (payload !== undefined && !data.moved) {
    throw new Error(`postbuild: ${rel}: Next.js's inlined page data (its self.__next_f.push([1, …]) scripts) is no longer exactly ${path.basename(dataFile)}, so it cannot be moved out of the page; check how this Next.js version writes a page's data (scripts/paint-first.mjs movePageData)`);
  }
  const dataUrl = data.moved ? writeByContent(OUT, 'data', payload, '.txt') : undefined;
  let html = deferScripts(data.html, { dataUrl }).html;
  // The content manager (/admin, Sveltia CMS) has its own, wider policy, is kept out of search engines, and
  // keeps its link to the GitHub sign-in window it opens (which the site's same-origin opener policy would cut).
  const isAdmin = rel === ADMIN_PAGE;
  const hashes = inlineScriptHashes(html);
  const metaPolicy = isAdmin ? adminPolicy({ forMeta: true }) : pagePolicy(hashes, origins, { forMeta: true });
  const meta = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy}"/>`;
  html = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*\/>/, '');
  html = html.replace(/(<meta charSet="utf-8"\/?>)/i, `$1${meta}`);
  if (!html.includes(meta)) throw new Error(`postbuild: no <meta charSet> to put the CSP after in ${file}`);
  // A <meta> policy governs only what follows it, and on the hosts that read _headers it is the one that names
  // the page's scripts: nothing that loads or runs anything may come before it.
  const before = html.slice(0, html.indexOf(meta));
  if (/<(script|link|style|base|img|iframe|object|embed|svg)\b|\son[a-z]+=/i.test(before)) {
    throw new Error(`postbuild: something comes before the CSP <meta> tag in ${file}: ${before.slice(0, 200)}`);
  }
  // The fonts its main content needs that the browser would find only after the first paint (font-preloads.mjs).
  if (!isAdmin) html = withFontPreloads(html, fontFaces);
  writeFileSync(file, html);
  const policy = isAdmin ? adminPolicy() : pagePolicy(hashes, origins);
  const extra = isAdmin ? ADMIN_HEADERS : {};
  pages.push({ file: rel, route: routeOfFile(rel), policy, extra });
}

// Nothing under /_next/static/ holds content its name does not stand for, and nothing names a file that is gone.
assertNamedByContent(OUT, originals);
assertReferencesExist(OUT);

const hostFiles = { headers: headersFile(pages), redirects: redirectsFile(OUT), nginx: nginxRules(pages) };
writeFileSync(path.join(OUT, '_headers'), hostFiles.headers);
writeFileSync(path.join(OUT, '_redirects'), hostFiles.redirects);
mkdirSync(path.dirname(NGINX_INCLUDE), { recursive: true });
writeFileSync(NGINX_INCLUDE, hostFiles.nginx);

// The content manager's size budget. out/admin holds all of Sveltia CMS: what it loads on every visit (about
// 2.8 MB, measured in the browser by e2e/admin.spec.ts) and what it loads only on demand (its other interface
// languages, the image codecs for HEIC and WebP uploads, the SVG optimiser, the map library), about 8 MB as
// files. Compressed (each file with Brotli, at a CDN's on-the-fly level) it must stay within 3 MB: a build that
// copies source maps or a second bundle into it fails here.
const ADMIN_BUDGET = 3_000_000;
const adminFiles = filesUnder(path.join(OUT, 'admin')).map((file) => {
  const raw = readFileSync(file);
  const packed = brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }).length;
  return { file: path.relative(OUT, file), raw: raw.length, packed: Math.min(raw.length, packed) };
});
const adminRaw = adminFiles.reduce((sum, f) => sum + f.raw, 0);
const adminPacked = adminFiles.reduce((sum, f) => sum + f.packed, 0);
const mb = (bytes) => `${(bytes / 1_000_000).toFixed(2)} MB`;
if (adminPacked > ADMIN_BUDGET) {
  const largest = [...adminFiles].sort((a, b) => b.packed - a.packed).slice(0, 5).map((f) => `${f.file} ${mb(f.packed)}`);
  console.error(
    `postbuild: /admin is over its size budget: out/admin is ${mb(adminPacked)} compressed (${mb(adminRaw)} as files), ` +
      `at most ${mb(ADMIN_BUDGET)} compressed allowed. Largest: ${largest.join(', ')}. Check what scripts/cms-assets.mjs copies.`,
  );
  process.exit(1);
}

// Each host file's rules and how far they are from its host's limit, one line per file.
for (const line of hostFilesReport(hostFiles)) console.log(`postbuild: ${line}`);
console.log(`postbuild: ${shareImages.length} share images; compile hint in ${hinted} script chunks; ${renamed.size} framework files renamed by their new content; CSP for ${pages.length} pages (connect ${origins.emailjs}, tiles ${origins.tiles}); wrote out/_headers, out/_redirects, build/nginx-pages.conf; /admin ${mb(adminPacked)} compressed of its ${mb(ADMIN_BUDGET)} budget (${mb(adminRaw)} as files)`);
