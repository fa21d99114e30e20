/** @jest-environment node */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  handleAuth,
  handleCallback,
  readCookie,
  safeEqual,
  scriptHash,
  scriptJson,
  NO_OPENER,
  otherAddress,
  STATE_COOKIE,
  type OAuthEnv,
} from '../oauth';

const SITE = 'https://cms.example.pages.dev';
const ENV: OAuthEnv = { GITHUB_CLIENT_ID: 'client-1', GITHUB_CLIENT_SECRET: 'secret-1' };

const get = (path: string, headers: Record<string, string> = {}) => new Request(`${SITE}${path}`, { headers });

/** The inline script of a result page, and the message it would post. */
function pageParts(html: string) {
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const literal = /const message = (".*");/.exec(script)?.[1] ?? '""';
  return { script, message: JSON.parse(literal) as string, sentence: /<p>([^<]*)<\/p>/.exec(html)?.[1] ?? '' };
}

/**
 * Runs a result page's script with a fake window and opener (at `openerOrigin`: reading another origin's address
 * throws, as in a browser; null: no opener at all); returns what was posted to the opener and what the page says.
 */
function runScript(script: string, openerOrigin: string | null = SITE) {
  const posted: { message: unknown; target: string }[] = [];
  const listeners: ((event: { data: unknown; origin: string }) => void)[] = [];
  const shown = { textContent: '' };
  const opener = openerOrigin === null ? null : {
    postMessage: (message: unknown, target: string) => posted.push({ message, target }),
    get location() {
      if (openerOrigin !== SITE) throw new Error('SecurityError: Blocked a frame from accessing a cross-origin frame.');
      return { origin: openerOrigin };
    },
  };
  const fakeWindow = {
    opener,
    addEventListener: (type: string, listener: (event: { data: unknown; origin: string }) => void) => {
      if (type === 'message') listeners.push(listener);
    },
  };
  const fakeDocument = { querySelector: () => shown };
  new Function('window', 'document', script)(fakeWindow, fakeDocument);
  const receive = (data: unknown, origin: string) => listeners.forEach((listener) => listener({ data, origin }));
  return { posted, receive, shown };
}

const errorOf = (message: string) => JSON.parse(message.replace(/^authorization:[a-z-]+:error:/, '')) as { error: string; errorCode: string; provider: string };

/** A request that comes back from GitHub with the state the auth step set. */
async function startAndReturn(env: OAuthEnv, query: (state: string) => string) {
  const auth = await handleAuth(get('/api/auth?provider=github&site_id=cms.example.pages.dev&scope=repo'), env);
  const state = new URL(auth.headers.get('Location')!).searchParams.get('state')!;
  const cookie = /^[^;]+/.exec(auth.headers.get('Set-Cookie')!)![0];
  return get(`/api/callback?${query(state)}`, { Cookie: `other=1; ${cookie}` });
}

describe('/api/auth', () => {
  it('redirects to GitHub with a fresh state, the callback on this origin and the state cookie', async () => {
    const response = await handleAuth(get('/api/auth?provider=github&site_id=cms.example.pages.dev&scope=repo'), ENV);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('Location')!);
    expect(location.origin + location.pathname).toBe('https://github.com/login/oauth/authorize');
    expect(location.searchParams.get('client_id')).toBe('client-1');
    // The narrowest scope that writes a public repository's content, whatever the CMS asked for (repo,user).
    expect(location.searchParams.get('scope')).toBe('public_repo');
    expect(location.searchParams.get('redirect_uri')).toBe(`${SITE}/api/callback`);
    const state = location.searchParams.get('state')!;
    expect(state).toMatch(/^[0-9a-f]{64}$/);
    expect(response.headers.get('Set-Cookie')).toBe(`${STATE_COOKIE}=${state}; HttpOnly; Secure; SameSite=Lax; Path=/; Max-Age=600`);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const again = await handleAuth(get('/api/auth?provider=github'), { ...ENV, GITHUB_ORIGIN: 'http://127.0.0.1:9/' });
    expect(new URL(again.headers.get('Location')!).searchParams.get('state')).not.toBe(state);
    expect(again.headers.get('Location')).toMatch(/^http:\/\/127\.0\.0\.1:9\/login\/oauth\/authorize\?/);
  });

  it('answers another provider with an error page in that provider’s words, and no cookie', async () => {
    const response = await handleAuth(get('/api/auth?provider=gitlab&site_id=x'), ENV);
    expect(response.status).toBe(200);
    expect(response.headers.get('Set-Cookie')).toBeNull();
    const { message } = pageParts(await response.text());
    expect(message).toMatch(/^authorization:gitlab:error:/);
    expect(errorOf(message)).toMatchObject({ errorCode: 'UNSUPPORTED_BACKEND', provider: 'gitlab' });
  });

  it.each([{}, { GITHUB_CLIENT_ID: 'client-1' }, { GITHUB_CLIENT_SECRET: 'secret-1' }, { GITHUB_CLIENT_ID: ' ', GITHUB_CLIENT_SECRET: 'x' }])(
    'reports a missing client id or secret (%j) instead of redirecting',
    async (env) => {
      const response = await handleAuth(get('/api/auth?provider=github'), env);
      expect(response.status).toBe(200);
      expect(response.headers.get('Location')).toBeNull();
      const { message, sentence } = pageParts(await response.text());
      expect(errorOf(message)).toMatchObject({ errorCode: 'MISCONFIGURED_CLIENT', provider: 'github' });
      expect(sentence).toContain('GITHUB_CLIENT_ID');
    },
  );

  it('answers 405 to anything but GET', async () => {
    for (const method of ['POST', 'PUT', 'HEAD']) {
      const response = await handleAuth(new Request(`${SITE}/api/auth?provider=github`, { method }), ENV);
      expect(response.status).toBe(405);
      expect(response.headers.get('Allow')).toBe('GET');
      expect((await handleCallback(new Request(`${SITE}/api/callback`, { method }), ENV)).status).toBe(405);
    }
  });
});

describe('the settings', () => {
  it('asks for repo only when set for a private repository, and refuses any other scope before going to GitHub', async () => {
    const scopeOf = async (env: OAuthEnv) => new URL((await handleAuth(get('/api/auth?provider=github&scope=repo,user'), env)).headers.get('Location')!).searchParams.get('scope');
    expect(await scopeOf({ ...ENV, GITHUB_SCOPE: 'repo' })).toBe('repo');
    for (const scope of ['repo,user', 'user', 'admin:org']) {
      const response = await handleAuth(get('/api/auth?provider=github'), { ...ENV, GITHUB_SCOPE: scope });
      expect(response.headers.get('Location')).toBeNull();
      expect(errorOf(pageParts(await response.text()).message)).toMatchObject({ errorCode: 'MISCONFIGURED_CLIENT', error: expect.stringContaining('GITHUB_SCOPE') });
    }
  });

  it('sends the client secret to an https GitHub or a stand-in on this computer only', async () => {
    const authorizeAt = async (origin: string) => (await handleAuth(get('/api/auth?provider=github'), { ...ENV, GITHUB_ORIGIN: origin })).headers.get('Location');
    expect(await authorizeAt('https://github.example.com/')).toMatch(/^https:\/\/github\.example\.com\/login\/oauth\/authorize\?/);
    expect(await authorizeAt('http://127.0.0.1:9999')).toMatch(/^http:\/\/127\.0\.0\.1:9999\/login\/oauth\/authorize\?/);
    for (const origin of ['http://github.example.com', 'http://10.0.0.5', 'ftp://github.com', 'https://user:pw@github.com', 'https://github.com/evil', 'not a url']) {
      expect(await authorizeAt(origin)).toBeNull();
      const env = { ...ENV, GITHUB_ORIGIN: origin };
      const sent: string[] = [];
      const response = await handleCallback(get('/api/callback?code=c&state=s', { Cookie: `${STATE_COOKIE}=s` }), env, async (url) => {
        sent.push(url);
        return new Response('{}');
      });
      expect(sent).toEqual([]);
      expect(errorOf(pageParts(await response.text()).message)).toMatchObject({ errorCode: 'MISCONFIGURED_CLIENT', error: expect.stringContaining('GITHUB_ORIGIN') });
    }
  });
});

describe('/api/callback', () => {
  const neverCalled = jest.fn(async () => new Response('{}'));
  afterEach(() => neverCalled.mockClear());

  it('refuses a state that differs from the cookie, and never asks GitHub', async () => {
    const request = await startAndReturn(ENV, (state) => `code=c&state=${state.replace(/.$/, (c) => (c === '0' ? '1' : '0'))}`);
    const response = await handleCallback(request, ENV, neverCalled);
    expect(errorOf(pageParts(await response.text()).message).errorCode).toBe('CSRF_DETECTED');
    expect(neverCalled).not.toHaveBeenCalled();
    expect(response.headers.get('Set-Cookie')).toMatch(new RegExp(`^${STATE_COOKIE}=; .*Path=/; Max-Age=0$`));
  });

  it('refuses a callback without the cookie or without a state', async () => {
    for (const request of [get('/api/callback?code=c&state=abc'), get('/api/callback?code=c', { Cookie: `${STATE_COOKIE}=abc` }), get('/api/callback?code=c&state=', { Cookie: `${STATE_COOKIE}=` })]) {
      const response = await handleCallback(request, ENV, neverCalled);
      expect(response.status).toBe(200);
      expect(errorOf(pageParts(await response.text()).message).errorCode).toBe('CSRF_DETECTED');
    }
    expect(neverCalled).not.toHaveBeenCalled();
  });

  it('reports an editor who declined at GitHub', async () => {
    const request = await startAndReturn(ENV, (state) => `error=access_denied&error_description=The+user+has+denied+your+application+access.&state=${state}`);
    const { message, sentence } = pageParts(await (await handleCallback(request, ENV, neverCalled)).text());
    expect(errorOf(message).errorCode).toBe('AUTH_CODE_REQUEST_FAILED');
    expect(sentence).toContain('denied your application');
  });

  describe('against a stand-in for GitHub’s token endpoint', () => {
    let server: Server;
    let origin: string;
    const received: { method?: string; url?: string; accept?: string; type?: string; body: unknown }[] = [];

    const readBody = (req: IncomingMessage) =>
      new Promise<string>((resolve) => {
        let data = '';
        req.on('data', (chunk) => (data += chunk));
        req.on('end', () => resolve(data));
      });

    beforeAll(async () => {
      server = createServer(async (req, res) => {
        const raw = await readBody(req);
        const body = JSON.parse(raw || '{}') as { client_id?: string; client_secret?: string; code?: string };
        received.push({ method: req.method, url: req.url, accept: req.headers.accept, type: req.headers['content-type'], body });
        res.setHeader('Content-Type', 'application/json');
        if (body.code === 'broken') return res.end('<html>oops</html>');
        if (body.client_id === 'client-1' && body.client_secret === 'secret-1' && body.code === 'good-code') {
          return res.end(JSON.stringify({ access_token: 'gho_t0k3n</script><!--\u2028', token_type: 'bearer', scope: 'repo' }));
        }
        res.end(JSON.stringify({ error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' }));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
    beforeEach(() => {
      received.length = 0;
    });

    it('trades the code for the token and hands it only to the site’s own origin', async () => {
      const env = { ...ENV, GITHUB_ORIGIN: origin };
      const request = await startAndReturn(env, (state) => `code=good-code&state=${state}`);
      const response = await handleCallback(request, env);
      expect(received).toEqual([
        { method: 'POST', url: '/login/oauth/access_token', accept: 'application/json', type: 'application/json', body: { client_id: 'client-1', client_secret: 'secret-1', code: 'good-code' } },
      ]);
      expect(response.status).toBe(200);
      expect(response.headers.get('Set-Cookie')).toBe(`${STATE_COOKIE}=; HttpOnly; Secure; SameSite=Lax; Path=/; Max-Age=0`);
      const html = await response.text();
      const { script, message, sentence } = pageParts(html);
      expect(message).toBe('authorization:github:success:{"token":"gho_t0k3n</script><!--\u2028","provider":"github"}');
      expect(sentence).toContain('close this window');
      // The token's `</script>` and line separator cannot end the script element or the string.
      expect(html.match(/<\/script>/g)).toHaveLength(1);
      expect(script).not.toMatch(/[<\u2028]/);

      const { posted, receive } = runScript(script);
      // First the handshake, addressed to the site's origin only.
      expect(posted).toEqual([{ message: 'authorizing:github', target: SITE }]);
      // Another origin saying the right words, or the site saying something else, gets nothing.
      receive('authorizing:github', 'https://evil.example');
      receive('authorizing:github', 'https://cms.example.pages.dev.evil.example');
      receive('something else', SITE);
      expect(posted).toHaveLength(1);
      receive('authorizing:github', SITE);
      expect(posted).toEqual([
        { message: 'authorizing:github', target: SITE },
        { message, target: SITE },
      ]);

      // Opened from /admin at another address (www., a preview address): nothing is posted, and the window says why.
      const elsewhere = runScript(script, 'https://www.cms.example.pages.dev');
      expect(elsewhere.posted).toEqual([]);
      expect(elsewhere.shown.textContent).toBe(otherAddress(SITE));
      expect(elsewhere.shown.textContent).toContain(`${SITE}/admin`);
      // Its link to /admin lost (a policy that cuts openers): the window says so too.
      const orphan = runScript(script, null);
      expect(orphan.posted).toEqual([]);
      expect(orphan.shown.textContent).toBe(NO_OPENER);
    });

    it('gives up on a GitHub that does not answer in time, and says so', async () => {
      const silent = createServer(() => undefined);
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      try {
        const env = { ...ENV, GITHUB_ORIGIN: `http://127.0.0.1:${(silent.address() as AddressInfo).port}` };
        const response = await handleCallback(await startAndReturn(env, (state) => `code=good-code&state=${state}`), env, fetch, 200);
        const { message, sentence } = pageParts(await response.text());
        expect(errorOf(message).errorCode).toBe('TOKEN_REQUEST_FAILED');
        expect(sentence).toContain('did not answer within 0.2 seconds');
      } finally {
        silent.closeAllConnections();
        await new Promise<void>((resolve) => silent.close(() => resolve()));
      }
    });

    it('reports GitHub’s refusal in its own words', async () => {
      const env = { ...ENV, GITHUB_ORIGIN: origin };
      const response = await handleCallback(await startAndReturn(env, (state) => `code=expired&state=${state}`), env);
      expect(received).toHaveLength(1);
      const { message, sentence } = pageParts(await response.text());
      expect(errorOf(message)).toEqual({ errorCode: 'TOKEN_REQUEST_FAILED', provider: 'github', error: 'GitHub refused the sign-in: The code passed is incorrect or expired.' });
      expect(sentence).toContain('incorrect or expired');
    });

    it('reports an answer that is not JSON, and a GitHub it cannot reach', async () => {
      const env = { ...ENV, GITHUB_ORIGIN: origin };
      const broken = await handleCallback(await startAndReturn(env, (state) => `code=broken&state=${state}`), env);
      expect(errorOf(pageParts(await broken.text()).message).errorCode).toBe('MALFORMED_RESPONSE');
      const gone = { ...ENV, GITHUB_ORIGIN: 'http://127.0.0.1:1' };
      const unreachable = await handleCallback(await startAndReturn(gone, (state) => `code=good-code&state=${state}`), gone);
      expect(errorOf(pageParts(await unreachable.text()).message).errorCode).toBe('TOKEN_REQUEST_FAILED');
    });
  });
});

describe('the result page', () => {
  it('allows exactly its own inline script by hash, sends no opener policy and is never cached or indexed', async () => {
    const responses = [
      await handleAuth(get('/api/auth?provider=gitlab'), ENV),
      await handleCallback(get('/api/callback?code=c&state=s'), ENV),
      await handleCallback(await startAndReturn(ENV, (state) => `state=${state}`), ENV),
    ];
    for (const response of responses) {
      const html = await response.clone().text();
      const { script } = pageParts(html);
      expect(html.match(/<script/g)).toHaveLength(1);
      expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('Content-Security-Policy')).toBe(
        `default-src 'none'; script-src ${await scriptHash(script)}; base-uri 'none'; frame-ancestors 'none'; form-action 'none'`,
      );
      // The hash is the standard one: SHA-256 of the script's text, base64.
      const { createHash } = await import('node:crypto');
      expect(await scriptHash(script)).toBe(`'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`);
      expect(response.headers.has('Cross-Origin-Opener-Policy')).toBe(false);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(response.headers.get('X-Robots-Tag')).toBe('noindex');
      expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      // Every message the script sends names the site's origin as its only target.
      expect(script).toContain(`const siteOrigin = "${SITE}";`);
      expect(script).not.toMatch(/postMessage\([^)]*['"]\*['"]/);
    }
  });

  it('escapes what the error text carries into the visible sentence', async () => {
    const response = await handleCallback(
      await startAndReturn(ENV, (state) => `error=x&error_description=${encodeURIComponent('<img src=x onerror=alert(1)>')}&state=${state}`),
      ENV,
    );
    const html = await response.text();
    expect(html).not.toContain('<img');
    expect(pageParts(html).sentence).toContain('&#60;img');
  });
});

describe('helpers', () => {
  it('reads one cookie among several', () => {
    expect(readCookie(`a=1; ${STATE_COOKIE}=xyz; b=2`, STATE_COOKIE)).toBe('xyz');
    expect(readCookie(`x${STATE_COOKIE}=1`, STATE_COOKIE)).toBeUndefined();
    // Without the prefix, a cookie planted by another subdomain: not ours.
    expect(readCookie('cms-oauth-state=xyz', STATE_COOKIE)).toBeUndefined();
    expect(readCookie(null, STATE_COOKIE)).toBeUndefined();
  });

  it('compares states exactly', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });

  it('writes JSON that stays inside a script element and parses back to the same value', () => {
    const value = 'a</script><!--\u2028\u2029&>"\'';
    const json = scriptJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toBe(value);
  });
});
