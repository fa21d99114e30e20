import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseDocument, parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import { adminPage } from '../lib/admin/page';
import { translationNotes } from '../lib/admin/translation-notes';
import { uniqueRules } from '../lib/admin/unique';
import { cmsConfig as cmsConfigFor, type CmsField } from '../lib/content/cms-config';
import { englishName, loadCollections, loadContent } from '../lib/content/load';
import { translationFieldNames } from '../lib/content/report';
import { textShape } from '../lib/content/translation';
import {
  alignKeys,
  fingerprint,
  fingerprintSource,
  readRecords,
  TRANSLATED_FROM,
  TRANSLATION_CHECKED,
  TRANSLATION_CHECKED_TEXTS,
  textsOf as recordedTexts,
  translationState,
  withBody,
} from '../lib/content/translation-state';
import { registry } from '../lib/content/registry';
import { contentPath, readLanguages, type Language } from '../lib/i18n/languages.mjs';
import { fillTemplate } from '../lib/i18n/template';
import { formatNewsDate, splitParagraphs } from '../lib/news/news';
import { newsFrontMatterSchema } from '../lib/news/schema';
import { siteFileSchema } from '../lib/site/schema';
import { expect, expectNoAxeViolations, test, type Page } from './fixtures';
import type { Locator } from '@playwright/test';
import { FIXTURE_CONTENT, fixtureFiles } from './support/test-content.mjs';
import { escapeRegExp } from '../lib/text/escape-regexp.mjs';

/**
 * The content manager at /admin, used as an editor on their own computer uses it: Sveltia CMS in "Work with
 * Local Repository" mode, which edits a folder of the visitor's disk through the browser. Here the folder is a
 * copy of content/ (and the news images) in the page's private file system, handed to the CMS in place of the
 * folder picker; the repository's own files are never touched.
 */

const CHECKOUT = 'cms-checkout';
/** What /admin may load, in bytes as files: about half of the 5.9 MB Decap CMS loaded before Sveltia CMS. */
const ADMIN_LOAD_BUDGET = 3_000_000;
/** The GitHub status the CMS checks on start: answered locally, as no test reaches the internet. */
const GITHUB_STATUS = 'https://www.githubstatus.com/api/v2/status.json';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * The article the CMS writes in the test, pinned byte for byte among the test build's fixtures
 * (e2e/fixtures/content/, at its path under content/): the test enters the values of that file and expects the
 * CMS to write exactly it, and the test build builds that file with the site, so what the CMS writes is proven
 * to build. The checkout the CMS opens leaves it out.
 */
const CMS_OUTPUT = FIXTURE_CONTENT;
const CMS_ARTICLE = 'news/van-phong-moi-tai-da-nang.md';
/** Where the CMS writes that article in the checkout, and its folder. */
const ARTICLE_FILE = `content/${CMS_ARTICLE}`;
const NEWS_FOLDER = path.posix.dirname(ARTICLE_FILE);

/**
 * The languages, as the CMS shows them: each an edition of the site, a locale of the CMS, with its own copy of
 * each file (contentPath). The CMS names a locale in the editor's language, as Intl does.
 */
const LANGUAGES = readLanguages(process.env.CONTENT_ROOT);
const [ENGLISH, TRANSLATION] = [LANGUAGES[0]!, LANGUAGES[1]!];
const localeLabel = (language: Language) => new Intl.DisplayNames(['en'], { type: 'language' }).of(language.code)!;
/** A content path (content/news/x.md) in a language (content/vi/news/x.md). */
const inLanguage = (file: string, language: Language) => contentPath(file, language, LANGUAGES);

interface FixtureArticle {
  /** The file as it is. */
  text: string;
  /** Its front matter. */
  data: { title: string; summary: string; image: string; date: string; author: string; category: string };
  /** Its paragraphs, as the site splits them. */
  paragraphs: string[];
}

/** The pinned article in a language: its translation sits at the language's path among the fixtures. */
function fixtureArticle(language: Language = ENGLISH): FixtureArticle {
  const text = readFileSync(path.join(CMS_OUTPUT, path.posix.relative('content', inLanguage(ARTICLE_FILE, language))), 'utf8');
  const [, front, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text)!;
  // Its fields as the site reads them: a translation's record of what it was made from is not one of them.
  const { [TRANSLATED_FROM]: _recorded, ...data } = parseYaml(front!, { schema: 'failsafe' }) as FixtureArticle['data'] & { [TRANSLATED_FROM]?: unknown };
  return { text, data, paragraphs: splitParagraphs(body!) };
}

/** The form of one language of the open entry ("Edit English Content"). */
const editPane = (page: Page, language: Language) => page.getByRole('group', { name: new RegExp(`^Edit .?${localeLabel(language)}.? Content$`) });

/** Puts `language`'s form beside the English one, with the locale buttons above the right-hand pane. */
async function showBeside(page: Page, language: Language) {
  await page.getByRole('radiogroup', { name: 'Switch Locale' }).last().getByRole('radio', { name: localeLabel(language) }).click();
  await expect(editPane(page, language)).toBeVisible();
  await expect(editPane(page, ENGLISH)).toBeVisible();
}

/** Types a text into the open article's Text field, paragraphs separated by an empty line as its hint says. */
async function typeParagraphs(page: Page, pane: Locator, paragraphs: string[]) {
  await pane.getByRole('textbox', { name: 'Text' }).click();
  for (const [i, paragraph] of paragraphs.entries()) {
    if (i > 0) {
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
    }
    await page.keyboard.type(paragraph);
  }
}

/** Fills the open news article form with the fixture's values, as an editor would. */
async function fillArticle(page: Page, { data, paragraphs }: FixtureArticle, pane: Locator = editPane(page, ENGLISH)) {
  await pane.getByRole('textbox', { name: 'Title' }).fill(data.title);
  await pane.getByRole('textbox', { name: 'Summary' }).fill(data.summary);
  await pane.getByRole('textbox', { name: 'Date' }).fill(data.date);
  await pane.getByRole('textbox', { name: 'Author' }).fill(data.author);
  await pane.getByRole('radio', { name: data.category }).check();
  await pane.getByRole('button', { name: 'Browse' }).click();
  const library = page.getByRole('dialog', { name: 'Select Image' });
  await library.getByRole('option', { name: path.posix.basename(data.image) }).click();
  await library.getByRole('button', { name: 'Insert' }).click();
  await typeParagraphs(page, pane, paragraphs);
}

/**
 * Fills a new article in every language, as an editor would: the English form, then beside it each translation,
 * started by copying the English ("Copy from… > English" in the language's menu) and then written over with the
 * pinned translation's texts. The shared values (the picture, date and category) are the English ones, which the
 * CMS copies by itself.
 */
async function fillEveryLanguage(page: Page) {
  const english = fixtureArticle(ENGLISH);
  await fillArticle(page, english, editPane(page, ENGLISH));
  for (const language of LANGUAGES.slice(1)) {
    await showBeside(page, language);
    const pane = editPane(page, language);
    // A new article starts in English alone: each translation is added to it.
    await addLanguage(page, language);
    await copyFromEnglish(page, language);
    await expect(pane.getByRole('textbox', { name: 'Title' })).toHaveValue(english.data.title);
    await expect(pane.getByRole('textbox', { name: 'Summary' })).toHaveValue(english.data.summary);
    await expect(pane.getByRole('textbox', { name: 'Date' })).toHaveValue(english.data.date);
    const { data, paragraphs } = fixtureArticle(language);
    await pane.getByRole('textbox', { name: 'Title' }).fill(data.title);
    await pane.getByRole('textbox', { name: 'Summary' }).fill(data.summary);
    await pane.getByRole('textbox', { name: 'Author' }).fill(data.author);
    // The copied English text goes, the translation is typed in its place.
    await pane.getByRole('textbox', { name: 'Text' }).click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await typeParagraphs(page, pane, paragraphs);
  }
}

/** Adds a language the open entry does not have yet ("Enable Vietnamese", in that language's empty form). */
async function addLanguage(page: Page, language: Language) {
  const enable = new RegExp(`^${escapeRegExp(cmsMessage('enable_x_locale')).replace(escapeRegExp('{$locale}'), `.?${localeLabel(language)}.?`)}$`);
  await editPane(page, language).getByRole('button', { name: enable }).click();
  await expect(editPane(page, language).getByRole('textbox', { name: 'Title' })).toBeVisible();
}

/** The locale buttons of the entry's first pane, each naming a language the entry lacks as the CMS marks it. */
function languageButton(page: Page, language: Language, { lacking = false } = {}) {
  const mark = lacking ? ` ${escapeRegExp(cmsMessage('locale_content_disabled_short'))}` : '';
  return page.getByRole('radiogroup', { name: 'Switch Locale' }).first().getByRole('radio', { name: new RegExp(`^.?${localeLabel(language)}.?${mark}$`) });
}

/** "Copy from… > English" in a language's menu: the English texts, copied in to start the translation. */
async function copyFromEnglish(page: Page, language: Language) {
  await page.getByRole('button', { name: new RegExp(`^Show .?${localeLabel(language)}.? Content Options$`) }).click();
  await page.getByRole('menuitem', { name: 'Copy from…' }).click();
  await page.getByRole('menuitem', { name: localeLabel(ENGLISH), exact: true }).click();
}

/** The CMS configuration the build generated from the schemas (lib/content/cms-config.ts), as /admin loads it. */
const cmsConfig = parseYaml(readFileSync('out/admin/config.yml', 'utf8')) as {
  collections: { name: string; fields?: CmsField[]; files?: { name: string; fields: CmsField[] }[] }[];
  media_libraries: { default: { config: { max_file_size: number } } };
};

/** A field of the configuration: a collection, its file (for a collection of files) and the field's path. */
function configField(collection: string, file: string | undefined, ...names: string[]): CmsField {
  const c = cmsConfig.collections.find((entry) => entry.name === collection)!;
  let fields = file ? c.files!.find((f) => f.name === file)!.fields : c.fields!;
  let field: CmsField | undefined;
  for (const name of names) {
    field = fields.find((f) => f.name === name);
    if (!field) throw new Error(`no field ${names.join('.')} in the ${collection} collection of out/admin/config.yml`);
    fields = field.fields ?? [];
  }
  return field!;
}

/**
 * A message of the CMS in its own words (Sveltia CMS's English texts, in MessageFormat 2), with the limit the
 * configuration states filled in: what it shows for the rules it words itself (required, lengths, ranges).
 */
const cmsTexts = JSON.parse(readFileSync('node_modules/@sveltia/cms/locales/en-US.json', 'utf8')) as Record<string, unknown>;
function cmsMessage(key: string, values: Record<string, number> = {}): string {
  const template = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], cmsTexts) as string;
  const [name, value] = Object.entries(values)[0] ?? [];
  const plural = /^\.input \{\$\w+ :integer\} \.match \$\w+ one \{\{(.*)\}\} \* \{\{(.*)\}\}$/.exec(template);
  const text = plural ? (value === 1 ? plural[1]! : plural[2]!) : template;
  return name ? text.replaceAll(`{$${name}}`, String(value)) : text;
}

/**
 * Opens /admin on a fresh copy of the content, in the browser's private file system, as the local repository:
 * without the article the CMS is to write, or with it (`withArticle`) as an entry already saved.
 */
async function openCheckout(page: Page, options: { withArticle?: boolean; root?: string } = {}) {
  await prepareCheckout(page, options);
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Work with Local Repository' }).click({ timeout: 30_000 });
}

/**
 * The copy of the content in the browser's private file system, which the folder picker then hands the CMS: the
 * test content, or another version of it (`root`).
 */
async function prepareCheckout(page: Page, { withArticle = false, root = process.env.CONTENT_ROOT! } = {}) {
  const written = LANGUAGES.map((language) => path.join(root, inLanguage(ARTICLE_FILE, language)));
  const files = [...filesUnder(path.join(root, 'content')), ...filesUnder(path.join(root, 'public/news'))].filter((file) => withArticle || !written.includes(file)).map((file) => ({
    path: path.relative(root, file).split(path.sep).join('/'),
    base64: readFileSync(file).toString('base64'),
  }));
  // Nothing is answered for the CMS from outside: on the editor's own computer it contacts nothing there (the page
  // fixture counts any request that leaves as a failed one).
  await page.addInitScript((name) => {
    // What the folder picker would return once the editor chose the checkout.
    (window as unknown as { showDirectoryPicker: () => Promise<FileSystemDirectoryHandle> }).showDirectoryPicker = async () =>
      (await navigator.storage.getDirectory()).getDirectoryHandle(name, { create: true });
  }, CHECKOUT);
  await page.goto('/robots.txt');
  await page.evaluate(
    async ({ name, files }) => {
      const opfs = await navigator.storage.getDirectory();
      await opfs.removeEntry(name, { recursive: true }).catch(() => undefined);
      const root = await opfs.getDirectoryHandle(name, { create: true });
      // The CMS opens only the root of a Git checkout.
      await root.getDirectoryHandle('.git', { create: true });
      for (const file of files) {
        const parts = file.path.split('/');
        let dir = root;
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
        const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
        await writable.write(Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0)));
        await writable.close();
      }
    },
    { name: CHECKOUT, files },
  );
}

/** The text of a file of the checkout, as the CMS left it (undefined when there is none). */
async function checkoutFile(page: Page, file: string): Promise<string | undefined> {
  return page.evaluate(
    async ({ name, file }) => {
      let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(name);
      const parts = file.split('/');
      try {
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
        return await (await (await dir.getFileHandle(parts.at(-1)!)).getFile()).text();
      } catch {
        return undefined;
      }
    },
    { name: CHECKOUT, file },
  );
}

/** The names of the files in a folder of the checkout, sorted. */
async function checkoutFolder(page: Page, folder: string): Promise<string[]> {
  return page.evaluate(
    async ({ name, folder }) => {
      let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(name);
      for (const part of folder.split('/')) dir = await dir.getDirectoryHandle(part);
      const names: string[] = [];
      for await (const key of (dir as unknown as { keys(): AsyncIterable<string> }).keys()) names.push(key);
      return names.sort();
    },
    { name: CHECKOUT, folder },
  );
}

/**
 * Waits until a save has run its course: the CMS writes the entry, removes the editor, and goes back to the
 * entry list (a history step, taken in a view transition) only afterwards. An editor opened before the address
 * is the list's again would be made afresh when the list's route catches up, losing what was typed into it.
 */
async function editorClosed(page: Page) {
  await expect(page.getByRole('group', { name: 'Content Editor', includeHidden: true })).toHaveCount(0);
  await expect(page).toHaveURL(/#\/collections\/[^/]+$/);
}

/** The field's group in the editor (Sveltia names it “<label>” Field). */
const fieldGroup = (scope: Page | Locator, label: string) => scope.getByRole('group', { name: new RegExp(`^“.?${label}.?” Field$`) });

test('the content manager is kept out of search engines and the sitemap', () => {
  // Its headers (noindex, its own script policy, its opener policy) are checked on every host by the host suite.
  expect(readFileSync('out/admin/index.html', 'utf8')).toContain('<meta name="robots" content="noindex, nofollow">');
  expect(readFileSync('out/sitemap.xml', 'utf8')).not.toContain('/admin');
});

test('an editor on their own computer writes an article with a Vietnamese title and edits a site text; the CMS refuses what the build refuses', async ({ page }) => {
  test.setTimeout(120_000);
  await openCheckout(page);
  const articlesBefore = await checkoutFolder(page, NEWS_FOLDER);
  await page.getByRole('treeitem', { name: /News articles/ }).click();
  await page.getByRole('button', { name: 'Create New Entry' }).click();

  // Every icon of the editor is drawn from the icon font, cut down at build time to the icons the CMS names:
  // an icon the cut lost would show as its name, a word several times wider than an icon.
  await page.evaluate(() => document.fonts.ready);
  const icons = await page.locator('.material-symbols-outlined:visible').evaluateAll((spans) =>
    spans.map((span) => ({ name: span.textContent, wide: span.getBoundingClientRect().width > 1.5 * parseFloat(getComputedStyle(span).fontSize) })),
  );
  expect(icons.length).toBeGreaterThan(3);
  expect(icons.filter((icon) => icon.wide)).toEqual([]);

  // Values the build would refuse are refused here, each with its message under the field, and nothing is written.
  // An article has no number to invent: it is known by its file name.
  await expect(page.getByRole('spinbutton')).toHaveCount(0);
  const titleRules = configField('news', undefined, 'title');
  const title = page.getByRole('textbox', { name: 'Title' });
  // A title of spaces is no title: the CMS trims it and finds the required field empty.
  expect(titleRules.required).not.toBe(false);
  await title.fill('   ');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(fieldGroup(page, 'Title').getByRole('alert')).toContainText(cmsMessage('validation.value_missing'));
  expect(await checkoutFolder(page, NEWS_FOLDER)).toEqual(articlesBefore);
  // One character over the schema's limit (which the configuration states), with the CMS's message for it.
  expect(titleRules.maxlength).toBe(newsFrontMatterSchema.shape.title.maxLength);
  await title.fill('x'.repeat(titleRules.maxlength! + 1));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(fieldGroup(page, 'Title').getByRole('alert')).toContainText(cmsMessage('validation.too_long', { max: titleRules.maxlength! }));
  expect(await checkoutFolder(page, NEWS_FOLDER)).toEqual(articlesBefore);

  // A valid article, in every language; its title has Vietnamese letters, its file name does not. What the CMS
  // writes is, byte for byte, the pinned files among the test build's fixtures: the English article, its typed
  // translation and the copies of the English, each where the loader reads that language (content/<code>/news/).
  await fillEveryLanguage(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => checkoutFile(page, ARTICLE_FILE), { timeout: 20_000 }).toBeDefined();
  expect(ARTICLE_FILE).toMatch(/^[a-z0-9/.-]+$/);
  for (const language of LANGUAGES) expect(await checkoutFile(page, inLanguage(ARTICLE_FILE, language))).toBe(fixtureArticle(language).text);
  await editorClosed(page);
  expect(await checkoutFolder(page, NEWS_FOLDER)).toEqual([...articlesBefore, path.posix.basename(ARTICLE_FILE)].sort());

  // A site text: a phone number as dialled must be "+" and digits, and a logo has a width, as the build requires.
  const siteFile = registry.texts.files.site.file;
  const siteBefore = readFileSync(path.join(process.env.CONTENT_ROOT!, siteFile), 'utf8');
  const translationsBefore = LANGUAGES.slice(1).map((language) => readFileSync(path.join(process.env.CONTENT_ROOT!, inLanguage(siteFile, language)), 'utf8'));
  await page.getByRole('treeitem', { name: /Site texts/ }).click();
  await page.getByRole('row', { name: /Company and navigation/ }).click();
  // The English form (the CMS may keep a translation's form beside it, as the editor left it).
  const form = editPane(page, ENGLISH);
  // The CMS draws a group's fields once it is scrolled into view.
  await fieldGroup(form, 'Phone').scrollIntoViewIfNeeded();
  const tel = form.getByRole('textbox', { name: 'As dialled' });
  const telValue = await tel.inputValue();
  expect(telValue).toBe(loadContent().texts.site.phone.tel);
  const telRule = configField('texts', 'site', 'phone', 'tel').pattern!;
  // The number as it is shown, with spaces: what the build's pattern refuses.
  const asShown = loadContent().texts.site.phone.display;
  expect(new RegExp(telRule[0]).test(asShown)).toBe(false);
  await tel.fill(asShown);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(fieldGroup(form, 'As dialled').getByRole('alert')).toContainText(telRule[1]);
  expect(await checkoutFile(page, siteFile)).toBe(siteBefore);
  await tel.fill(telValue);

  await fieldGroup(form, 'Logo').scrollIntoViewIfNeeded();
  const width = fieldGroup(form, 'Logo').getByRole('spinbutton', { name: 'Width' });
  const logoWidth = await width.inputValue();
  const widthRule = configField('texts', 'site', 'logo', 'width');
  expect(widthRule.min).toBe(siteFileSchema.shape.logo.shape.width.minValue);
  await width.fill(String(widthRule.min! - 1));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(fieldGroup(form, 'Width').getByRole('alert')).toContainText(cmsMessage('validation.range_underflow.number', { min: widthRule.min! }));
  await expect(fieldGroup(form, 'As dialled').getByRole('alert')).toHaveCount(0);
  expect(await checkoutFile(page, siteFile)).toBe(siteBefore);
  await width.fill(logoWidth);

  // Another number, written as the build takes it ("+" and digits): the last digit changed.
  const dialled = telValue.slice(0, -1) + String((Number(telValue.at(-1)) + 1) % 10);
  expect(new RegExp(telRule[0]).test(dialled)).toBe(true);
  await tel.fill(dialled);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(async () => (await checkoutFile(page, siteFile))?.includes(dialled), { timeout: 20_000 }).toBe(true);
  // Saving changed that value and nothing else: no line of the file was re-wrapped, re-quoted or dropped. The
  // number is one every language shares: entered once, in English, it is written into every translation too.
  expect(await checkoutFile(page, siteFile)).toBe(siteBefore.replace(/^(\s*tel: ).*$/m, `$1'${dialled}'`));
  for (const [i, language] of LANGUAGES.slice(1).entries()) {
    expect(await checkoutFile(page, inLanguage(siteFile, language))).toBe(translationsBefore[i]!.replace(/^(\s*tel: ).*$/m, `$1'${dialled}'`));
  }

  // What the CMS wrote passes the same validation as every build.
  const dir = mkdtempSync(path.join(tmpdir(), 'cms-e2e-'));
  try {
    cpSync(path.join(process.env.CONTENT_ROOT!, 'content'), path.join(dir, 'content'), { recursive: true });
    cpSync(path.join(process.env.CONTENT_ROOT!, 'public'), path.join(dir, 'public'), { recursive: true });
    for (const written of LANGUAGES.flatMap((language) => [inLanguage(ARTICLE_FILE, language), inLanguage(siteFile, language)])) {
      mkdirSync(path.dirname(path.join(dir, written)), { recursive: true });
      writeFileSync(path.join(dir, written), (await checkoutFile(page, written))!);
    }
    const slug = path.posix.basename(ARTICLE_FILE, '.md');
    // Every language, each read as its edition of the site reads it (and checked against the English).
    for (const language of LANGUAGES) {
      const result = loadCollections(dir, registry, language.code);
      expect(result.news.find((a) => a.slug === slug)).toMatchObject(fixtureArticle(language).data);
      expect(result.texts.site.phone.tel).toBe(dialled);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  // No axe pass here: the editor is Sveltia CMS's own interface (it sets a viewport that disables zooming and
  // leaves a wrapper outside its landmarks), not a page of ours; the notice page below is ours and is checked.
});

test.describe('the content manager on a live site without a Git host', () => {
  test('says plainly how to switch editing on, and loads no CMS', async ({ page }) => {
    // The same page served from a host that is not the editor's own computer.
    const live = 'https://cms-less.example.test';
    await page.route(`${live}/**`, (route) => {
      const { pathname } = new URL(route.request().url());
      return route.fulfill({ path: path.join('out', pathname === '/admin' ? 'admin/index.html' : pathname) });
    });
    const cms = page.waitForRequest(/\/admin\/sveltia\//, { timeout: 3000 }).then(
      () => true,
      () => false,
    );
    await page.goto(`${live}/admin`);
    const { notice } = loadContent().texts.admin;
    await expect(page.getByRole('heading', { level: 1, name: notice.heading })).toBeVisible();
    await expect(page.getByText(notice.local, { exact: true })).toBeVisible();
    await expect(page.getByText(notice.production, { exact: true })).toBeVisible();
    expect(await cms).toBe(false);
    // /admin is no route of the sitemap, so the route checks do not run axe on it.
    await expectNoAxeViolations(page);
  });
});

test('a new article whose title makes an existing article\'s file name gets a numbered file; the existing one stays as it was', async ({ page }) => {
  const article = fixtureArticle();
  await openCheckout(page, { withArticle: true });
  const articlesBefore = await checkoutFolder(page, NEWS_FOLDER);
  expect(articlesBefore).toContain(path.posix.basename(ARTICLE_FILE));
  await page.getByRole('treeitem', { name: /News articles/ }).click();
  await page.getByRole('button', { name: 'Create New Entry' }).click();
  await fillEveryLanguage(page);
  await page.getByRole('button', { name: 'Save' }).click();
  // Sveltia CMS never overwrites an entry: it numbers the new file, in every language alike.
  const numbered = ARTICLE_FILE.replace(/\.md$/, '-1.md');
  await expect.poll(() => checkoutFile(page, numbered), { timeout: 20_000 }).toBe(article.text);
  for (const language of LANGUAGES) {
    expect(await checkoutFile(page, inLanguage(numbered, language))).toBe(fixtureArticle(language).text);
    expect(await checkoutFile(page, inLanguage(ARTICLE_FILE, language))).toBe(fixtureArticle(language).text);
  }
  expect(await checkoutFolder(page, NEWS_FOLDER)).toEqual([...articlesBefore, path.posix.basename(numbered)].sort());
});

test('an article’s languages side by side: a translation is edited beside the English, a text there that the build would refuse is refused with its message, and a save writes each language where its edition reads it', async ({ page }) => {
  test.setTimeout(90_000);
  const root = process.env.CONTENT_ROOT!;
  const english = loadContent().news.find((a) => !fixtureFiles().some((file) => file.endsWith(`news/${a.slug}.md`)))!;
  const translated = loadCollections(root, registry, TRANSLATION.code).news.find((a) => a.slug === english.slug)!;
  const file = `${registry.news.folder}/${english.slug}.md`;
  const files = LANGUAGES.map((language) => inLanguage(file, language));
  const before = files.map((f) => readFileSync(path.join(root, f), 'utf8'));
  await openCheckout(page);
  await page.getByRole('treeitem', { name: /^News articles/ }).click();
  await page.getByRole('row', { name: new RegExp(escapeRegExp(english.title)) }).click();

  // The English form, and beside it the translation, each with its own texts and the same shared values.
  await showBeside(page, TRANSLATION);
  const [left, right] = [editPane(page, ENGLISH), editPane(page, TRANSLATION)];
  await expect(left.getByRole('textbox', { name: 'Title' })).toHaveValue(english.title);
  await expect(right.getByRole('textbox', { name: 'Title' })).toHaveValue(translated.title);
  await expect(right.getByRole('textbox', { name: 'Date' })).toHaveValue(english.date);
  // A shared value is shown in the translation as the English one, not to be changed there.
  await expect(fieldGroup(right, 'Category')).toContainText(english.category);

  // A translation may lack a text (the site shows the English one), but what it has is held to the build's rules:
  // a title one character over the limit is refused under the translation's field, and no file is written.
  const title = right.getByRole('textbox', { name: 'Title' });
  const titleRules = configField('news', undefined, 'title');
  await title.fill('x'.repeat(titleRules.maxlength! + 1));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(fieldGroup(right, 'Title').getByRole('alert')).toContainText(cmsMessage('validation.too_long', { max: titleRules.maxlength! }));
  await expect(fieldGroup(left, 'Title').getByRole('alert')).toHaveCount(0);
  for (const [i, f] of files.entries()) expect(await checkoutFile(page, f)).toBe(before[i]);

  // A new translated title, and a shared value (the date) changed once, in English: the save writes the title
  // into the translation alone and the date into every language.
  const newTitle = `${translated.title} (2)`;
  const newDate = new Date(Date.parse(`${english.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await title.fill(newTitle);
  await left.getByRole('textbox', { name: 'Date' }).fill(newDate);
  await expect(right.getByRole('textbox', { name: 'Date' })).toHaveValue(newDate);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(async () => (await checkoutFile(page, files[1]!))?.includes(newTitle), { timeout: 20_000 }).toBe(true);
  await editorClosed(page);

  // Each language's file is read by its edition as the CMS left it.
  const dir = mkdtempSync(path.join(tmpdir(), 'cms-e2e-'));
  try {
    cpSync(path.join(root, 'content'), path.join(dir, 'content'), { recursive: true });
    cpSync(path.join(root, 'public'), path.join(dir, 'public'), { recursive: true });
    for (const f of files) writeFileSync(path.join(dir, f), (await checkoutFile(page, f))!);
    for (const language of LANGUAGES) {
      const original = loadCollections(root, registry, language.code).news.find((a) => a.slug === english.slug)!;
      const saved = loadCollections(dir, registry, language.code).news.find((a) => a.slug === english.slug)!;
      expect(saved).toEqual({ ...original, date: newDate, ...(language === TRANSLATION ? { title: newTitle } : {}) });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the previews show news articles, team members, case studies and offices as their pages do', async ({ page }) => {
  test.setTimeout(90_000);
  const content = loadContent();
  // Every byte /admin loads from the site, as files (uncompressed).
  const loads: Promise<number>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/admin')) loads.push(response.body().then((body) => body.length, () => 0));
  });
  await openCheckout(page);
  const open = async (collection: string) => {
    await page.getByRole('treeitem', { name: new RegExp(`^${collection}`) }).click();
    await page.getByRole('row', { name: collection }).click();
    return page.getByRole('group', { name: /^Preview/ }).locator('iframe').contentFrame();
  };
  const loaded = (img: HTMLImageElement) => img.complete && img.naturalWidth > 0;

  // A news article of the content as its page shows it: the same date format, its picture and its paragraphs.
  const article = content.news.find((a) => !fixtureFiles().includes(`news/${a.slug}.md`))!;
  await page.getByRole('treeitem', { name: /^News articles/ }).click();
  await page.getByRole('row', { name: new RegExp(escapeRegExp(article.title)) }).click();
  let preview = page.getByRole('group', { name: /^Preview/ }).locator('iframe').contentFrame();
  await expect(preview.getByRole('heading', { name: article.title, level: 1 })).toBeVisible();
  await expect(preview.locator('time')).toHaveText(formatNewsDate(article.date, ENGLISH));
  await expect(preview.locator('time')).toHaveAttribute('datetime', article.date);
  await expect(preview.locator('.badge')).toHaveText(content.texts.news.categories[article.category]);
  await expect(preview.locator('.author')).toHaveText(fillTemplate(content.texts.news.by, { author: article.author }));
  await expect(preview.locator('.back')).toHaveText(`← ${content.texts.news.backToNews}`);
  await expect(preview.locator('.body p')).toHaveText(splitParagraphs(article.body));
  const picture = preview.locator('.body img');
  await expect.poll(() => picture.evaluate(loaded)).toBe(true);
  // The picture is the article's file. The CMS hands it over as its own copy: an SVG it draws inside an SVG of
  // its own, as an embedded data address.
  const shown = await picture.evaluate(async (img: HTMLImageElement) => new TextDecoder().decode(await (await fetch(img.currentSrc)).arrayBuffer()));
  const embedded = /href="data:image\/svg\+xml;base64,([^"]+)"/.exec(shown)?.[1];
  expect(embedded ? Buffer.from(embedded, 'base64').toString('utf8') : shown).toBe(
    readFileSync(path.join(process.env.CONTENT_ROOT!, 'public', article.image), 'utf8'),
  );

  // By now /admin has loaded all it loads for an editor: the CMS, the libraries and fonts it uses, the
  // configuration and the preview's React. At most 3 MB, about half of what Decap CMS loaded (5.9 MB), as the
  // docs/performance.md says; everything else under out/admin loads only on demand (scripts/postbuild.mjs keeps a budget on it).
  const loadedBytes = (await Promise.all(loads)).reduce((sum, bytes) => sum + bytes, 0);
  expect(loadedBytes).toBeGreaterThan(1_000_000);
  expect(loadedBytes).toBeLessThanOrEqual(ADMIN_LOAD_BUDGET);

  // The same article in the translation, as its edition's page shows it: the date written and the category named
  // the translation's way. The editor switches the form to the translation; the preview follows.
  const translation = loadContent(undefined, TRANSLATION.code);
  const translated = translation.news.find((a) => a.slug === article.slug)!;
  await page.getByRole('radiogroup', { name: 'Switch Locale' }).first().getByRole('radio', { name: localeLabel(TRANSLATION) }).click();
  await expect(preview.getByRole('heading', { name: translated.title, level: 1 })).toBeVisible();
  await expect(preview.locator('time')).toHaveText(formatNewsDate(translated.date, TRANSLATION));
  await expect(preview.locator('.badge')).toHaveText(translation.texts.news.categories[translated.category]);
  expect(formatNewsDate(translated.date, TRANSLATION)).not.toBe(formatNewsDate(translated.date, ENGLISH));
  // The byline and the back link in the translation's words, as its page writes them.
  await expect(preview.locator('.author')).toHaveText(fillTemplate(translation.texts.news.by, { author: translated.author }));
  await expect(preview.locator('.back')).toHaveText(`← ${translation.texts.news.backToNews}`);
  expect(translation.texts.news.backToNews).not.toBe(content.texts.news.backToNews);

  await page.getByRole('button', { name: 'Cancel Editing' }).click();
  preview = await open('Team');
  for (const member of content.team.members) {
    await expect(preview.getByRole('heading', { name: member.name, level: 3 })).toBeVisible();
    const portrait = preview.getByRole('img', { name: member.alt });
    await expect(portrait).toBeVisible();
    await expect.poll(() => portrait.evaluate(loaded)).toBe(true);
  }

  await page.getByRole('button', { name: 'Cancel Editing' }).click();
  preview = await open('Case studies');
  const study = content.caseStudies.caseStudies[0]!;
  await expect(preview.getByRole('heading', { name: study.title, level: 2 })).toBeVisible();
  await expect(preview.getByText(study.challenge)).toBeVisible();
  await expect(preview.getByText(content.texts.caseStudies.card.labels.challenge, { exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Cancel Editing' }).click();
  preview = await open('Offices');
  for (const office of content.offices.offices) {
    await expect(preview.getByRole('heading', { name: office.name, level: 3 })).toBeVisible();
    await expect(preview.getByText(office.address)).toBeVisible();
  }
  // The list's add button names one office, as the configuration says ("Add office", not "Add Offices").
  const oneOffice = configField('offices', 'offices', 'offices').label_singular!;
  const addOne = new RegExp(`^${escapeRegExp(cmsTexts.add_x as string).replace(escapeRegExp('{$name}'), `.?${escapeRegExp(oneOffice)}.?`)}$`);
  await expect(editPane(page, ENGLISH).getByRole('button', { name: addOne })).toBeVisible();
});


/** A sign-in button's name as the CMS writes it (Sveltia's English texts), the service's name set apart by it. */
const signInLabel = (key: string) => new RegExp(`^${escapeRegExp(cmsMessage(key)).replace(escapeRegExp('{$service}'), '.?GitHub.?')}$`);
const SIGN_IN = {
  local: signInLabel('work_with_local_repo'),
  github: signInLabel('sign_in_with_x'),
  token: signInLabel('sign_in_using_access_token'),
};

/**
 * /admin as a build with a Git host serves it on the live site (https, not the editor's computer): the page and
 * the configuration that build writes for `env` (lib/admin/page.ts, lib/content/cms-config.ts), the CMS's
 * files from out/.
 */
async function openLiveAdmin(page: Page, env: Record<string, string>) {
  const live = 'https://cms.example.test';
  const content = loadContent();
  const html = adminPage({ texts: content.texts.admin, siteName: content.texts.site.name, production: true });
  const config = stringifyYaml(cmsConfigFor({ ...env, CONTENT_ROOT: process.env.CONTENT_ROOT! }), { lineWidth: 0 });
  await page.route(GITHUB_STATUS, (route) => route.fulfill({ json: { status: { indicator: 'none' } } }));
  await page.route(`${live}/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/admin') return route.fulfill({ contentType: 'text/html; charset=utf-8', body: html });
    if (pathname === '/admin/config.yml') return route.fulfill({ contentType: 'text/yaml; charset=utf-8', body: config });
    return route.fulfill({ path: path.join('out', pathname) });
  });
  await page.goto(`${live}/admin`);
}

test.describe('the sign-in choices are the ones that work where /admin is served', () => {
  const githubRepo = { CMS_BACKEND: 'github', CMS_REPO: 'example/site' };

  test('on the editor’s computer without a Git host: the local repository alone, and nothing leaves the computer', async ({ page }) => {
    const outside: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/^https?:$/.test(url.protocol) && url.hostname !== '127.0.0.1') outside.push(request.url());
    });
    await prepareCheckout(page);
    await page.goto('/admin');
    await expect(page.getByRole('button', { name: SIGN_IN.local })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: SIGN_IN.token })).toBeHidden();
    await expect(page.getByRole('button', { name: SIGN_IN.github })).toBeHidden();
    // No token to paste here: the note on access tokens belongs to a build with a Git host.
    await expect(page.getByText(loadContent().texts.admin.tokenHint, { exact: true })).toHaveCount(0);

    // Signed in to the checkout, its articles listed: the CMS has asked nothing of any other host.
    await page.getByRole('button', { name: SIGN_IN.local }).click();
    await page.getByRole('treeitem', { name: /^News articles/ }).click();
    await expect(page.getByRole('row').first()).toBeVisible();
    expect(outside).toEqual([]);
  });

  test('on the live site without a sign-in handshake: the access token alone, with how to get one', async ({ page }) => {
    await openLiveAdmin(page, githubRepo);
    await expect(page.getByRole('button', { name: SIGN_IN.token })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(loadContent().texts.admin.tokenHint, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: SIGN_IN.github })).toBeHidden();
    await expect(page.getByRole('button', { name: SIGN_IN.local })).toBeHidden();
  });

  test('on the live site with a sign-in handshake: GitHub, and the access token', async ({ page }) => {
    await openLiveAdmin(page, { ...githubRepo, CMS_OAUTH_BASE_URL: 'https://cms.example.test', CMS_OAUTH_ENDPOINT: 'api/auth' });
    await expect(page.getByRole('button', { name: SIGN_IN.github })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: SIGN_IN.token })).toBeVisible();
    await expect(page.getByText(loadContent().texts.admin.tokenHint, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: SIGN_IN.local })).toBeHidden();
  });
});

test('an uploaded picture is named as the build wants it, and the article saved with it builds', async ({ page }) => {
  test.setTimeout(90_000);
  const root = process.env.CONTENT_ROOT!;
  const article = loadContent().news.find((a) => !fixtureFiles().includes(`news/${a.slug}.md`))!;
  const file = `${registry.news.folder}/${article.slug}.md`;
  // A picture as a camera or a colleague names it: accents, spaces, capitals. The bytes are any PNG's.
  const upload = { name: 'Hội thảo Đà Nẵng.PNG', mimeType: 'image/png', buffer: readFileSync('node_modules/leaflet/dist/images/marker-icon.png') };
  const saved = 'hoi-thao-da-nang.png';
  await openCheckout(page);
  await page.getByRole('treeitem', { name: /^News articles/ }).click();
  // The list opens newest first, as the site lists the articles.
  const newest = loadContent().news.map((a) => a.date).sort().at(-1)!;
  await expect(page.getByRole('row').first()).toContainText(newest);
  await page.getByRole('row', { name: new RegExp(escapeRegExp(article.title)) }).click();

  const pane = editPane(page, ENGLISH);
  await fieldGroup(pane, 'Image').getByRole('button', { name: 'Replace' }).click();
  const library = page.getByRole('dialog', { name: 'Select Image' });
  // The site's own pictures only: no stock-photo service to search.
  await expect(library.getByText((cmsTexts.asset_location as Record<string, string>).stock_photos!, { exact: true })).toHaveCount(0);
  const chooser = page.waitForEvent('filechooser');
  await library.getByRole('button', { name: 'Upload' }).click();
  await (await chooser).setFiles(upload);
  // The CMS names it at once, picked for the field.
  await expect(library.getByRole('option', { name: saved })).toBeVisible();
  await library.getByRole('button', { name: 'Insert' }).click();
  // The field takes the new picture (the CMS reads the file first), and the entry has a change to save.
  await expect(fieldGroup(pane, 'Image')).not.toContainText(article.image);
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => checkoutFile(page, file), { timeout: 20_000 }).toContain(`/news/${saved}`);
  expect(await checkoutFolder(page, 'public/news')).toContain(saved);

  // What the CMS wrote passes the build's validation, the picture's name and its file included.
  const dir = mkdtempSync(path.join(tmpdir(), 'cms-e2e-'));
  try {
    cpSync(path.join(root, 'content'), path.join(dir, 'content'), { recursive: true });
    // A copy of the files themselves (the test content's public/ is a link to the project's), as the upload is added.
    cpSync(path.join(root, 'public'), path.join(dir, 'public'), { recursive: true, dereference: true });
    for (const language of LANGUAGES) writeFileSync(path.join(dir, inLanguage(file, language)), (await checkoutFile(page, inLanguage(file, language)))!);
    writeFileSync(path.join(dir, 'public/news', saved), upload.buffer);
    for (const language of LANGUAGES) {
      expect(loadCollections(dir, registry, language.code).news.find((a) => a.slug === article.slug)!.image).toBe(`/news/${saved}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a picture the site cannot use is refused as it is picked or dropped, in the editor\'s words with what to do, and nothing is uploaded; the picker offers only what the build reads', async ({ page }) => {
  test.setTimeout(90_000);
  const texts = loadContent().texts.admin.upload;
  const field = configField('news', undefined, 'image');
  const mb = 1024 * 1024;
  const limit = cmsConfig.media_libraries.default.config.max_file_size;
  const png = readFileSync('node_modules/leaflet/dist/images/marker-icon.png');
  const refused = [
    // An iPhone photo as it comes off the phone (the bytes do not matter: it is refused by its type).
    { file: { name: 'IMG_4032.HEIC', mimeType: 'image/heic', buffer: png }, message: fillTemplate(texts.heic, { file: 'IMG_4032.HEIC' }) },
    // A file past the limit, of a type the site takes.
    {
      file: { name: 'factory-floor.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(limit + 5 * mb) },
      message: fillTemplate(texts.tooLarge, { file: 'factory-floor.jpg', size: ((limit + 5 * mb) / mb).toFixed(1), limit: String(limit / mb) }),
    },
    // Not a picture the build reads ("All files" in the picker offers it).
    { file: { name: 'brochure.pdf', mimeType: 'application/pdf', buffer: png }, message: fillTemplate(texts.otherType, { file: 'brochure.pdf' }) },
  ];
  const article = loadContent().news.find((a) => !fixtureFiles().includes(`news/${a.slug}.md`))!;
  await openCheckout(page);
  const before = await checkoutFolder(page, 'public/news');
  await page.getByRole('treeitem', { name: /^News articles/ }).click();
  await page.getByRole('row', { name: new RegExp(escapeRegExp(article.title)) }).click();
  await fieldGroup(editPane(page, ENGLISH), field.label).getByRole('button', { name: 'Replace' }).click();
  const library = page.getByRole('dialog', { name: 'Select Image' });
  // The picker lists only the types the build reads (the field's accept, those of the build's image rule).
  expect(field.accept?.split(',').sort()).toEqual(['image/avif', 'image/jpeg', 'image/png', 'image/svg+xml', 'image/webp']);
  await expect(library.locator('input[type="file"]')).toHaveAttribute('accept', field.accept!);

  const alert = page.getByRole('alert');
  for (const { file, message } of refused) {
    const chooser = page.waitForEvent('filechooser');
    await library.getByRole('button', { name: 'Upload' }).click();
    await (await chooser).setFiles(file);
    await expect(alert).toHaveText(message);
    await expect(library.getByRole('option', { name: file.name, exact: false })).toHaveCount(0);
  }
  // Dropped on the media library, an iPhone photo is refused the same way.
  await library.evaluate((dialog, bytes) => {
    const data = new DataTransfer();
    data.items.add(new File([new Uint8Array(bytes)], 'IMG_4033.heic', { type: 'image/heic' }));
    dialog.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  }, [...png]);
  await expect(alert).toHaveText(fillTemplate(texts.heic, { file: 'IMG_4033.heic' }));
  // Nothing reached the checkout, and the CMS showed none of its own refusals.
  expect(await checkoutFolder(page, 'public/news')).toEqual(before);
  await expect(page.getByRole('dialog', { name: cmsMessage('assets_dialog.large_file.title') })).toHaveCount(0);

  // A photo the site takes is then uploaded as ever, and the refusal is gone.
  const chooser = page.waitForEvent('filechooser');
  await library.getByRole('button', { name: 'Upload' }).click();
  await (await chooser).setFiles({ name: 'Roundtable.PNG', mimeType: 'image/png', buffer: png });
  await expect(library.getByRole('option', { name: 'roundtable.png' })).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test('a one-field edit changes that line and no other: one heading of a translation’s page headers, saved, is that line of one file and the line recording what it was translated from', async ({ page }) => {
  test.setTimeout(90_000);
  const root = process.env.CONTENT_ROOT!;
  const files = LANGUAGES.map((language) => inLanguage(registry.pages.file, language));
  const before = files.map((f) => readFileSync(path.join(root, f), 'utf8'));
  const entry = loadCollections(root, registry, TRANSLATION.code).pages.pages[1]!;
  const heading = `${entry.heading} 2`;
  await openCheckout(page);
  await page.getByRole('treeitem', { name: /^Page headers/ }).click();
  await page.getByRole('row', { name: /^Page headers/ }).click();
  await showBeside(page, TRANSLATION);
  const pane = editPane(page, TRANSLATION);
  const pages = fieldGroup(pane, 'Pages');
  await pages.getByRole('button', { name: 'Expand All' }).first().click();
  const field = pages.getByRole('textbox', { name: 'Heading' }).nth(1);
  await expect(field).toHaveValue(entry.heading);
  await field.fill(heading);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(async () => (await checkoutFile(page, files[1]!))?.includes(heading), { timeout: 20_000 }).toBe(true);
  await editorClosed(page);
  // The translation: the same lines, but the one of that heading, and its record's line, which now records the new
  // text, made from the same English text as before; the line names the page by its route, not by its place.
  const written = (await checkoutFile(page, files[1]!))!.split('\n');
  const original = before[1]!.split('\n');
  expect(written).toHaveLength(original.length);
  const changed = written.flatMap((line, i) => (line === original[i] ? [] : [i]));
  expect(changed).toHaveLength(2);
  expect(original[changed[0]!]).toMatch(/^\s+heading: /);
  expect(parseYaml(written[changed[0]!]!.trim())).toEqual({ heading });
  const [, recorded, englishPrint, translationPrint, source] = /^\s+- (\S+) ([0-9a-f]{8}) ([0-9a-f]{8}) (.*)$/.exec(written[changed[1]!]!)!;
  expect(recorded).toBe(`pages[${entry.route}].heading`);
  expect(original[changed[1]!]).toContain(`${recorded} ${englishPrint} `);
  expect(translationPrint).toBe(fingerprint(heading));
  expect(source).toBe(loadCollections(root, registry).pages.pages.find((p) => p.route === entry.route)!.heading);
  // The other languages' files: untouched.
  for (const [i, f] of files.entries()) if (i !== 1) expect(await checkoutFile(page, f)).toBe(before[i]);
});

test('a list of a fixed size keeps its size: a page menu of four links can lose none and gain none', async ({ page }) => {
  // The CMS checks a list's min and max only once it is empty: such a list is not resized in the CMS at all.
  const menu = configField('texts', 'mechanical', 'subNav');
  const links = loadContent().texts.mechanical.subNav;
  expect([menu.min, menu.max]).toEqual([links.length, links.length]);
  await openCheckout(page);
  await page.getByRole('treeitem', { name: /^Site texts/ }).click();
  const fileLabel = (cmsConfig.collections.find((c) => c.name === 'texts')!.files!.find((f) => f.name === 'mechanical') as unknown as { label: string }).label;
  await page.getByRole('row', { name: new RegExp(escapeRegExp(fileLabel)) }).click();
  const group = fieldGroup(editPane(page, ENGLISH), menu.label);
  await group.scrollIntoViewIfNeeded();
  await expect(group.getByRole('button', { name: 'Reorder Item' })).toHaveCount(links.length);
  await expect(group.getByRole('button', { name: 'Remove', exact: true })).toHaveCount(0);
  await expect(group.getByRole('button', { name: 'List Item Options' })).toHaveCount(0);
  await expect(group.getByRole('button', { name: /^Add/ })).toHaveCount(0);
});

test('a list of one entry per page keeps its entries: no item added or removed, the page of an entry not editable', async ({ page }) => {
  await openCheckout(page);
  await page.getByRole('treeitem', { name: /^Page headers/ }).click();
  await page.getByRole('row', { name: /^Page headers/ }).click();
  const pages = fieldGroup(editPane(page, ENGLISH), 'Pages');
  await pages.getByRole('button', { name: 'Expand All' }).first().click();
  const route = pages.getByRole('combobox', { name: configField('pages', 'pages', 'pages', 'route').label });
  await expect(route.first()).not.toBeEditable();
  await expect(pages.getByRole('button', { name: /^Add/ })).toHaveCount(0);
  await expect(pages.getByRole('button', { name: 'Remove', exact: true })).toHaveCount(0);
  await expect(pages.getByRole('button', { name: 'List Item Options' })).toHaveCount(0);
});

test.describe('a repeated unique value', () => {
  // The CMS logs the refusal it was handed (the save stops with it): that one message is expected here.
  test.use({ allowedErrors: [new RegExp(escapeRegExp(loadContent().texts.admin.duplicate).replace(/\\\{\w+\\\}/g, '.*'))] });

  test('a value each item needs for itself is refused before saving: an office given another office’s id, in the editor’s words', async ({ page }) => {
    test.setTimeout(90_000);
    const root = process.env.CONTENT_ROOT!;
    const file = registry.offices.file;
    const before = readFileSync(path.join(root, file), 'utf8');
    const offices = loadContent().offices.offices;
    const [rule] = uniqueRules()[file]!;
    const idField = configField('offices', 'offices', 'offices', rule!.key);
    await openCheckout(page);
    await page.getByRole('treeitem', { name: /^Offices/ }).click();
    await page.getByRole('row', { name: 'Offices' }).click();
    const list = fieldGroup(editPane(page, ENGLISH), configField('offices', 'offices', 'offices').label);
    await list.getByRole('button', { name: 'Expand All' }).first().click();
    const second = list.getByRole('textbox', { name: idField.label, exact: true }).nth(1);
    await expect(second).toHaveValue(offices[1]!.id);
    await second.fill(offices[0]!.id);
    await page.getByRole('button', { name: 'Save' }).click();
    // One message, the refusal, in the CMS's own error dialog: none of its generic "try again later", which the
    // same save would meet again, and no second banner beside it.
    const message = fillTemplate(loadContent().texts.admin.duplicate, { list: rule!.listLabel, field: rule!.keyLabel, value: offices[0]!.id, items: '1, 2' });
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    await expect(dialog).not.toContainText(/try again/i);
    await expect(page.getByText(message)).toHaveCount(1);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toHaveCount(0);
    // Nothing was written: the file in the checkout is as it was.
    expect(await checkoutFile(page, file)).toBe(before);
  });
});

test.describe('publish in English first, translate later', () => {
  test('a new article is saved in English alone, as one file; the entry shows the languages it lacks', async ({ page }) => {
    test.setTimeout(90_000);
    const article = fixtureArticle(ENGLISH);
    await openCheckout(page);
    const folders = LANGUAGES.map((language) => path.posix.dirname(inLanguage(ARTICLE_FILE, language)));
    const before = await Promise.all(folders.map((folder) => checkoutFolder(page, folder)));
    await page.getByRole('treeitem', { name: /News articles/ }).click();
    await page.getByRole('button', { name: 'Create New Entry' }).click();
    // Only the English form to fill: the translations are not part of a new article.
    for (const language of LANGUAGES.slice(1)) await expect(languageButton(page, language, { lacking: true })).toBeVisible();
    await fillArticle(page, article);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => checkoutFile(page, ARTICLE_FILE), { timeout: 20_000 }).toBe(article.text);
    await editorClosed(page);
    // One file written, the English one, exactly as the English fixture: nothing of the translations in it.
    const after = await Promise.all(folders.map((folder) => checkoutFolder(page, folder)));
    expect(after).toEqual(before.map((names, i) => (i === 0 ? [...names, path.posix.basename(ARTICLE_FILE)].sort() : names)));
    // Opened again, it still names the languages it lacks.
    await page.getByRole('row', { name: new RegExp(escapeRegExp(article.data.title)) }).click();
    await expect(editPane(page, ENGLISH).getByRole('textbox', { name: 'Title' })).toHaveValue(article.data.title);
    for (const language of LANGUAGES.slice(1)) await expect(languageButton(page, language, { lacking: true })).toBeVisible();
  });

  test('a translator confirms an outdated translation “still right”: it is recorded as made from today’s English, its texts as they were, and the switch is not kept', async ({ page }) => {
    test.setTimeout(90_000);
    const root = process.env.CONTENT_ROOT!;
    const note = translationNotes(root).find((n) => n.state === 'outdated' && n.cms.collection === 'news');
    // The test content has an article whose translations were made before its English changed (a fixture).
    expect(note).toBeDefined();
    const englishFile = `${registry.news.folder}/${note!.cms.entry}.md`;
    const files = LANGUAGES.map((language) => inLanguage(englishFile, language));
    const before = files.map((f) => readFileSync(path.join(root, f), 'utf8'));
    const english = loadContent().news.find((a) => a.slug === note!.cms.entry)!;
    const { checkedLabel } = loadContent().texts.admin.translations;
    await openCheckout(page);
    await page.getByRole('treeitem', { name: /^News articles/ }).click();
    await page.getByRole('row', { name: new RegExp(escapeRegExp(english.title)) }).click();
    const language = LANGUAGES.find((l) => l.code === note!.language.code)!;
    await showBeside(page, language);
    // The switch is the translations' own: the English form does not show it.
    await expect(editPane(page, ENGLISH).getByRole('switch', { name: checkedLabel })).toBeHidden();
    const confirm = editPane(page, language).getByRole('switch', { name: checkedLabel });
    await confirm.click();
    await expect(confirm).toBeChecked();
    await page.getByRole('button', { name: 'Save' }).click();
    const at = LANGUAGES.findIndex((language) => language.code === note!.language.code);
    const file = files[at]!;
    await expect.poll(() => checkoutFile(page, file), { timeout: 20_000 }).not.toBe(before[at]);
    await editorClosed(page);

    const split = (text: string) => {
      const [, front, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text)!;
      return { data: parseYaml(front!) as Record<string, unknown>, body: body!.trim() };
    };
    const textsOf = ({ data, body }: ReturnType<typeof split>) =>
      withBody(recordedTexts(textShape(newsFrontMatterSchema), Object.fromEntries(Object.entries(data).filter(([key]) => key !== TRANSLATED_FROM))), body);
    const written = split((await checkoutFile(page, file))!);
    const original = split(before[at]!);
    const englishTexts = textsOf(split(before[0]!));
    // Its texts as they were, no switch kept, and nothing outdated any more: each field made from today's English.
    expect(textsOf(written)).toEqual(textsOf(original));
    expect(written.data).not.toHaveProperty(TRANSLATION_CHECKED);
    const records = readRecords(written.data[TRANSLATED_FROM]);
    // (What the translation lacks, it still lacks: confirming vouches for the texts it has.)
    const missingBefore = translationState(englishTexts, textsOf(original), readRecords(original.data[TRANSLATED_FROM])).missing;
    expect(translationState(englishTexts, textsOf(written), records)).toEqual({ missing: missingBefore, outdated: [], changes: [] });
    // Each text recorded as made from today's English, that English kept beside it.
    for (const field of note!.fields) {
      expect(records.get(field)?.english).toBe(fingerprint(englishTexts.get(field)!.value));
      expect(records.get(field)?.source).toBe(englishTexts.get(field)!.value);
    }
    expect(translationState(englishTexts, textsOf(original), readRecords(original.data[TRANSLATED_FROM])).outdated).toEqual(note!.fields);
    // The English file and the other translations: untouched.
    for (const [i, f] of files.entries()) if (f !== file) expect(await checkoutFile(page, f)).toBe(before[i]);
  });

  test('a translator confirms one of two outdated texts of a file in its form: that text is recorded as made from today’s English, the other stays outdated, and no tick is kept', async ({ page }) => {
    test.setTimeout(120_000);
    const texts = loadContent().texts.admin.translations;
    // The test content after an English edit: two team members' roles changed since they were translated. /admin
    // loads the configuration a build of that content writes (lib/content/cms-config.ts, which
    // app/admin/config.yml/route.ts serves), and the checkout holds that content; the rest is the test build's.
    const root = mkdtempSync(path.join(tmpdir(), 'cms-still-right-'));
    try {
      cpSync(path.join(process.env.CONTENT_ROOT!, 'content'), path.join(root, 'content'), { recursive: true });
      symlinkSync(path.join(process.env.CONTENT_ROOT!, 'public'), path.join(root, 'public'));
      const teamFile = registry.team.file;
      const team = parseDocument(readFileSync(path.join(root, teamFile), 'utf8'));
      const members = (team.toJS() as { members: { role: string }[] }).members;
      for (const i of [1, 2]) team.setIn(['members', i, 'role'], `${members[i]!.role} and more`);
      writeFileSync(path.join(root, teamFile), team.toString());
      const note = translationNotes(root).find((n) => n.state === 'outdated' && n.cms.collection === 'team' && n.language.code === TRANSLATION.code)!;
      expect(note.changes).toHaveLength(2);
      const [confirmed, left] = note.changes!;
      const config = stringifyYaml(cmsConfigFor({ CONTENT_ROOT: root }), { lineWidth: 0 });
      await page.route((url) => url.pathname === '/admin/config.yml', (route) => route.fulfill({ contentType: 'text/yaml; charset=utf-8', body: config }));
      const files = LANGUAGES.map((language) => inLanguage(teamFile, language));
      const before = files.map((f) => readFileSync(path.join(root, f), 'utf8'));

      await openCheckout(page, { root });
      const label = registry.team.cms.label;
      await page.getByRole('treeitem', { name: new RegExp(`^${escapeRegExp(label)}`) }).click();
      await page.getByRole('row', { name: new RegExp(`^${escapeRegExp(label)}`) }).click();
      await showBeside(page, TRANSLATION);
      // The ticks are the translations' own: the English form has none.
      await expect(fieldGroup(editPane(page, ENGLISH), texts.checkedTextsLabel)).toBeHidden();
      // One tick for each outdated text, named as /admin/translations names it.
      const ticks = fieldGroup(editPane(page, TRANSLATION), texts.checkedTextsLabel);
      await expect(ticks.getByRole('checkbox')).toHaveCount(2);
      for (const change of note.changes!) await expect(ticks.getByRole('checkbox', { name: change.field, exact: true })).not.toBeChecked();
      await ticks.getByRole('checkbox', { name: confirmed!.field, exact: true }).check();
      await page.getByRole('button', { name: 'Save' }).click();
      const at = LANGUAGES.indexOf(TRANSLATION);
      await expect.poll(() => checkoutFile(page, files[at]!), { timeout: 20_000 }).not.toBe(before[at]);
      await editorClosed(page);

      const written = (await checkoutFile(page, files[at]!))!;
      const data = parseYaml(written) as Record<string, unknown>;
      // Nothing of the ticks or the switch is kept.
      expect(data).not.toHaveProperty(TRANSLATION_CHECKED_TEXTS);
      expect(data).not.toHaveProperty(TRANSLATION_CHECKED);
      // One line changed: the confirmed text's record, now made from today's English, which it keeps.
      const changed = written.split('\n').filter((line, i) => line !== before[at]!.split('\n')[i]);
      expect(written.split('\n')).toHaveLength(before[at]!.split('\n').length);
      expect(changed).toHaveLength(1);
      const shape = textShape(registry.team.schema, alignKeys(registry.team));
      const english = recordedTexts(shape, parseYaml(before[0]!));
      const records = readRecords(data[TRANSLATED_FROM]);
      expect(changed[0]!.trim()).toBe(`- ${confirmed!.name} ${records.get(confirmed!.name)!.english} ${records.get(confirmed!.name)!.translation} ${fingerprintSource(english.get(confirmed!.name)!.value)}`);
      expect(records.get(confirmed!.name)!.english).toBe(fingerprint(english.get(confirmed!.name)!.value));
      // The other is still outdated: the next build's notes, which /admin/translations lists, have it alone.
      const next = path.join(root, 'next');
      cpSync(path.join(root, 'content'), path.join(next, 'content'), { recursive: true });
      symlinkSync(path.join(process.env.CONTENT_ROOT!, 'public'), path.join(next, 'public'));
      writeFileSync(path.join(next, files[at]!), written);
      const after = translationNotes(next).filter((n) => n.cms.collection === 'team' && n.language.code === TRANSLATION.code);
      expect(after.map((n) => [n.state, n.changes])).toEqual([['outdated', [left]]]);
      // The English file and the other translations: untouched.
      for (const [i, f] of files.entries()) if (i !== at) expect(await checkoutFile(page, f)).toBe(before[i]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  test('/admin/translations lists per language the missing and outdated translations, each link opening its entry in /admin', async ({ page }) => {
    test.setTimeout(90_000);
    const notes = translationNotes(process.env.CONTENT_ROOT!);
    // The test content has missing or outdated translations (fixtures): the page has something to list, among it an
    // outdated text whose record kept the English it was made from, and one whose record did not.
    expect(notes.length).toBeGreaterThan(0);
    const changes = notes.flatMap((n) => n.changes ?? []);
    expect(changes.some((c) => c.then !== undefined)).toBe(true);
    expect(changes.some((c) => c.then === undefined)).toBe(true);
    const texts = loadContent().texts.admin.translations;
    await prepareCheckout(page);
    await page.goto('/admin/translations');
    await expect(page.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible();
    for (const language of LANGUAGES.slice(1)) {
      const own = notes.filter((n) => n.language.code === language.code);
      const section = page.getByRole('region', { name: fillTemplate(texts.language, { language: englishName(language), count: own.length }) });
      await expect(section.getByRole('listitem')).toHaveCount(own.length);
      if (!own.length) await expect(section.getByText(texts.none, { exact: true })).toBeVisible();
      for (const [i, note] of own.entries()) {
        const item = section.getByRole('listitem').nth(i);
        // An article with no file in the language is not translated yet; a translation's texts are named as /admin names them.
        const detail = note.state === 'absent' ? texts.absent : fillTemplate(texts.item, { state: texts[note.state], fields: translationFieldNames(note, LANGUAGES).join(', ') });
        await expect(item).toContainText(`${note.file} ${detail}`);
        // An outdated text: what the English said when it was translated (or that the record did not keep it), what it
        // says now, and how to confirm that text alone (its tick in the entry's form, or the command).
        const changes = item.getByRole('term');
        await expect(changes).toHaveText((note.changes ?? []).map((c) => c.field));
        for (const change of note.changes ?? []) {
          await expect(item.getByText(change.then === undefined ? texts.thenUnknown : fillTemplate(texts.then, { text: change.then }), { exact: true })).toBeVisible();
          await expect(item.getByText(fillTemplate(texts.now, { text: change.now }), { exact: true })).toBeVisible();
          const command = `npm run translations -- --confirm ${note.file}:${change.field}`;
          await expect(item.getByText(fillTemplate(texts.confirmOne, { field: change.field, label: texts.checkedTextsLabel, command }), { exact: true })).toBeVisible();
        }
        // Sveltia CMS's address of the entry.
        await expect(item.getByRole('link', { name: note.file, exact: true })).toHaveAttribute('href', `/admin#/collections/${note.cms.collection}/entries/${note.cms.entry}`);
      }
    }
    // /admin/translations is no route of the sitemap, so the route checks do not run axe on it.
    await expectNoAxeViolations(page);

    // A link opens its entry's form once the editor has signed in (here: the checkout on this computer).
    const note = notes.find((n) => n.cms.collection === 'news' && n.state === 'outdated')!;
    await page.getByRole('link', { name: note.file, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/admin#/collections/news/entries/${escapeRegExp(note.cms.entry)}$`));
    await page.getByRole('button', { name: SIGN_IN.local }).click({ timeout: 30_000 });
    const english = loadContent().news.find((a) => a.slug === note.cms.entry)!;
    await expect(editPane(page, ENGLISH).getByRole('textbox', { name: 'Title' })).toHaveValue(english.title);
    // There, in the translation's form, the tick the page names for each of its outdated texts.
    const language = LANGUAGES.find((l) => l.code === note.language.code)!;
    await showBeside(page, language);
    const ticks = fieldGroup(editPane(page, language), texts.checkedTextsLabel);
    for (const change of note.changes!) await expect(ticks.getByRole('checkbox', { name: change.field, exact: true })).toBeVisible();
  });
});
