import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { CmsField } from '../lib/content/cms-config';
import { loadContent } from '../lib/content/load';
import { formatNewsDate, splitParagraphs } from '../lib/news/news';
import { newsFrontMatterSchema } from '../lib/news/schema';
import { siteFileSchema } from '../lib/site/schema';
import { expect, expectNoAxeViolations, test, type Page } from './fixtures';
import { FIXTURE_CONTENT, fixtureFiles } from './support/test-content.mjs';

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

interface FixtureArticle {
  /** The file as it is. */
  text: string;
  /** Its front matter. */
  data: { title: string; summary: string; image: string; date: string; author: string; category: string };
  /** Its paragraphs, as the site splits them. */
  paragraphs: string[];
}

function fixtureArticle(): FixtureArticle {
  const text = readFileSync(path.join(CMS_OUTPUT, CMS_ARTICLE), 'utf8');
  const [, front, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text)!;
  const data = parseYaml(front!, { schema: 'failsafe' }) as FixtureArticle['data'];
  return { text, data, paragraphs: splitParagraphs(body!) };
}

/** Fills the open news article form with the fixture's values, as an editor would. */
async function fillArticle(page: Page, { data, paragraphs }: FixtureArticle) {
  await page.getByRole('textbox', { name: 'Title' }).fill(data.title);
  await page.getByRole('textbox', { name: 'Summary' }).fill(data.summary);
  await page.getByRole('textbox', { name: 'Date' }).fill(data.date);
  await page.getByRole('textbox', { name: 'Author' }).fill(data.author);
  await page.getByRole('radio', { name: data.category }).check();
  await page.getByRole('button', { name: 'Browse' }).click();
  const library = page.getByRole('dialog', { name: 'Select Image' });
  await library.getByRole('option', { name: path.posix.basename(data.image) }).click();
  await library.getByRole('button', { name: 'Insert' }).click();
  await page.getByRole('textbox', { name: 'Text' }).click();
  // Paragraphs are separated by an empty line, as the field's hint says.
  for (const [i, paragraph] of paragraphs.entries()) {
    if (i > 0) {
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
    }
    await page.keyboard.type(paragraph);
  }
}

/** The CMS configuration the build generated from the schemas (lib/content/cms-config.ts), as /admin loads it. */
const cmsConfig = parseYaml(readFileSync('out/admin/config.yml', 'utf8')) as {
  collections: { name: string; fields?: CmsField[]; files?: { name: string; fields: CmsField[] }[] }[];
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
async function openCheckout(page: Page, { withArticle = false } = {}) {
  const root = process.env.CONTENT_ROOT!;
  const written = path.join(root, 'content', CMS_ARTICLE);
  const files = [...filesUnder(path.join(root, 'content')), ...filesUnder(path.join(root, 'public/news'))].filter((file) => withArticle || file !== written).map((file) => ({
    path: path.relative(root, file).split(path.sep).join('/'),
    base64: readFileSync(file).toString('base64'),
  }));
  await page.route(GITHUB_STATUS, (route) => route.fulfill({ json: { status: { indicator: 'none' } } }));
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
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Work with Local Repository' }).click({ timeout: 30_000 });
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

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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
const fieldGroup = (page: Page, label: string) => page.getByRole('group', { name: new RegExp(`^“.?${label}.?” Field$`) });

test('the content manager is kept out of search engines and the sitemap', () => {
  // Its headers (noindex, its own script policy, its opener policy) are checked on every host by the host suite.
  expect(readFileSync('out/admin/index.html', 'utf8')).toContain('<meta name="robots" content="noindex, nofollow">');
  expect(readFileSync('out/sitemap.xml', 'utf8')).not.toContain('/admin');
});

test('an editor on their own computer writes an article with a Vietnamese title and edits a site text; the CMS refuses what the build refuses', async ({ page }) => {
  test.setTimeout(120_000);
  const article = fixtureArticle();
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

  // A valid article; its title has Vietnamese letters, its file name does not. What the CMS writes is, byte for
  // byte, the pinned file among the test build's fixtures.
  await fillArticle(page, article);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => checkoutFile(page, ARTICLE_FILE), { timeout: 20_000 }).toBeDefined();
  expect(ARTICLE_FILE).toMatch(/^[a-z0-9/.-]+$/);
  expect(await checkoutFile(page, ARTICLE_FILE)).toBe(article.text);
  await editorClosed(page);
  expect(await checkoutFolder(page, NEWS_FOLDER)).toEqual([...articlesBefore, path.posix.basename(ARTICLE_FILE)].sort());

  // A site text: a phone number as dialled must be "+" and digits, and a logo has a width, as the build requires.
  const siteFile = 'content/site.yml';
  const siteBefore = readFileSync(path.join(process.env.CONTENT_ROOT!, siteFile), 'utf8');
  await page.getByRole('treeitem', { name: /Site texts/ }).click();
  await page.getByRole('row', { name: /Company and navigation/ }).click();
  // The CMS draws a group's fields once it is scrolled into view.
  await fieldGroup(page, 'Phone').scrollIntoViewIfNeeded();
  const tel = page.getByRole('textbox', { name: 'As dialled' });
  const telValue = await tel.inputValue();
  expect(telValue).toBe(loadContent().texts.site.phone.tel);
  const telRule = configField('texts', 'site', 'phone', 'tel').pattern!;
  // The number as it is shown, with spaces: what the build's pattern refuses.
  const asShown = loadContent().texts.site.phone.display;
  expect(new RegExp(telRule[0]).test(asShown)).toBe(false);
  await tel.fill(asShown);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(fieldGroup(page, 'As dialled').getByRole('alert')).toContainText(telRule[1]);
  expect(await checkoutFile(page, siteFile)).toBe(siteBefore);
  await tel.fill(telValue);

  await fieldGroup(page, 'Logo').scrollIntoViewIfNeeded();
  const width = fieldGroup(page, 'Logo').getByRole('spinbutton', { name: 'Width' });
  const logoWidth = await width.inputValue();
  const widthRule = configField('texts', 'site', 'logo', 'width');
  expect(widthRule.min).toBe(siteFileSchema.shape.logo.shape.width.minValue);
  await width.fill(String(widthRule.min! - 1));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(fieldGroup(page, 'Width').getByRole('alert')).toContainText(cmsMessage('validation.range_underflow.number', { min: widthRule.min! }));
  await expect(fieldGroup(page, 'As dialled').getByRole('alert')).toHaveCount(0);
  expect(await checkoutFile(page, siteFile)).toBe(siteBefore);
  await width.fill(logoWidth);

  // Another number, written as the build takes it ("+" and digits): the last digit changed.
  const dialled = telValue.slice(0, -1) + String((Number(telValue.at(-1)) + 1) % 10);
  expect(new RegExp(telRule[0]).test(dialled)).toBe(true);
  await tel.fill(dialled);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(async () => (await checkoutFile(page, siteFile))?.includes(dialled), { timeout: 20_000 }).toBe(true);
  // Saving changed that value and nothing else: no line of the file was re-wrapped, re-quoted or dropped.
  expect(await checkoutFile(page, siteFile)).toBe(siteBefore.replace(/^(\s*tel: ).*$/m, `$1'${dialled}'`));

  // What the CMS wrote passes the same validation as every build.
  const dir = mkdtempSync(path.join(tmpdir(), 'cms-e2e-'));
  try {
    cpSync(path.join(process.env.CONTENT_ROOT!, 'content'), path.join(dir, 'content'), { recursive: true });
    cpSync(path.join(process.env.CONTENT_ROOT!, 'public'), path.join(dir, 'public'), { recursive: true });
    for (const written of [ARTICLE_FILE, siteFile]) {
      mkdirSync(path.dirname(path.join(dir, written)), { recursive: true });
      writeFileSync(path.join(dir, written), (await checkoutFile(page, written))!);
    }
    const result = loadContent(dir);
    const slug = path.posix.basename(ARTICLE_FILE, '.md');
    expect(result.news.find((a) => a.slug === slug)).toMatchObject(article.data);
    expect(result.texts.site.phone.tel).toBe(dialled);
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
  await fillArticle(page, article);
  await page.getByRole('button', { name: 'Save' }).click();
  // Sveltia CMS never overwrites an entry: it numbers the new file.
  const numbered = ARTICLE_FILE.replace(/\.md$/, '-1.md');
  await expect.poll(() => checkoutFile(page, numbered), { timeout: 20_000 }).toBe(article.text);
  expect(await checkoutFile(page, ARTICLE_FILE)).toBe(article.text);
  expect(await checkoutFolder(page, NEWS_FOLDER)).toEqual([...articlesBefore, path.posix.basename(numbered)].sort());
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
  await expect(preview.locator('time')).toHaveText(formatNewsDate(article.date));
  await expect(preview.locator('time')).toHaveAttribute('datetime', article.date);
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
  // README says; everything else under out/admin loads only on demand (scripts/postbuild.mjs keeps a budget on it).
  const loadedBytes = (await Promise.all(loads)).reduce((sum, bytes) => sum + bytes, 0);
  expect(loadedBytes).toBeGreaterThan(1_000_000);
  expect(loadedBytes).toBeLessThanOrEqual(ADMIN_LOAD_BUDGET);

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
});
