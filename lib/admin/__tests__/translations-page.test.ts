import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { refreshTranslations } from '@/lib/admin/refresh-translations';
import { translationNotes } from '@/lib/admin/translation-notes';
import { cmsEntryLink, translationsPage } from '@/lib/admin/translations-page';
import { cmsConfig } from '@/lib/content/cms-config';
import { englishName, loadContent } from '@/lib/content/load';
import { translationFieldNames } from '@/lib/content/report';
import { registry } from '@/lib/content/registry';
import { contentPath, readLanguages } from '@/lib/i18n/languages.mjs';
import { fillTemplate } from '@/lib/i18n/template';

/**
 * /admin/translations lists, per language, the translations that lack texts or whose English changed since they
 * were made, each linking to its entry in /admin. Checked on a copy of the content with one article not
 * translated into one language and another whose English title changed after it was translated.
 */

const texts = loadContent().texts.admin.translations;
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
let root: string;
let notes: ReturnType<typeof translationNotes>;
const languages = readLanguages();
const [, first, second] = languages;
let untranslated: string;
let changed: string;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'translations-page-'));
  cpSync(path.join(process.cwd(), 'content'), path.join(root, 'content'), { recursive: true });
  // The loader checks that every picture an entry names is in public/.
  symlinkSync(path.join(process.cwd(), 'public'), path.join(root, 'public'));
  refreshTranslations(root);
  const articles = loadContent().news.map((a) => a.slug).sort();
  [untranslated, changed] = [articles[0]!, articles[1]!];
  unlinkSync(path.join(root, contentPath(`${registry.news.folder}/${untranslated}.md`, first!, languages)));
  const english = path.join(root, registry.news.folder, `${changed}.md`);
  writeFileSync(english, readFileSync(english, 'utf8').replace(/^title: .*$/m, (line) => `${line} 2`));
  notes = translationNotes(root);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

test('the notes: the article without its translation is not translated yet there, the changed one outdated in every language', () => {
  const missing = notes.filter((n) => n.state === 'absent');
  expect(missing.map((n) => [n.file, n.language.code, n.cms])).toEqual([
    [contentPath(`${registry.news.folder}/${untranslated}.md`, first!, languages), first!.code, { collection: 'news', entry: untranslated }],
  ]);
  expect(missing[0]!.fields).toContain('body');
  const outdated = notes.filter((n) => n.state === 'outdated');
  expect(outdated.map((n) => [n.file, n.fields])).toEqual(
    languages.slice(1).map((l) => [contentPath(`${registry.news.folder}/${changed}.md`, l, languages), ['title']]),
  );
});

test('each note links to its entry in /admin: a collection of the CMS configuration and one of its entries', () => {
  const config = cmsConfig({}) as unknown as { collections: { name: string; folder?: string; files?: { name: string }[] }[] };
  const all = translationNotes(root).concat(translationNotes());
  for (const { cms } of all) {
    const collection = config.collections.find((c) => c.name === cms.collection)!;
    expect(collection).toBeDefined();
    if (collection.files) expect(collection.files.map((f) => f.name)).toContain(cms.entry);
    else expect(loadContent().news.map((a) => a.slug)).toContain(cms.entry);
  }
  expect(cmsEntryLink({ collection: 'news', entry: changed })).toBe(`/admin#/collections/news/entries/${changed}`);
});

test('the page lists them by language with their links, the fields by their names in /admin, and says when a language has nothing to do', () => {
  const languagesShown = languages.slice(1).map((language) => ({ language, name: englishName(language) }));
  const fieldNames = (note: (typeof notes)[number]) => translationFieldNames(note, languages);
  const page = translationsPage({ texts, siteName: undefined, languages: languagesShown, notes, fieldNames });
  for (const note of notes) {
    // An article with no file in the language is not translated yet: no texts to name.
    const detail = html(note.state === 'absent' ? texts.absent : fillTemplate(texts.item, { state: texts[note.state], fields: fieldNames(note).join(', ') }));
    expect(page).toContain(`<a href="${cmsEntryLink(note.cms)}">${note.file}</a> ${detail}`);
  }
  const outdated = notes.find((n) => n.state === 'outdated')!;
  expect(fieldNames(outdated)).not.toEqual(outdated.fields);
  for (const { language, name } of languagesShown) {
    expect(page).toContain(html(fillTemplate(texts.language, { language: name, count: notes.filter((n) => n.language.code === language.code).length })));
  }
  expect(page).toContain('<meta name="robots" content="noindex, nofollow">');
  expect(page).not.toMatch(/<script/);
  const none = translationsPage({ texts, siteName: undefined, languages: languagesShown, notes: notes.filter((n) => n.language.code !== second!.code) });
  expect(none).toContain(`<p>${html(texts.none)}</p>`);
});

test('under an outdated text, the English it was translated from and the English now, and how to confirm that text alone', () => {
  const languagesShown = languages.slice(1).map((language) => ({ language, name: englishName(language) }));
  const page = translationsPage({ texts, siteName: undefined, languages: languagesShown, notes });
  const outdated = notes.filter((n) => n.state === 'outdated');
  expect(outdated.length).toBeGreaterThan(0);
  const englishFile = readFileSync(path.join(root, registry.news.folder, `${changed}.md`), 'utf8');
  const title = (text: string) => /^title: (.*)$/m.exec(text)![1]!;
  for (const note of outdated) {
    expect(note.changes).toEqual([{ field: 'title', name: 'title', then: title(englishFile).replace(/ 2$/, ''), now: title(englishFile) }]);
    const section = page.slice(page.indexOf(`>${note.file}</a>`));
    const item = section.slice(0, section.indexOf('</li>'));
    expect(item).toContain(`<dt><code>title</code></dt>`);
    expect(item).toContain(html(fillTemplate(texts.then, { text: note.changes![0]!.then! })));
    expect(item).toContain(html(fillTemplate(texts.now, { text: note.changes![0]!.now })));
    // Its tick in the entry's form, and the command; the field and the command as code, to be copied exactly.
    const command = `npm run translations -- --confirm ${note.file}:title`;
    expect(item).toContain(fillTemplate(html(texts.confirmOne), { field: '<code>title</code>', label: html(texts.checkedTextsLabel), command: `<code>${html(command)}</code>` }));
  }
  // A record that did not keep its English says so.
  const unknown = outdated.map((n) => ({ ...n, changes: n.changes!.map(({ then: _then, ...c }) => c) }));
  expect(translationsPage({ texts, siteName: undefined, languages: languagesShown, notes: unknown })).toContain(html(texts.thenUnknown));
});
