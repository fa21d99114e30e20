import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadContent } from '../lib/content/load';
import { expect, expectNoAxeViolations, test, type Page } from './fixtures';

/**
 * The content manager at /admin, used as an editor on their own computer uses it: Sveltia CMS in "Work with
 * Local Repository" mode, which edits a folder of the visitor's disk through the browser. Here the folder is a
 * copy of content/ (and the news images) in the page's private file system, handed to the CMS in place of the
 * folder picker; the repository's own files are never touched.
 */

const CHECKOUT = 'cms-checkout';
/** The GitHub status the CMS checks on start: answered locally, as no test reaches the internet. */
const GITHUB_STATUS = 'https://www.githubstatus.com/api/v2/status.json';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** Opens /admin on a fresh copy of the content, in the browser's private file system, as the local repository. */
async function openCheckout(page: Page) {
  const root = process.env.CONTENT_ROOT!;
  const files = [...filesUnder(path.join(root, 'content')), ...filesUnder(path.join(root, 'public/news'))].map((file) => ({
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

/** The field's group in the editor (Sveltia names it “<label>” Field). */
const fieldGroup = (page: Page, label: string) => page.getByRole('group', { name: new RegExp(`^“.?${label}.?” Field$`) });

test('the content manager is kept out of search engines and the sitemap', () => {
  // Its headers (noindex, its own script policy, its opener policy) are checked on every host by the host suite.
  expect(readFileSync('out/admin/index.html', 'utf8')).toContain('<meta name="robots" content="noindex, nofollow">');
  expect(readFileSync('out/sitemap.xml', 'utf8')).not.toContain('/admin');
});

test('an editor on their own computer writes an article with a Vietnamese title and edits a site text; the CMS refuses what the build refuses', async ({ page }) => {
  test.setTimeout(120_000);
  const content = loadContent();
  const image = content.news[0]!.image;
  await openCheckout(page);
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

  // Values the build would refuse are refused here, each with its message under the field.
  // An article has no number to invent: it is known by its file name.
  await expect(page.getByRole('spinbutton')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Title' }).fill('   ');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(fieldGroup(page, 'Title').getByRole('alert')).not.toBeEmpty();
  await page.getByRole('textbox', { name: 'Title' }).fill('x'.repeat(121));
  await expect(fieldGroup(page, 'Title').getByRole('alert')).not.toBeEmpty();

  // A valid article; its title has Vietnamese letters, its file name does not.
  const title = 'Văn phòng mới tại Đà Nẵng';
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Summary' }).fill('A test article written through the content manager.');
  await page.getByRole('textbox', { name: 'Date' }).fill('2026-03-04');
  await page.getByRole('textbox', { name: 'Author' }).fill('Test Editor');
  await page.getByRole('radio', { name: 'Events' }).check();
  await page.getByRole('button', { name: 'Browse' }).click();
  const library = page.getByRole('dialog', { name: 'Select Image' });
  await library.getByRole('option', { name: path.posix.basename(image) }).click();
  await library.getByRole('button', { name: 'Insert' }).click();
  await page.getByRole('textbox', { name: 'Text' }).click();
  // Paragraphs are separated by an empty line, as the field's hint says.
  await page.keyboard.type('First paragraph from the CMS.');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Second paragraph from the CMS.');
  await page.getByRole('button', { name: 'Save' }).click();

  const file = 'content/news/van-phong-moi-tai-da-nang.md';
  await expect.poll(() => checkoutFile(page, file), { timeout: 20_000 }).toBeDefined();
  const markdown = (await checkoutFile(page, file))!;
  expect(markdown).toMatch(/^---\n/);
  expect(markdown).toContain(`title: ${title}\n`);
  expect(markdown).toContain(`image: ${image}\n`);
  expect(markdown).toMatch(/\n---\n+First paragraph from the CMS\.\n\nSecond paragraph from the CMS\.\n?$/);

  // A site text: a phone number as dialled must be "+" and digits, and a logo has a width, as the build requires.
  await page.getByRole('treeitem', { name: /Site texts/ }).click();
  await page.getByRole('row', { name: /Company and navigation/ }).click();
  // The CMS draws a group's fields once it is scrolled into view.
  await fieldGroup(page, 'Phone').scrollIntoViewIfNeeded();
  const tel = page.getByRole('textbox', { name: 'As dialled' });
  await tel.fill('+84 28 3822 0148');
  await fieldGroup(page, 'Logo').scrollIntoViewIfNeeded();
  const width = fieldGroup(page, 'Logo').getByRole('spinbutton', { name: 'Width' });
  const logoWidth = await width.inputValue();
  await width.fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(fieldGroup(page, 'As dialled').getByRole('alert')).not.toBeEmpty();
  await expect(fieldGroup(page, 'Width').getByRole('alert')).not.toBeEmpty();
  await width.fill(logoWidth);
  await tel.fill('+842838220148');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(async () => (await checkoutFile(page, 'content/site.yml'))?.includes('+842838220148'), { timeout: 20_000 }).toBe(true);
  // Saving changed that value and nothing else: no line of the file was re-wrapped, re-quoted or dropped.
  const before = readFileSync(path.join(process.env.CONTENT_ROOT!, 'content/site.yml'), 'utf8');
  expect(await checkoutFile(page, 'content/site.yml')).toBe(before.replace(/^(\s*tel: ).*$/m, '$1\'+842838220148\''));

  // What the CMS wrote passes the same validation as every build.
  const dir = mkdtempSync(path.join(tmpdir(), 'cms-e2e-'));
  try {
    cpSync(path.join(process.env.CONTENT_ROOT!, 'content'), path.join(dir, 'content'), { recursive: true });
    cpSync(path.join(process.env.CONTENT_ROOT!, 'public'), path.join(dir, 'public'), { recursive: true });
    for (const written of [file, 'content/site.yml']) {
      mkdirSync(path.dirname(path.join(dir, written)), { recursive: true });
      writeFileSync(path.join(dir, written), (await checkoutFile(page, written))!);
    }
    const result = loadContent(dir);
    expect(result.news.find((a) => a.slug === 'van-phong-moi-tai-da-nang')).toMatchObject({ title, date: '2026-03-04', category: 'Events' });
    expect(result.texts.site.phone.tel).toBe('+842838220148');
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

test('the previews show team members, case studies and offices as their pages do', async ({ page }) => {
  test.setTimeout(90_000);
  const content = loadContent();
  await openCheckout(page);
  const open = async (collection: string) => {
    await page.getByRole('treeitem', { name: new RegExp(`^${collection}`) }).click();
    await page.getByRole('row', { name: collection }).click();
    return page.getByRole('group', { name: /^Preview/ }).locator('iframe').contentFrame();
  };
  const loaded = (img: HTMLImageElement) => img.complete && img.naturalWidth > 0;

  let preview = await open('Team');
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
