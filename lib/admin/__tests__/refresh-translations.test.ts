import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { refreshTranslations } from '@/lib/admin/refresh-translations';
import { loadContent, translationNotes } from '@/lib/content/load';
import { registry } from '@/lib/content/registry';
import { contentPath, readLanguages } from '@/lib/i18n/languages.mjs';

/**
 * `npm run translations` records a translation's texts by the fields the build reads them at: a translation that
 * lacks an item of a list matched by id (an office not translated yet) has its other items recorded at the
 * English items' places, so an English change to one of them is found outdated.
 */

const languages = readLanguages();
const translation = languages[1]!;
const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A copy of `from`'s content/ (public/ linked): the loader reads each root once per process. */
function copyOf(from: string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'refresh-translations-'));
  roots.push(root);
  cpSync(path.join(from, 'content'), path.join(root, 'content'), { recursive: true });
  symlinkSync(path.join(process.cwd(), 'public'), path.join(root, 'public'));
  return root;
}

test('a translation without one office: a later English change to another office makes it outdated', () => {
  const root = copyOf(process.cwd());
  const file = contentPath(registry.offices.file, translation, languages);
  const edit = (at: string, rel: string, change: (data: { offices: Record<string, unknown>[] }) => void) => {
    const data = parse(readFileSync(path.join(at, rel), 'utf8')) as { offices: Record<string, unknown>[] };
    change(data);
    writeFileSync(path.join(at, rel), stringify(data));
  };
  // The first office is not translated yet; the lines are written for what the translation has.
  edit(root, file, (data) => data.offices.splice(0, 1));
  refreshTranslations(root);
  const offices = loadContent(root, languages[0]!.code).offices.offices;
  expect(translationNotes(root).filter((n) => n.file === file).map((n) => n.state)).toEqual(['missing']);
  // The English name of the second office changes: its translation is outdated, by that field.
  const changed = copyOf(root);
  edit(changed, registry.offices.file, (data) => (data.offices[1]!.name = `${String(offices[1]!.name)} (new)`));
  expect(translationNotes(changed).filter((n) => n.file === file && n.state === 'outdated').map((n) => n.fields)).toEqual([['offices[2].name']]);
});
