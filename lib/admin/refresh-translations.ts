import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { z } from 'zod';
import { cmsMarkdownFile, cmsYamlFile, contentFiles, type ContentFile } from '../content/cms-format';
import { registry, type Collection } from '../content/registry';
import { textShape } from '../content/translation';
import { recordTranslation, textsOf } from '../content/translation-state';
import { contentPath, readLanguages } from '../i18n/languages.mjs';

/**
 * `npm run translations` (scripts/translations.mjs): what the content manager does on every save, for files edited
 * by hand. Each translation's `translatedFrom` lines are rewritten against today's English: a text translated for
 * the first time, or changed since its line was written, is recorded as made from today's English; an untouched
 * text keeps its line, so a translation whose English changed stays outdated. A translation named with
 * `--confirm` (or holding `translationChecked: true`, as a hand edit may) is the translator's "still right":
 * every line is recorded anew. Files are written in the content manager's style (lib/content/cms-format.ts).
 */

interface Parsed {
  data: Record<string, unknown>;
  body?: string;
}

function read(file: string, markdown: boolean): Parsed | undefined {
  const text = readFileSync(file, 'utf8').replace(/\r\n?/g, '\n');
  if (!markdown) {
    const data = parse(text) as unknown;
    return data && typeof data === 'object' && !Array.isArray(data) ? { data: data as Record<string, unknown> } : undefined;
  }
  const match = /^---\n([\s\S]*?)\n---[ \t]*(?:\n|$)([\s\S]*)$/.exec(text);
  if (!match) return undefined;
  const data = (parse(match[1]!) ?? {}) as unknown;
  return data && typeof data === 'object' && !Array.isArray(data) ? { data: data as Record<string, unknown>, body: match[2]!.trim() } : undefined;
}

export interface Refreshed {
  /** The translation files rewritten, as paths from the content root. */
  written: string[];
  /** The files named to confirm that are no translation of an English file (then nothing is written). */
  unknown: string[];
}

/**
 * What to confirm: a translation file as a whole (`content/vi/team.yml`), or one text of it, named as the report
 * and /admin/translations name it (`content/vi/team.yml:members[3].role`) or as its record does
 * (`content/vi/team.yml:members[elena-kowalski].role`).
 */
function splitConfirm(item: string): { file: string; text?: string } {
  const at = item.indexOf(':');
  return at < 0 ? { file: item } : { file: item.slice(0, at), text: item.slice(at + 1) };
}

/** Every translation under `root` with its lines refreshed; those in `confirm` (paths from the root) recorded anew. */
export function refreshTranslations(root: string, confirm: readonly string[] = []): Refreshed {
  const languages = readLanguages(root);
  const articles = (folder: string) => (existsSync(path.join(root, folder)) ? readdirSync(path.join(root, folder)).filter((name) => name.endsWith('.md')) : []);
  const english = contentFiles(registry as unknown as Record<string, Collection>, languages.slice(0, 1), articles);
  // A translated file is the English file at the language's path (the content manager's own texts have none).
  const pairs = english.flatMap((entry: ContentFile) =>
    languages
      .slice(1)
      .map((language) => ({ entry, file: contentPath(entry.file, language, languages) }))
      .filter(({ file }) => file !== entry.file && existsSync(path.join(root, file))),
  );
  const known = new Set(pairs.map(({ file }) => file));
  // A file named to confirm that is no translation is a mistake to show before anything is written.
  const asked = confirm.map(splitConfirm);
  const unknown = asked.filter(({ file }) => !known.has(file)).map(({ file }) => file);
  if (unknown.length) return { written: [], unknown };
  const written: string[] = [];
  for (const { entry, file } of pairs) {
    const source = read(path.join(root, entry.file), entry.markdown);
    const translation = read(path.join(root, file), entry.markdown);
    // A file that cannot be read as data is left as it is; the build names what is wrong with it.
    if (!source || !translation) continue;
    // The texts named to confirm, by their names in the record (a place like `members[3].role` read in the English file).
    const shape = textShape(entry.schema as z.ZodObject, entry.alignBy);
    const englishTexts = [...textsOf(shape, source.data)];
    const ownAsked = asked.filter((a) => a.file === file);
    const all = ownAsked.some((a) => a.text === undefined);
    const names = new Set(ownAsked.flatMap((a) => (a.text === undefined ? [] : [englishTexts.find(([name, text]) => name === a.text || text.at === a.text)?.[0] ?? a.text])));
    const data = recordTranslation(shape, source.data, translation.data, { english: source.body, translation: translation.body }, all || names);
    const text = entry.markdown ? cmsMarkdownFile(entry.schema, data, translation.body ?? '') : cmsYamlFile(entry.schema, data);
    if (text !== readFileSync(path.join(root, file), 'utf8')) {
      writeFileSync(path.join(root, file), text);
      written.push(file);
    }
  }
  return { written, unknown };
}
