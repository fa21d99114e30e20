/**
 * Which translations are missing or outdated, found from the files alone (hosts build from shallow clones, so
 * not from history). The one module for these rules: the build (lib/content/load.ts), `npm run translations`
 * (lib/admin/refresh-translations.ts) and the content manager in the browser (bundled into
 * public/admin/translation-state.js by scripts/cms-assets.mjs) all run this code. It imports nothing, so the bundle
 * is small and the same in Node and in the browser.
 *
 * Each translation keeps, under `translatedFrom`, one line per text it translates: the text named by what it is
 * (`members[elena-kowalski].role`: a list item by its own value of the list's key, an id or a link, never by its
 * place in the list), a fingerprint of the English text it was made from, one of the translation itself, and that
 * English text (`members[elena-kowalski].role 3f2a9c1b 77aa0011 Director of Product Design`). A text is
 * - missing when the English file has it and the translation does not (the site shows the English text);
 * - outdated when the English text is no longer the one it was made from while the translation is still the
 *   one recorded: the English changed and nobody has touched the translation since.
 * A translation that changed since its line was written counts as updated, so a translator who edits a file by
 * hand is not told to confirm it; the content manager (on every save) and `npm run translations` rewrite the lines
 * of what changed, and a translator's "still right" rewrites the line of one text or all of them.
 *
 * Because a line names its item by its key, moving, adding or removing English items never pairs a line with
 * another item's texts: an item keeps its lines wherever it goes, a new item has none (its texts are missing), and
 * the lines of a removed one are dropped. The English text is kept so that /admin/translations can show what the
 * English said when the translation was made beside what it says now.
 *
 * Where the lines are, and why: all of them in one list, the last key of the file (of the front matter, in a
 * Markdown file), one line per text, so that an editor reading a file meets the texts first and the record after
 * them. A list of lines, not a map by text: the content manager reads a key with dots in it (`footer.copyright`) as
 * nested groups and would scramble such a map on its next save. Not in a file beside it: the content manager writes a translation's record in the same save as its texts
 * (Sveltia CMS lets a save change the entry's own files only), so a separate file would fall behind at the first
 * save made in /admin.
 */

/** The front matter or YAML key that holds a translation's record. */
export const TRANSLATED_FROM = 'translatedFrom';
/**
 * The translator's "still right" in /admin, never kept in a file: `true` confirms every text of the translation,
 * a list of texts (as the record names them) confirms those alone.
 */
export const TRANSLATION_CHECKED = 'translationChecked';
/**
 * The translator's "still right" for single texts, beside the switch for the whole file in /admin (a form field
 * holds one kind of value: the switch `true`, this one the texts ticked, by their names in the record); never kept
 * in a file either.
 */
export const TRANSLATION_CHECKED_TEXTS = 'translationCheckedTexts';
/** Keys the loader takes out of a file before its schema reads it. */
export const TRANSLATION_KEYS = [TRANSLATED_FROM, TRANSLATION_CHECKED, TRANSLATION_CHECKED_TEXTS] as const;

// ------------------------------------------------------------------------------------------------ fingerprints

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe,
  0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7,
  0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b,
  0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

/**
 * The SHA-256 of some bytes, as hex (FIPS 180-4). Written out here because the rules must run, unchanged and at
 * once, in Node and in the browser: Node's crypto is not in the browser and the browser's (Web Crypto) only
 * answers later, which would make every rule asynchronous. The tests check it against Node's crypto.
 */
export function sha256(bytes: Uint8Array): string {
  const length = bytes.length;
  const blocks = Math.ceil((length + 9) / 64);
  const padded = new Uint8Array(blocks * 64);
  padded.set(bytes);
  padded[length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(length / 0x20000000));
  view.setUint32(padded.length - 4, (length << 3) >>> 0);
  const h = new Uint32Array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);
  const w = new Uint32Array(64);
  const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));
  for (let block = 0; block < blocks; block++) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(block * 64 + i * 4);
    for (let i = 16; i < 64; i++) {
      const a = w[i - 15]!;
      const b = w[i - 2]!;
      w[i] = (w[i - 16]! + (rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3)) + w[i - 7]! + (rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10))) >>> 0;
    }
    let [a, b, c, d, e, f, g, hh] = h as unknown as [number, number, number, number, number, number, number, number];
    for (let i = 0; i < 64; i++) {
      const t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i]! + w[i]!) >>> 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    h[0]! += a;
    h[1]! += b;
    h[2]! += c;
    h[3]! += d;
    h[4]! += e;
    h[5]! += f;
    h[6]! += g;
    h[7]! += hh;
  }
  return Array.from(h, (x) => x.toString(16).padStart(8, '0')).join('');
}

/** The text a fingerprint is made of: trimmed, with Unix line ends; anything but text as JSON. */
export function fingerprintSource(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : JSON.stringify(value);
}

/** A short fingerprint of a text: the first 8 hex digits of the SHA-256 of its source. */
export function fingerprint(value: unknown): string {
  return sha256(new TextEncoder().encode(fingerprintSource(value))).slice(0, 8);
}

// ------------------------------------------------------------------------------------------------ texts

/**
 * How a file's values are translated, as far as these rules need it (made from the schema by lib/content/translation.ts
 * `textShape`, and handed to the browser as JSON):
 * - `text`: a text each language writes in its own words; a list of texts only (paragraphs) is one text, and a
 *   text made of groups keeps their fields' order (`order`), which its fingerprint follows;
 * - `shared`: a value every language shares (an id, a link, a picture, a number), the English one in every file;
 * - `group`: a group of fields, some of them texts;
 * - `list`: a list whose items carry shared values, the English items in every language, followed item by item and
 *   each named by its own value of `key` (by its place when the list has no key).
 */
export type TextShape =
  | { kind: 'text'; order?: Layout }
  | { kind: 'shared' }
  | { kind: 'group'; fields: Record<string, TextShape> }
  | { kind: 'list'; item: TextShape; key?: string };

/** The order of a text's fields, when the text is a group or a list of groups. */
export interface Layout {
  fields?: [string, Layout][];
  item?: Layout;
}

/** A shape for a whole file: its fields by name. */
export type FileShape = Record<string, TextShape>;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && !value.trim()) || (Array.isArray(value) && value.length === 0);

// What the content manager leaves out of a file (an optional field left empty).
const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && !Array.isArray(value) && Object.keys(value as object).length === 0);

/**
 * A text as the file holds it: the content manager hands a group's keys in A-to-Z order and keeps empty optional
 * fields, while the file has the fields' order and leaves those out. A text made of groups must give one
 * fingerprint in both.
 */
function asWritten(layout: Layout | undefined, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => asWritten(layout?.item, item));
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const names = (layout?.fields ?? []).map(([name]) => name);
    const keys = [...names.filter((key) => key in record), ...Object.keys(record).filter((key) => !names.includes(key))];
    const out: Record<string, unknown> = {};
    for (const key of keys) {
      const sub = layout?.fields?.find(([name]) => name === key)?.[1];
      const v = asWritten(sub, record[key]);
      if (!isEmpty(v)) out[key] = v;
    }
    return out;
  }
  return value;
}

/** A list item's name in a record: its own value of the list's key, else its place (counted from 1). */
function itemName(item: unknown, i: number, key: string | undefined): string {
  const own = key && item && typeof item === 'object' ? (item as Record<string, unknown>)[key] : undefined;
  return (typeof own === 'string' && own.trim()) || typeof own === 'number' ? String(own) : String(i + 1);
}

const join = (at: string, name: string) => (at ? `${at}.${name}` : name);

/** One text of a file. */
export interface Text {
  value: unknown;
  /** Where the file has it, as an editor reads it: `members[3].role`, items counted from 1. */
  at: string;
}

/**
 * The texts of `data` that each language writes in its own words, by the name its record gives it
 * (`members[elena-kowalski].role`), with where each is (`members[3].role`). `body` is added by the caller for
 * Markdown files.
 */
export function textsOf(shape: FileShape, data: unknown): Map<string, Text> {
  const texts = new Map<string, Text>();
  const walk = (s: TextShape, value: unknown, name: string, at: string) => {
    if (isBlank(value)) return;
    switch (s.kind) {
      case 'text':
        texts.set(name, { value: asWritten(s.order, value), at });
        return;
      case 'group':
        if (typeof value !== 'object' || Array.isArray(value)) return;
        for (const [key, sub] of Object.entries(s.fields)) walk(sub, (value as Record<string, unknown>)[key], join(name, key), join(at, key));
        return;
      case 'list':
        if (!Array.isArray(value)) return;
        value.forEach((item, i) => walk(s.item, item, `${name}[${itemName(item, i, s.key)}]`, `${at}[${i + 1}]`));
        return;
      case 'shared':
    }
  };
  if (data && typeof data === 'object') for (const [key, sub] of Object.entries(shape)) walk(sub, (data as Record<string, unknown>)[key], key, key);
  return texts;
}

/** A file's texts with its Markdown text as `body`. */
export function withBody(texts: Map<string, Text>, body: string | undefined): Map<string, Text> {
  if (body && body.trim()) texts.set('body', { value: body, at: 'body' });
  return texts;
}

// ------------------------------------------------------------------------------------------------ records

export interface TextRecord {
  /** The fingerprint of the English text the translation was made from. */
  english: string;
  /** The fingerprint of the translation as recorded. */
  translation: string;
  /** That English text (fingerprintSource's form), where the record has it. */
  source?: string;
}

// A record keeps a text on its one line: line ends written as \n (and a backslash as \\).
const encode = (text: string) => text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');
const decode = (text: string) => text.replace(/\\(\\|n)/g, (_, c: string) => (c === 'n' ? '\n' : '\\'));

/** A translation's record, by text; lines that are not `text english translation [English text]` are ignored. */
export function readRecords(value: unknown): Map<string, TextRecord> {
  const records = new Map<string, TextRecord>();
  if (!Array.isArray(value)) return records;
  for (const line of value) {
    const match = typeof line === 'string' ? /^(\S+) ([0-9a-f]{8}) ([0-9a-f]{8})(?: ([\s\S]*))?$/.exec(line.trim()) : null;
    if (match) records.set(match[1]!, { english: match[2]!, translation: match[3]!, ...(match[4] !== undefined ? { source: decode(match[4]) } : {}) });
  }
  return records;
}

/** One text's line of the record. */
export const recordLine = (name: string, r: TextRecord) => `${name} ${r.english} ${r.translation}${r.source !== undefined ? ` ${encode(r.source)}` : ''}`;

/** An outdated text: where it is, what its record calls it, and the English it was made from and the English now. */
export interface Change {
  field: string;
  name: string;
  /** The English text when the translation was made; unknown for a record that did not keep it. */
  then?: string;
  now: string;
}

export interface TranslationState {
  /** Texts the English file has and the translation lacks, by where the English file has them. */
  missing: string[];
  /** Texts whose English changed since the translation was made, the translation untouched since. */
  outdated: string[];
  /** The outdated texts, with the English then and now. */
  changes: Change[];
}

/** Which of a translation's texts are missing or outdated, given the English texts and the record. */
export function translationState(english: ReadonlyMap<string, Text>, translation: ReadonlyMap<string, Text>, records: ReadonlyMap<string, TextRecord>): TranslationState {
  const missing: string[] = [];
  const changes: Change[] = [];
  for (const [name, text] of english) {
    const own = translation.get(name);
    if (!own) {
      missing.push(text.at);
      continue;
    }
    const record = records.get(name);
    if (record && record.english !== fingerprint(text.value) && record.translation === fingerprint(own.value)) {
      changes.push({ field: text.at, name, ...(record.source !== undefined ? { then: record.source } : {}), now: fingerprintSource(text.value) });
    }
  }
  return { missing, outdated: changes.map((c) => c.field), changes };
}

/**
 * A translation's record after a save: a text translated for the first time, or changed since its line was
 * written, is recorded as made from today's English; so is a text the translator confirms (`confirm`: true for
 * all, else the names of the texts). Lines of texts that are gone are dropped; the order is the English file's.
 */
export function refreshRecords(
  english: ReadonlyMap<string, Text>,
  translation: ReadonlyMap<string, Text>,
  records: ReadonlyMap<string, TextRecord>,
  confirm: boolean | ReadonlySet<string> = false,
): string[] {
  const out: string[] = [];
  for (const [name, text] of english) {
    const own = translation.get(name);
    if (!own) continue;
    const now = fingerprint(own.value);
    const source = fingerprintSource(text.value);
    const print = fingerprint(text.value);
    const record = records.get(name);
    const confirmed = confirm === true || (typeof confirm === 'object' && confirm.has(name));
    let kept: TextRecord = record && !confirmed && record.translation === now ? record : { english: print, translation: now, source };
    // A record that lost its English text (or never had it) gets it back while that text is still today's.
    if (kept.source === undefined && kept.english === print) kept = { ...kept, source };
    out.push(recordLine(name, kept));
  }
  return out;
}

/** What the translator confirms: `true` (every text), a list of texts by their record names, or nothing. */
export function confirmed(value: unknown): boolean | Set<string> {
  if (value === true) return true;
  if (Array.isArray(value)) return new Set(value.filter((v): v is string => typeof v === 'string'));
  if (typeof value === 'string' && value.trim()) return new Set([value.trim()]);
  return false;
}

/**
 * A translation's data as it is to be saved (what the content manager does on every save): its record rewritten
 * against the English data, and the translator's "still right" (the whole file, or single texts) taken out (an
 * action, never kept in a file). Both data are front matter or YAML; `bodies` the Markdown texts, for an article
 * or a legal page.
 */
export function recordTranslation(
  shape: FileShape,
  english: Record<string, unknown>,
  translation: Record<string, unknown>,
  bodies: { english?: string; translation?: string } = {},
  confirm: boolean | ReadonlySet<string> = false,
): Record<string, unknown> {
  const { [TRANSLATED_FROM]: recorded, [TRANSLATION_CHECKED]: checked, [TRANSLATION_CHECKED_TEXTS]: checkedTexts, ...data } = translation;
  const asked = [confirm, confirmed(checked), confirmed(checkedTexts)];
  const all = asked.includes(true) ? true : new Set(asked.flatMap((names) => (names === true || !names ? [] : [...names])));
  const lines = refreshRecords(withBody(textsOf(shape, english), bodies.english), withBody(textsOf(shape, data), bodies.translation), readRecords(recorded), all);
  return lines.length ? { ...data, [TRANSLATED_FROM]: lines } : data;
}

/** The English data as it is to be saved: without the translations' own fields. */
export function withoutTranslationKeys(data: Record<string, unknown>): Record<string, unknown> {
  const out = { ...data };
  for (const key of TRANSLATION_KEYS) delete out[key];
  return out;
}

// ------------------------------------------------------------------------------------------------ English stands in

type Keys = readonly (readonly [string, string])[];

/** The lists of a file whose items are named by a value of their own, by path (`unique`, `fixed` and `keys`). */
export function alignKeys(src: { unique?: Keys; fixed?: Keys; keys?: Keys }): Record<string, string> {
  return Object.fromEntries([...(src.unique ?? []), ...(src.fixed ?? []), ...(src.keys ?? [])]);
}

export interface Filled {
  /** The translation with every missing text and item taken from the English data. */
  data: unknown;
  /** The English texts now standing in for missing translations (the page marks them as English). */
  fallbacks: string[];
  /** Problems that still fail the build: items that exist only in the translation. */
  problems: { field: string; message: string }[];
}

/**
 * A translation's data with what it lacks taken from the English data: a missing or empty text, a missing group,
 * a missing shared value (the English one, as the content manager would have copied it), and a missing item of a
 * list that is followed item by item (matched by the list's key, or else by position). An item the English list
 * does not have is a problem.
 */
export function fillFromEnglish(shape: FileShape, translation: unknown, english: unknown): Filled {
  const fallbacks: string[] = [];
  const problems: Filled['problems'] = [];
  const standIn = (s: TextShape, en: unknown) => {
    for (const { value } of textsOf({ x: s }, { x: en }).values()) {
      if (typeof value === 'string') fallbacks.push(value);
      else if (Array.isArray(value)) fallbacks.push(...value.filter((t): t is string => typeof t === 'string'));
    }
  };
  const fill = (s: TextShape, tr: unknown, en: unknown, at: string): unknown => {
    if (en === undefined) return tr;
    if (isBlank(tr)) {
      standIn(s, en);
      return en;
    }
    if (s.kind === 'group') {
      if (typeof tr !== 'object' || Array.isArray(tr) || typeof en !== 'object' || en === null) return tr;
      const out: Record<string, unknown> = { ...(tr as Record<string, unknown>) };
      for (const [name, sub] of Object.entries(s.fields)) {
        const filled = fill(sub, out[name], (en as Record<string, unknown>)[name], join(at, name));
        if (filled !== undefined) out[name] = filled;
      }
      return out;
    }
    if (s.kind === 'list') {
      if (!Array.isArray(tr) || !Array.isArray(en)) return tr;
      const key = s.key;
      if (key) {
        const idOf = (item: unknown) => (item && typeof item === 'object' ? (item as Record<string, unknown>)[key] : undefined);
        const englishIds = new Set(en.map(idOf));
        tr.forEach((item, i) => {
          if (!englishIds.has(idOf(item))) {
            problems.push({ field: `${at}[${i + 1}].${key}`, message: `${JSON.stringify(idOf(item))} is in this translation only; expected an item of the English list (add it there first, or remove it here)` });
          }
        });
        return en.map((item, i) => fill(s.item, tr.find((t) => idOf(t) === idOf(item)), item, `${at}[${i + 1}]`));
      }
      // Without a value of their own, items are matched by position: the translation may stop early, not add more.
      return [...en.map((item, i) => fill(s.item, tr[i], item, `${at}[${i + 1}]`)), ...tr.slice(en.length)];
    }
    return tr;
  };
  const out: Record<string, unknown> = translation && typeof translation === 'object' && !Array.isArray(translation) ? { ...(translation as Record<string, unknown>) } : {};
  if (english && typeof english === 'object') {
    for (const [name, sub] of Object.entries(shape)) {
      const filled = fill(sub, out[name], (english as Record<string, unknown>)[name], name);
      if (filled !== undefined) out[name] = filled;
    }
  }
  return { data: out, fallbacks, problems };
}
