import { parse, stringify } from 'yaml';
import { z } from 'zod';
import { contentPath, type Language } from '../i18n/languages.mjs';
import { unwrapOptional } from './fields';
import type { Collection } from './registry';
import { alignKeys } from './translation-state';

/**
 * How the content manager writes a file, and the same written here, so that the content files can be kept in
 * its style: a save then changes the lines of the fields the editor changed and no other. Sveltia CMS writes
 * YAML with the `yaml` library: two spaces, list items indented under their key, no line wrapping, quotes
 * only where YAML needs them (single quotes, as in '89169'), and each entry's keys in the order of the fields
 * of the collection's configuration, which is the order of the schema's fields.
 */
export const CMS_YAML_OUTPUT = { indent_size: 2, indent_sequences: true, quote: 'none' } as const;

/** YAML text as the content manager writes it (its options above, as it hands them to the `yaml` library). */
export function cmsYaml(data: unknown): string {
  return stringify(data, null, {
    indent: CMS_YAML_OUTPUT.indent_size,
    indentSeq: CMS_YAML_OUTPUT.indent_sequences,
    lineWidth: 0,
    defaultKeyType: 'PLAIN',
    defaultStringType: 'PLAIN',
    singleQuote: true,
  }).trim();
}

/** The data with every group's keys in the order of the schema's fields (keys the schema lacks after them). */
export function inFieldOrder(schema: z.ZodType, data: unknown): unknown {
  const inner = unwrapOptional(schema);
  if (inner instanceof z.ZodObject && data && typeof data === 'object' && !Array.isArray(data)) {
    const record = data as Record<string, unknown>;
    const keys = [...Object.keys(inner.shape).filter((key) => key in record), ...Object.keys(record).filter((key) => !(key in inner.shape))];
    return Object.fromEntries(keys.map((key) => [key, key in inner.shape ? inFieldOrder(inner.shape[key] as z.ZodType, record[key]) : record[key]]));
  }
  if (inner instanceof z.ZodArray && Array.isArray(data)) return data.map((item) => inFieldOrder(inner.element as z.ZodType, item));
  return data;
}

/** A YAML file as the content manager writes it. */
export const cmsYamlFile = (schema: z.ZodType, data: unknown) => `${cmsYaml(inFieldOrder(schema, data))}\n`;

/** A Markdown file (front matter between "---" lines, then its text) as the content manager writes it. */
export function cmsMarkdownFile(schema: z.ZodType, data: unknown, body: string): string {
  const text = body.trim();
  return `---\n${cmsYaml(inFieldOrder(schema, data))}\n---\n${text ? `\n${text}\n` : ''}`;
}

/** One content file of the registry in one language: where it is, and how its data is described. */
export interface ContentFile {
  file: string;
  schema: z.ZodType;
  markdown: boolean;
  /** The lists whose items are matched between languages by a value of their own (translation-state.ts alignKeys). */
  alignBy?: Record<string, string>;
}

/**
 * Every content file the registry names, in every language that has its own copy (and each article of each
 * language's news folder): the files the content manager writes.
 */
export function contentFiles(collections: Record<string, Collection>, languages: readonly Language[], articles: (folder: string) => string[]): ContentFile[] {
  const each = (file: string, schema: z.ZodType, markdown: boolean, translated = true, alignBy?: Record<string, string>) =>
    (translated ? languages : languages.slice(0, 1)).map((language) => ({ file: contentPath(file, language, languages), schema, markdown, ...(alignBy ? { alignBy } : {}) }));
  return Object.values(collections).flatMap((c): ContentFile[] => {
    switch (c.kind) {
      case 'file':
        return each(c.file, c.schema, false, c.translated !== false, alignKeys(c));
      case 'group':
        return Object.values(c.files).flatMap((src) => each(src.file, src.schema, false, src.translated !== false, alignKeys(src)));
      case 'markdown-group':
        return Object.values<{ file: string }>(c.files).flatMap(({ file }) => each(file, c.schema, true));
      case 'folder':
        return languages.flatMap((language) => {
          const folder = contentPath(c.folder, language, languages);
          return articles(folder).map((name) => ({ file: `${folder}/${name}`, schema: c.schema, markdown: true }));
        });
    }
  });
}

/** A content file's text as the content manager would write its data (undefined when it cannot be read as such). */
export function asCmsWrites({ schema, markdown }: ContentFile, text: string): string | undefined {
  if (!markdown) return cmsYamlFile(schema, parse(text));
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  return match ? cmsMarkdownFile(schema, parse(match[1]!), match[2]!) : undefined;
}
