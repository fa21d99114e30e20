import { createHash } from 'node:crypto';
import { z } from 'zod';
import { unwrapOptional } from './fields';
import { fieldTranslation, translatesAnything } from './translation';

/**
 * Which translations are missing or outdated, found from the files alone (hosts build from shallow clones, so
 * not from history). Each translation keeps, under `translatedFrom`, one line per text it translates: the
 * field, a fingerprint of the English text it was made from and one of the translation itself
 * (`title 3f2a9c1b 77aa0011`). A text is
 * - missing when the English file has it and the translation does not (the site shows the English text);
 * - outdated when the English text is no longer the one it was made from while the translation is still the
 *   one recorded: the English changed and nobody has touched the translation since.
 * A translation that changed since its line was written counts as updated, so a translator who edits a file by
 * hand is not told to confirm it; the content manager (public/admin/translation-state.js, on every save) and
 * `npm run translations` rewrite the lines of what changed, and a translator's "still right" rewrites them all.
 */

/** The front matter or YAML key that holds a translation's fingerprints. */
export const TRANSLATED_FROM = 'translatedFrom';
/** The switch a translator turns on in /admin to confirm a translation is still right; never kept in a file. */
export const TRANSLATION_CHECKED = 'translationChecked';
/** Keys the loader takes out of a file before its schema reads it. */
export const TRANSLATION_KEYS = [TRANSLATED_FROM, TRANSLATION_CHECKED] as const;

/** The text a fingerprint is made of: trimmed, with Unix line ends; anything but text as JSON. */
export function fingerprintSource(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : JSON.stringify(value);
}

/** A short fingerprint of a text (the first 8 hex digits of its SHA-256), the same as the content manager's. */
export function fingerprint(value: unknown): string {
  return createHash('sha256').update(fingerprintSource(value), 'utf8').digest('hex').slice(0, 8);
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && !value.trim()) || (Array.isArray(value) && value.length === 0);

const pathOf = (at: string, key: string | number) => (typeof key === 'number' ? `${at}[${key + 1}]` : at ? `${at}.${key}` : key);

/**
 * The texts of `data` that each language writes in its own words, by field (`members[3].bio`, list items counted
 * from 1), as the schema says (lib/content/translation.ts): a list of texts only (paragraphs) is one text, a list
 * whose items carry shared values is followed item by item. `body` is added by the caller for Markdown files.
 */
export function translatedTexts(schema: z.ZodType, data: unknown, at = ''): Map<string, unknown> {
  const texts = new Map<string, unknown>();
  const walk = (s: z.ZodType, value: unknown, where: string) => {
    if (isBlank(value)) return;
    const inner = unwrapOptional(s);
    const kind = fieldTranslation(s);
    if (inner instanceof z.ZodObject) {
      if (kind === 'duplicate' || typeof value !== 'object') return;
      for (const [key, sub] of Object.entries(inner.shape)) walk(sub as z.ZodType, (value as Record<string, unknown>)[key], pathOf(where, key));
      return;
    }
    if (inner instanceof z.ZodArray && kind === 'duplicate') {
      if (!Array.isArray(value) || !translatesAnything(inner.element as z.ZodType)) return;
      value.forEach((item, i) => walk(inner.element as z.ZodType, item, pathOf(where, i)));
      return;
    }
    if (kind === 'translate') texts.set(where, value);
  };
  walk(schema, data, at);
  return texts;
}

export interface Fingerprints {
  english: string;
  translation: string;
}

/** A translation's `translatedFrom` lines, by field; lines that are not `field english translation` are ignored. */
export function readFingerprints(value: unknown): Map<string, Fingerprints> {
  const records = new Map<string, Fingerprints>();
  if (!Array.isArray(value)) return records;
  for (const line of value) {
    const match = typeof line === 'string' ? /^(\S+) ([0-9a-f]{8}) ([0-9a-f]{8})$/.exec(line.trim()) : null;
    if (match) records.set(match[1]!, { english: match[2]!, translation: match[3]! });
  }
  return records;
}

export interface TranslationState {
  /** Texts the English file has and the translation lacks, by field. */
  missing: string[];
  /** Texts whose English changed since the translation was made, the translation untouched since. */
  outdated: string[];
}

/** Which of a translation's texts are missing or outdated, given the English texts and the recorded fingerprints. */
export function translationState(english: ReadonlyMap<string, unknown>, translation: ReadonlyMap<string, unknown>, records: ReadonlyMap<string, Fingerprints>): TranslationState {
  const missing: string[] = [];
  const outdated: string[] = [];
  for (const [field, value] of english) {
    if (!translation.has(field)) {
      missing.push(field);
      continue;
    }
    const record = records.get(field);
    if (record && record.english !== fingerprint(value) && record.translation === fingerprint(translation.get(field))) outdated.push(field);
  }
  return { missing, outdated };
}

/**
 * The `translatedFrom` lines after a save: a text translated for the first time, or changed since its line was
 * written, is recorded as made from today's English; with `confirm` (the translator's "still right"), every
 * text is. Lines of texts that are gone are dropped; the order is the English file's.
 */
export function refreshFingerprints(
  english: ReadonlyMap<string, unknown>,
  translation: ReadonlyMap<string, unknown>,
  records: ReadonlyMap<string, Fingerprints>,
  confirm = false,
): string[] {
  const lines: string[] = [];
  for (const [field, value] of english) {
    if (!translation.has(field)) continue;
    const now = fingerprint(translation.get(field));
    const record = records.get(field);
    const kept = record && !confirm && record.translation === now ? record : { english: fingerprint(value), translation: now };
    lines.push(`${field} ${kept.english} ${kept.translation}`);
  }
  return lines;
}

/** The lists of a file whose items are matched by a value of their own (`[list, field]` of `unique` and `fixed`). */
export function alignKeys(src: { unique?: readonly (readonly [string, string])[]; fixed?: readonly (readonly [string, string])[] }): Record<string, string> {
  return Object.fromEntries([...(src.unique ?? []), ...(src.fixed ?? [])]);
}

export interface Filled {
  /** The translation with every missing text and item taken from the English data. */
  data: unknown;
  /** The English texts now standing in for missing translations (the page marks them as English). */
  fallbacks: string[];
  /** The fields of those texts (`members[3].bio`). */
  missing: string[];
  /**
   * The translation's own texts by the English file's fields (its items at the places of the English items they
   * were matched to): what the fingerprints record and compare.
   */
  texts: Map<string, unknown>;
  /** Problems that still fail the build: items that exist only in the translation. */
  problems: { field: string; message: string }[];
}

/**
 * A translation's data with what it lacks taken from the English data: a missing or empty text, a missing group,
 * and a missing item of a list whose items carry shared values (matched by `alignBy[list]`, the value each item
 * has for itself, such as an office's id, or else by position). Shared values it lacks are the English ones, as
 * the content manager would have copied them. An item the English list does not have is a problem.
 */
export function fillFromEnglish(schema: z.ZodObject, translation: unknown, english: unknown, alignBy: Readonly<Record<string, string>> = {}): Filled {
  const fallbacks: string[] = [];
  const missing: string[] = [];
  const problems: Filled['problems'] = [];
  const texts = (s: z.ZodType, value: unknown, where: string) => {
    for (const [field, text] of translatedTexts(s, value, where)) {
      missing.push(field);
      if (typeof text === 'string') fallbacks.push(text);
      else if (Array.isArray(text)) fallbacks.push(...text.filter((t): t is string => typeof t === 'string'));
    }
  };
  const fill = (s: z.ZodType, tr: unknown, en: unknown, where: string, key?: string): unknown => {
    if (en === undefined) return tr;
    const inner = unwrapOptional(s);
    const kind = fieldTranslation(s);
    if (isBlank(tr)) {
      if (kind === 'translate' || translatesAnything(s)) texts(s, en, where);
      return en;
    }
    if (inner instanceof z.ZodObject && kind === 'translate') {
      if (typeof tr !== 'object' || Array.isArray(tr) || typeof en !== 'object' || en === null) return tr;
      const out: Record<string, unknown> = { ...(tr as Record<string, unknown>) };
      for (const [name, sub] of Object.entries(inner.shape)) {
        const filled = fill(sub as z.ZodType, out[name], (en as Record<string, unknown>)[name], pathOf(where, name));
        if (filled !== undefined) out[name] = filled;
      }
      return out;
    }
    if (inner instanceof z.ZodArray && kind === 'duplicate' && translatesAnything(inner.element as z.ZodType)) {
      if (!Array.isArray(tr) || !Array.isArray(en)) return tr;
      const element = inner.element as z.ZodType;
      if (key) {
        const idOf = (item: unknown) => (item && typeof item === 'object' ? (item as Record<string, unknown>)[key] : undefined);
        const englishIds = new Set(en.map(idOf));
        tr.forEach((item, i) => {
          if (!englishIds.has(idOf(item))) {
            problems.push({ field: `${pathOf(where, i)}.${key}`, message: `${JSON.stringify(idOf(item))} is in this translation only; expected an item of the English list (add it there first, or remove it here)` });
          }
        });
        return en.map((item, i) => fill(element, tr.find((t) => idOf(t) === idOf(item)), item, pathOf(where, i)));
      }
      // Without a value of their own, items are matched by position: the translation may stop early, not add more.
      return [...en.map((item, i) => fill(element, tr[i], item, pathOf(where, i))), ...tr.slice(en.length)];
    }
    return tr;
  };
  const out: Record<string, unknown> = translation && typeof translation === 'object' && !Array.isArray(translation) ? { ...(translation as Record<string, unknown>) } : {};
  if (english && typeof english === 'object') {
    for (const [name, sub] of Object.entries(schema.shape)) {
      const filled = fill(sub as z.ZodType, out[name], (english as Record<string, unknown>)[name], name, alignBy[name]);
      if (filled !== undefined) out[name] = filled;
    }
  }
  const own = translatedTexts(schema, out);
  for (const field of missing) own.delete(field);
  return { data: out, fallbacks, missing, texts: own, problems };
}
