import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { env } from '../config/env';
import { contentPath, editionLanguage, readLanguages, type Language } from '../i18n/languages.mjs';
import { registry, type Collection, type Content, type ContentOf, type FileSource, type Registry, type Report, type TextFileName, type Texts } from './registry';
import { cmsName } from './cms-config';
import { unwrapOptional } from './fields';
import { fieldTranslation, textShape, translatesAnything } from './translation';
import { alignKeys, fillFromEnglish, readRecords, textsOf, TRANSLATED_FROM, TRANSLATION_KEYS, translationState, withBody, type Change } from './translation-state';

/**
 * Reads every collection of the content registry (lib/content/registry.ts) once, at build time (and when a
 * test asks), validates it against its schema and rules and hands back typed, serialisable data. Every problem
 * in every file is collected first and reported together, so an editor fixes a whole batch in one go: each one a
 * `Problem` (the file, its language, the field, the line where known, what was expected), worded once at the end
 * (`problemText` here, one line each; the build's report, lib/content/report.ts, by file). Items of a list are
 * counted from 1 (`members[3].image`).
 *
 * Another language's copy of a file (content/<code>/…) is named with its language
 * (`content/vi/offices.yml (Vietnamese translation): offices[2].id: …`). A translation may lag behind the English:
 * a text, group or list item it lacks is the English one (its pages mark it, lib/i18n/fallback.ts), an article it
 * lacks is left out of its edition (and an article may be written in a translation first), and both are noted
 * with the texts whose English changed since they were translated (lib/content/translation-state.ts) for the
 * build's last lines and /admin/translations. What it cannot do: miss a file, hold a list item the English file
 * does not have, or differ from the English in the values every language shares (lib/content/translation.ts:
 * ids, links, images, dates, numbers, fixed choices), which the CMS copies from English.
 */

export type { Content } from './registry';

/** One problem of the content: where it is and what is wrong, worded for the editor only when it is shown. */
export interface Problem {
  /** The file as the language being read has it (content/vi/offices.yml), or a folder (content/news). */
  file: string;
  /** For another language's copy of a file, the language's code (the messages name it "Vietnamese translation"). */
  language?: string;
  /** The field's path (`subNav[3].label`), list items counted from 1. */
  field?: string;
  /** The line of the file, where the problem knows it (a YAML syntax error); else the report finds the field's. */
  line?: number;
  /**
   * The file cannot be read as fields at all (not valid YAML, a Markdown file without its "---" lines): the
   * content manager cannot open it either, so it is mended in the file itself.
   */
  unreadable?: true;
  message: string;
}

/** How the messages name a problem's file: its path, and another language's copy with its language. */
export function fileLabel(problem: Pick<Problem, 'file' | 'language'>, languages: readonly Language[]): string {
  if (!problem.language) return problem.file;
  const language = languages.find((l) => l.code === problem.language);
  return `${problem.file} (${language ? translationName(language) : `${problem.language} translation`})`;
}

/** A problem on one line: `<file>[ (<Language> translation)]: [line <n>: ][<field>: ]<what is wrong>`. */
export function problemText(problem: Problem, languages: readonly Language[]): string {
  return `${fileLabel(problem, languages)}: ${problem.line ? `line ${problem.line}: ` : ''}${problem.field ? `${problem.field}: ` : ''}${problem.message}`;
}

export class ContentError extends Error {
  /** `languages` name the translations' files in the message. */
  constructor(
    readonly problems: Problem[],
    languages: readonly Language[] = [],
  ) {
    const lines = problems.map((p) => problemText(p, languages).replace(/\n/g, '\n    '));
    super(`The content has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}:\n  ${lines.join('\n  ')}`);
    this.name = 'ContentError';
  }
}

// ------------------------------------------------------------------------------------------------ messages

function show(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'an empty value';
  if (typeof value === 'string') return JSON.stringify(value);
  // A list's size is often what is wrong (four links expected): say how many items it has.
  if (Array.isArray(value)) return `a list of ${value.length} ${value.length === 1 ? 'item' : 'items'}`;
  if (typeof value === 'object') return 'a group of fields';
  return String(value);
}

/** `['members', 2, 'image']` -> `members[3].image` (list items counted from 1, as an editor counts). */
export function fieldPath(segments: readonly PropertyKey[]): string {
  return segments.reduce<string>((acc, key) => {
    if (typeof key === 'number') return `${acc}[${key + 1}]`;
    return acc ? `${acc}.${String(key)}` : String(key);
  }, '');
}

/** One problem per zod issue, naming the field and what was expected, in the file `at`. */
export function describeIssues(at: Place, issues: readonly z.core.$ZodIssue[], prefix: readonly PropertyKey[] = []): Problem[] {
  const problem = (segments: readonly PropertyKey[], message: string): Problem => {
    const field = fieldPath([...prefix, ...segments]);
    return { ...at, ...(field ? { field } : {}), message };
  };
  return issues.flatMap((issue) => {
    const input = (issue as { input?: unknown }).input;
    switch (issue.code) {
      case 'unrecognized_keys':
        return issue.keys.map((key) => problem([...issue.path, key], 'unknown field; remove it or check its spelling'));
      case 'invalid_value':
        return [problem(issue.path, `expected one of ${issue.values.map(String).join(', ')}; got ${show(input)}`)];
      case 'invalid_type': {
        // zod's own wording ("Invalid input: expected array") is for programmers; an editor writes lists as "- " lines.
        const message = issue.expected === 'array' ? 'expected a list (one "- " line per item)' : issue.message;
        return [problem(issue.path, input === undefined ? `missing; ${message}` : `${message}; got ${show(input)}`)];
      }
      case 'custom':
        return [problem(issue.path, issue.message)];
      default:
        return [problem(issue.path, `${issue.message}; got ${show(input)}`)];
    }
  });
}

// ------------------------------------------------------------------------------------------------ files

type Problems = Problem[];

/** Which file a problem is in: its path and, for another language's copy, the language's code. */
type Place = Pick<Problem, 'file' | 'language'>;

/**
 * A file as the loader reads it: where its problems are, how a message names it (`content/vi/site.yml
 * (Vietnamese translation)`, when one problem points at another place), and what a missing file should have been.
 */
interface At {
  place: Place;
  label: string;
  missing?: string;
}

const plain = (file: string): At => ({ place: { file }, label: file });

function readText(root: string, file: string, problems: Problems, at: At = plain(file)): string | undefined {
  const full = path.join(root, file);
  if (!existsSync(full)) {
    problems.push({ ...at.place, message: `the file is missing${at.missing ? `; ${at.missing}` : ''}` });
    return undefined;
  }
  return readFileSync(full, 'utf8').replace(/\r\n?/g, '\n');
}

function parseYamlText(at: At, source: string, problems: Problems): unknown {
  try {
    return parseYaml(source) ?? {};
  } catch (error) {
    const e = error as { message?: string; linePos?: { line: number }[] };
    const line = e.linePos?.[0]?.line;
    // The library's whole message: what is wrong, where, and the lines around it with a mark under the place.
    const message = (e.message ?? String(error)).replace(/\s+$/, '');
    problems.push({ ...at.place, ...(line ? { line } : {}), unreadable: true, message: `not valid YAML: ${message}` });
    return undefined;
  }
}

/** A Markdown file's YAML front matter (between two `---` lines at the top) and its body. */
function splitFrontMatter(at: At, source: string, problems: Problems): { data: unknown; body: string } | undefined {
  const match = /^---\n([\s\S]*?)\n---[ \t]*(?:\n|$)/.exec(source);
  if (!match) {
    problems.push({ ...at.place, line: 1, unreadable: true, message: 'expected the fields between two "---" lines at the top of the file' });
    return undefined;
  }
  // An empty line in place of the first "---" (nothing to YAML): the library then counts the lines as the file does.
  const data = parseYamlText(at, `\n${match[1] ?? ''}`, problems);
  if (data === undefined) return undefined;
  return { data, body: source.slice(match[0].length).trim() };
}

const reporter =
  (at: At, problems: Problems): Report =>
  (field, message) =>
    problems.push({ ...at.place, ...(field ? { field } : {}), message });

/**
 * Every image path the data holds, found through the schema (the fields whose CMS widget is "image"), with the
 * field it sits in: a missing file fails the build, not the visitor.
 */
export function imageFields(schema: z.ZodType, data: unknown, at: PropertyKey[] = []): { field: PropertyKey[]; value: string }[] {
  const inner = unwrapOptional(schema);
  if (data === undefined || data === null) return [];
  if (inner instanceof z.ZodObject && typeof data === 'object') {
    return Object.entries(inner.shape).flatMap(([key, field]) => imageFields(field as z.ZodType, (data as Record<string, unknown>)[key], [...at, key]));
  }
  if (inner instanceof z.ZodArray && Array.isArray(data)) return data.flatMap((item, i) => imageFields(inner.element as z.ZodType, item, [...at, i]));
  const meta = (schema.meta() ?? inner.meta() ?? {}) as { widget?: string };
  return meta.widget === 'image' && typeof data === 'string' ? [{ field: at, value: data }] : [];
}

/** Validates one file's data against its schema, its images, unique values and further rules. */
function validate<S extends z.ZodObject>(root: string, at: At, data: unknown, src: Omit<FileSource<S>, 'file'>, problems: Problems): z.infer<S> | undefined {
  const result = src.schema.safeParse(data, { reportInput: true });
  if (!result.success) {
    problems.push(...describeIssues(at.place, result.error.issues));
    return undefined;
  }
  const before = problems.length;
  for (const { field, value } of imageFields(src.schema, result.data)) {
    const full = path.join(root, 'public', value);
    if (!existsSync(full) || !statSync(full).isFile()) {
      problems.push({ ...at.place, field: fieldPath(field), message: `expected an image that exists in public/; there is no file public${value}` });
    }
  }
  for (const [list, key] of src.unique ?? []) {
    const items = (result.data as Record<string, unknown>)[list];
    if (Array.isArray(items)) checkUnique(at, items.map((item, i) => ({ item: item as Record<string, unknown>, where: `${list}[${i + 1}]` })), key, problems);
  }
  // A list inside groups or other lists' items (`nav.children`): each of them holds its own values once.
  for (const [list, key] of src.keys ?? []) {
    for (const { items, where } of listsAt(result.data, list.split('.'), '')) {
      checkUnique(at, items.map((item, i) => ({ item: item as Record<string, unknown>, where: `${where}[${i + 1}]` })), key, problems);
    }
  }
  src.check?.(result.data, reporter(at, problems));
  return problems.length === before ? result.data : undefined;
}

/** The lists found at a path of groups and lists (`nav.children`: the children of every header item), with where each is. */
function listsAt(value: unknown, segments: readonly string[], where: string): { items: unknown[]; where: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => listsAt(item, segments, `${where}[${i + 1}]`));
  if (!segments.length || !value || typeof value !== 'object') return [];
  const [first, ...rest] = segments;
  const next = (value as Record<string, unknown>)[first!];
  const at = where ? `${where}.${first}` : first!;
  if (!rest.length) return Array.isArray(next) ? [{ items: next, where: at }] : [];
  return listsAt(next, rest, at);
}

/** Reports every value of `key` used twice in `items` of the file `at`, naming both places (`where`: the item's path). */
function checkUnique(at: At, items: readonly { item: Record<string, unknown>; where: string }[], key: string, problems: Problems): void {
  const seen = new Map<unknown, string>();
  for (const { item, where } of items) {
    const value = item[key];
    const first = seen.get(value);
    if (first !== undefined) problems.push({ ...at.place, field: `${where}.${key}`, message: `${show(value)} is already used by ${first}; expected each ${key} to be used once` });
    else seen.set(value, `${at.label}: ${where}`);
  }
}

// ------------------------------------------------------------------------------------------------ languages

/** The language being read, when it is not the default one: its copy of each file is a translation. */
interface Translation {
  language: Language;
  languages: readonly Language[];
  /** "Vietnamese translation": how the messages name its files' language. */
  name: string;
  /** "English": the default language, whose files the translations follow. */
  defaultName: string;
  /** What the translation lacks or has let fall behind, and the English texts standing in on its pages. */
  sink: TranslationSink;
}

/** A translation that lacks texts (`missing`) or whose English changed since it was made (`outdated`). */
export interface TranslationNote {
  /** The translation's file (content/vi/news/x.md). */
  file: string;
  language: Language;
  /**
   * `missing`: the translation lacks texts (the page shows the English ones); `outdated`: its English changed since
   * it was made; `absent`: an article with no file in the language at all, which that edition leaves out until it
   * is translated (nothing of it shows in English there), so the editor reads "not translated yet".
   */
  state: 'missing' | 'outdated' | 'absent';
  /** The fields concerned (`title`, `members[3].bio`, `body` for a Markdown file's text). */
  fields: string[];
  /** For outdated texts: each one's name in the record, and the English it was made from and the English now. */
  changes?: Change[];
  /** Where /admin opens the entry: the CMS collection's name and the entry (a file's name, an article's slug). */
  cms: { collection: string; entry: string };
}

interface TranslationSink {
  notes: TranslationNote[];
  fallbacks: Set<string>;
}

/** Which entry of the CMS a file is, for the notes' links into /admin. */
type CmsEntry = TranslationNote['cms'];

/** A language's name in English, as the build's messages are written ("Vietnamese"); its own name when Intl has none. */
export function englishName(language: Language): string {
  try {
    const name = new Intl.DisplayNames(['en'], { type: 'language' }).of(language.hreflang);
    if (name && name !== language.hreflang) return name;
  } catch {
    // An hreflang Intl cannot read: the list's own name says it.
  }
  return language.name;
}

/** How the messages name a language's files: "Vietnamese translation". */
export const translationName = (language: Language) => `${englishName(language)} translation`;

/** Where a registry path lives in the language being read (content/x.yml -> content/vi/x.yml), and how to name it. */
interface Reader {
  locate: (file: string, src?: { translated?: boolean }) => string;
  /** Unset for the default language. */
  translation?: Translation;
}

const defaultReader: Reader = { locate: (file) => file };

function reader(root: string, code: string | undefined): Reader {
  if (!code) return defaultReader;
  const languages = readLanguages(root);
  const language = editionLanguage(languages, code);
  const locate: Reader['locate'] = (file, src) => (src?.translated === false ? file : contentPath(file, language, languages));
  if (language.code === languages[0]!.code) return { locate };
  const translation = { language, languages, name: translationName(language), defaultName: englishName(languages[0]!), sink: { notes: [], fallbacks: new Set<string>() } };
  return { locate, translation };
}

/** How the messages name `file` (a registry path) as read by `read`. */
function at(read: Reader, file: string, src?: { translated?: boolean }): At {
  const located = read.locate(file, src);
  const t = read.translation;
  if (!t || src?.translated === false) return plain(located);
  return { place: { file: located, language: t.language.code }, label: `${located} (${t.name})`, missing: `expected a copy of ${file} with its texts in ${englishName(t.language)} (every language has every file)` };
}

function isEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => isEqual(item, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => isEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
  }
  return false;
}

/**
 * Reports every value of a translation that every language shares (lib/content/translation.ts) and that differs
 * from the English file's: the CMS copies those from English, so a difference is a hand edit that would make
 * the languages disagree on an id, a link, a picture or a date.
 */
export function checkSharedValues(
  schema: z.ZodType,
  value: unknown,
  english: unknown,
  report: Report,
  where: { englishFile: string; defaultName: string },
  at: PropertyKey[] = [],
): void {
  const inner = unwrapOptional(schema);
  const field = fieldPath(at);
  const translation = fieldTranslation(schema);
  const shared = `which every language shares (change it in ${where.englishFile})`;
  if (inner instanceof z.ZodObject && translation === 'translate') {
    if (!value || !english || typeof value !== 'object' || typeof english !== 'object') return;
    for (const [key, sub] of Object.entries(inner.shape)) {
      checkSharedValues(sub as z.ZodType, (value as Record<string, unknown>)[key], (english as Record<string, unknown>)[key], report, where, [...at, key]);
    }
    return;
  }
  if (inner instanceof z.ZodArray && translation === 'duplicate' && translatesAnything(inner.element as z.ZodType)) {
    if (!Array.isArray(value) || !Array.isArray(english)) return;
    if (value.length !== english.length) {
      report(field, `expected ${english.length} ${english.length === 1 ? 'item' : 'items'}, the ${where.defaultName} items in their order, ${shared}; got ${value.length}`);
      return;
    }
    value.forEach((item, i) => checkSharedValues(inner.element as z.ZodType, item, english[i], report, where, [...at, i]));
    return;
  }
  if (translation === 'duplicate' && !isEqual(value, english)) {
    const described = (v: unknown) => (v !== null && typeof v === 'object' ? `${show(v)} of other values` : show(v));
    report(field, `expected the ${where.defaultName} value ${described(english)}, ${shared}; got ${described(value)}`);
  }
}

// ------------------------------------------------------------------------------------------------ collections

/** A file's data without the keys that record its translation's state (lib/content/translation-state.ts). */
function withoutTranslationKeys(data: unknown): { data: unknown; translatedFrom?: unknown } {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return { data };
  const own = { ...(data as Record<string, unknown>) };
  const translatedFrom = own[TRANSLATED_FROM];
  for (const key of TRANSLATION_KEYS) delete own[key];
  return { data: own, translatedFrom };
}

/**
 * A translation's data with the texts and items it lacks taken from English (the pages show those in English,
 * marked as such), its notes for the report, and the items that exist in it only as problems.
 */
function fillTranslation(
  schema: z.ZodObject,
  data: unknown,
  english: unknown,
  t: Translation,
  note: { file: string; cms?: CmsEntry; alignBy?: Record<string, string>; body?: { own: string; english: string }; translatedFrom?: unknown },
  report: Report,
): unknown {
  const shape = textShape(schema, note.alignBy);
  const filled = fillFromEnglish(shape, data, english);
  for (const { field, message } of filled.problems) report(field, message);
  // Each side's texts by their names in the record (a list item by its key), so items are paired wherever they are.
  const englishTexts = withBody(textsOf(shape, english), note.body?.english);
  const ownTexts = withBody(textsOf(shape, data), note.body?.own);
  const state = translationState(englishTexts, ownTexts, readRecords(note.translatedFrom));
  for (const text of filled.fallbacks) t.sink.fallbacks.add(text);
  if (note.cms) {
    if (state.missing.length) t.sink.notes.push({ file: note.file, language: t.language, state: 'missing', fields: state.missing, cms: note.cms });
    if (state.outdated.length) t.sink.notes.push({ file: note.file, language: t.language, state: 'outdated', fields: state.outdated, changes: state.changes, cms: note.cms });
  }
  return filled.data;
}

function loadYamlFile<S extends z.ZodObject>(root: string, src: FileSource<S>, problems: Problems, read: Reader = defaultReader, english?: unknown, cms?: CmsEntry): z.infer<S> | undefined {
  const file = read.locate(src.file, src);
  const where = at(read, src.file, src);
  const source = readText(root, file, problems, where);
  if (source === undefined) return undefined;
  const parsed = parseYamlText(where, source, problems);
  if (parsed === undefined) return undefined;
  const own = withoutTranslationKeys(parsed);
  const t = read.translation;
  const data =
    t && src.translated !== false && english !== undefined
      ? fillTranslation(src.schema, own.data, english, t, { file, cms, alignBy: alignKeys(src), translatedFrom: own.translatedFrom }, reporter(where, problems))
      : own.data;
  const valid = validate(root, where, data, src, problems);
  if (valid && read.translation && src.translated !== false && english !== undefined) {
    const before = problems.length;
    checkSharedValues(src.schema, valid, english, reporter(where, problems), { englishFile: src.file, defaultName: read.translation.defaultName });
    if (problems.length > before) return undefined;
  }
  return valid;
}

function loadMarkdownFile<S extends z.ZodObject>(
  root: string,
  file: string,
  schema: S,
  body: { check?: (body: string, report: Report) => void },
  problems: Problems,
  read: Reader = defaultReader,
  english?: { front: unknown; body: string },
  cms?: CmsEntry,
): (z.infer<S> & { body: string }) | undefined {
  const where = at(read, file);
  const located = read.locate(file);
  const source = readText(root, located, problems, where);
  if (source === undefined) return undefined;
  const parts = splitFrontMatter(where, source, problems);
  if (!parts) return undefined;
  const before = problems.length;
  const own = withoutTranslationKeys(parts.data);
  const t = read.translation;
  let data = own.data;
  let text = parts.body;
  if (t && english) {
    data = fillTranslation(schema, own.data, english.front, t, { file: located, cms, body: { own: parts.body, english: english.body }, translatedFrom: own.translatedFrom }, reporter(where, problems));
    if (!text) {
      // A translation without its text yet shows the English text, marked as English on the page.
      text = english.body;
      t.sink.fallbacks.add(english.body);
    }
  }
  const front = validate(root, where, data, { schema }, problems);
  if (!text) problems.push({ ...where.place, field: 'text', message: 'missing; expected the text below the second "---" line' });
  else body.check?.(text, reporter(where, problems));
  if (front && t && english) {
    checkSharedValues(schema, front, english.front, reporter(where, problems), { englishFile: file, defaultName: t.defaultName });
  }
  return front && problems.length === before ? { ...front, body: text } : undefined;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What a folder holds, by name, in name order (hidden files left out). */
function markdownNames(full: string): string[] {
  return readdirSync(full)
    .filter((name) => !name.startsWith('.'))
    .sort();
}

function loadFolder(root: string, c: Extract<Collection, { kind: 'folder' }>, problems: Problems, read: Reader, english: readonly ({ slug: string } & Record<string, unknown>)[] | undefined, collection: string) {
  const folder = read.locate(c.folder);
  const full = path.join(root, folder);
  const t = read.translation;
  // An article may be written in fewer languages than the site has, first in any of them: each edition
  // publishes the articles written in its language. One that an English article has not been translated into
  // yet is noted as missing (the report, /admin/translations), never a problem.
  const names = existsSync(full) ? markdownNames(full) : [];
  if (!existsSync(full) && !t) problems.push({ file: folder, message: 'the folder is missing' });
  if (t) {
    for (const entry of english ?? []) {
      if (names.includes(`${entry.slug}.md`)) continue;
      const fields = [...[...textsOf(textShape(c.schema), withoutEntryFields(entry)).values()].map((text) => text.at), 'body'];
      t.sink.notes.push({ file: `${folder}/${entry.slug}.md`, language: t.language, state: 'absent', fields, cms: { collection, entry: entry.slug } });
    }
  }
  const entries = [];
  for (const name of names) {
    const file = `${folder}/${name}`;
    const place: Place = t ? { file, language: t.language.code } : { file };
    if (!name.endsWith('.md')) {
      problems.push({ ...place, message: `expected only Markdown files (.md) in ${folder}/` });
      continue;
    }
    const slug = name.slice(0, -'.md'.length);
    if (!SLUG.test(slug)) {
      problems.push({ ...place, message: `file name: expected lower-case letters, digits and hyphens (it becomes the entry's address); got ${JSON.stringify(slug)}` });
      continue;
    }
    if (c.reservedSlugs?.includes(slug)) {
      problems.push({ ...place, message: `file name: ${JSON.stringify(slug)} is the address of another page (${c.reservedSlugs.map((s) => JSON.stringify(s)).join(', ')} are taken); choose another name` });
      continue;
    }
    const englishEntry = english?.find((e) => e.slug === slug);
    // An article written in this language first stands on its own; a translation follows its English article.
    const source = englishEntry ? { front: withoutEntryFields(englishEntry), body: String(englishEntry.body) } : undefined;
    const entry = loadMarkdownFile(root, `${c.folder}/${name}`, c.schema, c.body, problems, source ? read : { locate: read.locate }, source, { collection, entry: slug });
    if (entry) entries.push({ ...entry, slug });
  }
  return entries;
}

/** An article's front matter alone, as its schema describes it (without the slug and text the loader adds). */
function withoutEntryFields(entry: object): Record<string, unknown> {
  const { slug: _slug, body: _body, ...front } = entry as Record<string, unknown>;
  return front;
}

function loadCollection(root: string, c: Collection, problems: Problems, read: Reader, english: unknown, name: string): unknown {
  const part = (key: string) => (english as Record<string, unknown> | undefined)?.[key];
  const collection = cmsName(name);
  switch (c.kind) {
    case 'file':
      return loadYamlFile(root, c, problems, read, english, { collection, entry: collection });
    case 'folder':
      return loadFolder(root, c, problems, read, english as ({ slug: string } & Record<string, unknown>)[] | undefined, collection);
    case 'group':
      return Object.fromEntries(Object.entries(c.files).map(([key, src]) => [key, loadYamlFile(root, src, problems, read, part(key), { collection, entry: key })]));
    case 'markdown-group':
      return Object.fromEntries(
        Object.entries<{ file: string }>(c.files).map(([key, { file }]) => {
          const front = part(key) as Record<string, unknown> | undefined;
          const source = front ? { front: withoutEntryFields(front), body: String(front.body) } : undefined;
          return [key, loadMarkdownFile(root, file, c.schema, c.body, problems, read, source, { collection, entry: key })];
        }),
      );
  }
}

/** The languages of the content under `root` (content/languages.yml). */
export function contentLanguages(root: string = env.CONTENT_ROOT || process.cwd()): readonly Language[] {
  return readLanguages(root);
}

/**
 * The collections of `collections` (the registry, or part of it) under `root`, validated; every problem at once.
 * `language` (a code of content/languages.yml) reads that language's copy of each file, content/<code>/…;
 * files that are not translated (the content manager's own texts) are read from content/ for every language.
 * A translation is checked against the default language's files, which are read (and their problems
 * reported) too.
 */
export function loadCollections<C extends Partial<Registry>>(root: string, collections: C, language?: string): ContentOf<C> {
  return loadAll(root, collections, language).content as ContentOf<C>;
}

interface Loaded {
  content: unknown;
  /** The translation's missing and outdated texts (none for the default language). */
  notes: TranslationNote[];
  /** The English texts its pages show where the translation lacks them. */
  fallbacks: ReadonlySet<string>;
}

function loadAll(root: string, collections: Partial<Registry>, language?: string): Loaded {
  const problems: Problems = [];
  const read = reader(root, language);
  // The English files first: a translation's shared values are compared with theirs.
  const english = read.translation ? loadEach(root, collections, problems, defaultReader) : undefined;
  const content = loadEach(root, collections, problems, read, english);
  if (problems.length) throw new ContentError(problems, read.translation?.languages);
  return { content, notes: read.translation?.sink.notes ?? [], fallbacks: read.translation?.sink.fallbacks ?? new Set() };
}

function loadEach(root: string, collections: Partial<Registry>, problems: Problems, read: Reader, english?: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(collections).map(([name, collection]) => [name, loadCollection(root, collection as Collection, problems, read, english?.[name], name)]),
  );
}

/**
 * One text file alone, validated, or undefined when it has a problem: for the content manager's own page, which
 * must open even while other content is broken (an editor repairs it there).
 */
export function loadTextFile<N extends TextFileName>(name: N, root: string = env.CONTENT_ROOT || process.cwd(), language?: string): Texts[N] | undefined {
  const problems: Problems = [];
  const data = loadYamlFile(root, registry.texts.files[name] as FileSource, problems, reader(root, language));
  return problems.length ? undefined : (data as Texts[N]);
}

const cache = new Map<string, Loaded>();

function loadCached(root: string, language: string): Loaded {
  const resolved = path.resolve(root);
  const key = `${resolved}\u0000${language}`;
  let loaded = cache.get(key);
  if (!loaded) {
    loaded = loadAll(resolved, registry, language || undefined);
    cache.set(key, loaded);
  }
  return loaded;
}

/**
 * Every content file under `root` in one language, read and validated once per process. The root is the
 * project, or CONTENT_ROOT when set (a test builds the site from a copy of content/ with an added article); the
 * language is the edition being built (NEXT_PUBLIC_SITE_LANGUAGE), the default language when unset. Where a
 * translation lacks a text or a list item, the English one stands in (`fallbackTexts`).
 */
export function loadContent(root: string = env.CONTENT_ROOT || process.cwd(), language: string = env.NEXT_PUBLIC_SITE_LANGUAGE): Content {
  return loadCached(root, language).content as Content;
}

/** The English texts that stand in for missing translations in a language's edition (its pages mark them). */
export function fallbackTexts(root: string = env.CONTENT_ROOT || process.cwd(), language: string = env.NEXT_PUBLIC_SITE_LANGUAGE): ReadonlySet<string> {
  return loadCached(root, language).fallbacks;
}

/** Every missing and outdated translation of every language but the default, in the languages' order. */
export function translationNotes(root: string = env.CONTENT_ROOT || process.cwd()): TranslationNote[] {
  return readLanguages(root)
    .slice(1)
    .flatMap((language) => loadCached(root, language.code).notes);
}
