import { cmsConfig, type CmsField } from '@/lib/content/cms-config';
import { image } from '@/lib/content/fields';
import { registry } from '@/lib/content/registry';

/**
 * What the content manager is told beyond the schema's fields: how uploads are named and where pictures come
 * from, the order an entry list opens in, and the add buttons' names.
 */

const config = cmsConfig({}) as unknown as Omit<ReturnType<typeof cmsConfig>, 'collections'> & {
  collections: { name: string; label: string; fields?: CmsField[]; files?: { name: string; fields: CmsField[] }[]; sortable_fields?: unknown }[];
};

function lists(fields: readonly CmsField[], at: string): { at: string; field: CmsField }[] {
  return fields.flatMap((f) => [
    ...(f.widget === 'list' ? [{ at: `${at}.${f.name}`, field: f }] : []),
    ...lists(f.fields ?? [], `${at}.${f.name}`),
    ...(f.field ? lists([f.field], `${at}.${f.name}`) : []),
  ]);
}
const everyList = config.collections.flatMap((c) => [
  ...lists(c.fields ?? [], c.name),
  ...(c.files ?? []).flatMap((file) => lists(file.fields, `${c.name}/${file.name}`)),
]);

describe('content manager settings', () => {
  it('names uploads as the build wants them, and offers no stock-photo source', () => {
    expect(config.media_libraries).toEqual({ default: { config: { slugify_filename: true, max_file_size: 25 * 1024 * 1024 } }, stock_assets: false });
    // The names the slug settings make (lower-case ASCII, hyphens) are names the build's image rule takes.
    expect(config.slug).toMatchObject({ encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' });
    expect(image('news').safeParse('/news/hoi-thao-da-nang.png').success).toBe(true);
  });

  it('checks a new upload by its type (its name is made safe when saved), a picture of the library by the build’s rule', () => {
    const news = config.collections.find((c) => c.label === registry.news.cms.label)!;
    const pattern = new RegExp(news.fields!.find((f) => f.widget === 'image')!.pattern![0]);
    const rule = image('news');
    // Until the entry is saved the CMS checks an upload's original name.
    expect(pattern.test('Hội thảo Đà Nẵng.PNG')).toBe(true);
    expect(pattern.test('Hội thảo Đà Nẵng.gif')).toBe(false);
    for (const path of ['/news/hoi-thao-da-nang.png', '/news/Hội thảo.png', '/team/a.png', '/news/a.gif']) {
      expect([path, pattern.test(path)]).toEqual([path, rule.safeParse(path).success]);
    }
  });

  it('opens a list of dated entries newest first, as the site lists them', () => {
    const news = config.collections.find((c) => c.label === registry.news.cms.label)!;
    expect(news.sortable_fields).toEqual({ fields: registry.news.cms.sortableFields, default: { field: 'date', direction: 'descending' } });
  });

  it('names one item of every list on its add button, in lower case after "Add"', () => {
    expect(everyList.length).toBeGreaterThan(10);
    for (const { at, field } of everyList) {
      expect([at, typeof field.label_singular]).toEqual([at, 'string']);
      expect([at, field.label_singular === field.label]).toEqual([at, false]);
      expect([at, field.label_singular![0]]).toEqual([at, field.label_singular![0]!.toLowerCase()]);
    }
  });
});
