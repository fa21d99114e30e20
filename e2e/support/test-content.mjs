// The content the test build is made from: a copy of content/ with every file under e2e/fixtures/content/
// laid over it: news articles added as plain Markdown files, among them one written in English only and one whose
// translations lag behind (their `translatedFrom` lines name an older English title, and the Vietnamese one has
// no summary yet). The whole suite runs against that one build, so "an article added as a file reaches the list,
// its page, the feed and the sitemap" is proven without a second `next build`, and every test that counts
// articles has to read the count from the content.
// A photo as a phone makes it (e2e/fixtures/photo/phone-photo.jpg: a JPEG stored on its side with a rotation tag,
// the phone's GPS position, camera and dates) is one of those articles' picture and the first team portrait, in
// every language: the picture pipeline (scripts/pictures.mjs) is proven on it (e2e/pictures.spec.ts,
// scripts/__tests__/after-build/pictures.test.mjs).
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateArticles } from '../../scripts/generate-articles.mjs';
import { readLanguages } from '../../lib/i18n/languages.mjs';

const PROJECT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Files laid over content/ in the test build, at the same paths. */
export const FIXTURE_CONTENT = path.join(PROJECT, 'e2e/fixtures/content');
/** The project root the test build and the tests read their content from (CONTENT_ROOT). */
export const TEST_CONTENT_ROOT = path.join(PROJECT, '.test-content');

/** The photo fixture, and where the test content puts it in public/ (the paths its content names). */
export const PHOTO_FIXTURE = path.join(PROJECT, 'e2e/fixtures/photo/phone-photo.jpg');
export const PHOTO_PATHS = ['/news/phone-photo.jpg', '/team/phone-photo.jpg'];

/**
 * Changes to files of content/ that adding files cannot make: a list's item has no file of its own. The first
 * team member's portrait is the photo, in every language (a translation names the English file's picture).
 */
const EDITS = [
  { files: ['team.yml', 'vi/team.yml', 'zh/team.yml'], find: /^(\s+image: ).*$/m, replace: '$1/team/phone-photo.jpg' },
];

/**
 * Generated articles (scripts/generate-articles.mjs), older than the site's own, by language: enough for several
 * pages of the news list in English and in Vietnamese (whose search is also tried without diacritics), so the
 * list's pages, its archive and the article window are proven beyond the first page. Each edition publishes only
 * its own: these are articles written in one language.
 */
export const GENERATED_ARTICLES = Object.freeze({ en: 16, vi: 8 });

/** Every fixture file, as its path under content/ (`news/added-as-a-file.md`). */
export function fixtureFiles(dir = FIXTURE_CONTENT) {
  // In name order: a folder's order on disk differs from one file system to another.
  return readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1)).flatMap((entry) =>
    entry.isDirectory()
      ? fixtureFiles(path.join(dir, entry.name))
      : [path.relative(FIXTURE_CONTENT, path.join(dir, entry.name)).split(path.sep).join('/')],
  );
}

/**
 * The test content's public/: `target` holds a link to each file and folder of the project's public/, except the
 * folders where `added` (path under public/ -> file) puts files, which are folders of their own, holding links
 * to the public/ folder's files and the added files.
 */
function linkPublic(source, target, added) {
  const folders = new Set(Object.keys(added).flatMap((file) => file.split('/').slice(1, -1).map((_, i, parts) => parts.slice(0, i + 1).join('/'))));
  const link = (rel) => {
    mkdirSync(path.join(target, rel), { recursive: true });
    for (const name of readdirSync(path.join(source, rel))) {
      const at = rel ? `${rel}/${name}` : name;
      if (folders.has(at) && statSync(path.join(source, at)).isDirectory()) link(at);
      else symlinkSync(path.join(source, at), path.join(target, at));
    }
  };
  link('');
  for (const [file, from] of Object.entries(added)) {
    const to = path.join(target, file);
    if (existsSync(to)) throw new Error(`the test content's public${file} would replace public${file}; fixtures only add files`);
    mkdirSync(path.dirname(to), { recursive: true });
    cpSync(from, to);
  }
}

/**
 * Writes TEST_CONTENT_ROOT afresh from `source` (the project's content/ unless told otherwise): the copy, the
 * fixtures over it, the edits, and public/ as links to the project's with the photo fixture added (the loader
 * checks that every image an entry names exists there).
 */
export function prepareTestContent(source = path.join(PROJECT, 'content')) {
  return prepareContent(source, TEST_CONTENT_ROOT, fixtureFiles(), GENERATED_ARTICLES);
}

/** The test build's content (as prepareTestContent writes it) in another folder, `root`: for tests that change it. */
export function prepareTestContentAt(root, source = path.join(PROJECT, 'content')) {
  return prepareContent(source, root, fixtureFiles(), GENERATED_ARTICLES);
}

/** The articles of the fixtures whose picture is the photo fixture (in every language). */
const PHOTO_ARTICLES = (files) => files.filter((file) => file.endsWith('/photo-from-the-factory-floor.md'));

/**
 * The project's content with the photo fixture alone (its article, and the first team portrait), in `root`: what
 * the bench measures (scripts/bench.mjs), so its pages show a real photo beside the site's drawings.
 */
export function preparePhotoContent(root, source = path.join(PROJECT, 'content')) {
  return prepareContent(source, root, PHOTO_ARTICLES(fixtureFiles()));
}

function prepareContent(source, TEST_CONTENT_ROOT, fixtures, generated = {}) {
  rmSync(TEST_CONTENT_ROOT, { recursive: true, force: true });
  mkdirSync(TEST_CONTENT_ROOT, { recursive: true });
  cpSync(source, path.join(TEST_CONTENT_ROOT, 'content'), { recursive: true });
  for (const file of fixtures) {
    const target = path.join(TEST_CONTENT_ROOT, 'content', file);
    if (existsSync(target)) throw new Error(`e2e/fixtures/content/${file} would replace content/${file}; fixtures only add files`);
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(path.join(FIXTURE_CONTENT, file), target);
  }
  const defaultCode = readLanguages(TEST_CONTENT_ROOT)[0].code;
  for (const [lang, count] of Object.entries(generated)) {
    // The default language's articles are content/news/, another's content/<code>/news/.
    const folder = path.join(TEST_CONTENT_ROOT, 'content', lang === defaultCode ? '' : lang, 'news');
    for (const [name, text] of Object.entries(generateArticles({ count, lang }))) writeFileSync(path.join(folder, name), text);
  }
  for (const { files, find, replace } of EDITS) {
    for (const file of files) {
      const target = path.join(TEST_CONTENT_ROOT, 'content', file);
      const text = readFileSync(target, 'utf8');
      if (!find.test(text)) throw new Error(`test content: content/${file} no longer has what the test build changes in it (${find}); update e2e/support/test-content.mjs`);
      writeFileSync(target, text.replace(find, replace));
    }
  }
  linkPublic(path.join(PROJECT, 'public'), path.join(TEST_CONTENT_ROOT, 'public'), Object.fromEntries(PHOTO_PATHS.map((file) => [file, PHOTO_FIXTURE])));
  return TEST_CONTENT_ROOT;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(prepareTestContent(process.argv[2] ? path.resolve(process.argv[2]) : undefined));
}
