#!/usr/bin/env node
// The site search's index (npm run build runs it over out/, after the export and before postbuild): Pagefind reads
// every page a visitor should find, one index per language from each page's <html lang> (Chinese segmented into
// words by Pagefind's extended build, which is what its npm package ships for Linux), and writes it with its
// library under /_next/static/search/<hash>/, a folder named by the hash of everything in it: the hosts cache it for
// a year, and a publish never mixes yesterday's index with today's library. The search pages name that folder: the
// page renders a stand-in (SEARCH_BUNDLE_PLACEHOLDER) that this step replaces in their HTML and data.
//
// What is indexed: each page's <main>, without what is marked data-search-ignore (the intro's animated text, the
// news list's cards, which the articles' own pages hold). Not indexed: the not-found pages, /admin, the search page
// itself and the news list's later pages (the list again). Each page carries its section ("Services", "News &
// Events") and an article its date and category, as Pagefind metadata, so the results can say them.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';
import * as pagefind from 'pagefind';
import { readLanguages } from '../lib/i18n/languages.mjs';
import { SEARCH_BUNDLE_PLACEHOLDER, SEARCH_BUNDLE_STANDIN, SEARCH_PATH } from '../lib/search/bundle.mjs';
import { filesUnder } from './files.mjs';
import { pageFilesUnder } from './hosts/paths.mjs';
import { editionOf, routeOfFile } from './hosts/rules.mjs';
import { folderContentHash } from './next-output.mjs';

const project = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The routes of an edition that are no page to find. */
const NOT_SEARCHED = [/^\/404$/, /^\/_not-found$/, /^\/admin(\/|$)/, /^\/search$/, /^\/news-and-events\/page\/\d+$/];

/** Text escaped for an HTML element's content. */
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Each edition's pages to index, with the metadata the results show: the section (the title of the page its first
 * segment names, or of the page itself at the top level), and for an article its date and category as written in
 * its language.
 */
async function searchablePages(out, root) {
  const jiti = createJiti(import.meta.url);
  const { loadContent } = await jiti.import(path.join(project, 'lib/content/load.ts'));
  const { formatNewsDate } = await jiti.import(path.join(project, 'lib/news/news.ts'));
  const editions = new Map(
    readLanguages(root).map((language) => {
      const content = loadContent(root, language.code);
      const articles = new Map(content.news.map((article) => [`/news-and-events/${article.slug}`, article]));
      return [language.prefix, { language, content, articles }];
    }),
  );
  const pages = [];
  // Every page of the export once, each in the edition its address is in.
  for (const file of pageFilesUnder(out)) {
    const url = routeOfFile(`/${path.relative(out, file).split(path.sep).join('/')}`);
    const prefix = editionOf(url);
    const { language, content, articles } = editions.get(prefix);
    const route = url.slice(prefix.length) || '/';
    if (NOT_SEARCHED.some((pattern) => pattern.test(route))) continue;
    const titleOf = (page) => content.pages.pages.find((p) => p.route === page)?.title;
    const section = route === '/' ? content.texts.site.name : (titleOf(`/${route.split('/')[1]}`) ?? titleOf(route) ?? content.texts.site.name);
    const meta = { section };
    const article = articles.get(route);
    if (article) Object.assign(meta, { date: formatNewsDate(article.date, language), category: content.texts.news.categories[article.category] });
    pages.push({ file, url, meta, language: language.code });
  }
  return pages;
}

/** The page's HTML with its metadata laid into its <main>, hidden, where Pagefind reads it. */
function withMeta(html, meta) {
  const block = `<div hidden>${Object.entries(meta)
    .map(([key, value]) => `<span data-pagefind-meta="${key}">${escapeHtml(value)}</span>`)
    .join('')}</div>`;
  return html.replace(/<main\b[^>]*>/, (open) => open + block);
}

/** Builds the index of `out` (the export), writes the bundle, names it in the search pages; returns its stats. */
export async function buildSearchIndex(out = path.resolve('out'), root = process.env.CONTENT_ROOT || project) {
  const started = Date.now();
  const { index, errors } = await pagefind.createIndex({ rootSelector: 'main', excludeSelectors: ['[data-search-ignore]'] });
  if (!index) throw new Error(`search index: ${errors.join('; ')}`);
  const pages = await searchablePages(out, root);
  const counts = {};
  for (const page of pages) {
    const added = await index.addHTMLFile({ url: page.url, content: withMeta(readFileSync(page.file, 'utf8'), page.meta) });
    if (added.errors.length) throw new Error(`search index: ${page.url}: ${added.errors.join('; ')}`);
    counts[page.language] = (counts[page.language] ?? 0) + 1;
  }
  const { files: written, errors: fileErrors } = await index.getFiles();
  if (fileErrors.length) throw new Error(`search index: ${fileErrors.join('; ')}`);
  // The library, its worker and WebAssembly, and the index: not Pagefind's ready-made interfaces, which the search
  // page does not use.
  const files = written.filter((file) => !/^pagefind-(component-|modular-)?ui\.|^pagefind-highlight\./.test(file.path));
  await pagefind.close();
  // Written to a folder of its own, then named by the hash of all it holds (scripts/next-output.mjs checks it).
  rmSync(path.join(out, SEARCH_PATH), { recursive: true, force: true });
  const partial = path.join(out, SEARCH_PATH, 'partial');
  const bytes = {};
  for (const file of files) {
    const target = path.join(partial, file.path);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, file.content);
    // The index's own files are named by their language (en_…, vi_…, zh-hans_…): the bytes each edition's index holds.
    const language = /(?:^|\/)(?:pagefind\.)?([a-z]{2}(?:-[a-z]+)?)_[0-9a-f]+\.pf_/.exec(file.path)?.[1];
    if (language) bytes[language] = (bytes[language] ?? 0) + file.content.length;
  }
  const name = folderContentHash(partial);
  renameSync(partial, path.join(out, SEARCH_PATH, name));
  const bundle = `${SEARCH_PATH}/${name}/`;
  // The search pages of every edition, their data and their segment files: the only files naming the bundle.
  let named = 0;
  for (const language of readLanguages(root)) {
    const base = path.join(out, language.prefix);
    const candidates = [path.join(base, 'search.html'), path.join(base, 'search.txt'), ...(existsSync(path.join(base, 'search')) ? filesUnder(path.join(base, 'search')) : [])];
    for (const file of candidates.filter((f) => existsSync(f))) {
      const text = readFileSync(file, 'utf8');
      if (!text.includes(SEARCH_BUNDLE_PLACEHOLDER)) continue;
      writeFileSync(file, text.split(SEARCH_BUNDLE_STANDIN).join(bundle));
      named++;
    }
  }
  if (named === 0) throw new Error(`search index: no search page names ${SEARCH_BUNDLE_STANDIN} (app/search/page.tsx)`);
  return { bundle, counts, bytes, files: files.length, seconds: (Date.now() - started) / 1000 };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { bundle, counts, bytes, seconds } = await buildSearchIndex();
  const editions = Object.entries(counts).map(([code, count]) => `${code} ${count} pages`).join(', ');
  const sizes = Object.entries(bytes).map(([code, size]) => `${code} ${(size / 1024).toFixed(0)} KB`).join(', ');
  console.log(`search: indexed ${editions} in ${seconds.toFixed(1)} s; index ${sizes}; bundle ${bundle}`);
}
