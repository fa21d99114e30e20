#!/usr/bin/env node
// A local stand-in for the EmailJS API. It records what it receives and answers as told.
// Each test tags its requests with an `x-test-id` header (see e2e/fixtures.ts), so parallel tests keep
// separate modes and records.
//   POST /api/v1.0/email/send-form   multipart form (what @emailjs/browser sendForm posts)
//   POST /api/v1.0/email/send        JSON
//   POST /__mode?test=ID             {"status": 200|400|403|429|500, "text": "...", "delayMs": 0}, {"drop": true}
//                                    (close the connection) or {"hang": true} (never answer: a stalled network);
//                                    "hold": true keeps each answer back until the test releases it, so a test
//                                    decides when a late answer arrives instead of racing a delay
//   POST /__release?test=ID          sends the held answers (each as the mode it arrived under said); answers
//                                    {"released": N}
//   GET  /__requests?test=ID         what was received, as JSON
import { createServer } from 'node:http';
import { CORS, readBody, testIdOf } from './fake-service.mjs';
import { EMAILJS_PORT } from './ports.mjs';

const modes = new Map();
const records = new Map();
/** Per test: the answers kept back by "hold", each a function that sends it. */
const held = new Map();

const cors = {
  ...CORS,
  // One connection per request: when a "drop" test closes the connection of a request that came over a reused
  // one (the CORS preflight's), Chromium resends it on a fresh connection, and the service would count two.
  Connection: 'close',
};

/** Parse multipart/form-data text fields (the contact form has no files). */
export function parseMultipart(body, contentType) {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType ?? '');
  if (!boundary) return {};
  const marker = `--${boundary[1] ?? boundary[2]}`;
  const fields = {};
  for (const part of body.toString('utf8').split(marker)) {
    const match = /name="([^"]+)"[^\r\n]*\r\n(?:[^\r\n]+\r\n)*\r\n([\s\S]*)\r\n$/.exec(part);
    if (match) fields[match[1]] = match[2];
  }
  return fields;
}

export function startFakeEmailJs(port = EMAILJS_PORT) {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const testId = testIdOf(req, url);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    if (url.pathname === '/__mode' && req.method === 'POST') {
      modes.set(testId, JSON.parse((await readBody(req)).toString() || '{}'));
      res.writeHead(204, cors).end();
      return;
    }
    if (url.pathname === '/__release' && req.method === 'POST') {
      const waiting = held.get(testId) ?? [];
      held.delete(testId);
      for (const answer of waiting) answer();
      res.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify({ released: waiting.length }));
      return;
    }
    if (url.pathname === '/__requests') {
      res.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify(records.get(testId) ?? []));
      return;
    }
    if (req.method === 'POST' && url.pathname.startsWith('/api/v1.0/email/send')) {
      const body = await readBody(req);
      const contentType = req.headers['content-type'] ?? '';
      const fields = contentType.includes('multipart/form-data')
        ? parseMultipart(body, contentType)
        : JSON.parse(body.toString() || '{}');
      const list = records.get(testId) ?? [];
      list.push({ path: url.pathname, contentType: contentType.split(';')[0], fields, at: Date.now() });
      records.set(testId, list);
      const mode = modes.get(testId) ?? { status: 200 };
      if (mode.hang) return;
      if (mode.hold) await new Promise((release) => held.set(testId, [...(held.get(testId) ?? []), release]));
      if (mode.delayMs) await new Promise((r) => setTimeout(r, mode.delayMs));
      if (mode.drop) {
        req.socket.destroy();
        return;
      }
      const status = mode.status ?? 200;
      res.writeHead(status, { ...cors, 'Content-Type': 'text/plain' }).end(mode.text ?? (status === 200 ? 'OK' : 'Error'));
      return;
    }
    res.writeHead(404, cors).end('Not found');
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  startFakeEmailJs().then(() => console.log(`Fake EmailJS API on http://127.0.0.1:${EMAILJS_PORT}`));
}
