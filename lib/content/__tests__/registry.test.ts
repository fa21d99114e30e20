import { readFileSync } from 'node:fs';
import { cmsConfig, cmsName } from '@/lib/content/cms-config';
import { loadCollections, loadContent } from '@/lib/content/load';
import { registry, type CollectionName, type Content } from '@/lib/content/registry';
import { contentPath, readLanguages } from '@/lib/i18n/languages.mjs';

/** The registry is the one list of collections: the loader, the `Content` type and the CMS configuration follow it. */

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// Checked by the type-check: the type's collections are the registry's, no more, no fewer.
const typeFollowsRegistry: Same<keyof Content, CollectionName> = true;

const names = Object.keys(registry) as CollectionName[];
/** The CMS's paths in the default language: its `{{locale}}` folder is left out there. */
const defaultPath = (template: string) => template.replace(/\{\{locale\}\}\//, '');
const pathsOf = (c: { folder?: string; file?: string; files?: readonly { file: string }[] }) =>
  (c.folder ? [c.folder] : c.file ? [c.file] : (c.files ?? []).map((f) => f.file)).map(defaultPath);
const registryPaths = (name: CollectionName) => {
  const c = registry[name];
  if (c.kind === 'folder') return [c.folder];
  if (c.kind === 'file') return [c.file];
  return Object.values<{ file: string }>(c.files).map((f) => f.file);
};

describe('the content registry', () => {
  it('gives the loader, the type and the CMS the same collections, reading the same files', () => {
    expect(typeFollowsRegistry).toBe(true);
    expect(Object.keys(loadContent()).sort()).toEqual([...names].sort());
    const config = cmsConfig({});
    expect(config.collections.map((c) => c.name)).toEqual(names.map(cmsName));
    for (const name of names) {
      const collection = config.collections.find((c) => c.name === cmsName(name))!;
      expect(pathsOf(collection as Parameters<typeof pathsOf>[0])).toEqual(registryPaths(name));
    }
  });

  it('drops a collection from all three at once when it leaves the list', () => {
    const { partners: _partners, ...withoutPartners } = registry;
    const content = loadCollections(process.cwd(), withoutPartners);
    expect(Object.keys(content)).not.toContain('partners');
    expect(Object.keys(content)).toHaveLength(names.length - 1);
    // @ts-expect-error the type of what was loaded has no partners either
    expect(content.partners).toBeUndefined();
    expect(cmsConfig({}, withoutPartners).collections.map((c) => c.name)).not.toContain(cmsName('partners'));
    expect(cmsConfig({}, withoutPartners).collections).toHaveLength(names.length - 1);
  });
});

describe('the content files', () => {
  // The CMS rewrites a file on save and drops its comments: guidance for editors lives in the schema's hints.
  it('hold no comments the content manager would drop, in any language', () => {
    const languages = readLanguages();
    // The CMS's own paths, `{{locale}}` filled in for each language (a file every language shares has none).
    const yamlFiles = [
      ...new Set(
        cmsConfig({}).collections.flatMap((c) =>
          pathsOf(c as Parameters<typeof pathsOf>[0]).flatMap((file, i) => {
            const template = ('files' in c ? c.files[i]!.file : '') || file;
            return template.includes('{{locale}}') ? languages.map((l) => contentPath(file, l, languages)) : [file];
          }),
        ),
      ),
    ].filter((file) => file.endsWith('.yml'));
    expect(yamlFiles.length).toBeGreaterThan(1);
    for (const file of yamlFiles) expect({ file, comments: readFileSync(file, 'utf8').split('\n').filter((line) => /^\s*#/.test(line)) }).toEqual({ file, comments: [] });
  });
});

