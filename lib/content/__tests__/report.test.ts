import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { cmsConfig, type CmsField } from '@/lib/content/cms-config';
import { contentReport, fieldSegments, formatProblems, lineOf } from '@/lib/content/report';
import { englishName, translationName } from '@/lib/content/load';
import { registry } from '@/lib/content/registry';
import { contentPath, readLanguages } from '@/lib/i18n/languages.mjs';

/**
 * What the build prints when an editor broke a file: each problem once, by file, with the line, the content
 * manager's names beside the file's keys, the size of a list of the wrong size and the YAML library's whole
 * message. The files are broken by their structure (the first key of a file, the first link of a list), never
 * by today's wording.
 */

const ROOT = process.cwd();
const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

function brokenCopy(edits: Record<string, (text: string) => string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'content-report-'));
  roots.push(root);
  cpSync(path.join(ROOT, 'content'), path.join(root, 'content'), { recursive: true });
  symlinkSync(path.join(ROOT, 'public'), path.join(root, 'public'));
  for (const [file, edit] of Object.entries(edits)) {
    const full = path.join(root, file);
    const text = readFileSync(full, 'utf8');
    const next = edit(text);
    if (next === text) throw new Error(`test setup: ${file} unchanged`);
    writeFileSync(full, next);
  }
  return root;
}

/** How the report names a file that /admin cannot open (not valid YAML, no "---" lines): mend it in the file. */
const IN_FILE_ONLY = '   (fix it in the file: /admin cannot open it until then)';

const config = cmsConfig({}) as unknown as { collections: { name: string; label: string; files?: { name: string; label: string; fields: CmsField[] }[] }[] };
const texts = config.collections.find((c) => c.name === 'texts')!;
const textFile = (name: string) => texts.files!.find((f) => f.name === name)!;

test('a file that is not valid YAML: its path, to be mended in the file, its line, the whole message with the marked line, once though every language reads it', () => {
  const file = registry.texts.files.contact.file;
  // The first text of the file loses its closing quote.
  const root = brokenCopy({ [file]: (text) => text.replace(/^( *\w+): (\S.*)$/m, '$1: "$2') });
  const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
  const line = lines.findIndex((l) => l.includes(': "')) + 1;
  const report = contentReport(root)!;
  // Sveltia CMS disables an entry it cannot parse and refuses to save it: the report does not send the editor there.
  expect(report).toContain(`\n${file}${IN_FILE_ONLY}\n`);
  expect(report).not.toContain('/admin:');
  expect(report).toMatch(new RegExp(`line ${line}: not valid YAML: Missing closing "quote at line ${line}, column \\d+:`));
  // The library's excerpt: the line itself and a mark under the place.
  expect(report).toContain(lines[line - 1]!.trim());
  expect(report).toMatch(/\n\s+\^/);
  expect(report.split('not valid YAML')).toHaveLength(2);
  expect(report).toMatch(/^The content has a problem\. Fix it in the file, then build again\.\n/);
  expect(report).not.toMatch(/\n\s+at /);
});

test('a page menu of three of its four links: the field by its name in /admin and in the file, its line, and the count', () => {
  // (In English: a translation that lacks an item shows the English one.)
  const file = registry.texts.files.mechanical.file;
  const root = brokenCopy({ [file]: (text) => text.replace(/^(subNav:\n)  - [^\n]*\n(?: {4}[^\n]*\n)*/m, '$1') });
  const subNav = textFile('mechanical').fields.find((f) => f.name === 'subNav')!;
  const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
  const report = contentReport(root)!;
  const count = (parseYaml(readFileSync(path.join(ROOT, file), 'utf8')) as { subNav: unknown[] }).subNav.length - 1;
  expect(report).toContain(`${file}   (in /admin: ${texts.label} › ${textFile('mechanical').label})`);
  expect(report).toMatch(new RegExp(`line ${lines.indexOf('subNav:') + 1}: ${subNav.label} \\(subNav\\): .*; got a list of ${count} items`));
});

test('a duplicate id: both places named, the second at its line, with the list item as the CMS names it', () => {
  const file = registry.offices.file;
  const data = parseYaml(readFileSync(path.join(ROOT, file), 'utf8')) as { offices: { id: string }[] };
  const [first, second] = data.offices;
  const root = brokenCopy({ [file]: (text) => text.replace(`id: ${second!.id}`, `id: ${first!.id}`) });
  const report = contentReport(root)!;
  const line = readFileSync(path.join(root, file), 'utf8').split('\n').findIndex((l, i, all) => l.includes(`id: ${first!.id}`) && all.slice(0, i).some((x) => x.includes(`id: ${first!.id}`))) + 1;
  expect(report).toMatch(new RegExp(`line ${line}: Offices › item 2 › [^(]+ \\(offices\\[2\\]\\.id\\): "${first!.id}" is already used by`));
  // Every language copies the ids from English: the English problem once, not once per edition built.
  expect(report.match(/is already used by/g)).toHaveLength(1);
});

test('an article without its "---" lines and a broken field elsewhere: the article at line 1 to mend in the file, the other in the file or /admin', () => {
  const article = readdirSync(path.join(ROOT, registry.news.folder))
    .filter((name) => name.endsWith('.md'))
    .sort()[0]!;
  const file = `${registry.news.folder}/${article}`;
  const data = parseYaml(readFileSync(path.join(ROOT, registry.offices.file), 'utf8')) as { offices: { id: string }[] };
  const [first, second] = data.offices;
  const root = brokenCopy({
    [file]: (text) => text.replace(/^---\n/, ''),
    [registry.offices.file]: (text) => text.replace(`id: ${second!.id}`, `id: ${first!.id}`),
  });
  const report = contentReport(root)!;
  expect(report).toMatch(/^The content has 2 problems\. Fix them where each file says, then build again\.\n/);
  expect(report).toContain(`\n${file}${IN_FILE_ONLY}\n  line 1: expected the fields between two "---" lines`);
  expect(report).toContain(`\n${registry.offices.file}   (in /admin: `);
});

test('a problem whose file name and message look like other parts still names its file, and writes the message whole', () => {
  // Once the problems were lines taken apart again: the colon in this name ended the file's name there.
  const stray = `${registry.news.folder}/notes: draft.txt`;
  const root = brokenCopy({});
  writeFileSync(path.join(root, stray), '');
  const report = contentReport(root)!;
  expect(report).toMatch(/^The content has a problem\. Fix it in the file or in \/admin, then build again\.\n/);
  expect(report).toContain(`\n${stray}\n  expected only Markdown files (.md) in ${registry.news.folder}/`);

  // A message with colons in it, no field: written as it is, under its file named with its language.
  const languages = readLanguages(ROOT);
  const translation = languages[1]!;
  const translated = contentPath(registry.offices.file, translation, languages);
  const message = 'offices[2].id: looks like a field: but is the message';
  const printed = formatProblems(ROOT, [{ file: translated, language: translation.code, message }], languages);
  expect(printed).toContain(`\n${translated} (${translationName(translation)})`);
  expect(printed).toContain(`\n  ${message}`);
  expect(translationName(translation)).toContain(englishName(translation));
});

test('the same problem found twice (each language reads the English files) is reported once', () => {
  const problem = { file: registry.offices.file, field: 'offices[1].id', message: 'wrong' };
  const printed = formatProblems(ROOT, [problem, { ...problem }]);
  expect(printed).toMatch(/^The content has a problem\./);
  expect(printed.split('wrong')).toHaveLength(2);
});

test('a field found by its line', () => {
  expect(fieldSegments('a.b[2].c')).toEqual(['a', 'b', 1, 'c']);
  const yaml = 'a: 1\nb:\n  - c: 2\n  - c: 3\n    d: 4\n';
  expect(lineOf(yaml, ['b', 1, 'd'])).toBe(5);
  // A missing field: the nearest group around it.
  expect(lineOf(yaml, ['b', 1, 'e'])).toBe(4);
  expect(lineOf(yaml, ['a'], 1)).toBe(2);
});

test('valid content has no report', () => {
  expect(contentReport(ROOT)).toBeUndefined();
});
