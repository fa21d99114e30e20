import { registry } from '@/lib/content/registry';
import { uniqueRules } from '@/lib/admin/unique';

describe('the unique values /admin checks before saving', () => {
  const rules = uniqueRules();

  it('are the build’s: every file with a list of unique values, by its path', () => {
    expect(rules[registry.offices.file]).toEqual([expect.objectContaining({ list: 'offices', key: 'id' })]);
    expect(rules[registry.texts.files.dfmCad.file]).toEqual([expect.objectContaining({ list: 'documents', key: 'id' })]);
    expect(rules[registry.pages.file]).toEqual([expect.objectContaining({ list: 'pages', key: 'route' })]);
  });

  it('name the list and the field as the CMS does, not by their keys', () => {
    const [offices] = rules[registry.offices.file]!;
    const shape = registry.offices.schema.shape;
    expect(offices!.listLabel).toBe((shape.offices.meta() as { title: string }).title);
    expect(offices!.keyLabel).not.toBe('id');
  });
});
