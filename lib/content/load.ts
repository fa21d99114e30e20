import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { env } from '../config/env';
import { contentPath, editionLanguage, readLanguages, type Language } from '../i18n/languages.mjs';
import { registry, type Collection, type Content, type ContentOf, type FileSource, type Registry, type Report, type TextFileName, type Texts } from './registry';

/**
 * Reads every collection of the content registry (lib/content/registry.ts) once, at build time (and when a
 * test asks), validates it against its schema and rules and hands back typed, serialisable data. Every problem
 * in every file is collected first and reported together, one line each, as
 * `<file>: <field>: <what was expected>; got <value>`, so an editor fixes a whole batch in one go. Items of a
 * list are counted from 1 (`members[3].image`).
 */

export type { Content } from './registry';

export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`The content has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}:\n  ${problems.join('\n  ')}`);
    this.name = 'ContentError';
  }
}

// ------------------------------------------------------------------------------------------------ messages

function show(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'an empty value';
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return 'a list';
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

/** One line per zod issue, naming the file, the field and what was expected. */
export function describeIssues(file: string, issues: readonly z.core.$ZodIssue[], prefix: readonly PropertyKey[] = []): string[] {
  return issues.flatMap((issue) => {
    const at = (segments: readonly PropertyKey[]) => {
      const field = fieldPath([...prefix, ...segments]);
      return field ? `${file}: ${field}` : file;
    };
    const input = (issue as { input?: unknown }).input;
    switch (issue.code) {
      case 'unrecognized_keys':
        return issue.keys.map((key) => `${at([...issue.path, key])}: unknown field; remove it or check its spelling`);
      case 'invalid_value':
        return [`${at(issue.path)}: expected one of ${issue.values.map(String).join(', ')}; got ${show(input)}`];
      case 'invalid_type': {
        // zod's own wording ("Invalid input: expected array") is for programmers; an editor writes lists as "- " lines.
        const message = issue.expected === 'array' ? 'expected a list (one "- " line per item)' : issue.message;
        return [input === undefined ? `${at(issue.path)}: missing; ${message}` : `${at(issue.path)}: ${message}; got ${show(input)}`];
      }
      case 'custom':
        return [`${at(issue.path)}: ${issue.message}`];
      default:
        return [`${at(issue.path)}: ${issue.message}; got ${show(input)}`];
    }
  });
}

// ------------------------------------------------------------------------------------------------ files

type Problems = string[];

function readText(root: string, file: string, problems: Problems): string | undefined {
  const full = path.join(root, file);
  if (!existsSync(full)) {
    problems.push(`${file}: the file is missing`);
    return undefined;
  }
  return readFileSync(full, 'utf8').replace(/\r\n?/g, '\n');
}

function parseYamlText(file: string, source: string, problems: Problems): unknown {
  try {
    return parseYaml(source) ?? {};
  } catch (error) {
    const e = error as { message?: string; linePos?: { line: number }[] };
    const line = e.linePos?.[0]?.line;
    problems.push(`${file}: ${line ? `line ${line}: ` : ''}not valid YAML: ${(e.message ?? String(error)).split('\n')[0]}`);
    return undefined;
  }
}

/** A Markdown file's YAML front matter (between two `---` lines at the top) and its body. */
function splitFrontMatter(file: string, source: string, problems: Problems): { data: unknown; body: string } | undefined {
  const match = /^---\n([\s\S]*?)\n---[ \t]*(?:\n|$)/.exec(source);
  if (!match) {
    problems.push(`${file}: expected the fields between two "---" lines at the top of the file`);
    return undefined;
  }
  const data = parseYamlText(file, match[1] ?? '', problems);
  if (data === undefined) return undefined;
  return { data, body: source.slice(match[0].length).trim() };
}

const reporter =
  (file: string, problems: Problems): Report =>
  (field, message) =>
    problems.push(field ? `${file}: ${field}: ${message}` : `${file}: ${message}`);

/**
 * Every image path the data holds, found through the schema (the fields whose CMS widget is "image"), with the
 * field it sits in: a missing file fails the build, not the visitor.
 */
export function imageFields(schema: z.ZodType, data: unknown, at: PropertyKey[] = []): { field: PropertyKey[]; value: string }[] {
  let inner = schema;
  while (inner instanceof z.ZodOptional) inner = inner.unwrap() as z.ZodType;
  if (data === undefined || data === null) return [];
  if (inner instanceof z.ZodObject && typeof data === 'object') {
    return Object.entries(inner.shape).flatMap(([key, field]) => imageFields(field as z.ZodType, (data as Record<string, unknown>)[key], [...at, key]));
  }
  if (inner instanceof z.ZodArray && Array.isArray(data)) return data.flatMap((item, i) => imageFields(inner.element as z.ZodType, item, [...at, i]));
  const meta = (schema.meta() ?? inner.meta() ?? {}) as { widget?: string };
  return meta.widget === 'image' && typeof data === 'string' ? [{ field: at, value: data }] : [];
}

/** Validates one file's data against its schema, its images, unique values and further rules. */
function validate<S extends z.ZodObject>(root: string, file: string, data: unknown, src: Omit<FileSource<S>, 'file'>, problems: Problems): z.infer<S> | undefined {
  const result = src.schema.safeParse(data, { reportInput: true });
  if (!result.success) {
    problems.push(...describeIssues(file, result.error.issues));
    return undefined;
  }
  const before = problems.length;
  for (const { field, value } of imageFields(src.schema, result.data)) {
    const full = path.join(root, 'public', value);
    if (!existsSync(full) || !statSync(full).isFile()) {
      problems.push(`${file}: ${fieldPath(field)}: expected an image that exists in public/; there is no file public${value}`);
    }
  }
  for (const [list, key] of src.unique ?? []) {
    const items = (result.data as Record<string, unknown>)[list];
    if (Array.isArray(items)) checkUnique(items.map((item, i) => ({ item: item as Record<string, unknown>, where: `${file}: ${list}[${i + 1}].` })), key, problems);
  }
  src.check?.(result.data, reporter(file, problems));
  return problems.length === before ? result.data : undefined;
}

/** Reports every value of `key` used twice in `items`, naming both places (`where` ends with ": " or "."). */
function checkUnique(items: readonly { item: Record<string, unknown>; where: string }[], key: string, problems: Problems): void {
  const seen = new Map<unknown, string>();
  for (const { item, where } of items) {
    const value = item[key];
    const first = seen.get(value);
    if (first !== undefined) problems.push(`${where}${key}: ${show(value)} is already used by ${first}; expected each ${key} to be used once`);
    else seen.set(value, where.replace(/(\.|: )$/, ''));
  }
}

/** Where a registry path lives in the language being read (content/x.yml -> content/vi/x.yml). */
type Locate = (file: string, src?: { translated?: boolean }) => string;

const asIs: Locate = (file) => file;

function loadYamlFile<S extends z.ZodObject>(root: string, src: FileSource<S>, problems: Problems, locate: Locate = asIs): z.infer<S> | undefined {
  const file = locate(src.file, src);
  const source = readText(root, file, problems);
  if (source === undefined) return undefined;
  const data = parseYamlText(file, source, problems);
  if (data === undefined) return undefined;
  return validate(root, file, data, src, problems);
}

function loadMarkdownFile<S extends z.ZodObject>(
  root: string,
  file: string,
  schema: S,
  body: { check?: (body: string, report: Report) => void },
  problems: Problems,
): (z.infer<S> & { body: string }) | undefined {
  const source = readText(root, file, problems);
  if (source === undefined) return undefined;
  const parts = splitFrontMatter(file, source, problems);
  if (!parts) return undefined;
  const before = problems.length;
  const front = validate(root, file, parts.data, { schema }, problems);
  if (!parts.body) problems.push(`${file}: text: missing; expected the text below the second "---" line`);
  else body.check?.(parts.body, reporter(file, problems));
  return front && problems.length === before ? { ...front, body: parts.body } : undefined;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function loadFolder(root: string, c: Extract<Collection, { kind: 'folder' }>, problems: Problems, locate: Locate) {
  const folder = locate(c.folder);
  const full = path.join(root, folder);
  if (!existsSync(full)) {
    problems.push(`${folder}: the folder is missing`);
    return [];
  }
  const entries = [];
  for (const name of readdirSync(full).sort()) {
    if (name.startsWith('.')) continue;
    const file = `${folder}/${name}`;
    if (!name.endsWith('.md')) {
      problems.push(`${file}: expected only Markdown files (.md) in ${folder}/`);
      continue;
    }
    const slug = name.slice(0, -'.md'.length);
    if (!SLUG.test(slug)) {
      problems.push(`${file}: file name: expected lower-case letters, digits and hyphens (it becomes the entry's address); got ${JSON.stringify(slug)}`);
      continue;
    }
    const entry = loadMarkdownFile(root, file, c.schema, c.body, problems);
    if (entry) entries.push({ ...entry, slug });
  }
  return entries;
}

function loadCollection(root: string, c: Collection, problems: Problems, locate: Locate): unknown {
  switch (c.kind) {
    case 'file':
      return loadYamlFile(root, c, problems, locate);
    case 'folder':
      return loadFolder(root, c, problems, locate);
    case 'group':
      return Object.fromEntries(Object.entries(c.files).map(([name, src]) => [name, loadYamlFile(root, src, problems, locate)]));
    case 'markdown-group':
      return Object.fromEntries(
        Object.entries<{ file: string }>(c.files).map(([name, { file }]) => [name, loadMarkdownFile(root, locate(file), c.schema, c.body, problems)]),
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
 */
export function loadCollections<C extends Partial<Registry>>(root: string, collections: C, language?: string): ContentOf<C> {
  const problems: Problems = [];
  const locate = locator(root, language);
  const content = Object.fromEntries(
    Object.entries(collections).map(([name, collection]) => [name, loadCollection(root, collection as Collection, problems, locate)]),
  );
  if (problems.length) throw new ContentError(problems);
  return content as ContentOf<C>;
}

function locator(root: string, code: string | undefined): Locate {
  if (!code) return asIs;
  const languages = readLanguages(root);
  const language = editionLanguage(languages, code);
  return (file, src) => (src?.translated === false ? file : contentPath(file, language, languages));
}

/**
 * One text file alone, validated, or undefined when it has a problem: for the content manager's own page, which
 * must open even while other content is broken (an editor repairs it there).
 */
export function loadTextFile<N extends TextFileName>(name: N, root: string = env.CONTENT_ROOT || process.cwd(), language?: string): Texts[N] | undefined {
  const problems: Problems = [];
  const data = loadYamlFile(root, registry.texts.files[name] as FileSource, problems, locator(root, language));
  return problems.length ? undefined : (data as Texts[N]);
}

const cache = new Map<string, Content>();

/**
 * Every content file under `root` in one language, read and validated once per process. The root is the
 * project, or CONTENT_ROOT when set (a test builds the site from a copy of content/ with an added article); the
 * language is the edition being built (NEXT_PUBLIC_SITE_LANGUAGE), the default language when unset.
 */
export function loadContent(root: string = env.CONTENT_ROOT || process.cwd(), language: string = env.NEXT_PUBLIC_SITE_LANGUAGE): Content {
  const resolved = path.resolve(root);
  const key = `${resolved}\u0000${language}`;
  let content = cache.get(key);
  if (!content) {
    content = loadCollections(resolved, registry, language || undefined);
    cache.set(key, content);
  }
  return content;
}
