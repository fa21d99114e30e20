#!/usr/bin/env node
// The site's build (npm run build): every language of content/languages.yml as its own edition of the whole
// site, then postbuild over all of them.
//
// Each edition is one `next build` with NEXT_PUBLIC_SITE_LANGUAGE naming its language and its prefix as Next.js's
// basePath, so its pages, their links and their scripts all live under /vi/…; the pages of every edition are
// the same code with another language's content (lib/content/load.ts reads content/<code>/). The default
// language's export is out/ itself; another edition's export moves to out/<code>/ without what every edition
// exports alike: the files of public/ (the pages name them without a prefix, so all share the default's
// copies), the content manager, the sitemap (the default's lists every edition) and robots.txt.
//
// The framework's files are shared too. next.config.mjs gives every edition the asset prefix `/`, so its pages
// name their scripts, styles and fonts at /_next/… like the default's; each edition's _next folder is merged
// into out/_next here. Their names are hashes of their contents, so the files every edition has alike are one
// file at one address, and a visitor who switches language downloads only the chunks that differ. A name that
// holds different contents in two editions would break one of them: the build stops.
//
// Next.js compiles the base path into its router, the largest chunk, which would then differ by edition. So every
// edition is built with the same stand-in base path (BASE_PLACEHOLDER), and afterwards the edition's prefix is
// written in its place in the pages and their data (links, `/__edition__/about-us` -> `/vi/about-us`), while
// the scripts get an expression that reads the edition from the page's address: one router for all editions.
// Files Next.js named by their content and the build then rewrote are renamed by their new content afterwards
// (scripts/next-output.mjs, from postbuild), so no host ever serves changed content under a name it caches for a year.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readLanguages } from '../lib/i18n/languages.mjs';
import { BASE_PLACEHOLDER, mergeOriginals, recordOriginals, saveOriginals, settleBasePath } from './next-output.mjs';

/**
 * Pages Next.js must export though they are no page of the site, removed from each edition's export: a route whose
 * pages come from the content needs at least one, and the news list's later pages (/news-and-events/page/2) have
 * none while the list fits on one page; that route then exports its first page again as page 1, whose address is
 * the list's own.
 */
export const EXPORT_PLACEHOLDERS = Object.freeze(['news-and-events/page/1.html', 'news-and-events/page/1.txt', 'news-and-events/page/1']);

/** Removes the placeholder pages from an edition's export `out`, and their folder once it is empty. */
export function removePlaceholders(out) {
  for (const name of EXPORT_PLACEHOLDERS) rmSync(path.join(out, name), { recursive: true, force: true });
  const folder = path.join(out, 'news-and-events/page');
  if (existsSync(folder) && readdirSync(folder).length === 0) rmSync(folder, { recursive: true });
}

/** What every edition exports alike, kept only in the default language's export. */
export const SHARED = Object.freeze(['admin', 'sitemap.xml', 'robots.txt']);

/** Removes from `dir` every file that `like` also has at the same place (the copies of public/). */
export function removeCopiesOf(like, dir) {
  for (const name of readdirSync(like)) {
    const source = path.join(like, name);
    const copy = path.join(dir, name);
    if (!existsSync(copy)) continue;
    if (statSync(source).isDirectory()) {
      removeCopiesOf(source, copy);
      if (readdirSync(copy).length === 0) rmSync(copy, { recursive: true });
    } else rmSync(copy);
  }
}

/**
 * Moves every file of `from` to the same place under `into`; a file already there must have the same bytes
 * (it is then left as it is). Returns how many files were moved and how many were already there. `root` names
 * the files in the error.
 */
export function mergeHashedFiles(from, into, root = into, counts = { moved: 0, shared: 0 }) {
  mkdirSync(into, { recursive: true });
  for (const name of readdirSync(from)) {
    const source = path.join(from, name);
    const target = path.join(into, name);
    if (statSync(source).isDirectory()) {
      mergeHashedFiles(source, target, root, counts);
      continue;
    }
    if (!existsSync(target)) {
      renameSync(source, target);
      counts.moved++;
    } else if (readFileSync(source).equals(readFileSync(target))) counts.shared++;
    else throw new Error(`build: ${path.relative(root, target)} differs between editions; the framework's file names must be content hashes (check assetPrefix in next.config.mjs)`);
  }
  rmSync(from, { recursive: true, force: true });
  return counts;
}

/**
 * The order of the editions' builds: every other language first, each moved aside when done, and the default
 * language last, whose export is out/ itself and which is type-checked (the others are the same code).
 * @param {readonly import('../lib/i18n/languages.mjs').Language[]} languages
 */
export function buildOrder(languages) {
  const [first, ...others] = languages;
  const prefixes = others.map((language) => language.prefix);
  return [
    ...others.map((language) => ({ language, main: false, prefixes, env: { NEXT_PUBLIC_SITE_LANGUAGE: language.code, EDITION_BASE_PATH: BASE_PLACEHOLDER, NEXT_SKIP_TYPECHECK: '1' } })),
    { language: first, main: true, prefixes, env: { EDITION_BASE_PATH: BASE_PLACEHOLDER } },
  ];
}

/** Fits an edition's fresh export `out` into the site: placeholders gone, the base path settled, and for another language than the default, what all editions share left to the default's. */
export function settleEdition(out, { language, main, prefixes }, publicDir = path.resolve('public')) {
  removePlaceholders(out);
  settleBasePath(out, language.prefix, prefixes, language.code);
  if (main) return;
  removeCopiesOf(publicDir, out);
  for (const name of SHARED) rmSync(path.join(out, name), { recursive: true, force: true });
}

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function main() {
  const OUT = path.resolve('out');
  const EDITIONS = path.resolve('build/editions');
  const only = process.env.NEXT_PUBLIC_SITE_LANGUAGE?.trim();
  if (only) throw new Error(`NEXT_PUBLIC_SITE_LANGUAGE=${only}: npm run build builds every language; for one edition alone, run next build`);
  const editions = buildOrder(readLanguages());

  // The content first, every language at once: a problem stops the build here with the editor's report, before
  // Next.js would stop on it inside a page with a stack trace.
  run('node', ['scripts/check-content.mjs']);
  run('node', ['scripts/cms-assets.mjs']);
  // Every raster picture's sizes and formats, before the pages that name them are rendered (scripts/pictures.mjs).
  run('node', ['scripts/pictures.mjs']);
  rmSync(EDITIONS, { recursive: true, force: true });
  // What Next.js wrote under /_next/static/, before the build rewrites any of it (scripts/next-output.mjs).
  const originals = {};
  mkdirSync(EDITIONS, { recursive: true });
  for (const edition of editions) {
    const { language, main: isMain } = edition;
    const started = Date.now();
    console.log(isMain ? `\n== ${language.name} (${language.code}): the edition at /` : `\n== ${language.name} (${language.code}): the edition under ${language.prefix}/`);
    run('npx', ['next', 'build'], edition.env);
    mergeOriginals(originals, recordOriginals(OUT), language.code);
    settleEdition(OUT, edition);
    if (isMain) break;
    renameSync(OUT, path.join(EDITIONS, language.code));
    console.log(`== ${language.code}: ${Math.round((Date.now() - started) / 1000)} s`);
  }
  for (const { language, main: isMain } of editions) {
    if (isMain) continue;
    renameSync(path.join(EDITIONS, language.code), path.join(OUT, language.code));
    const { moved, shared } = mergeHashedFiles(path.join(OUT, language.code, '_next'), path.join(OUT, '_next'), OUT);
    console.log(`== ${language.code}: ${shared} of the framework's files shared with the editions before it, ${moved} of its own in out/_next`);
  }
  saveOriginals(originals);
  // Into out/: the derived pictures, and each original replaced by its upright copy without metadata.
  run('node', ['scripts/pictures.mjs', '--publish']);
  // The site search's index over the pages as they are now, named in the search pages before postbuild takes their
  // hashes (scripts/search-index.mjs).
  run('node', ['scripts/search-index.mjs']);
  run('node', ['scripts/postbuild.mjs']);
  // Last, where an editor sees it: what is left to translate (it never fails the build).
  run('node', ['scripts/check-content.mjs', '--translations']);
}

// The build runs when this file is run; its steps are imported by their tests (scripts/__tests__/build.test.mjs).
if (process.argv[1] === fileURLToPath(import.meta.url)) main();
