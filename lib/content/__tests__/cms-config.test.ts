import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NEWS_CATEGORIES } from '@/lib/news/news';
import { adminPage } from '@/lib/admin/page';
import { z } from 'zod';
import { LOCAL_ONLY_REPO, cmsBackend, cmsConfig, cmsField, type CmsField } from '@/lib/content/cms-config';
import { loadContent, loadTextFile } from '@/lib/content/load';
import { newsFrontMatterSchema } from '@/lib/news/schema';
import { officesFileSchema } from '@/lib/site/schema';
import { teamFileSchema } from '@/lib/about/schema';
import { registry, type TextFileName } from '@/lib/content/registry';
import { siteFileSchema } from '@/lib/site/schema';

/** The CMS configuration is generated from the content schema: these tests pin down how the two line up. */

const config = cmsConfig({});
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
  it('has a news collection writing content/news/<slug>.md with one field per front matter field plus the text', () => {
    const news = collection('news');
    expect(news).toMatchObject({ folder: registry.news.folder, extension: 'md', format: 'frontmatter', create: true, delete: true });
    const fields = 'fields' in news ? news.fields : [];
    expect(fields.map((f) => f.name)).toEqual([...Object.keys(newsFrontMatterSchema.shape), 'body']);
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
    expect(team.files[0]?.file).toBe(registry.team.file);
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
      expect(entry.file).toBe(file);
      expect(entry.fields.map((f) => f.name)).toEqual(Object.keys(schema.shape));
      expect(entry.label).toBe(schema.meta()?.title);
    }
    const site = texts.files.find((f) => f.name === 'site');
    const nav = field(site?.fields, 'nav');
    expect(field(nav.fields, 'external')).toMatchObject({ widget: 'boolean' });
    expect(field(nav.fields, 'children').required).toBe(false);
    expect(field(field(site?.fields, 'logo').fields, 'src')).toMatchObject({ widget: 'image', media_folder: '/public/brand' });
    expect(field(field(texts.files.find((f) => f.name === 'contact')?.fields, 'form').fields, 'lead').widget).toBe('text');
  });

  it('points every file collection at a file that exists', () => {
    for (const c of config.collections) {
      if (!('files' in c)) continue;
      for (const f of c.files) expect(() => readFileSync(f.file)).not.toThrow();
    }
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

describe('CMS backend', () => {
  it('without a Git host, works only on the checkout: no sign-in address, no local server', () => {
    expect(cmsBackend({})).toEqual({ production: false, backend: { name: 'github', repo: LOCAL_ONLY_REPO, branch: 'main' } });
    expect(cmsConfig({})).not.toHaveProperty('local_backend');
    // OAuth settings without a repository are not a working backend either.
    expect(cmsBackend({ CMS_BACKEND: 'github', CMS_OAUTH_BASE_URL: 'https://auth.example.com' })).toEqual(cmsBackend({}));
  });
  it('is the GitHub repository from the build environment, with the OAuth handshake’s address when set', () => {
    expect(cmsBackend({ CMS_BACKEND: 'github', CMS_REPO: 'acme/site', CMS_BRANCH: 'content' })).toEqual({
      production: true,
      backend: { name: 'github', repo: 'acme/site', branch: 'content' },
    });
    expect(cmsBackend({ CMS_BACKEND: 'github', CMS_REPO: 'acme/site', CMS_OAUTH_BASE_URL: 'https://www.example.com', CMS_OAUTH_ENDPOINT: 'api/auth' })).toEqual({
      production: true,
      backend: { name: 'github', repo: 'acme/site', branch: 'main', base_url: 'https://www.example.com', auth_endpoint: 'api/auth' },
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
    expect(html.match(/<script[^>]*>/g)).toEqual([expect.stringContaining('src="/admin/cms-setup.js"')]);
    expect(html).not.toMatch(/https?:\/\/(?!localhost|127\.0\.0\.1)/);
  });
  it('says how to switch editing on when no Git host is configured', () => {
    expect(page(false)).toContain(admin.notice.heading);
    expect(page(false)).not.toContain(' hidden>');
    expect(page(true)).toMatch(/<main id="cms-notice"[^>]* hidden>/);
  });
});
