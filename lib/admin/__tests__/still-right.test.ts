import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { parse, parseDocument } from 'yaml';
import { translationNotes, type TranslationNote } from '@/lib/admin/translation-notes';
import { translatedEntryShapes } from '@/lib/admin/translation-fields';
import { translationStateScript } from '@/lib/admin/translation-state-bundle.mjs';
import { translationsPage } from '@/lib/admin/translations-page';
import { cmsConfig, type CmsField, type CmsOption } from '@/lib/content/cms-config';
import { englishName, loadContent } from '@/lib/content/load';
import { registry } from '@/lib/content/registry';
import {
  readRecords,
  textsOf,
  translationState,
  TRANSLATED_FROM,
  TRANSLATION_CHECKED,
  TRANSLATION_CHECKED_TEXTS,
  type FileShape,
} from '@/lib/content/translation-state';
import { contentPath, readLanguages } from '@/lib/i18n/languages.mjs';
import { fillTemplate } from '@/lib/i18n/template';

/**
 * A translator confirms one outdated text in /admin, not only a whole file: a translation's form offers a tick for
 * each text the build found outdated (the texts /admin/translations lists, named as it names them), which hands the
 * save the text's name in the record; the save records the ticked texts alone as made from today's English and
 * keeps none of the ticks. Checked on a copy of the content in which two team members' English roles and an
 * article's English title changed after they were translated.
 */

type Data = Record<string, unknown>;
interface Collection {
  name: string;
  fields?: CmsField[];
  files?: { name: string; fields: CmsField[] }[];
}

const texts = loadContent().texts.admin.translations;
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const languages = readLanguages();
let root: string;
let notes: TranslationNote[];
let collections: Collection[];
/** The two team members whose English role changed: their place in the list (from 1) and their id. */
let changed: { at: number; id: string }[];
let article: string;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'still-right-'));
  cpSync(path.join(process.cwd(), 'content'), path.join(root, 'content'), { recursive: true });
  // The loader checks that every picture an entry names is in public/.
  symlinkSync(path.join(process.cwd(), 'public'), path.join(root, 'public'));
  const teamFile = path.join(root, registry.team.file);
  const team = parseDocument(readFileSync(teamFile, 'utf8'));
  const members = (team.toJS() as { members: { id: string; role: string }[] }).members;
  changed = [1, 2].map((i) => ({ at: i + 1, id: members[i]!.id }));
  for (const { at } of changed) team.setIn(['members', at - 1, 'role'], `${members[at - 1]!.role} and more`);
  writeFileSync(teamFile, team.toString());
  article = loadContent().news.map((a) => a.slug).sort()[0]!;
  const articleFile = path.join(root, registry.news.folder, `${article}.md`);
  writeFileSync(articleFile, readFileSync(articleFile, 'utf8').replace(/^title: .*$/m, (line) => `${line} 2`));
  notes = translationNotes(root);
  collections = (cmsConfig({ CONTENT_ROOT: root }) as unknown as { collections: Collection[] }).collections;
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const fieldsOf = (collection: string, file?: string) => {
  const c = collections.find((entry) => entry.name === collection)!;
  return file ? c.files!.find((f) => f.name === file)!.fields : c.fields!;
};
const ticks = (fields: CmsField[]) => fields.find((f) => f.name === TRANSLATION_CHECKED_TEXTS);

test('the team’s form has a tick for each of its two outdated texts, as /admin/translations names them, handing over their names in the record', () => {
  // Outdated in every language: the translations were made from the roles as they were.
  const outdated = notes.filter((n) => n.state === 'outdated' && n.cms.collection === 'team');
  expect(outdated.map((n) => n.language.code)).toEqual(languages.slice(1).map((l) => l.code));
  for (const note of outdated) expect(note.fields).toEqual(changed.map(({ at }) => `members[${at}].role`));
  const fields = fieldsOf('team', 'team');
  expect(ticks(fields)).toEqual({
    name: TRANSLATION_CHECKED_TEXTS,
    label: texts.checkedTextsLabel,
    hint: texts.checkedTextsHint,
    widget: 'select',
    multiple: true,
    options: changed.map(({ at, id }) => ({ label: `members[${at}].role`, value: `members[${id}].role` })),
    dropdown_threshold: 2,
    required: false,
    i18n: true,
  });
  // After the texts they vouch for, before the switch for the whole file, and the record last.
  expect(fields.map((f) => f.name).slice(-3)).toEqual([TRANSLATION_CHECKED_TEXTS, TRANSLATION_CHECKED, TRANSLATED_FROM]);
});

test('an article’s form offers what is outdated in the folder’s articles; a file with nothing outdated has no ticks, only the switch', () => {
  expect(ticks(fieldsOf('news'))?.options).toEqual([{ label: 'title', value: 'title' }]);
  const offices = fieldsOf('offices', 'offices');
  expect(offices.map((f) => f.name)).toContain(TRANSLATION_CHECKED);
  expect(ticks(offices)).toBeUndefined();
  // The content as it is has nothing outdated: no form has ticks.
  const asIs = (cmsConfig({}) as unknown as { collections: Collection[] }).collections;
  const all = asIs.flatMap((c) => [...(c.fields ?? []), ...(c.files ?? []).flatMap((f) => f.fields)]);
  expect(all.filter((f) => f.name === TRANSLATION_CHECKED_TEXTS)).toEqual([]);
});

test('/admin/translations says, under each outdated text, which tick of its entry’s form confirms it', () => {
  const page = translationsPage({ texts, siteName: undefined, languages: languages.slice(1).map((language) => ({ language, name: englishName(language) })), notes });
  const outdated = notes.filter((n) => n.state === 'outdated');
  expect(outdated.length).toBe(2 * (languages.length - 1));
  for (const note of outdated) {
    const options = ticks(note.cms.collection === 'news' ? fieldsOf('news') : fieldsOf(note.cms.collection, note.cms.entry))!.options as CmsOption[];
    for (const change of note.changes!) {
      expect(options).toContainEqual({ label: change.field, value: change.name });
      const command = `npm run translations -- --confirm ${note.file}:${change.field}`;
      expect(page).toContain(fillTemplate(html(texts.confirmOne), { field: `<code>${html(change.field)}</code>`, label: html(texts.checkedTextsLabel), command: `<code>${html(command)}</code>` }));
    }
  }
});

describe('a save with one of the two ticked, as the form hands it over', () => {
  // The rules as /admin runs them: the build's module bundled for the page, fed the shape the page hands over.
  const context = vm.createContext({ TextEncoder, self: {} });
  vm.runInContext(translationStateScript(), context);
  const browser = (context as unknown as { translationState: { recordTranslation: (shape: FileShape, en: Data, tr: Data) => Data } }).translationState;
  const shape = JSON.parse(JSON.stringify(translatedEntryShapes()[registry.team.file])) as FileShape;
  const translated = contentPath(registry.team.file, languages[1]!, languages);
  const read = (file: string) => parse(readFileSync(path.join(root, file), 'utf8')) as Data;
  const outdatedAfter = (saved: Data) => translationState(textsOf(shape, read(registry.team.file)), textsOf(shape, saved), readRecords(saved[TRANSLATED_FROM])).outdated;

  it('records that text as made from today’s English, its translation as it was; the other stays outdated; no tick is kept', () => {
    const [first, second] = changed;
    const translation = read(translated);
    const saved = browser.recordTranslation(shape, read(registry.team.file), { ...translation, [TRANSLATION_CHECKED_TEXTS]: [`members[${first!.id}].role`] });
    expect(saved).not.toHaveProperty(TRANSLATION_CHECKED_TEXTS);
    expect(saved).not.toHaveProperty(TRANSLATION_CHECKED);
    expect(outdatedAfter(translation)).toEqual([`members[${first!.at}].role`, `members[${second!.at}].role`]);
    expect(outdatedAfter(saved)).toEqual([`members[${second!.at}].role`]);
    // Only the confirmed text's line changed, and it keeps today's English.
    const before = translation[TRANSLATED_FROM] as string[];
    const after = saved[TRANSLATED_FROM] as string[];
    const differ = after.flatMap((line, i) => (line === before[i] ? [] : [line]));
    expect(differ).toHaveLength(1);
    expect(differ[0]).toMatch(new RegExp(`^members\\[${first!.id}\\]\\.role [0-9a-f]{8} [0-9a-f]{8} .* and more$`));
    const { [TRANSLATED_FROM]: _a, ...textsBefore } = translation;
    const { [TRANSLATED_FROM]: _b, ...textsAfter } = saved;
    expect(textsAfter).toEqual(textsBefore);
  });

  it('with the switch on as well, records every text', () => {
    const saved = browser.recordTranslation(shape, read(registry.team.file), {
      ...read(translated),
      [TRANSLATION_CHECKED_TEXTS]: [`members[${changed[0]!.id}].role`],
      [TRANSLATION_CHECKED]: true,
    });
    expect(outdatedAfter(saved)).toEqual([]);
  });

  it('with nothing ticked (the form hands an empty list or nothing), records nothing new', () => {
    for (const none of [[], undefined, false]) {
      const translation = read(translated);
      const saved = browser.recordTranslation(shape, read(registry.team.file), { ...translation, [TRANSLATION_CHECKED_TEXTS]: none, [TRANSLATION_CHECKED]: false });
      expect(saved[TRANSLATED_FROM]).toEqual(translation[TRANSLATED_FROM]);
      expect(Object.keys(saved)).toEqual(Object.keys(translation));
    }
  });
});
