import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { translationNotes } from '@/lib/content/load';
import { translationFieldNames, translationLine } from '@/lib/content/report';
import { readLanguages } from '@/lib/i18n/languages.mjs';
import { prepareTestContentAt } from '@/e2e/support/test-content.mjs';

/**
 * The full list behind the build's last lines (--all; the build itself prints a count by language,
 * scripts/__tests__/check-content.test.mjs): one line per missing or outdated translation, over the test build's
 * content (the project's plus the fixtures: an article written in English only, and one whose English title was
 * revised after it was translated, its Vietnamese summary not written yet). Never a failure.
 */

let root = '';

beforeAll(() => {
  root = prepareTestContentAt(mkdtempSync(path.join(tmpdir(), 'translation-report-')));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

it('prints one line per missing or outdated translation, naming file, language, state and fields, and exits 0', () => {
  const output = execFileSync('node', ['scripts/check-content.mjs', '--translations', '--all'], { env: { ...process.env, CONTENT_ROOT: root }, encoding: 'utf8' });
  const notes = translationNotes(root);
  const [, ...translations] = readLanguages(root);
  // The revised English article: every translation of it is outdated, by its title.
  for (const language of translations) {
    expect(notes).toContainEqual(expect.objectContaining({ language, state: 'outdated', fields: ['title'], cms: { collection: 'news', entry: 'added-as-a-file' } }));
  }
  // The English-only article: missing in every translation.
  expect(notes.filter((n) => n.cms.entry === 'written-in-english-only').map((n) => n.language)).toEqual(translations);
  // An article with no file in a language is absent, as its edition leaves it out (no text stands in English); a
  // translation's fields are named as /admin names them.
  for (const note of notes) {
    expect(note.state === 'absent').toBe(!existsSync(path.join(root, note.file)));
    expect(output).toContain(`  ${translationLine(note, readLanguages(root))}\n`);
  }
  const named = notes.filter((note) => note.state !== 'absent');
  expect(named.length).toBeGreaterThan(0);
  for (const note of named) expect(translationFieldNames(note, readLanguages(root))).not.toEqual(note.fields);
  expect(output.trim().split('\n')).toHaveLength(notes.length + 1);
});

