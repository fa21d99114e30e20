#!/usr/bin/env node
// Link check over the built out/: every internal link, anchor (#id) and asset of every page must resolve to a
// file of the export, as the production host rules answer it (no redirects, no 404). External links are
// listed, never fetched. Exit code 1 on any broken link. Usage: node scripts/check-links.mjs [out]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pageFilesUnder, resolvePath } from './hosts/paths.mjs';

const OUT = path.resolve(process.argv[2] ?? 'out');
const ORIGIN = 'http://site.invalid';

function decode(s) {
  return s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");
}

/** Every URL a page refers to: links, assets, srcset candidates and CSS url() in inline styles. */
export function referencesOf(html) {
  const refs = [];
  for (const m of html.matchAll(/<(a|link|img|script|source|iframe|use|image)\b[^>]*?\s(href|src|xlink:href)="([^"]*)"/gi)) {
    const tag = m[1].toLowerCase();
    const tagText = m[0];
    // Resource hints and the canonical URL (absolute, on the production origin) are not links to check.
    if (tag === 'link' && /rel="(preconnect|dns-prefetch|canonical|alternate)"/.test(tagText) && /^https?:/.test(m[3])) continue;
    refs.push(decode(m[3]));
  }
  // Share images: absolute URLs on the production origin, which is this export; check the file by its path.
  for (const m of html.matchAll(/<meta (?:property="og:image"|name="twitter:image") content="([^"]*)"/gi)) {
    const url = new URL(decode(m[1]), 'http://production.invalid');
    refs.push(url.pathname + url.search);
  }
  for (const m of html.matchAll(/\ssrcset="([^"]*)"/gi)) {
    for (const candidate of decode(m[1]).split(',')) refs.push(candidate.trim().split(/\s+/)[0]);
  }
  return refs.filter(Boolean);
}

export function idsOf(html) {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => decode(m[1])));
}

const pages = pageFilesUnder(OUT);
const idCache = new Map();
const ids = (file) => {
  if (!idCache.has(file)) idCache.set(file, idsOf(readFileSync(file, 'utf8')));
  return idCache.get(file);
};

const broken = [];
const external = new Map();
let checked = 0;
for (const page of pages) {
  const html = readFileSync(page, 'utf8');
  const pageRel = '/' + path.relative(OUT, page).split(path.sep).join('/');
  const pageUrl = new URL(pageRel.replace(/(\/index)?\.html$/, '') || '/', ORIGIN);
  for (const ref of referencesOf(html)) {
    if (/^(mailto|tel|data|blob|javascript):/i.test(ref)) continue;
    // A fragment alone points into the page itself, wherever the page is served from (404.html answers
    // unknown paths and has no URL of its own).
    if (ref.startsWith('#')) {
      checked++;
      const id = decodeURIComponent(ref.slice(1));
      if (id && !ids(page).has(id)) broken.push(`${pageRel}: ${ref} -> no element with id "${id}"`);
      continue;
    }
    const url = new URL(ref, pageUrl);
    if (url.origin !== ORIGIN) {
      external.set(url.href, (external.get(url.href) ?? new Set()).add(pageRel));
      continue;
    }
    checked++;
    const target = resolvePath(OUT, url.pathname);
    if (!target.file) {
      broken.push(`${pageRel}: ${ref} -> ${target.redirect ? `redirects to ${target.redirect}` : 'not found'}`);
      continue;
    }
    // A fragment that starts with "/" is an address inside the content manager's app (/admin#/collections/…),
    // which its script reads, not an element of the page.
    if (url.hash.length > 1 && !url.hash.startsWith('#/') && target.file.endsWith('.html')) {
      const id = decodeURIComponent(url.hash.slice(1));
      if (!ids(target.file).has(id)) broken.push(`${pageRel}: ${ref} -> no element with id "${id}"`);
    }
  }
}

console.log(`link check: ${pages.length} pages, ${checked} internal links and assets checked, ${external.size} external links (not fetched)`);
for (const [href, from] of [...external].sort()) console.log(`  external: ${href} (${from.size} page${from.size > 1 ? 's' : ''})`);
if (broken.length) {
  console.error(`link check: ${broken.length} broken:\n  ${broken.join('\n  ')}`);
  process.exit(1);
}
