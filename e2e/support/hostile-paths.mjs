// Hostile request paths for the servers' fuzz tests (the local server in scripts/__tests__, every host in the
// host suite), and the raw GET that sends them: a seeded generator, so a failure names a path that fails
// again on every machine.
import http from 'node:http';

/** mulberry32: small, fast and the same sequence for the same seed on every machine. */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = [
  'about-us', 'services', 'team', 'contact', 'index', 'index.html', '404', '404.html', '_not-found', '_next', 'static',
  'chunk.js', '_headers', '_redirects', '_headers.json', '_nginx-pages.conf', '%5Fheaders', '%5Fredirects',
  '%5Fheaders%2Ejson', '%5Fnginx-pages.conf', '%255Fheaders', 'secret.txt', 'linked.txt', 'out-secret', '..', '.', '',
  '%2e%2e', '%2E', '%252e%252e', '.%2e', '%2f', '%2F..%2F', '%252f', '%5C', '%5c%5c', '\\', '\\\\evil.example',
  '%5Cevil.example', 'evil.example', '%2F%2Fevil.example', '%0d%0a', '%0D%0ALocation:%20http://evil', '%09', '%00',
  '%7f', '%E4%B8%AD', '%F0%9F%98%80', '%C3%A9', '\u00e9', '\u00ff', '%ff', '%C0%AF', '%', '%z', '%zz', '%%30',
  '@evil.example', ':', 'http:', 'https:%2F%2Fevil', ';', '~', "'", '"', '<script>', '%3Cscript%3E', '*',
];
const QUERIES = ['', '', '', '?x=1', '?a=//evil.example', '?%0d%0a', '?\u00e9', '?q=\\evil', '?next=http://evil', '??', '?#'];

/** One generated request target (what goes after GET, before HTTP/1.1). */
export function generatePath(next) {
  const pick = (list) => list[Math.floor(next() * list.length)];
  const segments = [];
  const count = 1 + Math.floor(next() * 5);
  for (let i = 0; i < count; i++) {
    const roll = next();
    if (roll < 0.05) segments.push('a'.repeat(200 + Math.floor(next() * 3000)));
    else if (roll < 0.15) segments.push(encodeURIComponent(pick(PIECES)));
    else segments.push(pick(PIECES));
  }
  const lead = pick(['/', '/', '/', '/about-us/', '/services/', '//', '/\\', '/%2F', '/./', '/../']);
  const trail = pick(['', '', '/', '//', '/.', '\\', '%2F']);
  return lead + segments.join('/') + trail + pick(QUERIES);
}

/**
 * A GET of a request target exactly as given (no URL parsing, which would read "//host" as another host),
 * over an optional keep-alive agent; the body is read as latin1 text.
 */
export function get(port, target, agent, timeoutMs = 5000) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: target, method: 'GET', agent }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('latin1') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer to ${JSON.stringify(target)}`)));
    req.end();
  });
}
