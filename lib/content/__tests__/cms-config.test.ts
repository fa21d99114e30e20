import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NEWS_CATEGORIES } from '@/lib/news/news';
import { adminPage } from '@/lib/admin/page';
import { env } from '@/lib/config/env';
import { GET as adminRoute } from '@/app/admin/index.html/route';
import { z } from 'zod';
import { LOCAL_ONLY_REPO, cmsBackend, cmsConfig, cmsField, type CmsField } from '@/lib/content/cms-config';
import { loadContent, loadTextFile } from '@/lib/content/load';
import { fieldTranslation } from '@/lib/content/translation';
import { TRANSLATED_FROM, TRANSLATION_CHECKED } from '@/lib/content/translation-state';
import { contentPath, readLanguages } from '@/lib/i18n/languages.mjs';
import { newsFrontMatterSchema } from '@/lib/news/schema';
import { officesFileSchema } from '@/lib/site/schema';
import { teamFileSchema } from '@/lib/about/schema';
import { registry, type TextFileName } from '@/lib/content/registry';
import { siteFileSchema } from '@/lib/site/schema';
import { mechanicalTextsSchema } from '@/lib/services/schema';

/** The CMS configuration is generated from the content schema: these tests pin down how the two line up. */

const config = cmsConfig({});
const languages = readLanguages();
const defaultCode = languages[0]!.code;

/**
 * Where the CMS reads and writes a path of the configuration in a locale: `{{locale}}` is the locale's folder,
 * and for the default locale it is left out with the slash after it (`omit_default_locale_from_file_path`), as
 * Sveltia CMS fills it in.
 */
function cmsPath(template: string, code: string): string {
  return code === defaultCode ? template.replace(/\{\{locale\}\}[./]|\/?\{\{locale\}\}$/, '') : template.replaceAll('{{locale}}', code);
}

/** Every field of a list of CMS fields, nested ones included, with its path. */
function allFields(fields: readonly CmsField[], at = ''): { path: string; field: CmsField }[] {
  return fields.flatMap((f) => [
    { path: `${at}${f.name}`, field: f },
    ...allFields(f.fields ?? [], `${at}${f.name}.`),
    ...(f.field ? allFields([f.field], `${at}${f.name}.`) : []),
  ]);
}
const collection = (name: string) => {
  const found = config.collections.find((c) => c.name === name);
  if (!found) throw new Error(`no collection ${name}`);
  return found;
};
const field = (fields: readonly CmsField[] | undefined, name: string) => {
  const found = fields?.find((f) => f.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
};

describe('CMS configuration', () => {
  it('has a news collection writing content/news/<slug>.md, and its translations where the loader reads them, with one field per front matter field plus the text', () => {
    const news = collection('news');
    expect(news).toMatchObject({ extension: 'md', format: 'frontmatter', create: true, delete: true, i18n: { initial_locales: 'default' } });
    const folder = 'folder' in news ? news.folder : '';
    for (const language of languages) expect(cmsPath(folder, language.code)).toBe(contentPath(registry.news.folder, language, languages));
    const fields = 'fields' in news ? news.fields : [];
    expect(fields.map((f) => f.name)).toEqual([...Object.keys(newsFrontMatterSchema.shape), 'body', TRANSLATION_CHECKED, TRANSLATED_FROM]);
  });

  it('uses widgets that match the schema', () => {
    const fields = (collection('news') as { fields: CmsField[] }).fields;
    expect(field(fields, 'category')).toMatchObject({ widget: 'select', options: [...NEWS_CATEGORIES] });
    expect(field(fields, 'date')).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', time_format: false });
    expect(field(fields, 'image')).toMatchObject({ widget: 'image', media_folder: '/public/news', public_folder: '/news' });
    expect(field(fields, 'summary').widget).toBe('text');
    expect(field(fields, 'body').widget).toBe('markdown');
    for (const f of fields) expect(f.label).not.toBe('');
    expect(field(fields, 'image').hint).toMatch(/public\/news/);
  });

  it('has a list collection for each YAML file, with the schema’s fields', () => {
    const team = collection('team') as unknown as { files: { file: string; fields: CmsField[] }[] };
    expect(cmsPath(team.files[0]!.file, defaultCode)).toBe(registry.team.file);
    const members = field(team.files[0]?.fields, 'members');
    expect(members.widget).toBe('list');
    expect(members.fields?.map((f) => f.name)).toEqual(Object.keys(teamFileSchema.shape.members.element.shape));
    expect(field(members.fields, 'image')).toMatchObject({ widget: 'image', media_folder: '/public/team' });

    const offices = collection('offices') as unknown as { files: { fields: CmsField[] }[] };
    const office = field(offices.files[0]?.fields, 'offices');
    expect(office.fields?.map((f) => f.name)).toEqual(Object.keys(officesFileSchema.shape.offices.element.shape));
    const position = field(office.fields, 'position');
    expect(field(position.fields, 'lat')).toMatchObject({ widget: 'number', value_type: 'float' });
    expect(field(field(office.fields, 'postal').fields, 'postalCode').required).toBe(false);
  });

  it('has a Site texts collection with one entry per text file, with the schema’s fields and labels', () => {
    const texts = collection('texts') as unknown as { files: { name: string; label: string; file: string; fields: CmsField[] }[] };
    expect(texts.files.map((f) => f.name)).toEqual(Object.keys(registry.texts.files));
    for (const entry of texts.files) {
      const { schema, file } = registry.texts.files[entry.name as TextFileName];
      expect(cmsPath(entry.file, defaultCode)).toBe(file);
      const own = entry.fields.map((f) => f.name).filter((name) => name !== TRANSLATION_CHECKED && name !== TRANSLATED_FROM);
      expect(own).toEqual(Object.keys(schema.shape));
      expect(entry.label).toBe(schema.meta()?.title);
    }
    const site = texts.files.find((f) => f.name === 'site');
    const nav = field(site?.fields, 'nav');
    expect(field(nav.fields, 'external')).toMatchObject({ widget: 'boolean' });
    expect(field(nav.fields, 'children').required).toBe(false);
    expect(field(field(site?.fields, 'logo').fields, 'src')).toMatchObject({ widget: 'image', media_folder: '/public/brand' });
    expect(field(field(texts.files.find((f) => f.name === 'contact')?.fields, 'form').fields, 'lead').widget).toBe('text');
  });

  it('points every file collection at a file that exists, in every language', () => {
    for (const c of config.collections) {
      if (!('files' in c)) continue;
      for (const f of c.files) for (const language of languages) expect(() => readFileSync(cmsPath(f.file, language.code))).not.toThrow();
    }
  });
});

describe('the CMS edits every language', () => {
  const translated = config.collections.flatMap((c) =>
    'files' in c ? c.files.map((f) => ({ name: `${c.name}/${f.name}`, path: f.file, i18n: 'i18n' in f ? f.i18n : undefined, fields: f.fields })) : [{ name: c.name, path: c.folder, i18n: c.i18n, fields: c.fields }],
  );

  it('has every language of content/languages.yml as a locale, the first the default, kept out of the default language’s paths', () => {
    expect(languages.length).toBeGreaterThan(1);
    expect(config.i18n).toEqual({ structure: 'multiple_folders', locales: languages.map((l) => l.code), default_locale: defaultCode, omit_default_locale_from_file_path: true });
  });

  it('writes each language’s copy of a file where the loader reads it (contentPath)', () => {
    const registryPaths = [
      registry.news.folder,
      ...Object.values(registry)
        .filter((c) => c.kind === 'file')
        .map((c) => c.file),
      ...Object.values(registry.texts.files).map((f) => f.file),
      ...Object.values(registry.legal.files).map((f) => f.file),
    ];
    for (const entry of translated) {
      const english = cmsPath(entry.path, defaultCode);
      expect(registryPaths).toContain(english);
      const source = Object.values(registry.texts.files).find((f) => f.file === english);
      if (source && 'translated' in source && source.translated === false) {
        // The content manager's own texts: one file for every language.
        expect(entry.path).toBe(english);
        expect(entry.i18n).toBeUndefined();
        expect(allFields(entry.fields).filter(({ field }) => field.i18n !== undefined)).toEqual([]);
        continue;
      }
      expect(entry.i18n).toBeTruthy();
      for (const language of languages) expect(cmsPath(entry.path, language.code)).toBe(contentPath(english, language, languages));
    }
  });

  it('marks texts as each language’s own and shared values (ids, links, images, dates, numbers, fixed choices) as copied from English', () => {
    const news = collection('news') as { fields: CmsField[] };
    const i18n = (name: string) => field(news.fields, name).i18n;
    expect([i18n('title'), i18n('summary'), i18n('author'), i18n('body')]).toEqual([true, true, true, true]);
    expect([i18n('image'), i18n('date'), i18n('category')]).toEqual(['duplicate', 'duplicate', 'duplicate']);
    const offices = field((collection('offices') as unknown as { files: { fields: CmsField[] }[] }).files[0]!.fields, 'offices');
    // The list's items are the English ones in every language, each with its own translated texts.
    expect(offices.i18n).toBe('duplicate');
    expect(field(offices.fields, 'id').i18n).toBe('duplicate');
    expect(field(offices.fields, 'position').i18n).toBe('duplicate');
    expect(field(offices.fields, 'address').i18n).toBe(true);
    const site = (collection('texts') as unknown as { files: { name: string; fields: CmsField[] }[] }).files.find((f) => f.name === 'site')!;
    expect(field(site.fields, 'email').i18n).toBe('duplicate');
    expect(field(field(site.fields, 'phone').fields, 'tel').i18n).toBe('duplicate');
    expect(field(field(site.fields, 'phone').fields, 'display').i18n).toBe(true);
  });

  it('gives every field of a translated file its language setting, as the schema’s field says (lib/content/translation.ts)', () => {
    for (const entry of translated.filter((e) => e.i18n)) {
      const unset = allFields(entry.fields).filter(({ field: f }) => f.i18n !== true && f.i18n !== 'duplicate');
      expect([entry.name, unset]).toEqual([entry.name, []]);
    }
    // Generated from the schema, nested fields included.
    const expectSettings = (schema: z.ZodType, f: CmsField): void => {
      expect([f.name, f.i18n]).toEqual([f.name, fieldTranslation(schema) === 'translate' ? true : 'duplicate']);
      let inner = schema;
      while (inner instanceof z.ZodOptional) inner = inner.unwrap() as z.ZodType;
      if (inner instanceof z.ZodArray) inner = inner.element as z.ZodType;
      if (inner instanceof z.ZodObject) for (const [name, sub] of Object.entries(inner.shape)) expectSettings(sub as z.ZodType, field(f.fields, name));
    };
    const site = (collection('texts') as unknown as { files: { name: string; fields: CmsField[] }[] }).files.find((f) => f.name === 'site')!;
    for (const [name, schema] of Object.entries(siteFileSchema.shape)) expectSettings(schema as z.ZodType, field(site.fields, name));
  });

  it('requires in the default language what the schema requires, and nothing in the others: a translation may lack a text', () => {
    // Sveltia CMS takes `required` as true, false or a list of locales; a field required in the default locale
    // only is optional in a translation, which the site then shows in the default language.
    for (const entry of translated.filter((e) => e.i18n)) {
      for (const { path: at, field: f } of allFields(entry.fields)) {
        expect([entry.name, at, f.required]).toEqual([entry.name, at, f.required === false ? false : [defaultCode]]);
      }
    }
    const news = collection('news') as { fields: CmsField[] };
    for (const [name, schema] of Object.entries(newsFrontMatterSchema.shape)) {
      expect([name, field(news.fields, name).required]).toEqual([name, schema.isOptional() ? false : [defaultCode]]);
    }
    // The content manager's own texts have no translations: their fields are required as the schema says.
    const admin = (collection('texts') as unknown as { files: { name: string; fields: CmsField[] }[] }).files.find((f) => f.name === 'admin')!;
    expect(allFields(admin.fields).filter(({ field: f }) => Array.isArray(f.required))).toEqual([]);
  });

  it('starts a new article in the default language alone: its save writes one file, and translations are added later', () => {
    expect(collection('news').i18n).toEqual({ initial_locales: 'default' });
    // Files every language has (texts, lists) are edited in every language at once, as before.
    expect(collection('team').i18n).toBe(true);
  });

  it('gives every translated file the translator’s "still right" switch and its hidden fingerprints, never the content manager’s own texts', () => {
    const checked = loadContent().texts.admin.translations;
    for (const entry of translated) {
      const names = entry.fields.map((f) => f.name);
      if (!entry.i18n) {
        expect(names).not.toContain(TRANSLATED_FROM);
        expect(names).not.toContain(TRANSLATION_CHECKED);
        continue;
      }
      // The fingerprints last, as a file holds them (after the schema's fields); the switch after the texts it vouches for.
      expect([entry.name, names.at(-1), names.at(-2)]).toEqual([entry.name, TRANSLATED_FROM, TRANSLATION_CHECKED]);
      expect(field(entry.fields, TRANSLATED_FROM)).toMatchObject({ widget: 'hidden', required: false, i18n: true });
      expect(field(entry.fields, TRANSLATION_CHECKED)).toEqual({
        name: TRANSLATION_CHECKED,
        label: checked.checkedLabel,
        hint: checked.checkedHint,
        widget: 'boolean',
        required: false,
        i18n: true,
      });
    }
    expect(translated.filter((e) => !e.i18n)).toHaveLength(1);
  });

  it('with one language, has no locales and keeps the paths as they are', () => {
    const single = cmsConfig({}, registry, languages.slice(0, 1));
    expect(single).not.toHaveProperty('i18n');
    const news = single.collections.find((c) => c.name === 'news') as { folder: string; i18n?: unknown; fields: CmsField[] };
    expect(news.folder).toBe(registry.news.folder);
    expect(news.i18n).toBeUndefined();
    expect(allFields(news.fields).filter(({ field: f }) => f.i18n !== undefined || Array.isArray(f.required))).toEqual([]);
    expect(news.fields.map((f) => f.name)).not.toContain(TRANSLATED_FROM);
  });
});

describe('the CMS states the build’s rules', () => {
  // Each rule is checked against the schema it came from: what the CMS refuses, the build refuses, with the same message.
  const refuses = (schema: z.ZodType, value: string) => !schema.safeParse(value).success;
  it('a pattern, with the build’s own message', () => {
    const schema = z.string().regex(/^\+[0-9]{6,15}$/, { error: 'digits only' });
    expect(cmsField('tel', schema)).toMatchObject({ pattern: ['^\\+[0-9]{6,15}$', 'digits only'] });
    expect(refuses(schema, '+84 28 3822 0148')).toBe(true);
  });
  it('lengths, and for text that must not be empty, a pattern refusing blank text', () => {
    const schema = z.string().trim().min(1, { error: 'must not be empty' }).max(5, { error: 'too long' });
    const f = cmsField('title', schema);
    expect(f).toMatchObject({ maxlength: 5, pattern: ['\\S', 'must not be empty'] });
    expect(new RegExp(f.pattern![0]).test('   ')).toBe(false);
    expect(refuses(schema, '   ')).toBe(true);
    expect(refuses(schema, 'x'.repeat(6))).toBe(true);
  });
  it('number ranges', () => {
    expect(cmsField('n', z.number().int().min(1).max(12))).toMatchObject({ widget: 'number', value_type: 'int', min: 1, max: 12 });
    // A logo drawn 0 pixels wide is refused by both.
    const width = siteFileSchema.shape.logo.shape.width;
    expect(cmsField('width', width)).toMatchObject({ min: 1 });
    expect(width.safeParse(0).success).toBe(false);
  });
  it('in the generated configuration: an article title’s length, a phone number as dialled, ASCII file names', () => {
    const news = collection('news');
    expect(field('fields' in news ? news.fields : [], 'title').maxlength).toBeGreaterThan(0);
    const texts = collection('texts');
    const site = 'files' in texts ? texts.files.find((f) => f.name === 'site') : undefined;
    expect(field(field(site?.fields, 'phone').fields, 'tel').pattern?.[0]).toBeTruthy();
    expect(config.slug).toMatchObject({ encoding: 'ascii', clean_accents: true });
  });
});

describe('the CMS holds the build’s rules on lists', () => {
  const fileFields = (name: string, file: string) => {
    const c = collection(name);
    const found = 'files' in c ? c.files.find((f) => f.name === file) : undefined;
    if (!found) throw new Error(`no file ${file} in ${name}`);
    return found.fields as CmsField[];
  };
  it('a list of a fixed size keeps its items, with min and max: a page menu cannot lose one of its four links', () => {
    const subNav = mechanicalTextsSchema.shape.subNav;
    const menu = field(fileFields('texts', 'mechanical'), 'subNav');
    expect(menu).toMatchObject({ widget: 'list', min: 4, max: 4, allow_add: false, allow_remove: false, allow_duplicate: false });
    const links = loadContent().texts.mechanical.subNav;
    expect(links).toHaveLength(menu.min!);
    expect(subNav.safeParse(links.slice(1)).success).toBe(false);
    const points = cmsField('points', z.array(z.string()).min(1).max(3));
    expect(points).toMatchObject({ min: 1, max: 3 });
    expect(points.allow_remove).toBeUndefined();
  });
  it('a list whose items each need their own id has no Duplicate button, which would copy the id', () => {
    const offices = field(fileFields('offices', 'offices'), 'offices');
    expect(offices.allow_duplicate).toBe(false);
    expect(registry.offices.unique).toContainEqual(['offices', 'id']);
  });
  it('a list of one entry per page keeps its entries, and their page cannot be changed', () => {
    const pages = field(fileFields('pages', 'pages'), 'pages');
    expect(pages).toMatchObject({ allow_add: false, allow_remove: false, allow_duplicate: false });
    expect(field(pages.fields, 'route').readonly).toBe(true);
    expect(field(pages.fields, 'title').readonly).toBeUndefined();
    const cards = field(fileFields('service-cards', 'service-cards'), 'cards');
    expect(field(cards.fields, 'link').readonly).toBe(true);
  });
});

describe('CMS backend', () => {
  it('without a Git host, works only on the checkout: no sign-in address, no local server', () => {
    expect(cmsBackend({})).toEqual({ production: false, backend: { name: 'github', repo: LOCAL_ONLY_REPO, branch: 'main', auth_methods: ['token'] } });
    expect(cmsConfig({})).not.toHaveProperty('local_backend');
    // OAuth settings without a repository are not a working backend either.
    expect(cmsBackend({ CMS_BACKEND: 'github', CMS_OAUTH_BASE_URL: 'https://auth.example.com' })).toEqual(cmsBackend({}));
  });
  it('is the GitHub repository from the build environment, with the OAuth handshake’s address when set', () => {
    // Without a handshake service, an access token is the one sign-in that works: no "Sign In with GitHub".
    expect(cmsBackend({ CMS_BACKEND: 'github', CMS_REPO: 'acme/site', CMS_BRANCH: 'content', CMS_OAUTH_ENDPOINT: 'api/auth' })).toEqual({
      production: true,
      backend: { name: 'github', repo: 'acme/site', branch: 'content', auth_methods: ['token'] },
    });
    expect(cmsBackend({ CMS_BACKEND: 'github', CMS_REPO: 'acme/site', CMS_OAUTH_BASE_URL: 'https://www.example.com', CMS_OAUTH_ENDPOINT: 'api/auth' })).toEqual({
      production: true,
      backend: { name: 'github', repo: 'acme/site', branch: 'main', auth_methods: ['oauth', 'token'], base_url: 'https://www.example.com', auth_endpoint: 'api/auth' },
    });
  });
});

describe('admin page', () => {
  const admin = loadContent().texts.admin;
  it('reads its texts alone: another broken file does not stop it, its own broken file leaves it without them', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'admin-texts-'));
    try {
      cpSync('content', path.join(root, 'content'), { recursive: true });
      writeFileSync(path.join(root, registry.offices.file), 'offices: not a list\n');
      expect(() => loadContent(root)).toThrow();
      expect(loadTextFile('admin', root)).toEqual(admin);
      writeFileSync(path.join(root, registry.texts.files.admin.file), 'title: [\n');
      expect(loadTextFile('admin', root)).toBeUndefined();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
  it('opens, and starts the CMS, even while its own texts are broken (an editor repairs them there)', () => {
    const html = adminPage({ texts: undefined, siteName: undefined, production: false });
    expect(html).toContain('src="/admin/cms-setup.js"');
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<main id="cms-notice"[^>]* hidden>/);
  });
  const page = (production: boolean) => adminPage({ texts: admin, siteName: 'Example Company', production });
  it('is noindex and loads only our own scripts, no inline script', () => {
    const html = page(true);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    // The rules a save follows to record translations first, then the page's own script, which uses them.
    expect(html.match(/<script[^>]*>/g)).toEqual(['<script src="/admin/translation-state.js">', expect.stringContaining('src="/admin/cms-setup.js"')]);
    expect(html).not.toMatch(/https?:\/\/(?!localhost|127\.0\.0\.1)/);
  });
  it('hands the news preview each language\'s locale, date options, category names, byline and back link, from content/', async () => {
    const html = await adminRoute().text();
    const attribute = /data-preview-texts="([^"]*)"/.exec(html)![1]!;
    const { languages } = JSON.parse(attribute.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'));
    const expected = readLanguages(process.cwd()).map((l) => {
      const news = loadContent(undefined, l.code).texts.news;
      return [l.code, { locale: l.locale, date: l.date, categories: news.categories, by: news.by, backToNews: news.backToNews }];
    });
    expect(languages).toEqual(Object.fromEntries(expected));
  });
  it('tells how to get an access token where editors sign in to a Git host, and only there', () => {
    const html = admin.tokenHint.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    expect(page(true)).toContain(`<p id="cms-token-hint">${html}</p>`);
    expect(page(false)).not.toContain('cms-token-hint');
  });

  it('on the editor’s own computer, names a broken file and its line over the CMS, as the build does', async () => {
    expect(await adminRoute().text()).not.toContain('id="cms-problems"');
    const root = mkdtempSync(path.join(tmpdir(), 'admin-problems-'));
    try {
      cpSync('content', path.join(root, 'content'), { recursive: true });
      cpSync('public', path.join(root, 'public'), { recursive: true, filter: (src) => !src.includes(`${path.sep}admin`) });
      const file = registry.texts.files.contact.file;
      const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
      // The first text of the file loses its closing quote, as a hand edit might leave it.
      const at = lines.findIndex((line) => /^ *\w+: \S/.test(line));
      lines[at] = lines[at]!.replace(/: /, ': "');
      writeFileSync(path.join(root, file), lines.join('\n'));
      jest.replaceProperty(env, 'CONTENT_ROOT', root);
      const html = await adminRoute().text();
      const panel = /<section id="cms-problems" role="alert"><pre>([\s\S]*?)<\/pre><\/section>/.exec(html)?.[1];
      expect(panel).toContain(file);
      expect(panel).toContain(`line ${at + 1}: not valid YAML`);
      // The CMS still starts beside it, so the editor can fix the file there.
      expect(html).toContain('src="/admin/cms-setup.js"');
    } finally {
      jest.restoreAllMocks();
      rmSync(root, { recursive: true, force: true });
    }
  });
  it('says how to switch editing on when no Git host is configured', () => {
    expect(page(false)).toContain(admin.notice.heading);
    expect(page(false)).not.toContain(' hidden>');
    expect(page(true)).toMatch(/<main id="cms-notice"[^>]* hidden>/);
  });
});
