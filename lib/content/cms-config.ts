import { z } from 'zod';
import { BUILD_ENV_DEFAULTS, env as buildEnv, type BuildEnvName } from '../config/env';
import { contentPath, readLanguages, type Language } from '../i18n/languages.mjs';
import { CMS_YAML_OUTPUT } from './cms-format';
import { IMAGE_TYPES, MAX_UPLOAD_MB } from './fields';
import { ContentError, loadTextFile, translationNotes, type TranslationNote } from './load';
import { TRANSLATED_FROM, TRANSLATION_CHECKED, TRANSLATION_CHECKED_TEXTS } from './translation-state';
import { registry, type BodySource, type Collection, type FileSource, type FolderCollection, type Registry } from './registry';
import { fieldTranslation } from './translation';

/**
 * The CMS configuration (Sveltia CMS, which reads Decap's format) served at /admin/config.yml, generated from the content registry (lib/content/registry.ts) so that the
 * editor's forms and the build's validation cannot drift apart: every schema field becomes a CMS field with
 * the matching widget (select for a fixed list, date, number, image upload into its public/ folder, lists
 * and groups), its label and its hint. The Git backend comes from the build environment (cmsBackend()).
 */

export interface CmsField {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  /** false: optional; a list of locales: required in those only (the default language's). */
  required?: boolean | string[];
  /** A select's choices: a value alone, or a label shown in the form for the value saved. */
  options?: (string | CmsOption)[];
  /** A select that takes several of its options. */
  multiple?: boolean;
  /** Up to how many options a select shows them all, as ticks (or radio buttons), instead of a drop-down list. */
  dropdown_threshold?: number;
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  minlength?: number;
  maxlength?: number;
  /** A regular expression the value must match, and the message shown when it does not. */
  pattern?: [string, string];
  date_format?: string;
  time_format?: boolean;
  format?: string;
  picker_utc?: boolean;
  media_folder?: string;
  public_folder?: string;
  choose_url?: boolean;
  /** The file types an upload may have (MIME types, comma-separated), as the file picker and a drop take them. */
  accept?: string;
  fields?: CmsField[];
  field?: CmsField;
  /** A list's name for one of its items, on its add button ("Add office"). */
  label_singular?: string;
  collapsed?: boolean;
  allow_add?: boolean;
  allow_remove?: boolean;
  allow_duplicate?: boolean;
  readonly?: boolean;
  summary?: string;
  modes?: string[];
  buttons?: string[];
  editor_components?: string[];
  /** true: each language has its own value; duplicate: the default language's value, copied into every other. */
  i18n?: true | 'duplicate';
}

/** The types an image field takes at upload: those of the build's image rule (lib/content/fields.ts). */
export const IMAGE_ACCEPT = [...new Set(Object.values(IMAGE_TYPES))].join(',');
/** The largest upload, in bytes, as Sveltia's media library counts it. */
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;

/** A choice of a select field: what the form shows, and what a save hands over. */
export interface CmsOption {
  label: string;
  value: string;
}

type AnySchema = z.ZodType;

interface FieldMeta {
  title?: string;
  description?: string;
  widget?: string;
  folder?: string;
  /** A list's name for one item, where its items have no title of their own ("Offices": "Office"). */
  singular?: string;
}

function metaOf(schema: AnySchema): FieldMeta {
  return (schema.meta() ?? {}) as FieldMeta;
}

/** A field name as an editor reads it, when the schema gives no label ("backTitle" -> "Back title"). */
function humanise(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  error?: (issue: object) => unknown;
}

/**
 * The build's rules for a text, as the CMS states them, so that the editor is stopped with the same message
 * before saving: a pattern, lengths, and for text that must not be empty, a pattern that refuses blank text
 * (the build trims it first, the CMS's "required" does not).
 */
export function stringRules(schema: z.ZodString): Pick<CmsField, 'pattern' | 'minlength' | 'maxlength'> {
  const checks = (schema._zod.def.checks ?? []).map((c) => (c as unknown as { _zod: { def: CheckDef } })._zod.def);
  const message = (c: CheckDef) => {
    const text = c.error?.({});
    return typeof text === 'string' ? text : 'not in the expected form';
  };
  const rules: Pick<CmsField, 'pattern' | 'minlength' | 'maxlength'> = {};
  for (const c of checks) {
    if (c.check === 'string_format' && c.format === 'regex' && c.pattern) rules.pattern = [c.pattern.source, message(c)];
    if (c.check === 'max_length' && c.maximum !== undefined) rules.maxlength = c.maximum;
    if (c.check === 'min_length' && c.minimum !== undefined && c.minimum > 1) rules.minlength = c.minimum;
    if (c.check === 'min_length' && c.minimum !== undefined && c.minimum > 0) rules.pattern ??= ['\\S', message(c)];
  }
  return rules;
}

/** How many items the build takes in a list, as the CMS's `min` and `max`. */
export function listSize(schema: z.ZodArray): Pick<CmsField, 'min' | 'max'> {
  const checks = (schema._zod.def.checks ?? []).map((c) => (c as unknown as { _zod: { def: CheckDef & { length?: number } } })._zod.def);
  const size: Pick<CmsField, 'min' | 'max'> = {};
  for (const c of checks) {
    if (c.check === 'length_equals' && c.length !== undefined) Object.assign(size, { min: c.length, max: c.length });
    if (c.check === 'min_length' && c.minimum !== undefined) size.min = c.minimum;
    if (c.check === 'max_length' && c.maximum !== undefined) size.max = c.maximum;
  }
  return size;
}

/** The CMS field of one schema field, with how its languages relate (lib/content/translation.ts). */
export function cmsField(name: string, schema: AnySchema): CmsField {
  return { ...formField(name, schema), i18n: fieldTranslation(schema) === 'duplicate' ? 'duplicate' : true };
}

function formField(name: string, schema: AnySchema): CmsField {
  let inner = schema;
  let required = true;
  let meta = metaOf(schema);
  while (inner instanceof z.ZodOptional) {
    required = false;
    inner = inner.unwrap() as AnySchema;
    meta = { ...metaOf(inner), ...meta };
  }
  const base: CmsField = { name, label: meta.title ?? humanise(name), widget: 'string' };
  if (meta.description) base.hint = meta.description;
  if (!required) base.required = false;

  if (inner instanceof z.ZodBoolean) return { ...base, widget: 'boolean' };
  if (inner instanceof z.ZodEnum) return { ...base, widget: 'select', options: inner.options.map(String) };
  if (inner instanceof z.ZodNumber) {
    const isInt = inner.format === 'safeint' || inner.format === 'int32';
    return {
      ...base,
      widget: 'number',
      value_type: isInt ? 'int' : 'float',
      ...(inner.minValue !== null && Number.isFinite(inner.minValue) ? { min: inner.minValue } : {}),
      ...(inner.maxValue !== null && Number.isFinite(inner.maxValue) ? { max: inner.maxValue } : {}),
    };
  }
  if (inner instanceof z.ZodObject) return { ...base, widget: 'object', fields: cmsFields(inner), collapsed: false };
  if (inner instanceof z.ZodArray) {
    const element = inner.element as AnySchema;
    // The add button names one item, in the editor's words: "Add office", not "Add Offices".
    const singular = meta.singular ?? metaOf(element).title;
    const one = singular ? { label_singular: singular.charAt(0).toLowerCase() + singular.slice(1) } : {};
    const size = listSize(inner);
    // A list of a fixed size keeps its items: the CMS checks min and max only on a list it has emptied, so
    // adding and removing are switched off instead (min and max stay, for the counter and the Add button).
    const fixed = size.min !== undefined && size.min === size.max ? { allow_add: false, allow_remove: false, allow_duplicate: false } : {};
    const sized = { ...base, widget: 'list', ...one, ...size, ...fixed };
    if (element instanceof z.ZodObject) {
      const fields = cmsFields(element);
      const titled = fields.find((f) => ['title', 'name', 'label', 'route'].includes(f.name));
      return { ...sized, fields, collapsed: true, ...(titled ? { summary: `{{fields.${titled.name}}}` } : {}) };
    }
    return { ...sized, field: cmsField('item', element) };
  }
  if (inner instanceof z.ZodString) Object.assign(base, stringRules(inner));
  switch (meta.widget) {
    case 'image':
      return {
        ...base,
        ...(base.pattern ? { pattern: [uploadOrPath(base.pattern[0]), base.pattern[1]] } : {}),
        widget: 'image',
        media_folder: `/public/${meta.folder}`,
        public_folder: `/${meta.folder}`,
        choose_url: false,
        // Only what the build reads (JPEG, PNG, WebP, AVIF, SVG): the picker offers nothing else, and a dropped
        // file of another type is turned away before it is uploaded.
        accept: IMAGE_ACCEPT,
      };
    case 'date':
      return { ...base, widget: 'datetime', date_format: 'YYYY-MM-DD', time_format: false, format: 'YYYY-MM-DD', picker_utc: true };
    case 'text':
      return { ...base, widget: 'text' };
    case 'markdown':
      // The site shows plain paragraphs: no formatting buttons, so what the editor sees is what visitors get.
      return { ...base, widget: 'markdown', modes: ['raw'], buttons: [], editor_components: [] };
    default:
      return base;
  }
}

/**
 * An image path's pattern as the CMS must check it. Until the entry is saved, a new upload's value is the file as
 * the editor picked it, and the CMS checks its original name ("Hội thảo Đà Nẵng.PNG"); it is saved under a name
 * the path's pattern takes (slugify_filename, lower case). So an upload passes on its type alone (the path's
 * extensions, in any case), and a path chosen from the media library still has to match the whole pattern.
 */
function uploadOrPath(source: string): string {
  const extensions = /\\\.\((.+)\)\$$/.exec(source)?.[1];
  if (!extensions) return source;
  const anyCase = extensions.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`);
  return `${source}|^[^/]+\\.(?:${anyCase})$`;
}

export function cmsFields(schema: z.ZodObject): CmsField[] {
  return Object.entries(schema.shape).map(([name, field]) => cmsField(name, field as AnySchema));
}

const bodyField = ({ label, hint }: BodySource): CmsField => ({
  name: 'body',
  label,
  widget: 'markdown',
  hint,
  modes: ['raw'],
  buttons: [],
  editor_components: [],
  i18n: true,
});

/** The fields without their language settings: for a file every language shares, or a site of one language. */
function withoutI18n(fields: CmsField[]): CmsField[] {
  return fields.map(({ i18n: _i18n, fields: sub, field, ...rest }) => ({
    ...rest,
    ...(sub ? { fields: withoutI18n(sub) } : {}),
    ...(field ? { field: withoutI18n([field])[0]! } : {}),
  }));
}

/** The labels and hints of the translator's "still right": single texts, and the whole file (content/texts/admin.yml). */
export interface StillRightTexts {
  checkedTextsLabel: string;
  checkedTextsHint: string;
  checkedLabel: string;
  checkedHint: string;
}

/**
 * The texts a translator can confirm alone in an entry's form: those the build found outdated (the very ones
 * /admin/translations lists, from the same build), each shown as the page names it (`members[3].role`) and handed
 * to the save by its name in the record (`members[elena-kowalski].role`), which stays right wherever the item
 * moves. By the entry's collection and, for a collection of files, the file; a folder's entries share one form,
 * so an article's form offers the texts outdated in any article of the folder (all named alike: `title`). A
 * text outdated in several languages is offered once: the form's fields are the same in every language.
 */
export function confirmableTexts(notes: readonly TranslationNote[]) {
  return (collection: string, entry?: string): CmsOption[] => {
    const options = new Map<string, string>();
    for (const note of notes) {
      if (note.cms.collection !== collection || (entry !== undefined && note.cms.entry !== entry)) continue;
      for (const change of note.changes ?? []) if (!options.has(change.name)) options.set(change.name, change.field);
    }
    return [...options].map(([value, label]) => ({ label, value }));
  };
}

/** The build's notes on the translations, or none while the content is broken (the CMS still opens, to repair it). */
function notesOf(root: string): readonly TranslationNote[] {
  try {
    return translationNotes(root);
  } catch (error) {
    if (error instanceof ContentError) return [];
    throw error;
  }
}

/**
 * A translated file's fields on a site of several languages. What the build requires is required in the default
 * language only: a translation may lack a text, which the site then shows in the default language, so an editor
 * can publish before the translators have answered (shared values are entered in the default language anyway).
 * Then the translations' own fields, after the texts they vouch for: `translationCheckedTexts`, the translator's
 * "still right" for single texts, a tick for each of the file's outdated texts (`confirmable`; left out when
 * there is none), and `translationChecked`, the switch for the whole file; last and hidden, `translatedFrom`, the
 * fingerprints of the texts each translation was made from (lib/content/translation-state.ts), which the content
 * manager rewrites on every save (public/admin/translation-state.js) and never writes into the default language's
 * file. Neither "still right" is ever written: a save takes them out.
 */
export function translationFields(fields: CmsField[], defaultLocale: string, texts?: StillRightTexts, confirmable: readonly CmsOption[] = []): CmsField[] {
  const inDefaultLanguage = (list: CmsField[]): CmsField[] =>
    list.map((f) => ({
      ...f,
      ...(f.required === false ? {} : { required: [defaultLocale] }),
      ...(f.fields ? { fields: inDefaultLanguage(f.fields) } : {}),
      ...(f.field ? { field: inDefaultLanguage([f.field])[0]! } : {}),
    }));
  const single: CmsField[] = confirmable.length
    ? [
        {
          name: TRANSLATION_CHECKED_TEXTS,
          label: texts?.checkedTextsLabel ?? humanise(TRANSLATION_CHECKED_TEXTS),
          ...(texts ? { hint: texts.checkedTextsHint } : {}),
          widget: 'select',
          multiple: true,
          options: [...confirmable],
          // Always ticks, all in sight, as /admin/translations tells to tick them: never a drop-down list.
          dropdown_threshold: confirmable.length,
          required: false,
          i18n: true,
        },
      ]
    : [];
  const checked: CmsField = {
    name: TRANSLATION_CHECKED,
    label: texts?.checkedLabel ?? humanise(TRANSLATION_CHECKED),
    ...(texts ? { hint: texts.checkedHint } : {}),
    widget: 'boolean',
    required: false,
    i18n: true,
  };
  const fingerprints: CmsField = { name: TRANSLATED_FROM, label: humanise(TRANSLATED_FROM), widget: 'hidden', required: false, i18n: true };
  return [...inDefaultLanguage(fields), ...single, checked, fingerprints];
}

/**
 * The languages as the CMS needs them: the top-level `i18n` settings, where each registry path lives in
 * every language, `{{locale}}` standing for the language's folder as contentPath (lib/i18n/languages.mjs) puts
 * it, left out for the default language, whose files stay where they are, and a translated file's fields.
 */
export function cmsLanguages(languages: readonly Language[], texts?: StillRightTexts, confirmable: ReturnType<typeof confirmableTexts> = () => []) {
  const codes = languages.map((l) => l.code);
  const placeholder = { ...languages[languages.length - 1]!, code: '{{locale}}' } as Language;
  return {
    i18n: {
      structure: 'multiple_folders',
      locales: codes,
      default_locale: codes[0]!,
      omit_default_locale_from_file_path: true,
    },
    localePath: (file: string) => contentPath(file, placeholder, languages),
    /** A translated entry's fields: a file of a collection (`entry`), or any entry of a folder collection. */
    translated: (fields: CmsField[], collection: string, entry?: string) => translationFields(fields, codes[0]!, texts, confirmable(collection, entry)),
  };
}

type CmsLanguages = ReturnType<typeof cmsLanguages>;

/** The collection's name in the CMS (and in its addresses): `caseStudies` -> `case-studies`. */
export const cmsName = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The registry's rules on a file's lists, as far as the CMS can hold them. A list whose items each need their
 * own value of a field (`unique`) has no "Duplicate" button, which would copy that value. A list of one item per
 * value (`fixed`: one entry per page) keeps its items: none added or removed, and that field shown but not
 * editable, so no value can be used twice or left out.
 */
export function withListRules(fields: CmsField[], { unique = [], fixed = [] }: Pick<FileSource, 'unique' | 'fixed'>): CmsField[] {
  return fields.map((field) => {
    const isFixed = fixed.find(([list]) => list === field.name);
    if (isFixed) {
      const sub = field.fields?.map((f) => (f.name === isFixed[1] ? { ...f, readonly: true } : f));
      return { ...field, allow_add: false, allow_remove: false, allow_duplicate: false, ...(sub ? { fields: sub } : {}) };
    }
    return unique.some(([list]) => list === field.name) ? { ...field, allow_duplicate: false } : field;
  });
}

/**
 * The CMS collection of one registry entry. With more than one language (`languages`), each translated file's
 * path holds `{{locale}}` and the collection and its files are marked `i18n: true`; a file every language shares
 * (`translated: false`) keeps its one path.
 */
export function cmsCollection(name: string, c: Collection, languages?: CmsLanguages) {
  const head = {
    name: cmsName(name),
    label: c.cms.label,
    description: c.cms.description,
    ...(c.cms.preview ? {} : { editor: { preview: false } }),
    ...(languages ? { i18n: true } : {}),
  };
  const file = (entry: string, path: string, all: CmsField[], translated = true, src?: Pick<FileSource, 'unique' | 'fixed'>) => {
    const fields = src ? withListRules(all, src) : all;
    return languages && translated ? { file: languages.localePath(path), i18n: true, fields: languages.translated(fields, head.name, entry) } : { file: path, fields: withoutI18n(fields) };
  };
  switch (c.kind) {
    case 'folder':
      return {
        ...head,
        // An article may exist in fewer languages than the site: a new one starts in the default language alone,
        // and its save writes that one file; the editor adds a language when its translation is ready.
        ...(languages ? { i18n: { initial_locales: 'default' } } : {}),
        label_singular: c.cms.labelSingular,
        folder: languages ? languages.localePath(c.folder) : c.folder,
        extension: 'md',
        format: 'frontmatter',
        create: true,
        delete: true,
        slug: '{{slug}}',
        identifier_field: c.cms.identifierField,
        summary: c.cms.summary,
        sortable_fields: sortableFields(c),
        fields: languages ? languages.translated([...cmsFields(c.schema), bodyField(c.body)], head.name) : withoutI18n([...cmsFields(c.schema), bodyField(c.body)]),
      };
    case 'file':
      return { ...head, files: [{ name: head.name, label: c.cms.label, ...file(head.name, c.file, cmsFields(c.schema), c.translated !== false, c) }] };
    case 'group':
      return {
        ...head,
        files: Object.entries(c.files).map(([name, src]) => ({
          name,
          label: src.label ?? metaOf(src.schema).title ?? humanise(name),
          ...file(name, src.file, cmsFields(src.schema), src.translated !== false, src),
        })),
      };
    case 'markdown-group':
      return {
        ...head,
        files: Object.entries<{ file: string; label: string }>(c.files).map(([name, { file: path, label }]) => ({
          name,
          label,
          ...file(name, path, [...cmsFields(c.schema), bodyField(c.body)]),
        })),
      };
  }
}

/**
 * The orders an editor can pick for a folder's entries, the first being the one the list opens in: a date
 * newest first, as the site lists them; any other field A to Z.
 */
function sortableFields(c: FolderCollection) {
  const [first] = c.cms.sortableFields;
  if (!first) return c.cms.sortableFields;
  const isDate = metaOf(c.schema.shape[first] as AnySchema).widget === 'date';
  return { fields: c.cms.sortableFields, default: { field: first, direction: isDate ? 'descending' : 'ascending' } };
}

export interface CmsBackend {
  /** Whether an editor can sign in on the deployed site (a Git host is configured). */
  production: boolean;
  backend: Record<string, string | boolean | string[]>;
}

/**
 * What the configuration names when no Git host is set: on an editor's own computer the CMS works on the
 * checkout itself ("Work with Local Repository") and never contacts the Git host, but it still wants a
 * repository name.
 */
// Sveltia's sign-in page names the part after the slash ("the folder of the … repository"): a word an editor knows.
export const LOCAL_ONLY_REPO = 'local/website';

/**
 * The Git backend from the build environment: CMS_BACKEND=github with CMS_REPO (owner/name) and CMS_BRANCH.
 * Editors sign in with a personal access token (no server needed), or through OAuth when CMS_OAUTH_BASE_URL
 * names the site (or proxy) that runs the handshake, with CMS_OAUTH_ENDPOINT as its path. Without a Git host
 * the CMS works only on an editor's own computer, on the checkout.
 */
export function cmsBackend(env: Partial<Record<BuildEnvName, string>> = buildEnv): CmsBackend {
  const branch = env.CMS_BRANCH || BUILD_ENV_DEFAULTS.CMS_BRANCH;
  const production = env.CMS_BACKEND === 'github' && Boolean(env.CMS_REPO);
  const oauth = production && Boolean(env.CMS_OAUTH_BASE_URL);
  return {
    production,
    backend: {
      name: 'github',
      repo: production ? env.CMS_REPO! : LOCAL_ONLY_REPO,
      branch,
      // The sign-in choices that work for this build: an access token always works with GitHub's API (no server
      // needed); "Sign In with GitHub" only where a handshake service is configured, which it needs to finish.
      // (Without a Git host the CMS cannot offer no method at all: the admin page hides the token sign-in
      // there, as the local repository is the only thing to work on.)
      auth_methods: oauth ? ['oauth', 'token'] : ['token'],
      ...(oauth ? { base_url: env.CMS_OAUTH_BASE_URL! } : {}),
      ...(oauth && env.CMS_OAUTH_ENDPOINT ? { auth_endpoint: env.CMS_OAUTH_ENDPOINT } : {}),
    },
  };
}

export function cmsConfig(
  env: Partial<Record<BuildEnvName, string>> = buildEnv,
  collections: Partial<Registry> = registry,
  languages: readonly Language[] = readLanguages(env.CONTENT_ROOT || process.cwd()),
  // The content manager's own texts, read alone (as /admin reads them): the CMS still opens while they are broken.
  stillRight: StillRightTexts | undefined = loadTextFile('admin', env.CONTENT_ROOT || process.cwd())?.translations,
  // The translations' outdated texts, which a translator can confirm one by one in their forms.
  notes: readonly TranslationNote[] = notesOf(env.CONTENT_ROOT || process.cwd()),
) {
  const { backend } = cmsBackend(env);
  // One language needs no locales: the paths stay as they are.
  const locales = languages.length > 1 ? cmsLanguages(languages, stillRight, confirmableTexts(notes)) : undefined;
  return {
    backend,
    ...(env.NEXT_PUBLIC_SITE_URL ? { site_url: env.NEXT_PUBLIC_SITE_URL } : {}),
    // File names made from titles are plain ASCII: accents dropped ("Đà Nẵng" -> "da-nang"), anything else a
    // hyphen, as the site's addresses expect.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    media_folder: 'public/news',
    public_folder: '/news',
    media_libraries: {
      // An upload is named as the build's image rule wants it (lower-case ASCII letters, digits and hyphens, as
      // the slug settings above make them): "Hội thảo Đà Nẵng.PNG" is saved as hoi-thao-da-nang.png.
      // Any photo a phone or camera makes fits under the size limit (the build makes the sizes screens need); a
      // larger file is refused at upload, with what to do (public/admin/cms-setup.js).
      default: { config: { slugify_filename: true, max_file_size: MAX_UPLOAD_BYTES } },
      // No stock-photo sources: the site shows its own pictures from public/, and /admin's policy lets the CMS
      // reach GitHub alone.
      stock_assets: false,
    },
    publish_mode: 'simple',
    // A save writes what the editor filled in: an optional field left empty stays out of the file, as it was.
    // Written in the style of the content files (lib/content/cms-format.ts), so a save changes only what was edited.
    output: { omit_empty_optional_fields: true, yaml: CMS_YAML_OUTPUT },
    ...(locales ? { i18n: locales.i18n } : {}),
    collections: (Object.entries(collections) as [string, Collection][]).map(([name, c]) => cmsCollection(name, c, locales)),
  };
}
