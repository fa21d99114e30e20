import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import { contentPath, readLanguages, type Language } from '../i18n/languages.mjs';
import { cmsConfig, cmsName, type CmsField } from './cms-config';
import { ContentError, englishName, fileLabel, loadCollections, translationNotes, type Problem, type TranslationNote } from './load';
import { registry, type Collection } from './registry';

/**
 * The content's problems as an editor reads them in the build log: grouped by file, each once (a translation's
 * check reads the English files too, and would repeat theirs), with the line of the file, and the names the
 * content manager gives the collection and the field beside the file's keys ("Page menu (subNav)"), so the
 * editor finds the place both in the file and in /admin. A file that cannot be read as fields at all (not valid
 * YAML, no "---" lines) is mended in the file: the content manager will not open it (Sveltia CMS disables the
 * entry and refuses to save it), so the report never sends the editor there for it.
 */

export type { Problem } from './load';

/** `subNav[3].label` -> `['subNav', 2, 'label']` (the loader counts items from 1, YAML from 0). */
export function fieldSegments(field: string): (string | number)[] {
  return [...field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] !== undefined ? Number(m[2]) - 1 : m[1]!));
}

/**
 * The line of a field in a YAML text: its key's line, or for a field that is missing, the line of the nearest
 * group around it that is there. `offset` is the number of lines before the YAML (a Markdown file's "---").
 */
export function lineOf(yamlText: string, segments: readonly (string | number)[], offset = 0): number | undefined {
  const counter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter: counter });
  if (doc.errors.length) return undefined;
  let node: Node | null | undefined = doc.contents;
  let line: number | undefined;
  for (const segment of segments) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && p.key.value === segment);
      if (!pair) break;
      const key = pair.key as Node;
      if (key.range) line = counter.linePos(key.range[0]).line;
      node = pair.value as Node | null;
    } else if (isSeq(node) && typeof segment === 'number') {
      const item = node.items[segment] as Node | undefined;
      if (!item) break;
      if (item.range) line = counter.linePos(item.range[0]).line;
      node = item;
    } else break;
  }
  return line === undefined ? undefined : line + offset;
}

/** Where a content file sits in the content manager: its collection and entry, and its fields. */
interface CmsPlace {
  where: string;
  fields: readonly CmsField[];
}

type ConfigCollection = { name: string; label: string; fields?: CmsField[]; files?: { name: string; label: string; fields: CmsField[] }[] };

/**
 * The content manager's configuration for a list of languages, made once per list: building it takes about 9 ms,
 * and a translation list names a place for each of its notes (two thousand for a thousand articles in two
 * languages not translated yet).
 */
const configs = new WeakMap<readonly Language[], { collections: ConfigCollection[] }>();
function configFor(languages: readonly Language[]): { collections: ConfigCollection[] } {
  let config = configs.get(languages);
  if (!config) {
    config = cmsConfig({}, registry, languages) as unknown as { collections: ConfigCollection[] };
    configs.set(languages, config);
  }
  return config;
}

function cmsPlace(file: string, languages: readonly Language[]): CmsPlace | undefined {
  const config = configFor(languages);
  const inAnyLanguage = (p: string) => languages.some((language) => contentPath(p, language, languages) === file);
  for (const [name, c] of Object.entries(registry) as [string, Collection][]) {
    const collection = config.collections.find((entry) => entry.name === cmsName(name));
    if (!collection) continue;
    const entry = (fileName: string) => {
      const f = collection.files?.find((x) => x.name === fileName);
      return f ? { where: f.label === collection.label ? collection.label : `${collection.label} › ${f.label}`, fields: f.fields } : undefined;
    };
    switch (c.kind) {
      case 'file':
        if (inAnyLanguage(c.file)) return entry(cmsName(name));
        break;
      case 'group':
      case 'markdown-group':
        for (const [fileName, src] of Object.entries<{ file: string }>(c.files)) if (inAnyLanguage(src.file)) return entry(fileName);
        break;
      case 'folder':
        // Only its Markdown files are entries: another file there is no entry /admin could open.
        if (file.endsWith('.md') && languages.some((language) => file.startsWith(`${contentPath(c.folder, language, languages)}/`))) {
          return { where: `${collection.label} › ${path.posix.basename(file, '.md')}`, fields: collection.fields ?? [] };
        }
    }
  }
  return undefined;
}

/** A field's names in the content manager ("Page menu › item 3 › Link text"), from the loader's path. */
export function cmsFieldName(fields: readonly CmsField[], segments: readonly (string | number)[]): string | undefined {
  const names: string[] = [];
  let current: readonly CmsField[] = fields;
  let list: CmsField | undefined;
  for (const segment of segments) {
    if (typeof segment === 'number') {
      if (!list) return undefined;
      names.push(`item ${segment + 1}`);
      current = list.fields ?? (list.field ? [list.field] : []);
      if (list.field) {
        list = list.field.widget === 'list' ? list.field : undefined;
        continue;
      }
      list = undefined;
      continue;
    }
    const field = current.find((f) => f.name === segment);
    if (!field) return undefined;
    names.push(field.label);
    list = field.widget === 'list' ? field : undefined;
    current = field.fields ?? [];
  }
  return names.length ? names.join(' › ') : undefined;
}

/**
 * A field as the reports name it: its name in the content manager with its path in the file beside it ("Page menu
 * › item 3 › Link text (subNav[3].label)"), so the editor finds it both in /admin and in the file; the path alone
 * where /admin has no name for it.
 */
function namedField(place: CmsPlace | undefined, field: string): string {
  const name = place && cmsFieldName(place.fields, fieldSegments(field));
  return name ? `${name} (${field})` : field;
}

/** The YAML of a content file, and how many lines come before it. */
function yamlOf(root: string, file: string): { text: string; offset: number } | undefined {
  const full = path.join(root, file);
  if (!existsSync(full) || !statSync(full).isFile()) return undefined;
  const source = readFileSync(full, 'utf8').replace(/\r\n?/g, '\n');
  if (!file.endsWith('.md')) return { text: source, offset: 0 };
  const match = /^---\n([\s\S]*?)\n---/.exec(source);
  return match ? { text: match[1]!, offset: 1 } : undefined;
}

/** A problem's identity: the same problem found twice (a translation's check reads the English files too) is one. */
const identity = (p: Problem) => JSON.stringify([p.file, p.language ?? '', p.field ?? '', p.line ?? 0, p.message]);

/** What the report's first line asks: where to mend the problems, /admin only when it can open every file. */
function firstLine(problems: readonly Problem[]): string {
  const count = problems.length;
  const them = count === 1 ? 'it' : 'them';
  const inFileOnly = problems.filter((p) => p.unreadable).length;
  const where = !inFileOnly ? 'in the file or in /admin' : inFileOnly === count ? `in the file${count === 1 ? '' : 's'}` : 'where each file says';
  return `The content has ${count === 1 ? 'a problem' : `${count} problems`}. Fix ${them} ${where}, then build again.`;
}

/** The problems as the build prints them: by file, each once, with lines and the content manager's names. */
export function formatProblems(root: string, problems: readonly Problem[], languages: readonly Language[] = readLanguages(root)): string {
  const unique = [...new Map(problems.map((p) => [identity(p), p])).values()];
  const byFile = new Map<string, Problem[]>();
  for (const problem of unique) {
    const label = fileLabel(problem, languages);
    byFile.set(label, [...(byFile.get(label) ?? []), problem]);
  }
  const lines = [firstLine(unique)];
  for (const [label, list] of byFile) {
    const file = list[0]!.file;
    const place = cmsPlace(file, languages);
    const where = list.some((p) => p.unreadable) ? '   (fix it in the file: /admin cannot open it until then)' : place ? `   (in /admin: ${place.where})` : '';
    lines.push('', `${label}${where}`);
    const yaml = yamlOf(root, file);
    for (const problem of list) {
      const segments = problem.field ? fieldSegments(problem.field) : [];
      const line = problem.line ?? (yaml && problem.field ? lineOf(yaml.text, segments, yaml.offset) : undefined);
      const field = problem.field ? `${namedField(place, problem.field)}: ` : '';
      const [first, ...more] = problem.message.split('\n');
      lines.push(`  ${line ? `line ${line}: ` : ''}${field}${first}`, ...more.map((text) => (text.trim() ? `      ${text}` : '')).filter((text, i, all) => text || all[i - 1]));
    }
  }
  return lines.join('\n').replace(/\n{3,}/g, '\n\n');
}

/**
 * Every problem of the content under `root` in every language, formatted, or undefined when there is none: what
 * the build prints before it starts, and stops on.
 */
export function contentReport(root: string): string | undefined {
  const languages = readLanguages(root);
  const problems: Problem[] = [];
  for (const language of languages) {
    try {
      loadCollections(root, registry, language.code);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(...error.problems);
    }
  }
  return problems.length ? formatProblems(root, problems, languages) : undefined;
}

/**
 * A translation note's fields as the content report names a field (namedField: "Text (body)", "Team members ›
 * item 3 › Bio (members[3].bio)"): the editor finds the field in /admin, and `npm run translations -- --confirm`
 * takes the path.
 */
export function translationFieldNames(note: Pick<TranslationNote, 'file' | 'fields'>, languages: readonly Language[]): string[] {
  const place = cmsPlace(note.file, languages);
  return note.fields.map((field) => namedField(place, field));
}

/**
 * One translation to write or update as the editor reads it: `content/vi/news/x.md (Vietnamese): not translated yet`
 * for an article with no file in the language, else its state and its fields by their names in /admin
 * (`outdated: Title (title), Text (body)`).
 */
export function translationLine(note: TranslationNote, languages: readonly Language[]): string {
  const what = note.state === 'absent' ? 'not translated yet' : `${note.state}: ${translationFieldNames(note, languages).join(', ')}`;
  return `${note.file} (${englishName(note.language)}): ${what}`;
}

/**
 * The translations to write or update, one line each (translationLine), as the build prints them with --all after
 * its other output; empty when every translation is complete and current. They never stop the build: the pages
 * show the English text where a translation lacks one.
 */
export function translationReport(root: string): string[] {
  const languages = readLanguages(root);
  return translationNotes(root).map((note) => translationLine(note, languages));
}
