import { createServer, type IncomingMessage, type Server } from 'node:http';
import { test, expect } from '@playwright/test';
import { CMS_GITHUB_PORT, CMS_OAUTH_TEST_ENV } from '../support/ports.mjs';

/**
 * The content manager's GitHub sign-in on Cloudflare Pages: the Pages Functions in functions/api/ under
 * Cloudflare's own runtime (wrangler pages dev), against a stand-in for github.com on CMS_GITHUB_PORT
 * (scripts/preview.mjs points the functions at it). The browser side is the CMS's own: /admin opens the popup
 * and answers its handshake. Our server and nginx serve files only, so only the Cloudflare host is tested.
 */

const TOKEN = 't0k3n';
const CODE = 'c';

/** A few lines of github.com: the consent page agrees at once, the token endpoint knows one app and one code. */
function standInGitHub(): Server {
  const body = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      req.on('end', () => resolve(data));
    });
  return createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', CMS_OAUTH_TEST_ENV.GITHUB_ORIGIN);
    if (req.method === 'GET' && url.pathname === '/login/oauth/authorize') {
      const back = new URL(url.searchParams.get('redirect_uri') ?? 'http://invalid.invalid/');
      back.search = new URLSearchParams({ code: CODE, state: url.searchParams.get('state') ?? '' }).toString();
      res.writeHead(302, { Location: back.toString() }).end();
      return;
    }
    if (req.method === 'POST' && url.pathname === '/login/oauth/access_token') {
      let sent: { client_id?: string; client_secret?: string; code?: string } = {};
      try {
        sent = JSON.parse(await body(req));
      } catch {}
      const known = sent.client_id === CMS_OAUTH_TEST_ENV.GITHUB_CLIENT_ID && sent.client_secret === CMS_OAUTH_TEST_ENV.GITHUB_CLIENT_SECRET && sent.code === CODE;
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(known ? { access_token: TOKEN, token_type: 'bearer', scope: 'repo' } : { error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' }));
      return;
    }
    res.writeHead(404).end();
  });
}

// One stand-in on a fixed port: the tests of this file run one after another in one worker.
test.describe.configure({ mode: 'serial' });

let github: Server | undefined;

test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'host-cloudflare', 'only Cloudflare Pages runs the sign-in functions (functions/api/); the other hosts serve files');
  github = standInGitHub();
  await new Promise<void>((resolve, reject) => {
    github!.once('error', reject);
    github!.listen(CMS_GITHUB_PORT, '127.0.0.1', resolve);
  });
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => (github ? github.close(() => resolve()) : resolve()));
});

test('the sign-in functions answer on the site’s origin, apart from the static files’ headers', async ({ request, baseURL }) => {
  const auth = await request.get('/api/auth?provider=github&site_id=127.0.0.1&scope=repo', { maxRedirects: 0 });
  expect(auth.status()).toBe(302);
  const location = new URL(auth.headers()['location'] ?? '');
  expect(location.origin + location.pathname).toBe(`${CMS_OAUTH_TEST_ENV.GITHUB_ORIGIN}/login/oauth/authorize`);
  expect(location.searchParams.get('client_id')).toBe(CMS_OAUTH_TEST_ENV.GITHUB_CLIENT_ID);
  expect(location.searchParams.get('redirect_uri')).toBe(`${new URL(baseURL!).origin}/api/callback`);
  // The narrowest scope, whatever the CMS asked for; the state in a __Host- cookie (this origin, https, Path=/).
  expect(location.searchParams.get('scope')).toBe('public_repo');
  expect(auth.headers()['set-cookie']).toMatch(/^__Host-cms-oauth-state=[0-9a-f]{64}; HttpOnly; Secure; SameSite=Lax; Path=\/; Max-Age=600$/);

  const failed = await request.get('/api/callback?code=c&state=forged', { maxRedirects: 0 });
  expect(failed.status()).toBe(200);
  const headers = failed.headers();
  expect(await failed.text()).toContain('CSRF_DETECTED');
  expect(headers['content-security-policy']).toMatch(/^default-src 'none'; script-src 'sha256-[A-Za-z0-9+/]{43}='; base-uri 'none'; frame-ancestors 'none'; form-action 'none'$/);
  // The site-wide rules of out/_headers are not added to a function's answer: above all no opener policy,
  // which would cut the popup off from /admin.
  expect(headers['cross-origin-opener-policy']).toBeUndefined();
  expect(headers['cache-control']).toBe('no-store');
  expect((await request.post('/api/auth', { maxRedirects: 0 })).status()).toBe(405);
});

test('/admin signs in through the popup: GitHub’s consent, the code traded for the token, the token posted back', async ({ page }) => {
  // The CMS's page (its opener policy keeps the link to popups); the CMS itself is not needed to talk to the popup.
  await page.route((url) => url.hostname !== '127.0.0.1', (route) => route.abort('blockedbyclient'));
  await page.goto('/admin/');
  const popupOpened = page.waitForEvent('popup');
  const message = page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        // Exactly what the CMS does: answer the popup's handshake to the popup's origin, then take the result.
        const popup = window.open('/api/auth?provider=github&site_id=127.0.0.1&scope=repo', 'auth', 'width=600,height=800');
        if (!popup) return reject(new Error('the popup was blocked'));
        const authURL = new URL('/api/auth', window.location.href);
        window.addEventListener('message', ({ origin, data }) => {
          if (origin !== authURL.origin || typeof data !== 'string') return;
          if (data === 'authorizing:github') popup.postMessage(data, origin);
          else if (data.startsWith('authorization:github:')) resolve(data);
        });
        setTimeout(() => reject(new Error('no answer from the popup')), 20_000);
      }),
  );
  const popup = await popupOpened;
  expect(await message).toBe(`authorization:github:success:{"token":"${TOKEN}","provider":"github"}`);
  await expect(popup).toHaveURL(/\/api\/callback\?code=c&state=[0-9a-f]{64}$/);
  await expect(popup.locator('p')).toContainText('Signing you in');
});

test('a sign-in window opened from another address than the sign-in’s own says so, and hands nothing over', async ({ page, baseURL }) => {
  // /admin at another address of the same site (here localhost against 127.0.0.1), where the CMS was started.
  const other = new URL(baseURL!);
  other.hostname = other.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  const signIn = new URL('/api/auth?provider=github&site_id=127.0.0.1&scope=repo', baseURL).toString();
  await page.route((url) => !['127.0.0.1', 'localhost'].includes(url.hostname), (route) => route.abort('blockedbyclient'));
  await page.goto(new URL('/admin/', other).toString());
  const received: string[] = [];
  await page.exposeFunction('received', (data: string) => received.push(data));
  const popupOpened = page.waitForEvent('popup');
  await page.evaluate((url) => {
    window.addEventListener('message', ({ data }) => void (window as unknown as { received: (d: string) => void }).received(String(data)));
    window.open(url, 'auth', 'width=600,height=800');
  }, signIn);
  const popup = await popupOpened;
  await expect(popup).toHaveURL(/\/api\/callback\?code=c&state=[0-9a-f]{64}$/);
  await expect(popup.locator('p')).toContainText(`${new URL(baseURL!).origin}/admin`);
  expect(received).toEqual([]);
});
