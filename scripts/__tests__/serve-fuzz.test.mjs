// Node test runner: the preview server (scripts/serve.mjs) under hostile requests. A seeded generator makes
// a few thousand paths (encodings, double encodings, control characters, Unicode, backslashes, long and dot
// segments, query strings) and sends them over loopback; every answer must come, carry the security
// headers, keep redirects on the same origin and never serve a host file or anything outside the root.
// Malformed request lines (no Host, an unknown Expect, CONNECT, HTTP/0.9, absolute-form) get an answer with
// the security headers too, and a connection that sends nothing is not held for long.
import assert from 'node:assert/strict';
import { mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { generatePath, get, random } from '../../e2e/support/hostile-paths.mjs';
import { locationOf, resolvePath } from '../hosts/paths.mjs';
import { HOST_FILES } from '../hosts/rules.mjs';
import { LIMITS, createSiteServer, pickEncoding, targetPath } from '../serve.mjs';
import { writeFiles } from './support/scratch-files.mjs';

const FUZZ_COUNT = 3000;
const SEED = 0x5eed14;
const SECURITY_HEADERS = ['strict-transport-security', 'x-content-type-options', 'referrer-policy', 'x-frame-options', 'content-security-policy'];
const SECRET = 'SECRET-OUTSIDE-THE-ROOT';
const HOST_SECRET = 'HOST-FILE-NOT-CONTENT';

/** A served folder shaped like out/: pages, an asset, the not-found page, host files and a link out. */
function fixture() {
  const parent = mkdtempSync(path.join(tmpdir(), 'serve-fuzz-'));
  const root = path.join(parent, 'out');
  const files = {
    'index.html': 'PAGE home',
    'about-us.html': 'PAGE about',
    'about-us/team.html': 'PAGE team',
    'services.html': 'PAGE services',
    'contact.html': 'PAGE contact',
    '404.html': 'PAGE not-found',
    '_not-found.html': `${HOST_SECRET} not-found route`,
    '_next/static/chunk.js': 'PAGE chunk',
    '_headers': `${HOST_SECRET} headers`,
    '_redirects': `${HOST_SECRET} redirects`,
    '_headers.json': JSON.stringify({ '/index.html': { 'Content-Security-Policy': "default-src 'self'" }, note: HOST_SECRET }),
    '_nginx-pages.conf': `${HOST_SECRET} nginx`,
  };
  writeFiles(root, files);
  writeFileSync(path.join(parent, 'secret.txt'), SECRET);
  writeFileSync(path.join(parent, 'out-secret.html'), SECRET);
  symlinkSync(path.join(parent, 'secret.txt'), path.join(root, 'linked.txt'));
  // A link inside the root to a host file, under a name no rule refuses.
  symlinkSync('_headers', path.join(root, 'linked-headers.txt'));
  return root;
}

/**
 * Bytes as sent on a fresh connection (for what Node's client refuses to send), the raw answer back. The
 * connection is half-closed after the bytes unless `keepOpen`.
 */
function raw(port, bytes, { keepOpen = false } = {}) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => (keepOpen ? socket.write(bytes) : socket.end(bytes)));
    const chunks = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.on('error', reject);
    socket.setTimeout(5000, () => socket.destroy(new Error('no answer')));
  });
}

/** The checks every answer must pass, whatever was asked. */
function assertSafe(target, answer, origin) {
  const where = `for ${JSON.stringify(target.slice(0, 200))}`;
  assert.ok([200, 301, 308, 400, 404].includes(answer.status), `status ${answer.status} ${where}`);
  for (const name of SECURITY_HEADERS) assert.ok(answer.headers[name], `${name} missing ${where}`);
  assert.ok(!answer.body.includes(SECRET), `a file outside the root was served ${where}`);
  assert.ok(!answer.body.includes(HOST_SECRET), `a host file was served ${where}`);
  if (answer.status === 301 || answer.status === 308) {
    const location = answer.headers.location;
    assert.match(location, /^\/(?![/\\])[\x21-\x7e]*$/, `Location ${JSON.stringify(location)} ${where}`);
    assert.equal(new URL(location, origin).origin, origin, `Location ${JSON.stringify(location)} leaves the origin ${where}`);
  }
  if (answer.status === 200) assert.match(answer.body, /^PAGE /, `unexpected body ${where}`);
}

describe('preview server under hostile requests', () => {
  let server;
  let port;
  let origin;
  let root;
  before(async () => {
    root = fixture();
    server = createSiteServer(root);
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = server.address().port;
    origin = `http://127.0.0.1:${port}`;
  });
  after(() => new Promise((resolve) => server.close(resolve)));

  test('the requests from the bug report: answered, same-origin, no host file, the server stays up', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    const cases = {
      '/%0d%0a/': [308, '/%0D%0A'],
      '/%E4%B8%AD/': [308, '/%E4%B8%AD'],
      '/%F0%9F%98%80/': [308, '/%F0%9F%98%80'],
      '/%5Cevil.example/': [404],
      '/%09/': [308, '/%09'],
      '/%5C%5Cevil.example/': [404],
      '//evil.example/': [308, '/evil.example'],
      '/about-us/?a=%0d%0a': [308, '/about-us?a=%0d%0a'],
      '/%5Fheaders.json': [404],
      '/%5Fnginx-pages.conf': [404],
      '/%5Fredirects': [404],
      '/%5fheaders': [404],
      '/x/..%2F_headers': [404],
      '/404': [404],
      '/404.html': [404],
      '/_not-found': [404],
      '/linked.txt': [404],
      '/linked-headers.txt': [404],
      '/index': [308, '/'],
      '/%E0%A4%A': [400],
      '/%ff': [400],
      '/a%00b': [400],
      '/about-us/nope': [301, '/about-us'],
      '/about-us/team': [200],
    };
    for (const [target, [status, location]] of Object.entries(cases)) {
      const answer = await get(port, target, agent);
      assert.equal(answer.status, status, `status for ${target}`);
      if (location) assert.equal(answer.headers.location, location, `Location for ${target}`);
      assertSafe(target, answer, origin);
    }
    agent.destroy();
  });

  test('405, 304, 400 and 431 answers carry the security headers', async () => {
    const post = await new Promise((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path: '/contact', method: 'POST' }, (res) => {
        res.resume();
        res.on('end', () => resolve(res));
      });
      req.on('error', reject);
      req.end('name=x');
    });
    assert.equal(post.statusCode, 405);
    assert.equal(post.headers.allow, 'GET, HEAD');
    for (const name of SECURITY_HEADERS) assert.ok(post.headers[name], `405 lacks ${name}`);

    const first = await get(port, '/about-us');
    assert.ok(first.headers.etag);
    const revalidated = await new Promise((resolve, reject) => {
      http.get({ host: '127.0.0.1', port, path: '/about-us', headers: { 'If-None-Match': first.headers.etag } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res));
      }).on('error', reject);
    });
    assert.equal(revalidated.statusCode, 304);
    for (const name of SECURITY_HEADERS) assert.ok(revalidated.headers[name], `304 lacks ${name}`);

    // What Node's own client refuses to send: raw control characters, a space, oversized headers.
    const malformed = await raw(port, 'GET /a\x01b/ HTTP/1.1\r\nHost: x\r\n\r\n');
    assert.match(malformed, /^HTTP\/1\.1 400 /);
    const huge = await raw(port, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20000)}\r\n\r\n`);
    assert.match(huge, /^HTTP\/1\.1 431 /);
    for (const answer of [malformed, huge]) {
      for (const name of SECURITY_HEADERS) assert.match(answer, new RegExp(`^${name}: `, 'im'), `raw answer lacks ${name}`);
    }
    const crlf = await raw(port, 'GET /\r\n/ HTTP/1.1\r\nHost: x\r\n\r\n');
    assert.match(crlf, /^HTTP\/1\.1 400 /);
    assert.equal((await get(port, '/')).status, 200, 'the server answers after malformed requests');
  });

  test('malformed request lines are answered, with the security headers', async () => {
    const headersOf = (answer) => {
      for (const name of SECURITY_HEADERS) assert.match(answer, new RegExp(`^${name}: `, 'im'), `answer lacks ${name}: ${answer.slice(0, 200)}`);
    };
    // Complete requests ask for the connection to be closed after the answer; the bare request line is sent
    // and then the connection half-closed, as a client of that age does.
    const close = 'Connection: close\r\n';
    const cases = [
      // No Host in HTTP/1.1.
      [`GET / HTTP/1.1\r\n${close}\r\n`, /^HTTP\/1\.1 400 /],
      // An expectation the server cannot meet.
      [`GET / HTTP/1.1\r\nHost: x\r\nExpect: nonsense\r\n${close}\r\n`, /^HTTP\/1\.1 417 /],
      // A tunnel: this is no proxy.
      ['CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n', /^HTTP\/1\.1 405 [^]*\r\nAllow: GET, HEAD\r\n/i],
      // HTTP/0.9: a bare request line, and one the parser completes.
      ['GET /\r\n', /^HTTP\/1\.1 400 /, { halfClose: true }],
      ['GET /\r\n\r\n', /^HTTP\/1\.1 505 /],
      // Absolute-form, which HTTP/1.1 servers must accept: the path decides, and a redirect stays on this origin.
      [`GET http://example.com/about-us HTTP/1.1\r\nHost: x\r\n${close}\r\n`, /^HTTP\/1\.1 200 [^]*PAGE about$/],
      [`GET http://example.com/about-us/?a=1 HTTP/1.1\r\nHost: x\r\n${close}\r\n`, /^HTTP\/1\.1 308 [^]*\r\nLocation: \/about-us\?a=1\r\n/],
      [`GET http://example.com HTTP/1.1\r\nHost: x\r\n${close}\r\n`, /^HTTP\/1\.1 200 [^]*PAGE home$/],
      [`GET https://example.com//evil.example/ HTTP/1.1\r\nHost: x\r\n${close}\r\n`, /^HTTP\/1\.1 308 [^]*\r\nLocation: \/evil\.example\r\n/],
      [`GET ftp://example.com/ HTTP/1.1\r\nHost: x\r\n${close}\r\n`, /^HTTP\/1\.1 400 /],
      [`GET example.com/about-us HTTP/1.1\r\nHost: x\r\n${close}\r\n`, /^HTTP\/1\.1 400 /],
    ];
    for (const [request, expected, { halfClose = false } = {}] of cases) {
      const answer = await raw(port, request, { keepOpen: !halfClose });
      assert.match(answer, expected, JSON.stringify(request));
      headersOf(answer);
    }
    assert.equal((await get(port, '/')).status, 200, 'the server answers after malformed requests');
  });

  test('Accept-Encoding is read by its q-values: q=0 refuses a coding, the higher weight wins', async () => {
    const encodingFor = (accept) =>
      new Promise((resolve, reject) => {
        http.get({ host: '127.0.0.1', port, path: '/about-us', headers: { 'Accept-Encoding': accept } }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.headers['content-encoding'] ?? null));
        }).on('error', reject);
      });
    const cases = {
      'br;q=0, gzip;q=0': null,
      'br;q=0': null,
      'br;q=0, gzip': 'gzip',
      'gzip, br;q=0.5': 'gzip',
      'gzip;q=0.5, br': 'br',
      'gzip, br': 'br',
      '*': 'br',
      '*;q=0.5, br;q=0': 'gzip',
      identity: null,
      '': null,
    };
    for (const [accept, expected] of Object.entries(cases)) {
      assert.equal(pickEncoding(accept), expected, accept);
      assert.equal(await encodingFor(accept), expected, `answer for ${JSON.stringify(accept)}`);
    }
  });

  test(`${FUZZ_COUNT} generated paths: every one answered safely, the server stays up`, { timeout: 60_000 }, async () => {
    const next = random(SEED);
    const targets = Array.from({ length: FUZZ_COUNT }, () => generatePath(next));
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    const statuses = new Map();
    for (let i = 0; i < targets.length; i += 16) {
      const batch = targets.slice(i, i + 16);
      const answers = await Promise.all(batch.map((target) => get(port, target, agent)));
      answers.forEach((answer, j) => {
        assertSafe(batch[j], answer, origin);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      });
      // A path in another spelling than its own redirects to it: the path it leads to is answered safely too, and
      // in its own spelling it never redirects for its spelling again.
      const respelled = answers.filter((answer) => answer.status === 308).map((answer) => answer.headers.location);
      for (const [j, followed] of (await Promise.all(respelled.map((location) => get(port, location, agent)))).entries()) {
        assertSafe(respelled[j], followed, origin);
        if (followed.status === 308) assert.notEqual(followed.headers.location, respelled[j], `${respelled[j]} redirects to itself`);
        statuses.set(followed.status, (statuses.get(followed.status) ?? 0) + 1);
      }
    }
    agent.destroy();
    // The generator reaches every kind of answer, or the fuzzing proves little.
    for (const status of [200, 301, 308, 400, 404]) assert.ok(statuses.get(status) > 10, `few ${status} answers: ${JSON.stringify([...statuses])}`);
    assert.equal((await get(port, '/')).body, 'PAGE home', 'the server still answers');
  });
});

test('a connection is held for seconds, not minutes: idle after an answer, or silent from the start', { timeout: 20_000 }, async () => {
  // The defaults are bounded to a few seconds.
  assert.ok(LIMITS.keepAliveTimeout <= 5_000 && LIMITS.headersTimeout <= 10_000 && LIMITS.requestTimeout <= 15_000, JSON.stringify(LIMITS));
  assert.ok(LIMITS.connectionsCheckingInterval <= 1_000);
  // The same server with short limits, to see them applied.
  const server = createSiteServer(fixture(), undefined, { keepAliveTimeout: 300, headersTimeout: 600, requestTimeout: 1_000, connectionsCheckingInterval: 100 });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  try {
    const started = Date.now();
    // A request line that never ends (HTTP/0.9 style, the connection left open): 408 with our headers.
    const silent = await raw(port, 'GET /\r\n', { keepOpen: true });
    assert.match(silent, /^HTTP\/1\.1 408 /);
    assert.match(silent, /^strict-transport-security: /im);
    assert.ok(Date.now() - started < 3_000, `held ${Date.now() - started} ms`);
    // After an answer, an idle keep-alive connection is closed.
    const idleStart = Date.now();
    const kept = await raw(port, 'GET /robots.txt HTTP/1.1\r\nHost: x\r\n\r\n', { keepOpen: true });
    assert.match(kept, /^HTTP\/1\.1 404 /);
    assert.ok(Date.now() - idleStart < 3_000, `held ${Date.now() - idleStart} ms`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test('targetPath takes the path of origin-form and absolute-form targets, and nothing else', () => {
  assert.equal(targetPath('/about-us?x=1'), '/about-us?x=1');
  assert.equal(targetPath('http://example.com/about-us?x=1'), '/about-us?x=1');
  assert.equal(targetPath('HTTPS://example.com:8443'), '/');
  assert.equal(targetPath('http://example.com?x'), '/?x');
  assert.equal(targetPath('http://example.com//evil.example'), '//evil.example');
  for (const other of ['*', 'example.com:443', 'ftp://example.com/', 'http:/about-us', 'about-us']) assert.equal(targetPath(other), null, other);
});

test('resolvePath judges host files and the not-found page after decoding and normalising', () => {
  const root = fixture();
  for (const file of HOST_FILES) {
    const encoded = file.replace('_', '%5F').replace('.', '%2E');
    for (const variant of [file, encoded, `/x/..${file}`, `/.${file}`, `/x/%2E%2E${file}`]) {
      assert.equal(resolvePath(root, variant).file, undefined, variant);
    }
  }
  // An encoded character that needs no encoding: the page's own spelling.
  assert.deepEqual(resolvePath(root, '/%61bout-us'), { redirect: '/about-us', status: 308 });
  assert.equal(resolvePath(root, '/about-us').file, path.join(root, 'about-us.html'));
  assert.deepEqual(resolvePath(root, '/%zz'), { badRequest: true });
  assert.deepEqual(resolvePath(root, 'about-us'), { badRequest: true });
  assert.equal(locationOf('/\\evil.example'), '/%5Cevil.example');
  assert.equal(locationOf('/a b\r\n'), '/a%20b%0D%0A');
});
