// The content the test build is made from: a copy of content/ with every file under e2e/fixtures/content/
// laid over it: news articles added as plain Markdown files, among them one written in English only and one whose
// translations lag behind (their `translatedFrom` lines name an older English title, and the Vietnamese one has
// no summary yet). The whole suite runs against that one build, so "an article added as a file reaches the list,
// its page, the feed and the sitemap" is proven without a second `next build`, and every test that counts
// articles has to read the count from the content.
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PROJECT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Files laid over content/ in the test build, at the same paths. */
export const FIXTURE_CONTENT = path.join(PROJECT, 'e2e/fixtures/content');
/** The project root the test build and the tests read their content from (CONTENT_ROOT). */
export const TEST_CONTENT_ROOT = path.join(PROJECT, '.test-content');

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
 * Writes TEST_CONTENT_ROOT afresh from `source` (the project's content/ unless told otherwise): the copy, the
 * fixtures over it, and a link to public/ (the loader checks that every image an entry names exists there).
 */
export function prepareTestContent(source = path.join(PROJECT, 'content')) {
  rmSync(TEST_CONTENT_ROOT, { recursive: true, force: true });
  mkdirSync(TEST_CONTENT_ROOT, { recursive: true });
  cpSync(source, path.join(TEST_CONTENT_ROOT, 'content'), { recursive: true });
  for (const file of fixtureFiles()) {
    const target = path.join(TEST_CONTENT_ROOT, 'content', file);
    if (existsSync(target)) throw new Error(`e2e/fixtures/content/${file} would replace content/${file}; fixtures only add files`);
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(path.join(FIXTURE_CONTENT, file), target);
  }
  symlinkSync(path.join(PROJECT, 'public'), path.join(TEST_CONTENT_ROOT, 'public'));
  return TEST_CONTENT_ROOT;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(prepareTestContent(process.argv[2] ? path.resolve(process.argv[2]) : undefined));
}
