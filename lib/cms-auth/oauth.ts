// The GitHub sign-in of the content manager (/admin), run on the site's own origin by the Cloudflare Pages
// Functions in functions/api/. The CMS opens a popup at /api/auth; we send the editor to GitHub with a random
// state, GitHub sends them back to /api/callback with a code, we trade the code for a token with the app's
// secret and hand the token to the /admin window through postMessage. Only Web APIs are used (Request,
// Response, URL, crypto), so the same code runs in Cloudflare's runtime and under Jest in Node.

/** What the functions read from the Pages project's settings (secrets and variables). */
export interface OAuthEnv {
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  /**
   * Where GitHub lives: an https address (GitHub Enterprise), or for the tests a stand-in on this computer
   * (http://127.0.0.1:…). Nothing else is used: the client secret is posted there.
   */
  GITHUB_ORIGIN?: string;
  /** `repo` when the repository is private; `public_repo`, the default, is enough for a public one. */
  GITHUB_SCOPE?: string;
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export const AUTH_PATH = '/api/auth';
export const CALLBACK_PATH = '/api/callback';
/**
 * `__Host-`: the browser keeps it only as set by this origin over https, for the whole origin (Path=/) and no
 * other domain, so no sibling subdomain can plant a state of its own.
 */
export const STATE_COOKIE = '__Host-cms-oauth-state';
/** Ten minutes to sign in at GitHub; the state is worthless after that. */
export const STATE_MAX_AGE = 600;
export const DEFAULT_GITHUB_ORIGIN = 'https://github.com';
/**
 * The rights the token carries: writing the repository's content, and no more. `public_repo` reaches public
 * repositories only; a private one needs `repo` (set GITHUB_SCOPE). Never `user`: the CMS reads the editor's
 * name and avatar from the public profile, which any token may read.
 */
export const GITHUB_SCOPES = ['public_repo', 'repo'] as const;
export const DEFAULT_GITHUB_SCOPE = 'public_repo';
/** How long GitHub may take to answer one request before the sign-in window says so. */
export const GITHUB_TIMEOUT_MS = 10_000;
const PROVIDER = 'github';

/** The error codes the CMS knows and shows in the editor's language. */
export type OAuthErrorCode =
  | 'UNSUPPORTED_BACKEND'
  | 'MISCONFIGURED_CLIENT'
  | 'CSRF_DETECTED'
  | 'AUTH_CODE_REQUEST_FAILED'
  | 'TOKEN_REQUEST_FAILED'
  | 'MALFORMED_RESPONSE';

export type OAuthResult = { token: string } | { error: string; errorCode: OAuthErrorCode };

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * GitHub's origin, or undefined when GITHUB_ORIGIN names one the client secret must not go to: only https, or
 * plain http on this computer's own loopback address, where the tests run their stand-in.
 */
export function githubOrigin(env: OAuthEnv): string | undefined {
  const value = env.GITHUB_ORIGIN?.trim();
  if (!value) return DEFAULT_GITHUB_ORIGIN;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.username || url.password || (url.pathname !== '/' && url.pathname !== '')) return undefined;
  if (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname))) return url.origin;
  return undefined;
}

/** The scope to ask GitHub for, or undefined when GITHUB_SCOPE is set to anything but the two allowed. */
export function githubScope(env: OAuthEnv): string | undefined {
  const value = env.GITHUB_SCOPE?.trim() || DEFAULT_GITHUB_SCOPE;
  return (GITHUB_SCOPES as readonly string[]).includes(value) ? value : undefined;
}

/** 256 random bits as hex: nobody can guess the state another editor's browser holds. */
export function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** One cookie's value from a Cookie header, or undefined. */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** Compares without stopping at the first difference, so the time taken tells nothing about the expected value. */
export function safeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * JSON that is safe inside an inline <script>: no `<` (so no `</script>` or `<!--` can end or bend the element),
 * no `>` or `&`, and no U+2028/U+2029 (line breaks to older JavaScript parsers).
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The message the CMS waits for: `authorization:<provider>:success|error:<json>`. */
export function resultMessage(result: OAuthResult, provider = PROVIDER): string {
  const data = 'token' in result ? { token: result.token, provider } : { error: result.error, errorCode: result.errorCode, provider };
  return `authorization:${provider}:${'token' in result ? 'success' : 'error'}:${JSON.stringify(data)}`;
}

/**
 * The popup's script. It first says "authorizing" to the window that opened it; the CMS answers with the same
 * words, which proves the opener is our /admin (only a page of `siteOrigin` can send that answer with that
 * origin), and only then is the result (the token) posted, to that origin alone.
 */
export function messageScript(result: OAuthResult, siteOrigin: string, provider = PROVIDER): string {
  return `(() => {
  const siteOrigin = ${scriptJson(siteOrigin)};
  const handshake = ${scriptJson(`authorizing:${provider}`)};
  const message = ${scriptJson(resultMessage(result, provider))};
  const say = (text) => { const p = document.querySelector('p'); if (p) p.textContent = text; };
  let sameOrigin = false;
  try {
    sameOrigin = window.opener?.location.origin === siteOrigin;
  } catch {
    // Another origin's window: its address cannot be read, and it would never hear the result.
  }
  if (!window.opener) return say(${scriptJson(NO_OPENER)});
  if (!sameOrigin) return say(${scriptJson(otherAddress(siteOrigin))});
  window.addEventListener('message', ({ data, origin }) => {
    if (data === handshake && origin === siteOrigin) window.opener?.postMessage(message, origin);
  });
  window.opener.postMessage(handshake, siteOrigin);
})();`;
}

/** What the sign-in window says when it was not opened by a content manager it can hand the result to. */
export const NO_OPENER = 'Sign-in cannot finish: this window has lost its link to the content manager. Close it, then choose “Sign In with GitHub” again in /admin.';
export const otherAddress = (siteOrigin: string) =>
  `Sign-in cannot finish: the content manager was opened at another address than the one this sign-in belongs to. Open ${siteOrigin}/admin and sign in there.`;

/** The policy source of an inline script: `'sha256-<base64>'`. */
export async function scriptHash(script: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(script)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

/** The policy of the result page: its one script by hash, nothing else loads, nothing frames it. */
export function resultPolicy(hash: string): string {
  return `default-src 'none'; script-src ${hash}; base-uri 'none'; frame-ancestors 'none'; form-action 'none'`;
}

/**
 * Headers of every answer: never cached (a token or a state must not be stored anywhere on the way) and never
 * indexed. No Cross-Origin-Opener-Policy on purpose: with `same-origin` the popup would lose its link to the
 * /admin window, and the token could not be handed over.
 */
function baseHeaders(): Headers {
  return new Headers({
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex',
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  });
}

/** The cookie that holds the state between /api/auth and /api/callback (Lax: GitHub's redirect back carries it). */
export function stateCookie(value: string, maxAge = STATE_MAX_AGE): string {
  return `${STATE_COOKIE}=${value}; HttpOnly; Secure; SameSite=Lax; Path=/; Max-Age=${maxAge}`;
}

/**
 * The page the popup ends on, for success and errors alike (status 200, so the popup shows it and its script
 * runs): a sentence for the editor and the script that reports to the CMS.
 */
export async function resultPage(request: Request, result: OAuthResult, provider = PROVIDER, headers = baseHeaders()): Promise<Response> {
  const script = messageScript(result, new URL(request.url).origin, provider);
  const sentence = 'token' in result
    ? 'Signing you in… you can close this window.'
    : `Sign-in failed: ${result.error} Close this window and try again.`;
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Sign in</title></head>
<body><p>${escapeHtml(sentence)}</p><script>${script}</script></body>
</html>
`;
  headers.set('Content-Type', 'text/html; charset=utf-8');
  headers.set('Content-Security-Policy', resultPolicy(await scriptHash(script)));
  return new Response(html, { status: 200, headers });
}

/** Anything but GET: these URLs are only ever opened in the popup. */
export function methodNotAllowed(): Response {
  const headers = baseHeaders();
  headers.set('Allow', 'GET');
  return new Response('Method Not Allowed\n', { status: 405, headers });
}

function failure(errorCode: OAuthErrorCode, error: string): OAuthResult {
  return { error, errorCode };
}

/** GitHub's own words as the end of our sentence: one full stop, whether or not GitHub wrote one. */
function quoted(said: string): string {
  let text = said.trim();
  while (text.endsWith('.')) text = text.slice(0, -1).trimEnd();
  return `${text}.`;
}

function configured(env: OAuthEnv): env is OAuthEnv & { GITHUB_CLIENT_ID: string; GITHUB_CLIENT_SECRET: string } {
  return Boolean(env.GITHUB_CLIENT_ID?.trim() && env.GITHUB_CLIENT_SECRET?.trim());
}

const MISCONFIGURED = 'The GitHub OAuth app is not set up on this site (GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET).';
const BAD_ORIGIN = 'GITHUB_ORIGIN is set to an address the sign-in does not use (only https, or this computer for tests).';
const BAD_SCOPE = `GITHUB_SCOPE is set to something else than ${GITHUB_SCOPES.join(' or ')}.`;

/** What is wrong with the settings, if anything: the sign-in stops before anything goes to GitHub. */
function settingsProblem(env: OAuthEnv): OAuthResult | undefined {
  if (!configured(env)) return failure('MISCONFIGURED_CLIENT', MISCONFIGURED);
  if (!githubOrigin(env)) return failure('MISCONFIGURED_CLIENT', BAD_ORIGIN);
  if (!githubScope(env)) return failure('MISCONFIGURED_CLIENT', BAD_SCOPE);
  return undefined;
}

/** A provider name as the CMS sent it, when it is a plain word; the answer must name it or the CMS never hears it. */
function requestedProvider(url: URL): string {
  const asked = url.searchParams.get('provider') ?? '';
  return /^[a-z][a-z0-9-]{0,31}$/.test(asked) ? asked : PROVIDER;
}

/** GET /api/auth?provider=github&site_id=…&scope=…: off to GitHub's consent page with a fresh state. */
export async function handleAuth(request: Request, env: OAuthEnv): Promise<Response> {
  if (request.method !== 'GET') return methodNotAllowed();
  const url = new URL(request.url);
  const provider = requestedProvider(url);
  if (url.searchParams.get('provider') !== PROVIDER) {
    return resultPage(request, failure('UNSUPPORTED_BACKEND', 'Only GitHub sign-in is offered here.'), provider);
  }
  const problem = settingsProblem(env);
  if (problem || !configured(env)) return resultPage(request, problem ?? failure('MISCONFIGURED_CLIENT', MISCONFIGURED));
  const state = randomState();
  // The scope the CMS asks for (repo,user) is not passed on: the site's setting decides, never more than repo.
  const authorize = new URL(`${githubOrigin(env)}/login/oauth/authorize`);
  authorize.search = new URLSearchParams({
    client_id: env.GITHUB_CLIENT_ID.trim(),
    scope: githubScope(env)!,
    state,
    redirect_uri: `${url.origin}${CALLBACK_PATH}`,
  }).toString();
  const headers = baseHeaders();
  headers.set('Location', authorize.toString());
  headers.set('Set-Cookie', stateCookie(state));
  return new Response(null, { status: 302, headers });
}

/** Trades GitHub's code for a token; never throws (a failure is a result the popup reports). */
export async function exchangeCode(
  env: OAuthEnv & { GITHUB_CLIENT_ID: string; GITHUB_CLIENT_SECRET: string },
  code: string,
  fetchImpl: FetchLike,
  timeoutMs = GITHUB_TIMEOUT_MS,
): Promise<OAuthResult> {
  const origin = githubOrigin(env);
  if (!origin) return failure('MISCONFIGURED_CLIENT', BAD_ORIGIN);
  // One time limit for the whole answer, its body included: the sign-in window never waits forever.
  const signal = AbortSignal.timeout(timeoutMs);
  const late = () => failure('TOKEN_REQUEST_FAILED', `GitHub did not answer within ${timeoutMs / 1000} seconds. Close this window and try again in a moment.`);
  let response: Response;
  try {
    response = await fetchImpl(`${origin}/login/oauth/access_token`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'User-Agent': 'cms-oauth' },
      body: JSON.stringify({ client_id: env.GITHUB_CLIENT_ID.trim(), client_secret: env.GITHUB_CLIENT_SECRET.trim(), code }),
      signal,
    });
  } catch {
    return signal.aborted ? late() : failure('TOKEN_REQUEST_FAILED', 'GitHub could not be reached to finish signing in.');
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    if (signal.aborted) return late();
    return failure('MALFORMED_RESPONSE', `GitHub answered ${response.status} without the expected data.`);
  }
  const data = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  if (typeof data.access_token === 'string' && data.access_token) return { token: data.access_token };
  if (typeof data.error === 'string') {
    const said = typeof data.error_description === 'string' && data.error_description ? data.error_description : data.error;
    return failure('TOKEN_REQUEST_FAILED', `GitHub refused the sign-in: ${quoted(said)}`);
  }
  return failure(response.ok ? 'MALFORMED_RESPONSE' : 'TOKEN_REQUEST_FAILED', `GitHub answered ${response.status} without a token.`);
}

/** GET /api/callback?code=…&state=…: check the state, get the token, report to the CMS, forget the state. */
export async function handleCallback(request: Request, env: OAuthEnv, fetchImpl: FetchLike = fetch, timeoutMs = GITHUB_TIMEOUT_MS): Promise<Response> {
  if (request.method !== 'GET') return methodNotAllowed();
  const url = new URL(request.url);
  const headers = baseHeaders();
  // The state is used once, whatever happens next.
  headers.set('Set-Cookie', stateCookie('', 0));
  const answer = (result: OAuthResult) => resultPage(request, result, PROVIDER, headers);

  const problem = settingsProblem(env);
  if (problem || !configured(env)) return answer(problem ?? failure('MISCONFIGURED_CLIENT', MISCONFIGURED));
  const expected = readCookie(request.headers.get('Cookie'), STATE_COOKIE);
  const state = url.searchParams.get('state');
  // Without this check a page elsewhere could send an editor here with the attacker's own code.
  if (!expected || !state || !safeEqual(state, expected)) {
    return answer(failure('CSRF_DETECTED', 'The sign-in could not be matched to this browser (it took too long, or it was started elsewhere).'));
  }
  const denied = url.searchParams.get('error');
  if (denied) {
    const said = url.searchParams.get('error_description') || denied;
    return answer(failure('AUTH_CODE_REQUEST_FAILED', `GitHub did not authorise the sign-in: ${quoted(said)}`));
  }
  const code = url.searchParams.get('code');
  if (!code) return answer(failure('AUTH_CODE_REQUEST_FAILED', 'GitHub sent no authorisation code.'));
  return answer(await exchangeCode(env, code, fetchImpl, timeoutMs));
}
