#!/usr/bin/env node
// A local stand-in for Plausible's event API (the visitor statistics), which the test build posts to. It records
// what it receives, per test: each test's browser tags its requests with an `x-test-id` header (e2e/fixtures.ts).
//   POST /api/event          Plausible's event API: JSON (sent as text/plain) {name, url, domain, referrer, props};
//                            answers 202 "ok", as the service does
//   GET  /__events?test=ID   what was received, as JSON: the body as sent, its content type, whether a cookie
//                            came along, and the request's Referer header (null when none)
import { createServer } from 'node:http';
import { CORS, readBody, testIdOf } from './fake-service.mjs';
import { ANALYTICS_PORT } from './ports.mjs';

const records = new Map();

export function startFakeAnalytics(port = ANALYTICS_PORT) {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const testId = testIdOf(req, url);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS).end();
      return;
    }
    if (url.pathname === '/__events' && req.method === 'GET') {
      res.writeHead(200, { ...CORS, 'Content-Type': 'application/json' }).end(JSON.stringify(records.get(testId) ?? []));
      return;
    }
    if (url.pathname === '/api/event' && req.method === 'POST') {
      const raw = (await readBody(req)).toString('utf8');
      let body = null;
      try {
        body = JSON.parse(raw);
      } catch {
        // Kept as null: the test sees that the body was not JSON.
      }
      const list = records.get(testId) ?? [];
      list.push({ body, raw, contentType: req.headers['content-type'] ?? '', cookie: req.headers.cookie ?? null, referer: req.headers.referer ?? null, at: Date.now() });
      records.set(testId, list);
      res.writeHead(202, { ...CORS, 'Content-Type': 'text/plain' }).end('ok');
      return;
    }
    res.writeHead(404, CORS).end('Not found');
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  startFakeAnalytics().then(() => console.log(`Analytics stand-in on http://127.0.0.1:${ANALYTICS_PORT}`));
}
