import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadContent } from '../lib/content/load';
import { expect, expectNoAxeViolations, isPhone, test } from './fixtures';
import { SITE_PORT } from './support/ports.mjs';

/**
 * The content manager at /admin, used as an editor uses it: Decap CMS on its local backend (decap-server),
 * which here works on a temporary copy of content/ and public/, never on the repository's own files.
 */

const require = createRequire(import.meta.url);
/** decap-server for this run, next to the site's own test servers. */
const CMS_PORT = SITE_PORT + 9;
/** Where the built CMS looks for its local backend (lib/content/cms-config.ts). */
const LOCAL_BACKEND = 'http://localhost:8081/api/v1';

let workDir = '';
let server: ChildProcess | undefined;

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

test.describe('content manager', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    workDir = mkdtempSync(path.join(tmpdir(), 'cms-e2e-'));
    cpSync('content', path.join(workDir, 'content'), { recursive: true });
    // The images the content names (the CMS lists and validates them); not the CMS bundle itself.
    cpSync('public', path.join(workDir, 'public'), { recursive: true, filter: (src) => !src.includes(`${path.sep}admin`) });
    server = spawn(process.execPath, [require.resolve('decap-server/dist/index.js')], {
      env: { ...process.env, PORT: String(CMS_PORT), BIND_HOST: '127.0.0.1', GIT_REPO_DIRECTORY: workDir, MODE: 'fs', LOG_LEVEL: 'error' },
      stdio: 'ignore',
    });
    await waitForPort(CMS_PORT, 15_000);
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
      const response = await route.fetch({ url: request.url().replace('http://localhost:8081', `http://127.0.0.1:${CMS_PORT}`) });
      return route.fulfill({ response, headers: { ...response.headers(), ...cors } });
    });
  });

  test('is kept out of search engines and the sitemap', async ({ page, request }) => {
    const response = await page.goto('/admin');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self' 'unsafe-eval'");
    // Every other page keeps its strict policy.
    const home = await request.get('/');
    expect(home.headers()['content-security-policy']).not.toContain('unsafe-eval');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('/admin');
  });

  test('an editor creates a news article and the Markdown file is written', async ({ page }, testInfo) => {
    // Decap CMS is a desktop editor: on a phone-sized screen its media library lays cards over each other.
    test.skip(isPhone(testInfo.project.name), 'the content manager is edited on a desktop screen');
    test.setTimeout(180_000);
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
    // Image: picked from the files already in public/news/ (the field's upload folder).
    await page.getByRole('button', { name: 'Choose an image' }).click();
    const library = page.getByRole('dialog');
    await library.getByText('trade-award.svg', { exact: true }).click();
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
    expect(markdown).toContain('image: /news/trade-award.svg\n');
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
    await expect(page.getByRole('heading', { level: 1, name: 'Editing in the browser is not switched on for this site' })).toBeVisible();
    await expect(page.getByText(/npm run cms/)).toBeVisible();
    await expect(page.getByText(/CMS_BACKEND=github/)).toBeVisible();
    expect(await cms).toBe(false);
    await expectNoAxeViolations(page);
  });
});
