import { createHash, randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { z } from 'zod';
import { refreshTranslations } from '@/lib/admin/refresh-translations';
import { id, image, text } from '@/lib/content/fields';
import { translationNotes } from '@/lib/content/load';
import { registry } from '@/lib/content/registry';
import { textShape } from '@/lib/content/translation';
import {
  fillFromEnglish,
  fingerprint,
  readRecords,
  recordTranslation,
  refreshRecords,
  sha256,
  textsOf,
  TRANSLATED_FROM,
  translationState,
} from '@/lib/content/translation-state';
import { contentPath, readLanguages } from '@/lib/i18n/languages.mjs';

/**
 * The rules of a translation that lags behind, on a small schema of their own: which texts it lacks (shown in
 * English), which are outdated (their English changed, the translation untouched since), and the record the content
 * manager and `npm run translations` write. Then the same rules on a copy of the site's content whose English lists
 * are reordered, added to and cut: a record follows its item, so no stale translation is ever taken for a current one.
 */

const schema = z.strictObject({
  heading: text('Heading'),
  steps: z.array(text('Step')),
  offices: z.array(z.strictObject({ id: id('Id', 'An id.'), name: text('Name'), picture: image('team') })),
  links: z.array(z.strictObject({ href: id('Link', 'A link.'), label: text('Label') })),
});
const shape = textShape(schema, { offices: 'id' });

const english = {
  heading: 'Our offices',
  steps: ['Call', 'Visit'],
  offices: [
    { id: 'hcmc', name: 'Saigon', picture: '/team/a.svg' },
    { id: 'sz', name: 'Shenzhen', picture: '/team/b.svg' },
  ],
  links: [
    { href: 'a', label: 'First' },
    { href: 'b', label: 'Second' },
  ],
};

test('SHA-256 written out here is Node’s, for empty, short, block-sized and long inputs', () => {
  for (const size of [0, 1, 55, 56, 63, 64, 65, 119, 120, 1000, 100_000]) {
    const bytes = randomBytes(size);
    expect(sha256(bytes)).toBe(createHash('sha256').update(bytes).digest('hex'));
  }
  expect(fingerprint('Xin chào, 你好')).toBe(createHash('sha256').update('Xin chào, 你好', 'utf8').digest('hex').slice(0, 8));
});

test('the texts of a file by the names their records give them: a list item by its key, else by its place; with where each is', () => {
  const texts = textsOf(shape, english);
  expect([...texts.keys()]).toEqual(['heading', 'steps', 'offices[hcmc].name', 'offices[sz].name', 'links[1].label', 'links[2].label']);
  expect(texts.get('offices[sz].name')).toEqual({ value: 'Shenzhen', at: 'offices[2].name' });
});

test('a missing text, an empty one and a missing item come from English, matched by id or by position', () => {
  const translation = { heading: '  ', steps: ['Gọi'], offices: [{ id: 'sz', name: 'Thâm Quyến', picture: '/team/b.svg' }], links: [{ href: 'a', label: 'Một' }] };
  const filled = fillFromEnglish(shape, translation, english);
  expect(filled.data).toEqual({
    heading: 'Our offices',
    steps: ['Gọi'],
    offices: [english.offices[0], { id: 'sz', name: 'Thâm Quyến', picture: '/team/b.svg' }],
    links: [{ href: 'a', label: 'Một' }, english.links[1]],
  });
  expect(filled.fallbacks).toEqual(['Our offices', 'Saigon', 'Second']);
  expect(filled.problems).toEqual([]);
  expect(translationState(textsOf(shape, english), textsOf(shape, translation), new Map()).missing).toEqual(['heading', 'offices[1].name', 'links[2].label']);
});

test('an item the English list does not have is a problem, named by its field', () => {
  const translation = { ...english, offices: [...english.offices, { id: 'hn', name: 'Hà Nội', picture: '/team/c.svg' }] };
  expect(fillFromEnglish(shape, translation, english).problems).toEqual([{ field: 'offices[3].id', message: expect.stringContaining('"hn" is in this translation only') }]);
});

test('outdated: the English changed since the line was written and the translation did not; the English then and now are told', () => {
  const own = textsOf(shape, { heading: 'Văn phòng' });
  const before = textsOf(shape, { heading: 'Our offices' });
  const lines = refreshRecords(before, own, new Map());
  expect(lines).toEqual([`heading ${fingerprint('Our offices')} ${fingerprint('Văn phòng')} Our offices`]);
  const records = readRecords(lines);
  expect(translationState(before, own, records)).toEqual({ missing: [], outdated: [], changes: [] });
  const after = textsOf(shape, { heading: 'Our offices in Asia' });
  expect(translationState(after, own, records)).toEqual({
    missing: [],
    outdated: ['heading'],
    changes: [{ field: 'heading', name: 'heading', then: 'Our offices', now: 'Our offices in Asia' }],
  });
  // The translator touched it: no longer outdated, and the next save records today's English.
  const touched = textsOf(shape, { heading: 'Văn phòng tại châu Á' });
  expect(translationState(after, touched, records).outdated).toEqual([]);
  expect(readRecords(refreshRecords(after, touched, records)).get('heading')).toEqual({
    english: fingerprint('Our offices in Asia'),
    translation: fingerprint('Văn phòng tại châu Á'),
    source: 'Our offices in Asia',
  });
  // Untouched, a save keeps the old line; the translator's "still right" rewrites it, for the file or for that text.
  expect(refreshRecords(after, own, records)).toEqual(lines);
  expect(translationState(after, own, readRecords(refreshRecords(after, own, records, true))).outdated).toEqual([]);
  expect(translationState(after, own, readRecords(refreshRecords(after, own, records, new Set(['heading'])))).outdated).toEqual([]);
  expect(refreshRecords(after, own, records, new Set(['steps']))).toEqual(lines);
});

test('a record keeps a text of several lines on one line, and reads it back as it was', () => {
  const source = 'First paragraph.\n\nSecond \\ paragraph.';
  const texts = textsOf(shape, { heading: source });
  const [line] = refreshRecords(texts, textsOf(shape, { heading: 'Đoạn một.' }), new Map());
  expect(line).not.toContain('\n');
  expect(readRecords([line]).get('heading')!.source).toBe(source);
});

test('"still right" for one text in the data (as /admin hands it) records that text alone anew, and is not kept', () => {
  const old = { heading: 'Old heading', steps: ['Call'] };
  const translation = { heading: 'Tiêu đề', steps: ['Gọi'] };
  const recorded = recordTranslation(shape, old, translation);
  const now = { heading: 'New heading', steps: ['Call us'] };
  const state = (data: Record<string, unknown>) => translationState(textsOf(shape, now), textsOf(shape, data), readRecords(data[TRANSLATED_FROM])).outdated;
  expect(state(recorded)).toEqual(['heading', 'steps']);
  const confirmed = recordTranslation(shape, now, { ...recorded, translationChecked: ['heading'] });
  expect(confirmed).not.toHaveProperty('translationChecked');
  expect(state(confirmed)).toEqual(['steps']);
});

test('a fingerprint ignores the line ends and the space around a text, and lines that are not records are ignored', () => {
  expect(fingerprint('a\r\nb ')).toBe(fingerprint('a\nb'));
  expect(fingerprint(['a', 'b'])).not.toBe(fingerprint('a,b'));
  expect([...readRecords(['heading 0123abcd 4567ef01', 'nonsense', 42]).keys()]).toEqual(['heading']);
  expect(readRecords(undefined).size).toBe(0);
});

describe('reordering, adding and removing English items on a copy of the content', () => {
  const languages = readLanguages();
  const [, translation] = languages;
  const teamFile = registry.team.file;
  const translated = contentPath(teamFile, translation!, languages);
  let root: string;
  type Member = Record<string, unknown> & { id: string; role: string };
  const readYaml = (file: string) => parse(readFileSync(path.join(root, file), 'utf8')) as { members: Member[]; [TRANSLATED_FROM]?: string[] };
  const writeYaml = (file: string, data: unknown) => writeFileSync(path.join(root, file), stringify(data, { lineWidth: 0 }));
  const outdated = () => translationNotes(root).filter((n) => n.file === translated && n.state === 'outdated').flatMap((n) => n.fields);
  const missing = () => translationNotes(root).filter((n) => n.file === translated && n.state === 'missing').flatMap((n) => n.fields);
  const at = (members: Member[], id: string) => members.findIndex((m) => m.id === id) + 1;

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'translation-order-'));
    cpSync(path.join(process.cwd(), 'content'), path.join(root, 'content'), { recursive: true });
    symlinkSync(path.join(process.cwd(), 'public'), path.join(root, 'public'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** The English roles of the first two members change (the translation is left as it was), then the English list is edited. */
  function outdateTwoThen(edit: (members: Member[]) => Member[], editTranslation?: (members: Member[]) => Member[]) {
    const en = readYaml(teamFile);
    const [a, b] = en.members as [Member, Member];
    a.role = `${a.role} (acting)`;
    b.role = `${b.role} (interim)`;
    en.members = edit(en.members);
    writeYaml(teamFile, en);
    // Every translation as the content manager writes it (its items are the English ones, in the English order).
    for (const language of editTranslation ? languages.slice(1) : []) {
      const file = contentPath(teamFile, language, languages);
      const tr = readYaml(file);
      tr.members = editTranslation!(tr.members);
      writeYaml(file, tr);
    }
    return { a: a.id, b: b.id, members: en.members };
  }

  test('English items moved (the translation moved with them, as the content manager does): both changed texts are outdated, at their new places, and a save keeps them so', () => {
    const swap = (m: Member[]) => [m[1]!, m[2]!, m[0]!, ...m.slice(3)];
    const { a, b, members } = outdateTwoThen(swap, swap);
    expect(outdated().sort()).toEqual([`members[${at(members, a)}].role`, `members[${at(members, b)}].role`].sort());
    refreshTranslations(root);
    expect(outdated().sort()).toEqual([`members[${at(members, a)}].role`, `members[${at(members, b)}].role`].sort());
  });

  test('English items moved and the translation left in the old order (a hand edit): the same', () => {
    const { a, b, members } = outdateTwoThen((m) => [...m].reverse());
    expect(outdated().sort()).toEqual([`members[${at(members, a)}].role`, `members[${at(members, b)}].role`].sort());
    refreshTranslations(root);
    expect(outdated().sort()).toEqual([`members[${at(members, a)}].role`, `members[${at(members, b)}].role`].sort());
  });

  test('an English item added before them: its texts are missing, the changed ones still outdated, and a save keeps them so', () => {
    // A newcomer with a portrait and a base of the team's, its own id, name and role.
    const { a, b, members } = outdateTwoThen((m) => [{ ...m.at(-1)!, id: 'new-member', name: 'New Member', role: 'Engineer' }, ...m]);
    expect(missing()).toEqual(['members[1].name', 'members[1].role', 'members[1].base', 'members[1].alt']);
    expect(outdated().sort()).toEqual([`members[${at(members, a)}].role`, `members[${at(members, b)}].role`].sort());
    refreshTranslations(root);
    expect(outdated().sort()).toEqual([`members[${at(members, a)}].role`, `members[${at(members, b)}].role`].sort());
  });

  test('an English item removed before one of them (and from the translation): the other is still outdated, and the removed item’s lines go', () => {
    const { b, members } = outdateTwoThen((m) => m.slice(1), (m) => m.slice(1));
    expect(outdated()).toEqual([`members[${at(members, b)}].role`]);
    refreshTranslations(root);
    expect(outdated()).toEqual([`members[${at(members, b)}].role`]);
    const names = [...readRecords(readYaml(translated)[TRANSLATED_FROM]).keys()];
    expect(names.every((name) => members.some((m) => name.startsWith(`members[${m.id}].`)))).toBe(true);
  });

  test('a nested list (the header’s dropdown links) reordered in English and in the translation: a changed label stays outdated', () => {
    const site = registry.texts.files.site.file;
    const trSite = contentPath(site, translation!, languages);
    type Nav = { nav: { href: string; label: string; children?: { href: string; label: string }[] }[] };
    const en = parse(readFileSync(path.join(root, site), 'utf8')) as Nav;
    const tr = parse(readFileSync(path.join(root, trSite), 'utf8')) as Nav;
    const i = en.nav.findIndex((item) => (item.children?.length ?? 0) > 1);
    en.nav[i]!.children![0]!.label = `${en.nav[i]!.children![0]!.label} (new)`;
    en.nav[i]!.children!.reverse();
    tr.nav[i]!.children!.reverse();
    writeFileSync(path.join(root, site), stringify(en, { lineWidth: 0 }));
    writeFileSync(path.join(root, trSite), stringify(tr, { lineWidth: 0 }));
    const notes = () => translationNotes(root).filter((n) => n.file === trSite && n.state === 'outdated').flatMap((n) => n.fields);
    const last = en.nav[i]!.children!.length;
    expect(notes()).toEqual([`nav[${i + 1}].children[${last}].label`]);
    refreshTranslations(root);
    expect(notes()).toEqual([`nav[${i + 1}].children[${last}].label`]);
  });
});
