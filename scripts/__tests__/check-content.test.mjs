// Node test runner: the build's first step on a copy of the content with a file broken by hand (a lost closing
// quote). It stops with exit code 1 and prints the editor's report once: the file, its line, the YAML library's
// whole message; no stack trace and nothing of Next.js. The report's wording is lib/content/report.ts's
// (lib/content/__tests__/report.test.ts); this checks what the build prints and how it ends. And its last step,
// the translation report, over the test build's content with many more articles written in English only: a few
// lines by language whatever the number of articles, every file behind --all.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { createJiti } from 'jiti';
import { FIXTURE_CONTENT, prepareTestContentAt } from '../../e2e/support/test-content.mjs';
import { readLanguages } from '../../lib/i18n/languages.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SCRIPT = path.join(ROOT, 'scripts/check-content.mjs');
const check = (root, args = [], env = {}) => spawnSync('node', [SCRIPT, ...args], { cwd: ROOT, env: { ...process.env, CONTENT_ROOT: root, ...env }, encoding: 'utf8' });
const jiti = createJiti(import.meta.url);

test('a broken file stops the build with the file, the line and the whole message, once, and no stack trace', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'check-content-'));
  try {
    cpSync(path.join(ROOT, 'content'), path.join(root, 'content'), { recursive: true });
    symlinkSync(path.join(ROOT, 'public'), path.join(root, 'public'));
    const file = 'content/texts/contact.yml';
    const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
    // The first text of the file loses its closing quote.
    const at = lines.findIndex((line) => /^ *\w+: \S/.test(line));
    lines[at] = lines[at].replace(/: /, ': "');
    writeFileSync(path.join(root, file), lines.join('\n'));

    const result = check(root);
    assert.equal(result.status, 1);
    const printed = result.stdout + result.stderr;
    assert.match(printed, new RegExp(`\\n${file.replace(/[.]/g, '\\.')} `));
    assert.match(printed, new RegExp(`line ${at + 1}: not valid YAML: Missing closing "quote at line ${at + 1}, column \\d+:`));
    assert.ok(printed.includes(lines[at].trim()), 'the broken line is shown');
    assert.equal(printed.split('not valid YAML').length, 2, 'the problem is printed once');
    assert.doesNotMatch(printed, /\n\s+at |Error:|Failed to collect/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('valid content passes', () => {
  const result = check(ROOT);
  assert.equal(result.status, 0, result.stderr);
});

test('the translation report counts by language; an article with no file in a language is not translated yet, not a translation lacking its texts', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'check-content-'));
  try {
    prepareTestContentAt(root);
    // Many more articles in English only, copies of the test content's own (each edition leaves them out).
    const english = readFileSync(path.join(FIXTURE_CONTENT, 'news/written-in-english-only.md'), 'utf8');
    const added = 40;
    for (let i = 1; i <= added; i++) writeFileSync(path.join(root, `content/news/english-only-${i}.md`), english.replace(/^title: .*$/m, (line) => `${line} ${i}`));
    const { englishName, translationNotes } = await jiti.import(path.join(ROOT, 'lib/content/load.ts'));
    const notes = translationNotes(root);
    // An article with no file in a language is noted as absent, never as a translation that lacks its texts.
    const absent = (note) => note.state === 'absent';
    for (const note of notes) assert.equal(absent(note), !existsSync(path.join(root, note.file)), note.file);
    const languages = [...new Map(notes.map((note) => [note.language.code, note.language])).values()];
    assert.ok(languages.length > 0 && notes.some(absent) && notes.some((note) => !absent(note)), 'the test content has translations of each kind to do');

    const summary = check(root, ['--translations']);
    assert.equal(summary.status, 0, summary.stderr);
    const lines = summary.stdout.trim().split('\n');
    // A header, a line per language and where the full list is: the same few lines for 40 articles more or fewer.
    assert.equal(lines.length, languages.length + 2, summary.stdout);
    for (const language of languages) {
      const own = notes.filter((note) => note.language.code === language.code);
      const notTranslated = own.filter(absent).length;
      assert.ok(notTranslated > added, `${language.code}: the added articles are not translated`);
      const line = lines.find((l) => l.startsWith(`  ${englishName(language)}: `));
      assert.ok(line, `a line for ${englishName(language)}`);
      assert.match(line, new RegExp(`: ${notTranslated} articles not translated yet[,:]`));
      const outdated = own.filter((note) => note.state === 'outdated').length;
      if (outdated) assert.match(line, new RegExp(`, ${outdated} outdated: `));
      const lacking = own.filter((note) => note.state === 'missing' && !absent(note)).length;
      if (lacking) assert.match(line, new RegExp(`, ${lacking} with texts missing[,:]`));
      assert.match(line, /: see \/admin\/translations$/);
    }
    assert.match(lines.at(-1), /--translations --all .*TRANSLATION_REPORT=all npm run build/);

    // The full list, by flag or from the build's environment: one line per note.
    const all = check(root, ['--translations', '--all']);
    assert.equal(all.status, 0, all.stderr);
    assert.equal(check(root, ['--translations'], { TRANSLATION_REPORT: 'all' }).stdout, all.stdout);
    assert.equal(all.stdout.trim().split('\n').length, notes.length + 1);
    // Each as the editor reads it: not translated yet, or the state and the fields by their names in /admin.
    const { translationLine } = await jiti.import(path.join(ROOT, 'lib/content/report.ts'));
    const languagesOfRoot = readLanguages(root);
    for (const note of notes) assert.ok(all.stdout.includes(`  ${translationLine(note, languagesOfRoot)}\n`), note.file);
    for (const note of notes.filter(absent)) assert.ok(!all.stdout.includes(`${note.file} (${englishName(note.language)}): missing`), note.file);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
