// What the build knows of Next.js's export, in one place, and the checks that make that knowledge fail loudly.
//
// The hosts cache everything under /_next/static/ for a year as immutable (scripts/hosts/rules.mjs): a file there
// may never change its content under the same name, or a returning visitor's browser keeps the old one. Next.js
// names its files by their contents, but the build rewrites some afterwards (the editions' router gets the
// expression that reads the edition from the address, every chunk gets V8's compile hint). So:
//   - right after each `next build`, recordOriginals() notes the hash of every file Next.js wrote there;
//   - after the last rewrite, renameRewritten() gives every file whose content is no longer Next's a name of its
//     own content, and writes the new name wherever the old one was named (pages, their data, other chunks, which
//     then changed too and are renamed in turn);
//   - assertNamedByContent() stops the build if any file there holds content that neither Next.js wrote under
//     that name nor its name hashes, and assertReferencesExist() if a page, a data file or a chunk names a
//     framework file that is not there.
// The same functions derive a second build from the test build in the publish tests (e2e/publish.spec.ts).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { filesUnder } from './files.mjs';
import { runtimeEditionExpression } from '../lib/i18n/editions.mjs';
import { escapeRegExp } from '../lib/text/escape-regexp.mjs';

/** Where Next.js's hashed files live in an export, and the hosts cache them as immutable. */
export const STATIC_DIR = '_next/static';
/** Files that name other files as text. */
const TEXT_FILE = /\.(html|txt|xml|json|webmanifest|rsc|css|m?js)$/;
/** Files that may name a framework file (scripts and styles name each other; pages and their data name both). */
const REFERRING = /\.(html|txt|css|m?js|json)$/;

/** The first 16 hex digits of the SHA-256 of `content`: the name of a file the build writes or rewrites. */
export function contentHash(content) {
  return createHash('sha256').update(content).digest('hex').slice(0, 16);
}

/** Every file under `dir` (none when it does not exist), as paths relative to `dir`, with forward slashes. */
export const relativeFilesUnder = (dir) => filesUnder(dir).map((file) => path.relative(dir, file).split(path.sep).join('/'));

/** The hash of every file Next.js wrote under `outDir`/_next/static, by its path there (`chunks/0abc.js`). */
export function recordOriginals(outDir) {
  const root = path.join(outDir, STATIC_DIR);
  const files = relativeFilesUnder(root);
  if (!files.some((file) => file.startsWith('chunks/') && file.endsWith('.js'))) {
    throw new Error(`build: Next.js wrote no script chunks under ${path.relative(process.cwd(), root)}/chunks; the build expects its export's framework files there (check the Next.js upgrade notes)`);
  }
  return Object.fromEntries(files.map((file) => [file, createHash('sha256').update(readFileSync(path.join(root, file))).digest('hex')]));
}

/** Adds `more` to `into`; a name both have must have the same content (the editions share the framework's files). */
export function mergeOriginals(into, more, edition) {
  for (const [file, hash] of Object.entries(more)) {
    if (into[file] !== undefined && into[file] !== hash) {
      throw new Error(`build: Next.js wrote different contents under one name, ${STATIC_DIR}/${file}, in the ${edition} edition and an earlier one: its file names are no longer content hashes (check assetPrefix in next.config.mjs and the Next.js upgrade notes)`);
    }
    into[file] = hash;
  }
  return into;
}

const sha256 = (content) => createHash('sha256').update(content).digest('hex');
/** The name a file gets from its content: `chunks/<hash>.js` for `chunks/0abc.js`. */
const nameByContent = (file, content) => `${path.posix.dirname(file)}/${contentHash(content)}${path.posix.extname(file)}`;
/** True when `file` (a path under _next/static) is named by `content` as nameByContent names it. */
export const isNamedByContent = (file, content) => path.posix.basename(file, path.posix.extname(file)) === contentHash(content);

/**
 * Renames every file under `outDir`/_next/static whose content differs from what Next.js wrote under its name
 * (`originals`, from recordOriginals), and every file that names a renamed one, to a name of its own content, and
 * writes the new names into every text file of the export. Files are matched by their base name, which Next.js
 * makes unique (a hash). Returns the renames, old path -> new path, relative to _next/static.
 */
export function renameRewritten(outDir, originals) {
  const root = path.join(outDir, STATIC_DIR);
  const statics = relativeFilesUnder(root);
  const text = new Map(statics.filter((file) => TEXT_FILE.test(file)).map((file) => [file, readFileSync(path.join(root, file), 'utf8')]));
  const changed = new Set(statics.filter((file) => originals[file] === undefined || originals[file] !== sha256(readFileSync(path.join(root, file)))));
  // Files Next.js never wrote (the build's own, named by content already) are left as they are.
  for (const file of [...changed]) if (originals[file] === undefined) changed.delete(file);

  // Which framework files each text file there names, by base name. Only names Next.js made unique (its hashes)
  // can be found as text; the few it repeats in each edition's build folder (`_buildManifest.js`) never change.
  const counts = new Map();
  for (const file of statics) counts.set(path.posix.basename(file), (counts.get(path.posix.basename(file)) ?? 0) + 1);
  const byBase = new Map(statics.filter((file) => counts.get(path.posix.basename(file)) === 1).map((file) => [path.posix.basename(file), file]));
  const names = byBase.size ? new RegExp([...byBase.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|'), 'g') : null;
  const namedBy = new Map();
  for (const [file, content] of text) {
    const named = new Set();
    for (const match of names ? content.matchAll(names) : []) if (byBase.get(match[0]) !== file) named.add(byBase.get(match[0]));
    namedBy.set(file, named);
  }
  // A file that names a changed file changes when the new name is written into it.
  let grew = true;
  while (grew) {
    grew = false;
    for (const [file, named] of namedBy) {
      if (!changed.has(file) && [...named].some((other) => changed.has(other))) {
        changed.add(file);
        grew = true;
      }
    }
  }

  // Name the changed files in order, each after every changed file it names: its content is then final.
  const renames = new Map();
  const visiting = new Set();
  const rename = (file, trail) => {
    if (renames.has(file)) return;
    if (visiting.has(file)) {
      throw new Error(`build: framework files name each other in a cycle (${[...trail, file].join(' -> ')}), so they cannot be named by their contents; rewrite them so that none names another, or report the Next.js version`);
    }
    if (counts.get(path.posix.basename(file)) > 1) {
      throw new Error(`build: ${STATIC_DIR}/${file} changed after Next.js wrote it, but its name is not unique in the export, so it cannot be renamed where it is named`);
    }
    visiting.add(file);
    for (const other of namedBy.get(file) ?? []) if (changed.has(other)) rename(other, [...trail, file]);
    visiting.delete(file);
    let content = text.get(file);
    if (content !== undefined) {
      content = replaceNames(content, renames);
      text.set(file, content);
    }
    const bytes = content !== undefined ? Buffer.from(content, 'utf8') : readFileSync(path.join(root, file));
    const target = nameByContent(file, bytes);
    if (existsSync(path.join(root, target)) && target !== file) throw new Error(`build: ${STATIC_DIR}/${target} exists already; cannot rename ${file} to it`);
    writeFileSync(path.join(root, file), bytes);
    renameSync(path.join(root, file), path.join(root, target));
    renames.set(file, target);
  };
  for (const file of [...changed].sort()) rename(file, []);

  // Every other text file of the export names the new files.
  if (renames.size) {
    for (const rel of relativeFilesUnder(outDir)) {
      if (!REFERRING.test(rel) || rel.startsWith(`${STATIC_DIR}/`)) continue;
      const file = path.join(outDir, rel);
      const content = readFileSync(file, 'utf8');
      const updated = replaceNames(content, renames);
      if (updated !== content) writeFileSync(file, updated);
    }
  }
  return renames;
}

/** `content` with every base name of `renames` (old path -> new path) replaced by its new one. */
function replaceNames(content, renames) {
  if (!renames.size) return content;
  const byBase = new Map([...renames].map(([from, to]) => [path.posix.basename(from), path.posix.basename(to)]));
  const pattern = new RegExp([...byBase.keys()].map(escapeRegExp).join('|'), 'g');
  return content.replace(pattern, (name) => byBase.get(name));
}

/**
 * The name a folder of files that go together gets from all of them (the site search's bundle: a library that
 * loads its index's files by their own names): the hash of every file's path in it and its content.
 */
export function folderContentHash(dir) {
  const hash = createHash('sha256');
  for (const file of relativeFilesUnder(dir).sort()) hash.update(file).update(readFileSync(path.join(dir, file)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Stops when a file under _next/static holds content that Next.js did not write under its name and that its
 * name does not hash (itself, or a folder it is in, as folderContentHash names one): the hosts would serve a
 * changed file under a name browsers keep for a year.
 */
export function assertNamedByContent(outDir, originals) {
  const root = path.join(outDir, STATIC_DIR);
  const folders = new Map();
  const inFolderNamedByContent = (file) =>
    file
      .split('/')
      .slice(0, -1)
      .some((_, i, parts) => {
        const folder = parts.slice(0, i + 1).join('/');
        if (!folders.has(folder)) folders.set(folder, path.posix.basename(folder) === folderContentHash(path.join(root, folder)));
        return folders.get(folder);
      });
  const wrong = relativeFilesUnder(root).filter((file) => {
    const bytes = readFileSync(path.join(root, file));
    return originals[file] !== sha256(bytes) && !isNamedByContent(file, bytes) && !inFolderNamedByContent(file);
  });
  if (wrong.length) {
    throw new Error(`build: ${wrong.length} file(s) under ${STATIC_DIR} changed after Next.js wrote them but kept their names (${wrong.slice(0, 5).join(', ')}); every file the build rewrites must be renamed by scripts/next-output.mjs renameRewritten()`);
  }
}

/** The framework files a text names: `/_next/static/chunks/0abc.js` in a page, `static/chunks/0abc.js` in a chunk. */
const FRAMEWORK_NAME = /(?:^|[^A-Za-z0-9_-])(?:\/?_next\/)?static\/((?:chunks|media|css|data)\/[A-Za-z0-9_.~-]+\.[a-z0-9]+)/g;

/** Stops when a page, a data file or a framework file names a framework file that is not in the export. */
export function assertReferencesExist(outDir) {
  const root = path.join(outDir, STATIC_DIR);
  const missing = new Map();
  for (const rel of relativeFilesUnder(outDir)) {
    if (!REFERRING.test(rel) || rel.startsWith('admin/')) continue;
    for (const match of readFileSync(path.join(outDir, rel), 'utf8').matchAll(FRAMEWORK_NAME)) {
      if (!existsSync(path.join(root, match[1]))) missing.set(match[1], rel);
    }
  }
  if (missing.size) {
    const list = [...missing].slice(0, 5).map(([name, by]) => `${STATIC_DIR}/${name} (named by ${by})`);
    throw new Error(`build: ${missing.size} framework file(s) named but not in the export: ${list.join(', ')}`);
  }
}

/** Writes `content` under `outDir`/_next/static/`folder`/ by its content hash; returns its URL path. */
export function writeByContent(outDir, folder, content, extension) {
  const name = `${folder}/${contentHash(content)}${extension}`;
  mkdirSync(path.join(outDir, STATIC_DIR, folder), { recursive: true });
  writeFileSync(path.join(outDir, STATIC_DIR, name), content);
  return `/${STATIC_DIR}/${name}`;
}

/** Where the build keeps the record of Next.js's own files between build.mjs and postbuild.mjs. */
export const ORIGINALS_FILE = path.resolve('build/next-originals.json');

export function saveOriginals(originals) {
  mkdirSync(path.dirname(ORIGINALS_FILE), { recursive: true });
  writeFileSync(ORIGINALS_FILE, JSON.stringify(originals, null, 0));
}

export function loadOriginals() {
  if (!existsSync(ORIGINALS_FILE)) throw new Error(`postbuild: ${ORIGINALS_FILE} is missing: run npm run build (which records Next.js's files before rewriting them)`);
  return JSON.parse(readFileSync(ORIGINALS_FILE, 'utf8'));
}

/** The base path every edition is built with (scripts/build.mjs), replaced by the edition's prefix afterwards. */
export const BASE_PLACEHOLDER = '/__edition__';
/** Files outside the scripts that hold addresses as text: the pages, their data for the router, feeds, manifests. */
const ADDRESS_FILES = /\.(html|txt|xml|json|webmanifest|rsc|css)$/;

/**
 * The base path as the browser's scripts read it: the edition's prefix at the start of the page's address (one
 * of the other languages' prefixes), or nothing for the default language (lib/i18n/editions.mjs). It lists the
 * editions, so the files that hold it change, and are renamed, when a language is added or removed.
 */
export function runtimeBasePath(prefixes) {
  return runtimeEditionExpression(prefixes);
}

/**
 * Writes the edition's prefix where its build wrote the stand-in base path: in the pages and their data the
 * prefix itself (`/__edition__/about-us` -> `/vi/about-us`), in the scripts the expression of runtimeBasePath,
 * so every edition shares one router. Stops, naming the edition, if Next.js no longer writes the stand-in as the
 * build expects: as a quoted string in at least one script (the router) and in the pages, and nowhere else.
 */
export function settleBasePath(dir, prefix, prefixes, edition) {
  const literal = new RegExp(`(["'])${BASE_PLACEHOLDER}\\1`, 'g');
  let scripts = 0;
  let pages = 0;
  for (const rel of relativeFilesUnder(dir)) {
    const file = path.join(dir, rel);
    const isScript = /\.m?js$/.test(file);
    if (!isScript && !ADDRESS_FILES.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    if (!text.includes(BASE_PLACEHOLDER)) continue;
    const settled = isScript
      ? text.replace(literal, runtimeBasePath(prefixes))
      : // "/__edition__/about-us" -> "/vi/about-us" (or "/about-us"); "/__edition__" alone -> "/vi" (or "/").
        text.replace(new RegExp(`${BASE_PLACEHOLDER}(/)?`, 'g'), (_, slash) => (prefix ? `${prefix}${slash ?? ''}` : '/'));
    if (settled.includes(BASE_PLACEHOLDER)) {
      throw new Error(`build (${edition} edition): ${rel} names the stand-in base path ${BASE_PLACEHOLDER} where it cannot be replaced (not as a quoted string): check how this Next.js version compiles basePath`);
    }
    if (isScript) scripts++;
    else if (file.endsWith('.html')) pages++;
    writeFileSync(file, settled);
  }
  if (!scripts || !pages) {
    throw new Error(`build (${edition} edition): the stand-in base path ${BASE_PLACEHOLDER} was found in ${scripts} script(s) and ${pages} page(s); the build expects it in Next.js's router and in every page's links (EDITION_BASE_PATH in next.config.mjs): check how this Next.js version writes basePath`);
  }
  return { scripts, pages };
}
