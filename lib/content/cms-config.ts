import { z } from 'zod';
import { CONTENT_FILES } from './load';
import { BUILD_ENV_DEFAULTS, env as buildEnv, type BuildEnvName } from '../env';
import {
  caseStudiesFileSchema,
  legalFrontMatterSchema,
  newsFrontMatterSchema,
  officesFileSchema,
  pagesFileSchema,
  partnersFileSchema,
  serviceCardsFileSchema,
  teamFileSchema,
  textFileSchemas,
  valuesFileSchema,
  type TextFileName,
} from './schema';

/**
 * The CMS configuration (Sveltia CMS, which reads Decap's format) served at /admin/config.yml, generated from lib/content/schema.ts so that the
 * editor's forms and the build's validation cannot drift apart: every schema field becomes a CMS field with
 * the matching widget (select for a fixed list, date, number, image upload into its public/ folder, lists
 * and groups), its label and its hint. The Git backend comes from the build environment (cmsBackend()).
 */

export interface CmsField {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  required?: boolean;
  options?: string[];
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
  fields?: CmsField[];
  field?: CmsField;
  collapsed?: boolean;
  summary?: string;
  modes?: string[];
  buttons?: string[];
  editor_components?: string[];
}

type AnySchema = z.ZodType;

interface FieldMeta {
  title?: string;
  description?: string;
  widget?: string;
  folder?: string;
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

/** The CMS field of one schema field. */
export function cmsField(name: string, schema: AnySchema): CmsField {
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
    if (element instanceof z.ZodObject) {
      const fields = cmsFields(element);
      const titled = fields.find((f) => ['title', 'name', 'label', 'route'].includes(f.name));
      return { ...base, widget: 'list', fields, collapsed: true, ...(titled ? { summary: `{{fields.${titled.name}}}` } : {}) };
    }
    return { ...base, widget: 'list', field: cmsField('item', element) };
  }
  if (inner instanceof z.ZodString) Object.assign(base, stringRules(inner));
  switch (meta.widget) {
    case 'image':
      return { ...base, widget: 'image', media_folder: `/public/${meta.folder}`, public_folder: `/${meta.folder}`, choose_url: false };
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

export function cmsFields(schema: z.ZodObject): CmsField[] {
  return Object.entries(schema.shape).map(([name, field]) => cmsField(name, field as AnySchema));
}

const bodyField = (label: string, hint: string): CmsField => ({
  name: 'body',
  label,
  widget: 'markdown',
  hint,
  modes: ['raw'],
  buttons: [],
  editor_components: [],
});

/** A collection holding one YAML file (a list of team members, offices...). */
function fileCollection(name: string, label: string, description: string, file: string, schema: z.ZodObject) {
  return {
    name,
    label,
    description,
    editor: { preview: false },
    files: [{ name, label, file, fields: cmsFields(schema) }],
  };
}

/** The "Site texts" collection: the company details and every interface text file, one entry each, labelled by its schema. */
function textsCollection() {
  return {
    name: 'texts',
    label: 'Site texts',
    description: 'The company details, the navigation, and the texts of every page around its content: headings, buttons, labels, messages, the About story, the services pages.',
    editor: { preview: false },
    files: (Object.keys(textFileSchemas) as TextFileName[]).map((name) => {
      const schema = textFileSchemas[name];
      const meta = metaOf(schema);
      return {
        name,
        label: meta.title ?? humanise(name),
        ...(meta.description ? { description: meta.description } : {}),
        file: CONTENT_FILES.texts[name],
        fields: cmsFields(schema),
      };
    }),
  };
}

export interface CmsBackend {
  /** Whether an editor can sign in on the deployed site (a Git host is configured). */
  production: boolean;
  backend: Record<string, string | boolean>;
}

/**
 * What the configuration names when no Git host is set: on an editor's own computer the CMS works on the
 * checkout itself ("Work with Local Repository") and never contacts the Git host, but it still wants a
 * repository name.
 */
export const LOCAL_ONLY_REPO = 'local/checkout';

/**
 * The Git backend from the build environment: CMS_BACKEND=github with CMS_REPO (owner/name) and CMS_BRANCH.
 * Editors sign in with a personal access token (no server needed), or through OAuth when CMS_OAUTH_BASE_URL
 * names the site (or proxy) that runs the handshake, with CMS_OAUTH_ENDPOINT as its path. Without a Git host
 * the CMS works only on an editor's own computer, on the checkout.
 */
export function cmsBackend(env: Partial<Record<BuildEnvName, string>> = buildEnv): CmsBackend {
  const branch = env.CMS_BRANCH || BUILD_ENV_DEFAULTS.CMS_BRANCH;
  const production = env.CMS_BACKEND === 'github' && Boolean(env.CMS_REPO);
  return {
    production,
    backend: {
      name: 'github',
      repo: production ? env.CMS_REPO! : LOCAL_ONLY_REPO,
      branch,
      ...(production && env.CMS_OAUTH_BASE_URL ? { base_url: env.CMS_OAUTH_BASE_URL } : {}),
      ...(production && env.CMS_OAUTH_ENDPOINT ? { auth_endpoint: env.CMS_OAUTH_ENDPOINT } : {}),
    },
  };
}

export function cmsConfig(env: Partial<Record<BuildEnvName, string>> = buildEnv) {
  const { backend } = cmsBackend(env);
  return {
    backend,
    ...(env.NEXT_PUBLIC_SITE_URL ? { site_url: env.NEXT_PUBLIC_SITE_URL } : {}),
    // File names made from titles are plain ASCII: accents dropped ("Đà Nẵng" -> "da-nang"), anything else a
    // hyphen, as the site's addresses expect.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    media_folder: 'public/news',
    public_folder: '/news',
    publish_mode: 'simple',
    collections: [
      {
        name: 'news',
        label: 'News articles',
        label_singular: 'News article',
        description: 'News & Events: one article per entry. The list shows the newest first; each article gets its own page.',
        folder: CONTENT_FILES.news,
        extension: 'md',
        format: 'frontmatter',
        create: true,
        delete: true,
        slug: '{{slug}}',
        identifier_field: 'title',
        summary: '{{date}} · {{title}}',
        sortable_fields: ['date', 'title'],
        fields: [...cmsFields(newsFrontMatterSchema), bodyField('Text', 'The article. Leave an empty line between paragraphs.')],
      },
      fileCollection('case-studies', 'Case studies', 'The projects on /services/case-studies.', CONTENT_FILES.caseStudies, caseStudiesFileSchema),
      fileCollection('success-stories', 'Success stories', 'The home page Success Stories cards and /case-studies.', CONTENT_FILES.successStories, caseStudiesFileSchema),
      fileCollection('team', 'Team', 'The leadership cards of /about-us/team.', CONTENT_FILES.team, teamFileSchema),
      fileCollection('offices', 'Offices', 'The offices on the map, the contact page and the footer.', CONTENT_FILES.offices, officesFileSchema),
      fileCollection('partners', 'Partner logos', 'The logos of the home page partner strip.', CONTENT_FILES.partners, partnersFileSchema),
      fileCollection('service-cards', 'Home service cards', 'The Key Features cards and the page behind each.', CONTENT_FILES.serviceCards, serviceCardsFileSchema),
      fileCollection('values', 'Values and practices', 'Our values and What we do, on the About pages.', CONTENT_FILES.values, valuesFileSchema),
      textsCollection(),
      fileCollection('pages', 'Page headers', 'Title, description, heading and lead of every page.', CONTENT_FILES.pages, pagesFileSchema),
      {
        name: 'legal',
        label: 'Legal pages',
        description: 'Privacy policy and terms of use. {name}, {address}, {email} and {phone} are filled in from the company details.',
        editor: { preview: false },
        files: (['privacy', 'terms'] as const).map((page) => ({
          name: page,
          label: page === 'privacy' ? 'Privacy policy' : 'Terms of use',
          file: `${CONTENT_FILES.legal}/${page}.md`,
          fields: [
            ...cmsFields(legalFrontMatterSchema),
            bodyField('Text', 'Start each section with a line "## Heading"; a list is lines starting with "- ", after the paragraphs.'),
          ],
        })),
      },
    ],
  };
}
