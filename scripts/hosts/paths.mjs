// Request paths and the files of out/, for our server (scripts/serve.mjs), the link checker and the host writers.
// This module owns decoding a path as sent, its one spelling, what answers it in out/ (resolvePath, by the rules
// of scripts/hosts/rules.mjs, as the production hosts answer it), the `Location` and query values written back,
// the refusal of symbolic links, and walking an export for its pages.
import { existsSync, lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { filesUnder } from '../files.mjs';
import { HOST_FILES, NOT_FOUND_PAGE, REDIRECT_STATUS, SECTION_ROOTS, editionOf, notFoundPageOf, sectionRedirect } from './rules.mjs';

/**
 * A raw request path (as sent, percent-encoded; any byte above 0x7f as one latin1 character, the way Node
 * hands it over) decoded to text: percent escapes are bytes, and the bytes must be UTF-8. Null for a
 * malformed escape, invalid UTF-8 or a NUL byte, which no real page can be named.
 */
export function decodePath(raw) {
  const bytes = [];
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c === 0x25) {
      const hex = raw.slice(i + 1, i + 3);
      if (!/^[0-9a-fA-F]{2}$/.test(hex)) return null;
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else if (c > 0xff) {
      return null;
    } else {
      bytes.push(c);
    }
  }
  let text;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bytes));
  } catch {
    return null;
  }
  return text.includes('\0') ? null : text;
}

/**
 * A decoded, normalised path written back as a `Location` value: every segment percent-encoded, so no
 * control character, space, backslash or non-ASCII character reaches the header, and never `//` at the
 * start (which a browser would read as another host). Anything that still does not look like a plain
 * same-origin path becomes "/".
 */
export function locationOf(cleanPath) {
  const encoded = cleanPath
    .split('/')
    .map((segment) => encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
    .join('/');
  return isSafeLocation(encoded) ? encoded : '/';
}

/** True for a plain same-origin path, safe in a `Location` header: printable ASCII, never `//` or `/\` at the start. */
const isSafeLocation = (location) => /^\/(?![/\\])[\x21-\x7e]*$/.test(location) || location === '/';

/**
 * The one spelling of a decoded, normalised path, as a browser sends a link to it: the characters a path holds as
 * they are (letters, digits, `-._~!$&'()*+,;=:@` and the slashes) plain, every other one percent-encoded as UTF-8
 * bytes with upper-case digits. Every other spelling of the same path (`/%76i/about-us`, `/vi/..%2fabout-us`,
 * `//vi/about-us`, `/news/x.sv%67`) redirects to it on every host that can decode (resolvePath, nginx), so that
 * the host and the page's scripts, which read the edition from the address as sent, read the same path.
 */
export function spellingOf(cleanPath) {
  return cleanPath.replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@/]/gu, (c) =>
    [...new TextEncoder().encode(c)].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
  );
}

/** A query string as sent, with every byte outside printable ASCII percent-encoded (safe in a header). */
export function safeQuery(search) {
  return search.replace(/[^\x21-\x7e]/g, (c) => {
    const code = c.charCodeAt(0);
    return code > 0xff ? encodeURIComponent(c) : `%${code.toString(16).toUpperCase().padStart(2, '0')}`;
  });
}

/**
 * True when `file` (a path inside `root`) is a regular file reached without any symbolic link below `root`.
 * Every host refuses links in the served folder: nginx with `disable_symlinks`, our server here, and
 * Cloudflare Pages, which would upload the linked file itself, by the build refusing an out/ that holds one
 * (assertNoSymlinks). A link could otherwise serve a file from outside the site or a host file under a
 * name that is not refused.
 */
function isPlainFileIn(root, file) {
  const within = root.endsWith(path.sep) ? root : root + path.sep;
  if (!file.startsWith(within)) return false;
  const parts = file.slice(within.length).split(path.sep);
  let current = root;
  for (const [i, part] of parts.entries()) {
    current = path.join(current, part);
    let stats;
    try {
      stats = lstatSync(current);
    } catch {
      // Missing, or a path through a file (ENOTDIR).
      return false;
    }
    if (i < parts.length - 1 ? !stats.isDirectory() : !stats.isFile()) return false;
  }
  return true;
}

/**
 * A request for a page's file name, `…/index` or `…/index.html`, names the folder that holds it: the page at
 * `folder` when there is one (`folder.html` or `folder/index.html`), else nothing. `folder` is '' for the root.
 */
const INDEX_NAME = /^(.*)\/index(\.html)?$/;

/**
 * What answers a request path in `root` (the out/ folder). `pathname` is the path as sent, still
 * percent-encoded. The answer is { file } for a page or asset, { redirect, status } for a redirect (a
 * percent-encoded same-origin path), { notFound } with 404.html, or { badRequest: true } for a path that
 * cannot be decoded. Host files and the not-found page's own paths are judged after decoding and
 * normalising, so no encoding of them is served. Every page answers at one URL: its trailing-slash, `.html`
 * and `index` variants redirect (308) to it, on every host.
 */
export function resolvePath(root, pathname) {
  const decoded = typeof pathname === 'string' && pathname.startsWith('/') ? decodePath(pathname) : null;
  if (decoded === null) return { badRequest: true };
  const isServable = (p) => isPlainFileIn(root, p);
  // Each edition answers its unknown paths with its own page (an export without it, with the default's).
  const editionPage = path.join(root, notFoundPageOf(path.posix.normalize(decoded)));
  const notFound = { notFound: isServable(editionPage) ? editionPage : path.join(root, '404.html') };
  // Backslashes are path separators to some browsers and file systems: never a name on this site.
  if (decoded.includes('\\')) return notFound;
  const clean = path.posix.normalize(decoded);
  if (clean.split('/').includes('..')) return notFound;
  // A path sent in another spelling than its own (an encoded character that needs none, `//`, a dot segment)
  // goes to its own spelling, in one step: the host and the page's scripts, which read the edition from the
  // address as sent, then read the same path. An unknown path answers 404 at once, unless its spelling would
  // show the page's scripts another edition than the host's (`/%76i/…`, `/vi/..%2f…`).
  const spelled = spellingOf(clean);
  if (spelled !== pathname) {
    const answer = resolvePath(root, spelled);
    if (answer.redirect) return answer;
    if (answer.notFound && editionOf(pathname) === editionOf(clean)) return answer;
    return isSafeLocation(spelled) ? { redirect: spelled, status: 308 } : answer;
  }
  if (clean !== '/' && clean.endsWith('/')) return { redirect: locationOf(clean.replace(/\/+$/, '') || '/'), status: 308 };
  if (NOT_FOUND_PAGE.test(clean)) return notFound;
  const index = INDEX_NAME.exec(clean);
  if (index) {
    const folder = index[1] ?? '';
    // The not-found page has no URL of its own, so neither has its folder; nor has a folder named `index`
    // (its `.html` is a folder's page, not a page of that name).
    if (NOT_FOUND_PAGE.test(folder) || /\/index$/.test(folder)) return notFound;
    if (folder === '' || isServable(path.join(root, `${folder}.html`)) || isServable(path.join(root, folder, 'index.html'))) {
      return { redirect: locationOf(folder || '/'), status: 308 };
    }
  }
  // A page asked for by its file name answers at its one canonical URL, as Cloudflare Pages does.
  if (clean.endsWith('.html') && isServable(path.join(root, clean))) {
    return { redirect: locationOf(clean.slice(0, -'.html'.length)), status: 308 };
  }
  const base = path.join(root, clean);
  const candidates = clean === '/' ? [path.join(root, 'index.html')] : [base, `${base}.html`, path.join(base, 'index.html')];
  for (const candidate of candidates) {
    if (!isServable(candidate)) continue;
    const relative = '/' + path.relative(root, candidate).split(path.sep).join('/');
    if (HOST_FILES.includes(relative) || NOT_FOUND_PAGE.test(relative)) return notFound;
    return { file: candidate };
  }
  const target = sectionRedirect(clean, SECTION_ROOTS);
  if (target) return { redirect: target, status: REDIRECT_STATUS };
  return notFound;
}

/** The symbolic links under `root` (paths relative to it), not followed. */
export function symlinksUnder(root) {
  if (!existsSync(root)) return [];
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isSymbolicLink()) found.push(path.relative(root, full));
      else if (entry.isDirectory()) walk(full);
    }
  };
  walk(root);
  return found.sort();
}

/**
 * Refuses an export that holds a symbolic link. nginx (disable_symlinks) and our server answer 404 for a
 * link, but Cloudflare Pages' upload reads the file or folder a link points to and publishes it, and its local
 * runtime follows a link to a folder: the hosts would disagree, and a link could publish a file from outside
 * the site. So the build's host files are never made for such an out/, and the Cloudflare preview refuses it.
 */
export function assertNoSymlinks(root) {
  const links = symlinksUnder(root);
  if (links.length) {
    throw new Error(`${root} holds symbolic links (${links.slice(0, 5).join(', ')}${links.length > 5 ? ', …' : ''}): Cloudflare Pages would publish what they point to; replace them with the files`);
  }
}

/** The site's own files under an export's `dir`: every file but the framework's (`_next`, in each edition). */
export const siteFilesUnder = (dir) => filesUnder(dir).filter((file) => !file.split(path.sep).includes('_next'));

/** The exported pages under `dir`: the site's own `.html` files. */
export const pageFilesUnder = (dir) => siteFilesUnder(dir).filter((file) => file.endsWith('.html'));

/**
 * The project's public/ folder, whose files the export copies as they are. From the working directory, as every
 * build script runs from the project's root.
 */
const PUBLIC_DIR = path.resolve('public');

/**
 * The HTML files among `pages` that are copies of files of public/ (a search engine's verification file, say),
 * not pages the site renders: they are answered at their page-shaped name like a page, but with
 * NO_SCRIPT_POLICY, so a script in one never runs with the site's storage.
 * @param {import('./rules.mjs').PageRule[]} pages
 */
export function publicDocuments(pages, publicDir = PUBLIC_DIR) {
  return pages.filter((p) => isPlainFileIn(publicDir, path.join(publicDir, p.file)));
}
