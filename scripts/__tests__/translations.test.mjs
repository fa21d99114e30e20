// Node test runner: `npm run translations` on a copy of the content, as a translator uses it after editing files by
// hand. It records in every translation which English texts it was made from, changes nothing on a second run,
// keeps a translation outdated when only its English changed, and records it anew with --confirm. The rules
// themselves are lib/content/translation-state.ts's (tested in Jest); this checks the command.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { createJiti } from 'jiti';
import { parse } from 'yaml';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SCRIPT = path.join(ROOT, 'scripts/translations.mjs');
const jiti = createJiti(import.meta.url);
const { fingerprint, readRecords, TRANSLATED_FROM } = await jiti.import(path.join(ROOT, 'lib/content/translation-state.ts'));
const { readLanguages, contentPath } = await import('../../lib/i18n/languages.mjs');

const run = (root, ...args) => spawnSync('node', [SCRIPT, ...args], { cwd: root, env: { ...process.env, CONTENT_ROOT: root }, encoding: 'utf8' });
const frontMatter = (text) => parse(/^---\n([\s\S]*?)\n---/.exec(text)[1]);

test('records which English texts each translation was made from, keeps an outdated one outdated, and confirms one', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'translations-'));
  try {
    cpSync(path.join(ROOT, 'content'), path.join(root, 'content'), { recursive: true });
    const languages = readLanguages(root);
    const [, translation] = languages;
    const article = readdirSync(path.join(root, 'content/news')).filter((name) => name.endsWith('.md')).sort()[0];
    const englishFile = `content/news/${article}`;
    const translatedFile = contentPath(englishFile, translation, languages);

    // A translation written by hand, without its record: the command records it.
    const handWritten = readFileSync(path.join(root, translatedFile), 'utf8').replace(new RegExp(`^${TRANSLATED_FROM}:\\n(  - .*\\n)*`, 'm'), '');
    assert.doesNotMatch(handWritten, new RegExp(`^${TRANSLATED_FROM}:`, 'm'));
    writeFileSync(path.join(root, translatedFile), handWritten);
    const first = run(root);
    assert.equal(first.status, 0, first.stderr);
    assert.match(first.stdout, new RegExp(`^updated ${translatedFile.replace(/[.]/g, '\\.')}$`, 'm'));
    const recorded = readRecords(frontMatter(readFileSync(path.join(root, translatedFile), 'utf8'))[TRANSLATED_FROM]);
    const englishTitle = frontMatter(readFileSync(path.join(root, englishFile), 'utf8')).title;
    assert.equal(recorded.get('title').english, fingerprint(englishTitle));
    assert.ok(recorded.has('body'), 'the text below the front matter has its line');

    // Nothing changed since: nothing is written.
    const before = readFileSync(path.join(root, translatedFile), 'utf8');
    const second = run(root);
    assert.equal(second.status, 0, second.stderr);
    assert.doesNotMatch(second.stdout, /^updated /m);
    assert.equal(readFileSync(path.join(root, translatedFile), 'utf8'), before);

    // The English title changes: the translation keeps the line it was made from, so it stays outdated.
    const english = readFileSync(path.join(root, englishFile), 'utf8');
    writeFileSync(path.join(root, englishFile), english.replace(/^title: .*$/m, (line) => `${line} 2`));
    const newTitle = frontMatter(readFileSync(path.join(root, englishFile), 'utf8')).title;
    assert.notEqual(newTitle, englishTitle);
    assert.equal(run(root).status, 0);
    assert.equal(readFileSync(path.join(root, translatedFile), 'utf8'), before);

    // The translator confirms it: its lines are made from today's English.
    const confirmed = run(root, '--confirm', path.join(root, translatedFile));
    assert.equal(confirmed.status, 0, confirmed.stderr);
    assert.match(confirmed.stdout, new RegExp(`^confirmed ${translatedFile.replace(/[.]/g, '\\.')}$`, 'm'));
    const now = readRecords(frontMatter(readFileSync(path.join(root, translatedFile), 'utf8'))[TRANSLATED_FROM]);
    assert.equal(now.get('title').english, fingerprint(newTitle));
    assert.equal(now.get('title').translation, recorded.get('title').translation);

    // A file that is no translation is refused, and nothing is written, not even what is due elsewhere.
    const translated = readFileSync(path.join(root, translatedFile), 'utf8');
    writeFileSync(path.join(root, translatedFile), translated.replace(/^title: .*$/m, (line) => `${line} 2`));
    const wrong = run(root, '--confirm', path.join(root, englishFile));
    assert.equal(wrong.status, 2);
    assert.match(wrong.stderr, /not a translation/);
    assert.deepEqual(readRecords(frontMatter(readFileSync(path.join(root, translatedFile), 'utf8'))[TRANSLATED_FROM]), now);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('--confirm names one text (as the report names it): that text is recorded anew, the others of the file stay outdated', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'translations-'));
  try {
    cpSync(path.join(ROOT, 'content'), path.join(root, 'content'), { recursive: true });
    symlinkSync(path.join(ROOT, 'public'), path.join(root, 'public'));
    const languages = readLanguages(root);
    const translatedFile = contentPath('content/team.yml', languages[1], languages);
    const team = parse(readFileSync(path.join(root, 'content/team.yml'), 'utf8'));
    // Two roles change in English; the translation is not touched.
    const text = readFileSync(path.join(root, 'content/team.yml'), 'utf8');
    writeFileSync(path.join(root, 'content/team.yml'), text.replace(`role: ${team.members[0].role}`, `role: ${team.members[0].role} (acting)`).replace(`role: ${team.members[1].role}`, `role: ${team.members[1].role} (acting)`));
    const outdated = () =>
      spawnSync('node', [path.join(ROOT, 'scripts/check-content.mjs'), '--translations', '--all'], { cwd: root, env: { ...process.env, CONTENT_ROOT: root }, encoding: 'utf8' }).stdout;
    // Each field by its name in /admin, and the path --confirm takes beside it.
    assert.match(outdated(), new RegExp(`${translatedFile.replace(/[.]/g, '\\.')} \\(.*\\): outdated: [^,]+ \\(members\\[1\\]\\.role\\), [^,]+ \\(members\\[2\\]\\.role\\)`));
    const confirmed = run(root, '--confirm', `${translatedFile}:members[1].role`);
    assert.equal(confirmed.status, 0, confirmed.stderr);
    assert.match(confirmed.stdout, new RegExp(`^confirmed ${translatedFile.replace(/[.]/g, '\\.')}$`, 'm'));
    assert.match(outdated(), new RegExp(`${translatedFile.replace(/[.]/g, '\\.')} \\(.*\\): outdated: [^,]+ \\(members\\[2\\]\\.role\\)$`, 'm'));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
