import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { admin } from '../content/admin';
import { newsArticles } from '../content/news';
import { loadContent } from '../lib/content/load';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * The content manager at /admin, used as an editor uses it: Decap CMS on its local backend (decap-server),
 * which here works on a temporary copy of content/ and public/, never on the repository's own files.
 */

const require = createRequire(import.meta.url);
/** Where the built CMS looks for its local backend (lib/content/cms-config.ts). */
const LOCAL_BACKEND = 'http://localhost:8081/api/v1';

let workDir = '';
let server: ChildProcess | undefined;
/** The port of this test's decap-server: a free one, so that runs side by side never share a server. */
let cmsPort = 0;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() - started > timeoutMs) reject(new Error(`decap-server did not listen on ${port}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

test('the content manager is kept out of search engines and the sitemap', () => {
  // Its headers (noindex, its own script policy) are checked on every host by the host suite.
  expect(readFileSync('out/admin/index.html', 'utf8')).toContain('<meta name="robots" content="noindex, nofollow">');
  expect(readFileSync('out/sitemap.xml', 'utf8')).not.toContain('/admin');
});

test.describe('content manager', () => {
  test.beforeAll(async () => {
    workDir = mkdtempSync(path.join(tmpdir(), 'cms-e2e-'));
    cpSync('content', path.join(workDir, 'content'), { recursive: true });
    // The images the content names (the CMS lists and validates them); not the CMS bundle itself.
    cpSync('public', path.join(workDir, 'public'), { recursive: true, filter: (src) => !src.includes(`${path.sep}admin`) });
    cmsPort = await freePort();
    server = spawn(process.execPath, [require.resolve('decap-server/dist/index.js')], {
      env: { ...process.env, PORT: String(cmsPort), BIND_HOST: '127.0.0.1', GIT_REPO_DIRECTORY: workDir, MODE: 'fs', LOG_LEVEL: 'error' },
      stdio: 'ignore',
    });
    await waitForPort(cmsPort, 15_000);
  });

  test.afterAll(() => {
    server?.kill();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  test.beforeEach(async ({ page }) => {
    // The page talks to the local backend's usual address; this run's decap-server answers it.
    await page.route(`${LOCAL_BACKEND}**`, async (route) => {
      const request = route.request();
      const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type', 'access-control-allow-methods': 'POST, OPTIONS' };
      if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
      const response = await route.fetch({ url: request.url().replace('http://localhost:8081', `http://127.0.0.1:${cmsPort}`) });
      return route.fulfill({ response, headers: { ...response.headers(), ...cors } });
    });
  });

  test('an editor creates a news article and the Markdown file is written', async ({ page }) => {
    test.setTimeout(180_000);
    // An image already in public/news/ (the field's upload folder), as the media library lists it.
    const image = newsArticles[0]!.image;
    await page.goto('/admin', { waitUntil: 'domcontentloaded' });
    // The local backend needs no password: "Login" opens the editor's own copy.
    await page.getByRole('button', { name: 'Login' }).click({ timeout: 60_000 });
    await page.getByRole('link', { name: 'News articles' }).click();
    await page.getByRole('link', { name: 'Create entry of type News article' }).click();

    await page.getByRole('spinbutton', { name: 'Number' }).fill('999');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Editors publish from the browser');
    await page.getByRole('textbox', { name: 'Summary' }).fill('A test article written through the content manager.');
    await page.getByRole('textbox', { name: 'Author' }).fill('Test Editor');
    await page.getByRole('textbox', { name: 'Date' }).fill('2026-03-04');
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Events', exact: true }).click();
    // Image: picked from the files already in public/news/.
    await page.getByRole('button', { name: 'Choose an image' }).click();
    const library = page.getByRole('dialog');
    await library.getByText(path.posix.basename(image), { exact: true }).click();
    await library.getByRole('button', { name: 'Choose selected' }).click();
    await expect(page.getByRole('button', { name: 'Choose different image' })).toBeVisible();
    // The text: plain paragraphs, separated by an empty line.
    await page.locator('[data-slate-editor="true"]').click();
    await page.keyboard.type('First paragraph from the CMS.');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Second paragraph from the CMS.');

    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('menuitem', { name: 'Publish now' }).click();

    const file = path.join(workDir, 'content/news/editors-publish-from-the-browser.md');
    await expect.poll(() => existsSync(file), { timeout: 20_000 }).toBe(true);
    const markdown = readFileSync(file, 'utf8');
    expect(markdown).toMatch(/^---\n/);
    expect(markdown).toContain('title: Editors publish from the browser\n');
    expect(markdown).toContain('category: Events\n');
    expect(markdown).toContain(`image: ${image}\n`);
    expect(markdown).toMatch(/date: ["']?2026-03-04["']?\n/);
    expect(markdown).toMatch(/\n---\n+First paragraph from the CMS\.\n\nSecond paragraph from the CMS\.\n?$/);
    // What the CMS wrote passes the same validation as every build.
    const article = loadContent(workDir).news.find((a) => a.slug === 'editors-publish-from-the-browser');
    expect(article).toMatchObject({ id: 999, category: 'Events', date: '2026-03-04', author: 'Test Editor' });
    // The repository's own content is untouched.
    expect(existsSync('content/news/editors-publish-from-the-browser.md')).toBe(false);
  });
});

test.describe('content manager without a Git host or local backend', () => {
  test.use({ allowedErrors: [/localhost:8081|Failed to load resource: the server responded with a status of 503/] });

  test('says plainly how to switch editing on, and loads no CMS', async ({ page }) => {
    await page.route(`${LOCAL_BACKEND}**`, (route) => route.fulfill({ status: 503, body: 'no local backend' }));
    const cms = page.waitForRequest(/\/admin\/decap-cms\.js/, { timeout: 3000 }).then(
      () => true,
      () => false,
    );
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: admin.notice.heading })).toBeVisible();
    await expect(page.getByText(admin.notice.local, { exact: true })).toBeVisible();
    await expect(page.getByText(admin.notice.production, { exact: true })).toBeVisible();
    expect(await cms).toBe(false);
    // /admin is no route of the sitemap, so the route checks do not run axe on it.
    await expectNoAxeViolations(page);
  });
});
