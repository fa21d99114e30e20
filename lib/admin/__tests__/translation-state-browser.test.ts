import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { defaultLanguagePath, translatedEntryFields, type TextField } from '@/lib/admin/translation-fields';
import { cmsConfig } from '@/lib/content/cms-config';
import { contentFiles, type ContentFile } from '@/lib/content/cms-format';
import { registry, type Collection } from '@/lib/content/registry';
import { readFingerprints, refreshFingerprints, translatedTexts } from '@/lib/content/translation-state';
import { contentPath, readLanguages } from '@/lib/i18n/languages.mjs';

/**
 * The content manager records which English texts a translation was made from on every save, in the browser
 * (public/admin/translation-state.js, loaded here as the page loads it); the build reads those lines
 * (lib/content/translation-state.ts). Both must write the same lines for the same content, or every save in
 * /admin would mark translations outdated, or hide outdated ones. Checked on every translated file of the content.
 */

// eslint-disable-next-line @typescript-eslint/no-require-imports
const browser = require('../../../public/admin/translation-state.js') as {
  recordTranslation: (fields: TextField[], english: Record<string, unknown>, translation: Record<string, unknown>) => Promise<Record<string, unknown>>;
  withoutTranslationKeys: (data: Record<string, unknown>) => Record<string, unknown>;
};

const ROOT = process.cwd();
const languages = readLanguages(ROOT);
const [english] = languages;
const config = cmsConfig({});
const fieldsByEntry = translatedEntryFields(config.collections as Parameters<typeof translatedEntryFields>[0]);
const articles = (folder: string) => (existsSync(path.join(ROOT, folder)) ? readdirSync(path.join(ROOT, folder)).filter((name) => name.endsWith('.md')) : []);
const englishFiles = contentFiles(registry as unknown as Record<string, Collection>, languages.slice(0, 1), articles);

interface Parsed {
  data: Record<string, unknown>;
  body?: string;
}
function read({ file, markdown }: Pick<ContentFile, 'file' | 'markdown'>): Parsed {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  if (!markdown) return { data: parse(text) as Record<string, unknown> };
  const [, front, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text)!;
  return { data: parse(front!) as Record<string, unknown>, body: body!.trim() };
}

/** The texts by field as the build finds them: the schema's, then a Markdown file's body. */
function buildTexts(schema: z.ZodType, { data, body }: Parsed) {
  const texts = translatedTexts(schema, data);
  if (body) texts.set('body', body);
  return texts;
}

/**
 * The entry's data as the CMS hands it to a save handler: the text below the front matter as `body`, and every
 * group's keys A to Z (the CMS rebuilds them from its flat store).
 */
function asCmsHands({ data, body }: Parsed): Record<string, unknown> {
  const sorted = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sorted);
    if (value && typeof value === 'object') return Object.fromEntries(Object.keys(value).sort().map((key) => [key, sorted((value as Record<string, unknown>)[key])]));
    return value;
  };
  return sorted(body === undefined ? data : { ...data, body }) as Record<string, unknown>;
}

/** The fields of the CMS entry a content file is: its collection (an article) or its file. */
function fieldsOf(file: string): TextField[] {
  const folder = Object.entries(registry).find(([, c]) => c.kind === 'folder' && file.startsWith(`${c.folder}/`));
  const fields = folder ? fieldsByEntry[folder[0]] : fieldsByEntry[file];
  if (!fields) throw new Error(`no CMS fields for ${file}`);
  return fields;
}

const pairs = englishFiles
  .filter((entry) => entry.file !== registry.texts.files.admin.file)
  .flatMap((entry) =>
    languages.slice(1).map((language) => ({ entry, language, translated: contentPath(entry.file, language, languages) })),
  )
  .filter(({ translated }) => existsSync(path.join(ROOT, translated)));

test('every translated file of the content is checked, articles and Markdown pages included', () => {
  expect(english).toBeDefined();
  expect(pairs.length).toBeGreaterThan(0);
  expect(pairs.some(({ entry }) => entry.file.startsWith(`${registry.news.folder}/`))).toBe(true);
  expect(pairs.some(({ entry }) => entry.file === registry.legal.files.privacy.file)).toBe(true);
  // Every entry the CMS saves with translations has its fields handed to the page, by its path in English.
  for (const { entry } of pairs) expect(() => fieldsOf(entry.file)).not.toThrow();
  const team = config.collections.find((c) => c.name === 'team') as unknown as { files: { file: string }[] };
  expect(Object.keys(fieldsByEntry)).toContain(defaultLanguagePath(team.files[0]!.file));
  expect(defaultLanguagePath(team.files[0]!.file)).toBe(registry.team.file);
});

describe.each(pairs.map((p) => [p.translated, p] as const))('%s', (_name, { entry, translated }) => {
  const englishFile = read(entry);
  const translation = read({ file: translated, markdown: entry.markdown });
  const fields = fieldsOf(entry.file);

  const inBrowser = async (en: Parsed, tr: Parsed, confirm = false) => {
    const saved = await browser.recordTranslation(fields, asCmsHands(en), { ...asCmsHands(tr), ...(confirm ? { translationChecked: true } : {}) });
    expect(saved).not.toHaveProperty('translationChecked');
    return (saved.translatedFrom as string[] | undefined) ?? [];
  };
  const inBuild = (en: Parsed, tr: Parsed, confirm = false) =>
    refreshFingerprints(buildTexts(entry.schema, en), buildTexts(entry.schema, tr), readFingerprints(tr.data.translatedFrom), confirm);

  it('gets the lines the build writes, a line for each text the translation has', async () => {
    const lines = await inBrowser(englishFile, translation);
    expect(lines).toEqual(inBuild(englishFile, translation));
    expect(lines.length).toBe([...buildTexts(entry.schema, englishFile).keys()].filter((field) => buildTexts(entry.schema, translation).has(field)).length);
    expect(lines.length).toBeGreaterThan(0);
  });

  it('keeps a line whose English changed while the translation did not, unless the translator confirms it', async () => {
    // The translation as the CMS saves it now, then its English text edited: the first text gets a word more.
    const recorded = { ...translation, data: { ...translation.data, translatedFrom: inBuild(englishFile, translation) } };
    const [field] = buildTexts(entry.schema, englishFile).keys();
    const edited = structuredClone(englishFile);
    if (field === 'body') edited.body = `${edited.body} +`;
    else {
      const segments = field!.split(/\.|\[(\d+)\]/).filter(Boolean).map((s) => (/^\d+$/.test(s) ? Number(s) - 1 : s));
      const holder = segments.slice(0, -1).reduce<Record<string | number, unknown>>((node, key) => node[key] as Record<string | number, unknown>, edited.data);
      const last = segments.at(-1)!;
      holder[last] = typeof holder[last] === 'string' ? `${holder[last]} +` : [...(holder[last] as unknown[]), 'x'];
    }
    const kept = await inBrowser(edited, recorded);
    expect(kept).toEqual(inBuild(edited, recorded));
    expect(kept).toEqual(recorded.data.translatedFrom);
    const confirmed = await inBrowser(edited, recorded, true);
    expect(confirmed).toEqual(inBuild(edited, recorded, true));
    expect(confirmed).not.toEqual(kept);
  });
});

test('the default language’s file gets neither the fingerprints nor the switch', () => {
  expect(browser.withoutTranslationKeys({ title: 'x', translatedFrom: ['title 00000000 00000000'], translationChecked: false })).toEqual({ title: 'x' });
});
