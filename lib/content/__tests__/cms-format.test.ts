import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { asCmsWrites, cmsYamlFile, contentFiles } from '@/lib/content/cms-format';
import { cmsConfig } from '@/lib/content/cms-config';
import { registry, type Collection } from '@/lib/content/registry';
import { readLanguages } from '@/lib/i18n/languages.mjs';
import { pagesFileSchema } from '@/lib/site/schema';

/**
 * The content files are kept in the style the content manager writes (its quotes, indentation and key order),
 * so that a save in /admin changes the lines of the fields the editor changed and no other. A file that fails
 * here was edited by hand in another style: the expected text in the failure is the same data as the CMS would
 * write it.
 */

const ROOT = process.cwd();
const languages = readLanguages(ROOT);
const files = contentFiles(registry as unknown as Record<string, Collection>, languages, (folder) =>
  existsSync(path.join(ROOT, folder)) ? readdirSync(path.join(ROOT, folder)).filter((name) => name.endsWith('.md')) : [],
);

test('every content file of every language is listed', () => {
  for (const { file } of files) expect(existsSync(path.join(ROOT, file))).toBe(true);
  // Each language has its own copy of every file but the content manager's own texts.
  expect(files.filter((f) => f.file.endsWith('/pages.yml'))).toHaveLength(languages.length);
});

test.each(files.map((f) => [f.file, f] as const))('%s is written as the content manager writes it', (file, entry) => {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  expect(asCmsWrites(entry, text)).toBe(text);
});

test('the content manager is told the style the files are in', () => {
  expect(cmsConfig({}).output).toMatchObject({ yaml: { indent_size: 2, indent_sequences: true, quote: 'none' } });
});

test('an entry is written with its fields in the order of the schema, so the files name the page first', () => {
  const pages = parse(readFileSync(path.join(ROOT, registry.pages.file), 'utf8')) as { pages: Record<string, unknown>[] };
  const reversed = { pages: pages.pages.map((page) => Object.fromEntries(Object.entries(page).reverse())) };
  const written = cmsYamlFile(pagesFileSchema, reversed);
  expect(written.split('\n')[1]).toMatch(/^ {2}- route: /);
  expect(written).toBe(readFileSync(path.join(ROOT, registry.pages.file), 'utf8'));
});
