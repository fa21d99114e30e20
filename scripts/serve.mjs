#!/usr/bin/env node
// Serves the static export in out/ the way production hosts do (scripts/host-rules.mjs): clean URLs,
// HTTP redirects for unknown /about-us/* and /services/* paths, a 404 status with 404.html for other
// unknown paths, long caching for hashed assets and the security headers.
// Usage: node scripts/serve.mjs [--port 3000] [--root out] [--host 127.0.0.1]
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { CACHE, HOST_FILES, cacheControl, exactPathHeaders, resolvePath, routeOfFile, securityHeaders } from './host-rules.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
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
 * Per-page headers computed by the build (scripts/postbuild.mjs), e.g. each page's Content-Security-Policy,
 * read from the same out/_headers file Netlify and Cloudflare Pages apply.
 */
export function pageHeadersOf(root) {
  const headersFile = path.join(root, '_headers');
  const byPath = existsSync(headersFile) ? exactPathHeaders(readFileSync(headersFile, 'utf8')) : {};
  return (file) => byPath[routeOfFile(file)] ?? {};
}

const COMPRESSIBLE = /\.(html|js|css|json|txt|xml|svg|webmanifest)$/;
const compressed = new Map();

/** Brotli or gzip body of a text file, as a CDN would send it (cached per file and modification time). */
function compressedBody(file, acceptEncoding) {
  const encoding = /\bbr\b/.test(acceptEncoding) ? 'br' : /\bgzip\b/.test(acceptEncoding) ? 'gzip' : null;
  if (!encoding || !COMPRESSIBLE.test(file)) return null;
  const key = `${encoding}:${file}:${statSync(file).mtimeMs}`;
  if (!compressed.has(key)) {
    const raw = readFileSync(file);
    compressed.set(
      key,
      encoding === 'br' ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }) : gzipSync(raw, { level: 9 }),
    );
  }
  return { encoding, body: compressed.get(key) };
}

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

/**
 * The server. `fileHeaders(relativeFile)` adds headers for the file that answers (the per-page CSP from
 * out/_headers by default).
 */
export function createSiteServer(root, fileHeaders = pageHeadersOf(root)) {
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const result = HOST_FILES.includes(url.pathname) ? { notFound: path.join(root, '404.html') } : resolvePath(root, url.pathname);
    let headers = securityHeaders();
    if (result.redirect) {
      res.writeHead(result.status, { ...headers, Location: result.redirect + url.search, 'Cache-Control': CACHE.none }).end();
      return;
    }
    const file = result.file ?? result.notFound;
    const status = result.file ? 200 : 404;
    if (!existsSync(file)) {
      res.writeHead(404, { ...headers, 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    headers = { ...headers, ...fileHeaders(file.slice(root.length)) };
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const packed = compressedBody(file, String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(status, {
      ...headers,
      'Content-Type': type,
      'Cache-Control': status === 200 ? cacheControl(url.pathname.endsWith('/') ? '/index.html' : file.slice(root.length)) : CACHE.none,
      Vary: 'Accept-Encoding',
      ...(packed ? { 'Content-Encoding': packed.encoding, 'Content-Length': packed.body.length } : {}),
    });
    if (req.method === 'HEAD') res.end();
    else if (packed) res.end(packed.body);
    else createReadStream(file).pipe(res);
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.resolve(arg('root', 'out'));
  const port = Number(arg('port', process.env.PORT ?? '3000'));
  const host = arg('host', '127.0.0.1');
  if (!existsSync(path.join(root, 'index.html'))) {
    console.error(`No site in ${root}: run "npm run build" first.`);
    process.exit(1);
  }
  createSiteServer(root).listen(port, host, () => {
    console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);
  });
}
