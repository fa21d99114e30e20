import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { parse } from 'yaml';
import type { z } from 'zod';
import { translationStateScript } from '@/lib/admin/translation-state-bundle.mjs';
import { translatedEntryShapes } from '@/lib/admin/translation-fields';
import { cmsName } from '@/lib/content/cms-config';
import { contentFiles, type ContentFile } from '@/lib/content/cms-format';
import { registry, type Collection } from '@/lib/content/registry';
import { textShape } from '@/lib/content/translation';
import * as build from '@/lib/content/translation-state';
import { contentPath, readLanguages } from '@/lib/i18n/languages.mjs';

/**
 * The content manager records which English texts a translation was made from on every save, in the browser
 * (public/admin/translation-state.js, the build's module bundled by scripts/cms-assets.mjs); the build reads those
 * lines. Both must write the same lines for the same content, or every save in /admin would mark translations
 * outdated, or hide outdated ones. The script is run here as a page runs it: in a context with the browser's
 * globals only (no `require`, no Node crypto), fed the entry's shape as the admin page hands it over (JSON) and its
 * data as the CMS hands it to a save (keys A to Z, the Markdown text as `body`). Checked on every translated file
 * of the content, as it is and with every keyed list reordered.
 */

type Data = Record<string, unknown>;
interface BrowserRules {
  recordTranslation: (shape: build.FileShape, english: Data, translation: Data, bodies?: { english?: string; translation?: string }) => Data;
  withoutTranslationKeys: (data: Data) => Data;
  TRANSLATED_FROM: string;
}

const script = translationStateScript();
const page = vm.createContext({ TextEncoder, self: {} });
vm.runInContext(script, page);
const browser = (page as unknown as { translationState: BrowserRules }).translationState;

const ROOT = process.cwd();
const languages = readLanguages(ROOT);
// The shapes as the admin page writes them into its HTML and the browser reads them back.
const shapes = JSON.parse(JSON.stringify(translatedEntryShapes())) as Record<string, build.FileShape>;
const articles = (folder: string) => (existsSync(path.join(ROOT, folder)) ? readdirSync(path.join(ROOT, folder)).filter((name) => name.endsWith('.md')) : []);
const englishFiles = contentFiles(registry as unknown as Record<string, Collection>, languages.slice(0, 1), articles);

interface Parsed {
  data: Data;
  body?: string;
}
function read({ file, markdown }: Pick<ContentFile, 'file' | 'markdown'>): Parsed {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  if (!markdown) return { data: parse(text) as Data };
  const [, front, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text)!;
  return { data: parse(front!) as Data, body: body!.trim() };
}

/** The entry's data as the CMS hands it to a save handler: the Markdown text as `body`, every group's keys A to Z. */
function asCmsHands({ data, body }: Parsed): Data {
  const sorted = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sorted);
    if (value && typeof value === 'object') return Object.fromEntries(Object.keys(value).sort().map((key) => [key, sorted((value as Data)[key])]));
    return value;
  };
  return sorted(body === undefined ? data : { ...data, body }) as Data;
}

/** The shape the page hands over for a content file: its collection's (an article) or its file's. */
function shapeOf(file: string): build.FileShape {
  const folder = Object.entries(registry).find(([, c]) => c.kind === 'folder' && file.startsWith(`${c.folder}/`));
  const shape = folder ? shapes[cmsName(folder[0])] : shapes[file];
  if (!shape) throw new Error(`no shape for ${file}`);
  return shape;
}

/** The data with every list that names its items by a key reversed, at every depth. */
function reordered(shape: build.FileShape, data: Data): Data {
  const walk = (s: build.TextShape, value: unknown): unknown => {
    if (s.kind === 'group' && value && typeof value === 'object' && !Array.isArray(value)) {
      return Object.fromEntries(Object.entries(value as Data).map(([k, v]) => [k, s.fields[k] ? walk(s.fields[k]!, v) : v]));
    }
    if (s.kind === 'list' && Array.isArray(value)) {
      const items = value.map((item) => walk(s.item, item));
      return s.key ? items.reverse() : items;
    }
    return value;
  };
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, shape[k] ? walk(shape[k]!, v) : v]));
}

const pairs = englishFiles
  .filter((entry) => entry.file !== registry.texts.files.admin.file)
  .flatMap((entry) => languages.slice(1).map((language) => ({ entry, translated: contentPath(entry.file, language, languages) })))
  .filter(({ translated }) => existsSync(path.join(ROOT, translated)));

test('the page’s script is the build’s module, and runs without anything of Node', () => {
  expect(script).not.toMatch(/\brequire\(|node:crypto|process\./);
  expect(typeof browser.recordTranslation).toBe('function');
});

test('every translated file of the content is checked, articles and Markdown pages included, and some lists are reordered', () => {
  expect(pairs.length).toBeGreaterThan(0);
  expect(pairs.some(({ entry }) => entry.file.startsWith(`${registry.news.folder}/`))).toBe(true);
  expect(pairs.some(({ entry }) => entry.file === registry.legal.files.privacy.file)).toBe(true);
  for (const { entry } of pairs) expect(() => shapeOf(entry.file)).not.toThrow();
  const team = read({ file: registry.team.file, markdown: false });
  expect(reordered(shapeOf(registry.team.file), team.data)).not.toEqual(team.data);
});

describe.each(pairs.map((p) => [p.translated, p] as const))('%s', (_name, { entry, translated }) => {
  const english = read(entry);
  const translation = read({ file: translated, markdown: entry.markdown });
  const shape = shapeOf(entry.file);
  // The build's own reading: the shape from the schema and the registry's keys.
  const buildShape = textShape(entry.schema as z.ZodObject, entry.alignBy);

  const inBrowser = (en: Parsed, tr: Parsed, confirm = false) => {
    const saved = browser.recordTranslation(shape, asCmsHands(en), { ...asCmsHands(tr), ...(confirm ? { translationChecked: true } : {}) }, { english: en.body, translation: tr.body });
    expect(saved).not.toHaveProperty('translationChecked');
    return (saved[browser.TRANSLATED_FROM] as string[] | undefined) ?? [];
  };
  const inBuild = (en: Parsed, tr: Parsed, confirm = false) =>
    (build.recordTranslation(buildShape, en.data, tr.data, { english: en.body, translation: tr.body }, confirm)[build.TRANSLATED_FROM] as string[] | undefined) ?? [];

  it('writes the lines the build writes, which are the file’s own (nothing is due)', () => {
    expect(shape).toEqual(buildShape);
    const lines = inBrowser(english, translation);
    expect(lines).toEqual(inBuild(english, translation));
    expect(lines).toEqual(translation.data[build.TRANSLATED_FROM]);
    expect(lines.length).toBeGreaterThan(0);
  });

  it('writes the same lines, in the English order, when the lists are reordered in both languages', () => {
    const en = { ...english, data: reordered(shape, english.data) };
    const tr = { ...translation, data: reordered(shape, translation.data) };
    const lines = inBrowser(en, tr);
    expect(lines).toEqual(inBuild(en, tr));
    expect([...lines].sort()).toEqual([...(translation.data[build.TRANSLATED_FROM] as string[])].sort());
  });

  it('keeps a line whose English changed while the translation did not, unless the translator confirms it', () => {
    // The first text of the English file gets a word more.
    const [name, first] = [...build.withBody(build.textsOf(buildShape, english.data), english.body)][0]!;
    const edited = structuredClone(english);
    if (name === 'body') edited.body = `${edited.body} +`;
    else {
      const segments = first.at.split(/\.|\[(\d+)\]/).filter(Boolean).map((s) => (/^\d+$/.test(s) ? Number(s) - 1 : s));
      const holder = segments.slice(0, -1).reduce<Record<string | number, unknown>>((node, key) => node[key] as Record<string | number, unknown>, edited.data);
      const last = segments.at(-1)!;
      holder[last] = typeof holder[last] === 'string' ? `${holder[last]} +` : [...(holder[last] as unknown[]), 'x'];
    }
    const kept = inBrowser(edited, translation);
    expect(kept).toEqual(inBuild(edited, translation));
    expect(kept).toEqual(translation.data[build.TRANSLATED_FROM]);
    const confirmed = inBrowser(edited, translation, true);
    expect(confirmed).toEqual(inBuild(edited, translation, true));
    expect(confirmed).not.toEqual(kept);
  });
});

test('the default language’s file gets neither the record nor the translator’s "still right" (the switch, the ticks)', () => {
  expect(browser.withoutTranslationKeys({ title: 'x', translatedFrom: ['title 00000000 00000000'], translationChecked: false, translationCheckedTexts: [] })).toEqual({ title: 'x' });
});
