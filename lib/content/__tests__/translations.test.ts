import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import { z } from 'zod';
import { ContentError, englishName, fallbackTexts, loadCollections, loadContent, problemText, translationName, translationNotes, type Problem } from '@/lib/content/load';
import { refreshRecords, textsOf, withBody } from '@/lib/content/translation-state';
import { registry } from '@/lib/content/registry';
import { fieldTranslation, textShape } from '@/lib/content/translation';
import { id, image, isoDate, text } from '@/lib/content/fields';
import { contentPath, readLanguages } from '@/lib/i18n/languages.mjs';

/**
 * Every language but the default one is a translation of the English files (content/<code>/…). A translation may
 * lag behind: a text or list item it lacks is the English one (marked on the page), an article it lacks is left
 * out of its edition, and both are noted, as is a text whose English changed since it was translated. The build
 * refuses a missing file, an item that exists only in a translation, and shared values (ids, links, images,
 * dates…) that differ from the English ones, which the CMS copies from English and never writes otherwise. Each case breaks one file
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

function problemsOf(root: string, language = translation.code): Problem[] {
  try {
    loadCollections(root, registry, language);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  throw new Error('expected the content to be rejected');
}

/** The problems one line each, as the loader's error words them, a translation's file named with its language. */
const linesOf = (root: string) => problemsOf(root).map((problem) => problemText(problem, languages));

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

describe('a translation that is not finished yet', () => {
  const notesOf = (root: string) => translationNotes(root).filter((n) => n.language.code === translation.code);

  it('a missing text shows the English one, marked as a fallback, and is noted as missing with its field', () => {
    const file = registry.texts.files.contact.file;
    const schema = registry.texts.files.contact.schema;
    // The file's first text, wherever it sits (`form.heading`).
    const { at: field, value } = [...textsOf(textShape(schema), loadContent(ROOT, english.code).texts.contact).values()].find((t) => typeof t.value === 'string')!;
    const at = (data: unknown) => field.split('.').slice(0, -1).reduce((node, key) => (node as Node)[key], data) as Node;
    const key = field.split('.').at(-1)!;
    const root = contentCopy((r) => editYaml(r, translated(file), (data) => delete at(data)[key]));
    expect(at(loadContent(root, translation.code).texts.contact)[key]).toBe(value);
    expect(fallbackTexts(root, translation.code).has(value as string)).toBe(true);
    expect(fallbackTexts(ROOT, translation.code).size).toBe(0);
    expect(notesOf(root)).toContainEqual(expect.objectContaining({ file: translated(file), state: 'missing', fields: [field], cms: { collection: 'texts', entry: 'contact' } }));
  });

  it('a list item the translation lacks (a new office) is the English item, in the English order', () => {
    const file = registry.offices.file;
    const offices = loadContent(ROOT, english.code).offices.offices;
    const root = contentCopy((r) => editYaml(r, translated(file), (data) => (data.offices as Node[]).splice(0, 1)));
    const read = loadContent(root, translation.code).offices.offices;
    expect(read.map((o) => o.id)).toEqual(offices.map((o) => o.id));
    expect(read[0]).toEqual(offices[0]);
    expect(notesOf(root)).toContainEqual(expect.objectContaining({ file: translated(file), state: 'missing', fields: expect.arrayContaining([expect.stringMatching(/^offices\[1\]\./)]) }));
  });

  it('an article not yet translated is left out of that edition, and noted as not translated yet (absent), with all its texts', () => {
    const root = contentCopy((r) => unlinkSync(path.join(r, translated(articleFile))));
    const slug = ARTICLE.replace(/\.md$/, '');
    expect(loadContent(root, translation.code).news.map((a) => a.slug)).not.toContain(slug);
    expect(loadContent(root, english.code).news.map((a) => a.slug)).toContain(slug);
    expect(notesOf(root)).toEqual([{ file: translated(articleFile), language: translation, state: 'absent', fields: expect.arrayContaining(['title', 'body']), cms: { collection: 'news', entry: slug } }]);
  });

  it('an article written in a translation first is published in that edition alone', () => {
    const extra = articleFile.replace(/\.md$/, '-written-here-first.md');
    const slug = path.basename(extra, '.md');
    const root = contentCopy((r) => cpSync(path.join(r, translated(articleFile)), path.join(r, translated(extra))));
    expect(loadContent(root, translation.code).news.map((a) => a.slug)).toContain(slug);
    expect(loadContent(root, english.code).news.map((a) => a.slug)).not.toContain(slug);
  });

  it('a translation whose English text changed after it was made is outdated, until it is touched or confirmed', () => {
    const schema = registry.news.schema;
    const englishFront = loadContent(ROOT, english.code).news.find((a) => `${a.slug}.md` === ARTICLE)!;
    const own = loadContent(ROOT, translation.code).news.find((a) => `${a.slug}.md` === ARTICLE)!;
    const texts = (front: object, body: string) => withBody(textsOf(textShape(schema), front), body);
    const lines = refreshRecords(texts(englishFront, englishFront.body), texts(own, own.body), new Map(), true);
    const withLines = (r: string) => editFrontMatter(r, translated(articleFile), (data) => (data.translatedFrom = lines));
    const current = contentCopy(withLines);
    expect(notesOf(current)).toEqual([]);
    const changed = contentCopy((r) => {
      withLines(r);
      editFrontMatter(r, articleFile, (data) => (data.title = `${String(data.title)} (revised)`));
    });
    expect(notesOf(changed)).toEqual([expect.objectContaining({ file: translated(articleFile), state: 'outdated', fields: ['title'] })]);
    const touched = contentCopy((r) => {
      withLines(r);
      editFrontMatter(r, articleFile, (data) => (data.title = `${String(data.title)} (revised)`));
      editFrontMatter(r, translated(articleFile), (data) => (data.title = `${String(data.title)} (2)`));
    });
    expect(notesOf(touched)).toEqual([]);
  });
});

describe('a translation that does not follow the English files', () => {
  it('a missing file: names the file, the language and the English file', () => {
    const file = registry.texts.files.contact.file;
    const root = contentCopy((r) => unlinkSync(path.join(r, translated(file))));
    expect(problemsOf(root)).toEqual([{ file: translated(file), language: translation.code, message: expect.stringMatching(/^the file is missing; /) }]);
    expect(linesOf(root)).toEqual([expect.stringMatching(new RegExp(`^${escape(label(translated(file)))}: the file is missing; expected a copy of ${escape(file)} with its texts in ${englishName(translation)}`))]);
  });

  it('a changed shared value inside a keyed list (an office’s id) is an item of the translation alone: named with its field', () => {
    const file = registry.offices.file;
    const offices = loadContent(ROOT, english.code).offices.offices;
    const changedId = contentCopy((r) => editYaml(r, translated(file), (data) => ((data.offices as Node[])[1]!.id = `${offices[1]!.id}-elsewhere`)));
    expect(problemsOf(changedId)).toEqual([{ file: translated(file), language: translation.code, field: 'offices[2].id', message: expect.any(String) }]);
    expect(linesOf(changedId)).toEqual([expect.stringMatching(new RegExp(`^${escape(label(translated(file)))}: offices\\[2\\]\\.id: "${offices[1]!.id}-elsewhere" is in this translation only; `))]);
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
    const problems = linesOf(root);
    expect(problems).toContain(`${label(translated(articleFile))}: date: expected the ${englishName(english)} value ${JSON.stringify(front.date)}, which every language shares (change it in ${articleFile}); got "2001-02-03"`);
    if (otherImage !== front.image) expect(problems).toContainEqual(expect.stringContaining(`${label(translated(articleFile))}: image: expected the ${englishName(english)} value ${JSON.stringify(front.image)}`));
  });

  it('leaves a translation’s texts its own: a translated text that differs from the English is no problem', () => {
    const file = registry.offices.file;
    const root = contentCopy((r) => editYaml(r, translated(file), (data) => ((data.offices as Node[])[0]!.address = 'x')));
    expect(() => loadCollections(root, registry, translation.code)).not.toThrow();
  });

  it('the English file is read with it: a problem there is named too', () => {
    const file = registry.texts.files.contact.file;
    const root = contentCopy((r) => editYaml(r, file, (data) => delete data[Object.keys(data)[0]!]));
    expect(problemsOf(root)).toEqual([expect.objectContaining({ file })]);
    expect(problemsOf(root)[0]).not.toHaveProperty('language');
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
