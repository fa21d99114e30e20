#!/usr/bin/env node
// `npm run cms`: the site in development (next dev) on this computer only (127.0.0.1), with the content manager
// at http://127.0.0.1:3000/admin (PORT moves it). There, "Work with Local Repository" (Chrome, Edge or another
// Chromium-based browser) opens this checkout's folder and every save writes the files in content/ directly;
// nothing else listens. Stop with Ctrl+C (or SIGTERM, as a process manager or an editor's stop button sends it):
// the development server and its workers stop with it and the port is free again.
//
// The address answers through a small pass-through in front of next dev: in development Next.js serves /admin
// itself, not the exported out/admin/index.html, and the site's top-level page route ([serviceCard]) takes
// `/admin` for one of its pages and fails. The pass-through hands `/admin` and `/admin/` to the CMS page
// (/admin/index.html, the route the export writes), `/admin/translations` to its page likewise, and everything
// else, hot reloading included, to next dev unchanged.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';

const HOST = '127.0.0.1';
const port = Number(process.env.PORT || 3000);
const require = createRequire(import.meta.url);

/** The CMS page's address inside next dev for an address an editor types (and the list of translations to do). */
const CMS_PAGE = '/admin/index.html';
const toNext = (url = '/') => url.replace(/^\/admin\/?(?=$|[?#])/, CMS_PAGE).replace(/^\/admin\/translations(?=$|[?#])/, '/admin/translations.html');

/** A port no one listens on, for next dev behind the pass-through. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, HOST, () => {
      const { port: free } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(free));
    });
  });
}

let stopping = false;
/** The child running now: the copy of the CMS's files, then next dev. */
/** @type {import('node:child_process').ChildProcess | undefined} */
let dev;

function run(command, args) {
  return new Promise((resolve) => {
    dev = spawn(command, args, { stdio: 'inherit' });
    dev.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
/** @type {http.Server | undefined} */
let front;

/** Stops the child (next dev ends its own workers on SIGTERM) and the pass-through, then exits with `code`. */
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  front?.close();
  front?.closeAllConnections();
  if (!dev || dev.exitCode !== null || dev.signalCode !== null) process.exit(code);
  // A development server that does not stop within a few seconds is stopped outright.
  const force = setTimeout(() => dev?.kill('SIGKILL'), 5000);
  force.unref();
  dev.once('exit', () => process.exit(code));
  dev.kill('SIGTERM');
}
process.on('SIGINT', () => stop(130));
process.on('SIGTERM', () => stop(143));
// `npm run` starts this script through a shell and, sent SIGTERM, passes it to that shell alone, which ends
// without passing it on: the parent's end is the signal then.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop(143);
}, 250).unref();

const copied = await run(process.execPath, ['scripts/cms-assets.mjs']);
if (copied !== 0) process.exit(copied);
if (stopping) process.exit(0);

const inner = await freePort();
front = http.createServer((req, res) => {
  const forward = http.request({ host: HOST, port: inner, method: req.method, path: toNext(req.url), headers: req.headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  forward.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('The development server is not answering yet: reload in a moment.\n');
  });
  req.pipe(forward);
});
// Hot reloading's WebSocket: passed through as it is.
front.on('upgrade', (req, socket, head) => {
  const upstream = net.connect(inner, HOST, () => {
    const headers = Object.entries(req.headers).flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((v) => `${name}: ${v}`));
    upstream.write([`${req.method} ${req.url} HTTP/${req.httpVersion}`, ...headers, '', ''].join('\r\n'));
    upstream.write(head);
    upstream.pipe(socket);
    socket.pipe(upstream);
  });
  upstream.on('error', () => socket.destroy());
  socket.on('error', () => upstream.destroy());
});
front.once('error', (error) => {
  console.error(`npm run cms: cannot listen on ${HOST}:${port} (${error.code ?? error.message}); is another server using it? PORT=3001 npm run cms picks another port.`);
  stop(1);
});
// next dev itself (not through npx, which does not pass SIGTERM on), in this process group, so a signal to the
// group reaches it as well.
dev = spawn(process.execPath, [require.resolve('next/dist/bin/next'), 'dev', '--hostname', HOST, '--port', String(inner)], {
  stdio: ['ignore', 'pipe', 'inherit'],
  // Nothing leaves this computer: no usage report to Next.js either.
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
});
dev.on('exit', (code) => {
  if (!stopping) stop(code ?? 1);
});
let ready = false;
dev.stdout.on('data', (chunk) => {
  // next dev names its own (inner) address: the editor's is the pass-through's.
  const text = String(chunk).replaceAll(`${HOST}:${inner}`, `${HOST}:${port}`).replaceAll(`localhost:${inner}`, `${HOST}:${port}`);
  process.stdout.write(text);
  // The address is given once it answers.
  if (!ready && /\bReady\b/.test(text)) {
    ready = true;
    front.listen(port, HOST, () => console.log(`\nContent manager: http://${HOST}:${port}/admin (site: http://${HOST}:${port})\n`));
  }
});
