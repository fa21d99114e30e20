import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import { z } from 'zod';
import { ContentError, englishName, loadCollections, loadContent, translationName } from '@/lib/content/load';
import { registry } from '@/lib/content/registry';
import { fieldTranslation } from '@/lib/content/translation';
import { id, image, isoDate, text } from '@/lib/content/fields';
import { contentPath, readLanguages } from '@/lib/i18n/languages.mjs';

/**
 * Every language but the default one is a translation of the English files (content/<code>/…). The build
 * refuses a translation with a file, a field or an article missing, or an article the English does not have,
 * naming the file, the language and the field; and one whose shared values (ids, links, images, dates…) differ
 * from the English ones, which the CMS copies from English and never writes otherwise. Each case breaks one file
 * of a copy of content/ by its structure, never by today's wording.
 */

const ROOT = process.cwd();
const languages = readLanguages(ROOT);
const [english, translation] = [languages[0]!, languages[1]!];
const translated = (file: string) => contentPath(file, translation, languages);
const roots: string[] = [];

afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** A copy of content/ (public/ linked) with `edit` applied to it. */
function contentCopy(edit: (root: string) => void): string {
  const root = mkdtempSync(path.join(tmpdir(), 'content-translations-'));
  roots.push(root);
  cpSync(path.join(ROOT, 'content'), path.join(root, 'content'), { recursive: true });
  symlinkSync(path.join(ROOT, 'public'), path.join(root, 'public'));
  edit(root);
  return root;
}

function problemsOf(root: string, language = translation.code): string[] {
  try {
    loadCollections(root, registry, language);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  throw new Error('expected the content to be rejected');
}

type Node = Record<string, unknown>;
function editYaml(root: string, rel: string, change: (data: Node) => void) {
  const data = parseYaml(readFileSync(path.join(root, rel), 'utf8')) as Node;
  change(data);
  writeFileSync(path.join(root, rel), stringifyYaml(data));
}

/** Rewrites a Markdown file's front matter. */
function editFrontMatter(root: string, rel: string, change: (data: Node) => void) {
  const source = readFileSync(path.join(root, rel), 'utf8');
  const [, front, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source)!;
  const data = parseYaml(front!) as Node;
  change(data);
  writeFileSync(path.join(root, rel), `---\n${stringifyYaml(data)}---\n${body}`);
}

const ARTICLE = readdirSync(path.join(ROOT, registry.news.folder))
  .filter((name) => name.endsWith('.md'))
  .sort()[0]!;
const articleFile = `${registry.news.folder}/${ARTICLE}`;
const label = (file: string) => `${file} (${translationName(translation)})`;

describe('every language’s content', () => {
  it.each(languages.map((l) => l.code))('%s: reads without a problem', (code) => {
    expect(() => loadCollections(ROOT, registry, code)).not.toThrow();
  });

  it('names a translation by its language, in English as the messages are written', () => {
    expect(englishName(translation)).not.toBe(translation.code);
    expect(translationName(translation)).toBe(`${englishName(translation)} translation`);
  });

  it('has every article in every language, under the same file name', () => {
    for (const language of languages) {
      expect(loadContent(ROOT, language.code).news.map((a) => a.slug)).toEqual(loadContent(ROOT, english.code).news.map((a) => a.slug));
    }
  });
});

describe('a translation that does not follow the English files', () => {
  it('a missing file: names the file, the language and the English file', () => {
    const file = registry.texts.files.contact.file;
    const root = contentCopy((r) => unlinkSync(path.join(r, translated(file))));
    expect(problemsOf(root)).toEqual([expect.stringMatching(new RegExp(`^${escape(label(translated(file)))}: the file is missing; expected a copy of ${escape(file)} with its texts in ${englishName(translation)}`))]);
  });

  it('a missing field: names the file, the language and the field', () => {
    const file = registry.texts.files.contact.file;
    let field = '';
    const root = contentCopy((r) =>
      editYaml(r, translated(file), (data) => {
        field = Object.keys(data)[0]!;
        delete data[field];
      }),
    );
    expect(problemsOf(root)).toEqual([expect.stringMatching(new RegExp(`^${escape(label(translated(file)))}: ${field}: missing; `))]);
  });

  it('a missing article: names the article’s translation, the language and the English article', () => {
    const root = contentCopy((r) => unlinkSync(path.join(r, translated(articleFile))));
    expect(problemsOf(root)).toEqual([
      `${label(translated(articleFile))}: the file is missing; expected the ${translationName(translation)} of ${articleFile} (every article appears in every language)`,
    ]);
  });

  it('an article without its English article: names it and the English file it lacks', () => {
    const extra = articleFile.replace(/\.md$/, '-only-translated.md');
    const root = contentCopy((r) => cpSync(path.join(r, translated(articleFile)), path.join(r, translated(extra))));
    expect(problemsOf(root)).toEqual([expect.stringMatching(new RegExp(`^${escape(label(translated(extra)))}: there is no ${englishName(english)} article ${escape(extra)}; `))]);
  });

  it('an article’s shared value (its date, its picture) different from the English: names the field and the English value', () => {
    const front = loadContent(ROOT, english.code).news.find((a) => `${a.slug}.md` === ARTICLE)!;
    const otherImage = loadContent(ROOT, english.code).news.find((a) => a.image !== front.image)?.image ?? front.image;
    const root = contentCopy((r) =>
      editFrontMatter(r, translated(articleFile), (data) => {
        data.date = '2001-02-03';
        data.image = otherImage;
      }),
    );
    const problems = problemsOf(root);
    expect(problems).toContain(`${label(translated(articleFile))}: date: expected the ${englishName(english)} value ${JSON.stringify(front.date)}, which every language shares (change it in ${articleFile}); got "2001-02-03"`);
    if (otherImage !== front.image) expect(problems).toContainEqual(expect.stringContaining(`${label(translated(articleFile))}: image: expected the ${englishName(english)} value ${JSON.stringify(front.image)}`));
  });

  it('a shared value inside a list (an office’s id), and a list with another number of items, naming the item and the field', () => {
    const file = registry.offices.file;
    const offices = loadContent(ROOT, english.code).offices.offices;
    const changedId = contentCopy((r) => editYaml(r, translated(file), (data) => ((data.offices as Node[])[1]!.id = `${offices[1]!.id}-elsewhere`)));
    expect(problemsOf(changedId)).toEqual([expect.stringMatching(new RegExp(`^${escape(label(translated(file)))}: offices\\[2\\]\\.id: expected the ${englishName(english)} value "${offices[1]!.id}"`))]);
    const fewer = contentCopy((r) => editYaml(r, translated(file), (data) => (data.offices as Node[]).pop()));
    expect(problemsOf(fewer)).toEqual([`${label(translated(file))}: offices: expected ${offices.length} items, the ${englishName(english)} items in their order, which every language shares (change it in ${file}); got ${offices.length - 1}`]);
  });

  it('leaves a translation’s texts its own: a translated text that differs from the English is no problem', () => {
    const file = registry.offices.file;
    const root = contentCopy((r) => editYaml(r, translated(file), (data) => ((data.offices as Node[])[0]!.address = 'x')));
    expect(() => loadCollections(root, registry, translation.code)).not.toThrow();
  });

  it('the English file is read with it: a problem there is named too', () => {
    const file = registry.texts.files.contact.file;
    const root = contentCopy((r) => editYaml(r, file, (data) => delete data[Object.keys(data)[0]!]));
    expect(problemsOf(root)).toEqual([expect.stringMatching(new RegExp(`^${escape(file)}: `))]);
  });
});

describe('which values every language shares', () => {
  it('texts are translated; ids, links, images, dates, numbers, true/false and fixed choices are shared', () => {
    expect(fieldTranslation(text('Title'))).toBe('translate');
    expect(fieldTranslation(text('Title').optional())).toBe('translate');
    expect(fieldTranslation(id('Id', 'An id.'))).toBe('duplicate');
    expect(fieldTranslation(image('news'))).toBe('duplicate');
    expect(fieldTranslation(isoDate('Date'))).toBe('duplicate');
    expect(fieldTranslation(z.number())).toBe('duplicate');
    expect(fieldTranslation(z.boolean())).toBe('duplicate');
    expect(fieldTranslation(z.enum(['a', 'b']))).toBe('duplicate');
  });
  it('a list whose items carry a shared value is shared (the same items in the same order); a list of texts is each language’s own', () => {
    expect(fieldTranslation(z.array(z.object({ id: id('Id', 'An id.'), name: text('Name') })))).toBe('duplicate');
    expect(fieldTranslation(z.array(text('Step')))).toBe('translate');
    expect(fieldTranslation(z.object({ id: id('Id', 'An id.'), name: text('Name') }))).toBe('translate');
    expect(fieldTranslation(z.object({ lat: z.number(), lng: z.number() }))).toBe('duplicate');
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
