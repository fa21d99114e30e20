import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { z } from 'zod';
import { env } from '../config/env';
import { cmsName } from '../content/cms-config';
import { registry, type Collection } from '../content/registry';
import { readFingerprints, TRANSLATION_KEYS, translatedTexts, translationState } from '../content/translation-state';
import { contentPath, readLanguages, type Language } from '../i18n/languages.mjs';

/** A translation that lacks texts (`missing`) or whose English changed since it was made (`outdated`). */
export interface TranslationNote {
  /** The translation's file (content/vi/news/x.md). */
  file: string;
  language: Language;
  state: 'missing' | 'outdated';
  /** The fields concerned (`title`, `members[3].bio`, `body` for a Markdown file's text). */
  fields: string[];
  /** Where /admin opens the entry: the CMS collection's name and the entry (a file's name, an article's slug). */
  cms: { collection: string; entry: string };
}

interface Parsed {
  data: Record<string, unknown>;
  body?: string;
}

function read(file: string, markdown: boolean): Parsed | undefined {
  if (!existsSync(file)) return undefined;
  const text = readFileSync(file, 'utf8').replace(/\r\n?/g, '\n');
  const match = markdown ? /^---\n([\s\S]*?)\n---[ \t]*(?:\n|$)([\s\S]*)$/.exec(text) : null;
  if (markdown && !match) return undefined;
  const data = (parse(match ? match[1]! : text) ?? {}) as Record<string, unknown>;
  return { data, ...(match ? { body: match[2]!.trim() } : {}) };
}

function texts(schema: z.ZodType, parsed: Parsed | undefined) {
  const own = { ...parsed?.data };
  for (const key of TRANSLATION_KEYS) delete own[key];
  const found = translatedTexts(schema, own);
  if (parsed?.body) found.set('body', parsed.body);
  return found;
}

/**
 * Every missing and outdated translation of every language but the default, in the languages' order, from the
 * files alone (the same notes the build prints).
 */
export function translationNotes(root: string = env.CONTENT_ROOT || process.cwd()): TranslationNote[] {
  const languages = readLanguages(root);
  const entries: { file: string; schema: z.ZodType; markdown: boolean; cms: TranslationNote['cms'] }[] = [];
  for (const [name, c] of Object.entries(registry) as [string, Collection][]) {
    const collection = cmsName(name);
    switch (c.kind) {
      case 'file':
        entries.push({ file: c.file, schema: c.schema, markdown: false, cms: { collection, entry: collection } });
        break;
      case 'group':
        for (const [entry, src] of Object.entries(c.files)) {
          if (src.translated !== false) entries.push({ file: src.file, schema: src.schema, markdown: false, cms: { collection, entry } });
        }
        break;
      case 'markdown-group':
        for (const [entry, { file }] of Object.entries<{ file: string }>(c.files)) entries.push({ file, schema: c.schema, markdown: true, cms: { collection, entry } });
        break;
      case 'folder': {
        const names = existsSync(path.join(root, c.folder)) ? readdirSync(path.join(root, c.folder)).filter((n) => n.endsWith('.md')).sort() : [];
        for (const n of names) entries.push({ file: `${c.folder}/${n}`, schema: c.schema, markdown: true, cms: { collection, entry: n.slice(0, -'.md'.length) } });
        break;
      }
    }
  }
  return languages.slice(1).flatMap((language) =>
    entries.flatMap(({ file, schema, markdown, cms }) => {
      const english = texts(schema, read(path.join(root, file), markdown));
      const translatedFile = contentPath(file, language, languages);
      const translation = read(path.join(root, translatedFile), markdown);
      const state = translationState(english, texts(schema, translation), readFingerprints(translation?.data.translatedFrom));
      return (['missing', 'outdated'] as const)
        .filter((kind) => state[kind].length)
        .map((kind) => ({ file: translatedFile, language, state: kind, fields: state[kind], cms }));
    }),
  );
}
