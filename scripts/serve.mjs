#!/usr/bin/env node
// Serves the static export in out/ the way production hosts do (scripts/hosts/rules.mjs): clean URLs,
// HTTP redirects for unknown /about-us/* and /services/* paths (/vi/about-us/* … in each edition), a 404
// status with the edition's 404.html for other unknown paths (out/vi/404.html under /vi), caching for every
// answer, and the security headers on every answer, malformed requests' included.
// Usage: node scripts/serve.mjs [--port 3000] [--root out] [--host 127.0.0.1]
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { STATUS_CODES, createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { exactPathHeaders } from './hosts/cloudflare.mjs';
import { decodePath, resolvePath, safeQuery } from './hosts/paths.mjs';
import { CACHE, SECURITY_HEADERS, cacheControlOf, contentTypeOf, placeHeadersOf, policyOf, routeOfFile, securityHeaders } from './hosts/rules.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
  '.xhtml': 'application/xhtml+xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.webmanifest': 'application/manifest+json',
};

/**
 * The headers the build's out/_headers gives a page at its exact URL (today only the content manager's: its
 * policy, opener policy and noindex), read from the same file Netlify and Cloudflare Pages apply. Every other
 * page gets the rules every path gets (see answer), and its own policy from its <meta> tag, as on those hosts.
 */
export function pageHeadersOf(root) {
  const headersFile = path.join(root, '_headers');
  const byPath = existsSync(headersFile) ? exactPathHeaders(readFileSync(headersFile, 'utf8')) : {};
  return (file) => byPath[routeOfFile(file)] ?? {};
}

const COMPRESSIBLE = /\.(html|js|css|json|txt|xml|svg|webmanifest|yml)$/;
const compressed = new Map();
/** Above this size (bytes) a file is compressed at a faster level. */
const LARGE_FILE = 512 * 1024;

/**
 * The content coding to send for an Accept-Encoding header: Brotli or gzip, whichever the client weighs
 * higher (Brotli on a tie), never one it weighs q=0; null for none. `*` stands for any coding not named.
 */
export function pickEncoding(acceptEncoding) {
  const weights = new Map();
  for (const part of String(acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim());
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const m = /^q\s*=\s*([0-9.]+)$/.exec(param);
      if (m) q = Math.min(1, Math.max(0, Number(m[1]) || 0));
    }
    weights.set(name, Math.max(q, weights.get(name) ?? 0));
  }
  const weight = (coding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gzip = weight('gzip');
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? 'br' : 'gzip';
}

/** Brotli or gzip body of a text file, as a CDN would send it (cached per file and modification time). */
function compressedBody(file, acceptEncoding) {
  const encoding = pickEncoding(acceptEncoding);
  if (!encoding || !COMPRESSIBLE.test(file)) return null;
  const key = `${encoding}:${file}:${statSync(file).mtimeMs}`;
  if (!compressed.has(key)) {
    const raw = readFileSync(file);
    // Highest quality for the site's own small files; a CDN's on-the-fly level for large ones (the content
    // manager's multi-megabyte bundle): quality 11 would hold the one-threaded server for half a minute.
    const large = raw.length > LARGE_FILE;
    compressed.set(
      key,
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: large ? 5 : 11 } })
        : gzipSync(raw, { level: large ? 6 : 9 }),
    );
  }
  return { encoding, body: compressed.get(key) };
}

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

/** A short plain-text answer (400, 405, 500, ...) with the security headers. */
function plain(res, status, extra = {}) {
  const body = `${STATUS_CODES[status] ?? 'Error'}\n`;
  res.writeHead(status, {
    ...securityHeaders(),
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    ...extra,
  });
  res.end(body);
}

/** A weak validator from size and modification time, enough for revalidation of unchanged files. */
function etagOf(stats, encoding) {
  return `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`;
}

/**
 * The path of a request target, as sent: origin-form (`/about-us?x`) as it is, absolute-form
 * (`http://host/about-us?x`, which HTTP/1.1 servers must accept) without its scheme and authority. No URL
 * parsing: a parser would read "//host" or "/\\host" as another host. Null for any other form.
 */
export function targetPath(target) {
  if (target.startsWith('/')) return target;
  const absolute = /^https?:\/\/[^/?#]*(.*)$/is.exec(target);
  if (!absolute) return null;
  const rest = absolute[1] ?? '';
  if (rest === '' || rest.startsWith('?')) return `/${rest}`;
  return rest.startsWith('/') ? rest : null;
}

/** Answers one request. Everything that can go wrong is caught by the caller and becomes a 500. */
function answer(root, fileHeaders, req, res) {
  // HTTP/0.9 has no headers to carry ours, and this server speaks HTTP/1.x only.
  if (req.httpVersionMajor !== 1) {
    plain(res, 505, { Connection: 'close' });
    return;
  }
  // HTTP/1.1 requires a Host header (Node's own check would answer without our headers).
  if (req.httpVersionMinor >= 1 && req.headers.host === undefined) {
    plain(res, 400, { Connection: 'close' });
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    plain(res, 405, { Allow: 'GET, HEAD' });
    return;
  }
  const target = targetPath(req.url ?? '');
  if (target === null) {
    plain(res, 400);
    return;
  }
  const queryAt = target.indexOf('?');
  const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
  const search = queryAt === -1 ? '' : safeQuery(target.slice(queryAt));
  const result = resolvePath(root, rawPath);
  if (result.badRequest) {
    plain(res, 400);
    return;
  }
  // As the hosts that read `_headers` answer (they match rules by the path asked for): a file's name gets the
  // baseline policy (a document's, NO_SCRIPT_POLICY), any other name the pages' header policy, beside which each
  // page's <meta> policy holds; everything under /admin is kept out of search engines.
  let headers = { ...SECURITY_HEADERS, 'Content-Security-Policy': policyOf(rawPath), ...placeHeadersOf(path.posix.normalize(decodePath(rawPath) ?? '/')) };
  if (result.redirect) {
    res.writeHead(result.status, { ...headers, Location: result.redirect + search, 'Cache-Control': cacheControlOf(rawPath), 'Content-Length': 0 });
    res.end();
    return;
  }
  const file = result.file ?? result.notFound;
  const status = result.file ? 200 : 404;
  if (!existsSync(file)) {
    plain(res, 404);
    return;
  }
  const stats = statSync(file);
  if (status === 200) headers = { ...headers, ...fileHeaders(file.slice(root.length)) };
  // By the name's extension in any case, as nginx and Cloudflare read it (`.SVG` is an SVG), unless the rules
  // name the file's type (an edition's feed is RSS).
  const named = status === 200 ? contentTypeOf(file.slice(root.length).split(path.sep).join('/')) : null;
  const type = named ?? TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const packed = compressedBody(file, String(req.headers['accept-encoding'] ?? ''));
  const cache = status === 200 ? cacheControlOf(rawPath) : CACHE.notFound;
  const etag = etagOf(stats, packed?.encoding);
  if (status === 200 && String(req.headers['if-none-match'] ?? '').split(/\s*,\s*/).includes(etag)) {
    res.writeHead(304, { ...headers, ETag: etag, 'Cache-Control': cache, Vary: 'Accept-Encoding' });
    res.end();
    return;
  }
  res.writeHead(status, {
    ...headers,
    'Content-Type': type,
    'Cache-Control': cache,
    Vary: 'Accept-Encoding',
    ...(status === 200 ? { ETag: etag } : {}),
    'Content-Length': packed ? packed.body.length : stats.size,
    ...(packed ? { 'Content-Encoding': packed.encoding } : {}),
  });
  if (req.method === 'HEAD') res.end();
  else if (packed) res.end(packed.body);
  else {
    const stream = createReadStream(file);
    // A file that vanishes mid-answer ends this response, never the server.
    stream.on('error', () => res.destroy());
    stream.pipe(res);
  }
}

/** The raw answer to a request Node's parser refused (malformed, or headers too large), with our headers. */
function rawAnswer(status, extra = {}) {
  const body = `${STATUS_CODES[status] ?? 'Error'}\n`;
  const lines = Object.entries({
    ...securityHeaders(),
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
    ...extra,
    Connection: 'close',
  });
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n${body}`;
}

/**
 * How long a connection may wait (milliseconds). Node's defaults hold a connection that never finishes its
 * request for a minute and a half (headers timeout 60 s, checked every 30 s); these bound it to seconds.
 * An idle keep-alive connection closes after 5 s; a request's headers must arrive within 10 s and the whole
 * request within 15 s, checked every second, or the answer is 408.
 */
export const LIMITS = Object.freeze({ keepAliveTimeout: 5_000, headersTimeout: 10_000, requestTimeout: 15_000, connectionsCheckingInterval: 1_000 });

/**
 * The server. `fileHeaders(relativeFile)` adds headers for the page that answers with status 200 (the
 * exact-path rules of out/_headers by default: the content manager's). It answers every request: a request that cannot be parsed gets 400 (431
 * for oversized headers, 408 when it never completes), one without Host 400, an HTTP/0.9 one 505, an
 * expectation it cannot meet 417, CONNECT and other methods 405, a path that cannot be decoded 400, a
 * failure inside the handler 500; every answer carries the security headers, and no redirect leaves the
 * origin. `limits` overrides LIMITS (the tests use short ones).
 */
export function createSiteServer(root, fileHeaders = pageHeadersOf(root), limits = {}) {
  const { keepAliveTimeout, ...serverLimits } = { ...LIMITS, ...limits };
  // requireHostHeader: false, so that a request without Host gets our answer (with the security headers).
  const server = createServer({ ...serverLimits, requireHostHeader: false }, (req, res) => {
    try {
      answer(root, fileHeaders, req, res);
    } catch (error) {
      console.error(`serve: ${req.method} ${JSON.stringify(req.url)} failed:`, error);
      if (!res.headersSent) plain(res, 500);
      else res.destroy();
    }
  });
  server.keepAliveTimeout = keepAliveTimeout;
  // An Expect other than 100-continue: Node's own answer would lack the security headers.
  server.on('checkExpectation', (req, res) => plain(res, 417));
  // CONNECT is not handed to the request handler; without a listener Node closes the connection silently.
  server.on('connect', (req, socket) => {
    socket.on('error', () => socket.destroy());
    socket.end(rawAnswer(405, { Allow: 'GET, HEAD' }));
  });
  server.on('clientError', (error, socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    socket.end(rawAnswer(status));
  });
  return server;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  // The project's out/ wherever the server is started from; a --root given is read from the working directory.
  const root = path.resolve(arg('root', fileURLToPath(new URL('../out', import.meta.url))));
  const port = Number(arg('port', process.env.PORT ?? '3000'));
  const host = arg('host', '127.0.0.1');
  if (!existsSync(path.join(root, 'index.html'))) {
    console.error(`No site in ${root}: run "npm run build" first.`);
    process.exit(1);
  }
  createSiteServer(root).listen(port, host, () => {
    console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);
  });
  // Ctrl+C and SIGTERM end the server (Node's own answer to them). But `npm run serve`, sent SIGTERM (a process
  // manager, an editor's stop button), passes it to the shell it started this script through alone, which ends
  // without passing it on: the parent's end is the signal then, as for `npm run cms`.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) process.exit(143);
  }, 250).unref();
}
