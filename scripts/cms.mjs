#!/usr/bin/env node
// `npm run cms`: the site in development (next dev) on this computer only (127.0.0.1), every edition of it, with
// the content manager at http://127.0.0.1:3000/admin (PORT moves it). There, "Work with Local Repository" (Chrome,
// Edge or another Chromium-based browser) opens this checkout's folder and every save writes the files in content/
// directly; nothing else listens. Stop with Ctrl+C (or SIGTERM, as a process manager or an editor's stop button
// sends it): the development servers and their workers stop with it and the port is free again.
//
// The address answers through a small pass-through in front of one `next dev` per language of
// content/languages.yml. Each edition is its own Next.js app, as the build makes it (scripts/build.mjs): its
// language (NEXT_PUBLIC_SITE_LANGUAGE) and its prefix as the base path, so /vi/… goes to the Vietnamese server,
// its pages, its files (/vi/_next/…) and its hot reloading alike, and every other address to the default
// language's. That one also has the content manager: in development Next.js serves /admin itself, not the
// exported out/admin/index.html, and the site's top-level page route ([serviceCard]) would take `/admin` for one
// of its pages and fail, so `/admin` and `/admin/` go to the CMS page (/admin/index.html, the route the export
// writes) and `/admin/translations` to its page likewise. The default language's server starts with the command;
// another edition's on its first visit (each takes several hundred MB: an editor who never opens one never pays
// for it).
//
// The pages read the content once per server (lib/content/load.ts, and the modules that keep texts from it), and
// next dev reloads only code it compiled, so a saved content file would not show until a restart: the
// pass-through restarts the editions a save concerns itself, a moment after it (a translation: its edition at
// once, and the default one, whose /admin pages list the translations, when next asked for a page; an English file
// or content/languages.yml: every edition running). An open page reloads by itself once its edition is back
// (Next.js's page script reconnects and sees a new server), and a request that comes meanwhile waits for it.
//
// A browser asks for /favicon.ico on pages that name no icon, /admin among them; next dev would hand it to the
// top-level page route, which fails loudly: the pass-through answers it with the site's icon.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, watch, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { editionPrefixOf } from '../lib/i18n/editions.mjs';
import { readLanguages } from '../lib/i18n/languages.mjs';

const HOST = '127.0.0.1';
const port = Number(process.env.PORT || 3000);
const require = createRequire(import.meta.url);
const NEXT = require.resolve('next/dist/bin/next');
/** The content the pages read: the project's, or CONTENT_ROOT's when set (as the site reads it). */
const CONTENT = path.resolve(process.env.CONTENT_ROOT?.trim() || '.', 'content');
/**
 * Where the editions other than the default keep their next dev files (two servers cannot share one folder). In
 * .next/, which git, ESLint and TypeScript already leave alone, and in its cache/ folder, which `next build`
 * keeps (it empties the rest of .next/, and would pull the folder from under a server running beside it).
 */
const EDITIONS = '.next/cache/editions';
/**
 * The TypeScript settings of those servers: the project's, by reference. next dev adds its folder's type files to
 * the tsconfig.json it reads, unless that one extends another; tsconfig.json itself stays as it is. (Outside an
 * edition's own folder: Turbopack reads no file there.)
 */
const TSCONFIG = `${EDITIONS}/tsconfig.json`;
const NEXT_ENV = 'next-env.d.ts';

/** The CMS page's address inside next dev for an address an editor types (and the list of translations to do). */
const CMS_PAGE = '/admin/index.html';
const toNext = (url = '/') => url.replace(/^\/admin\/?(?=$|[?#])/, CMS_PAGE).replace(/^\/admin\/translations(?=$|[?#])/, '/admin/translations.html');

/** A port no one listens on, for a next dev behind the pass-through. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, HOST, () => {
      const { port: free } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(free));
    });
  });
}

/** Without colours and terminal codes, to be read by a pattern. */
const plain = (text) => text.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '');
/**
 * next dev's greeting, each time a server starts: its version, its inner address (the editor's is the
 * pass-through's) and how long it took. The pass-through says what an editor needs instead.
 */
const GREETING = /^\s*(▲ Next\.js|- (Local|Network|Environments|Experiments):|✓ (Starting|Ready in|Running next\.config)|$)/;

let stopping = false;
/** @type {http.Server | undefined} */
let front;
/** The copy of the CMS's files while it runs (before any server). @type {import('node:child_process').ChildProcess | undefined} */
let helper;

/** One `next dev` for one language: started when first asked for, restarted when its content changes. */
class Edition {
  /** @param {import('../lib/i18n/languages.mjs').Language} language @param {boolean} main */
  constructor(language, main) {
    this.language = language;
    this.main = main;
    /** @type {import('node:child_process').ChildProcess | undefined} */
    this.child = undefined;
    /** The inner port once the server answers; undefined while it is not started. @type {Promise<number> | undefined} */
    this.ready = undefined;
    this.answering = false;
    /** The content changed while the server was starting: it starts again once up. */
    this.again = false;
    /** How many times it started. */
    this.starts = 0;
    /** Its content changed and it has not restarted yet: it does before it answers again. @type {string | undefined} */
    this.stale = undefined;
  }

  get label() {
    return `[${this.language.code}]`;
  }

  /** The server's port, once it answers: started now if it is not running. */
  start() {
    this.ready ??= this.cycle();
    return this.ready;
  }

  /** Starts the server, and again as long as the content changed meanwhile; then it answers with today's files. */
  async cycle() {
    for (;;) {
      const inner = await this.launch();
      if (!this.again) {
        this.answering = true;
        return inner;
      }
      this.again = false;
      await this.kill();
    }
  }

  /** Starts with today's files, if it runs (an edition not started yet reads them when first asked for). */
  restart(why) {
    this.stale = undefined;
    if (!this.ready || stopping) return;
    if (!this.answering) {
      this.again = true;
      return;
    }
    console.log(`${this.label} ${why}: the edition restarts to show it`);
    this.answering = false;
    this.ready = this.kill().then(() => this.cycle());
    // (A failure is reported by the server's own exit.)
    this.ready.catch(() => {});
  }

  /** Stops the server and its workers (next dev ends them on SIGTERM); one that does not stop within seconds is killed. */
  kill() {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      const force = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
  }

  /** One next dev on a free port; resolves with the port once it says it is ready. */
  async launch() {
    const inner = await freePort();
    if (stopping) return new Promise(() => {});
    const started = Date.now();
    const { code, prefix } = this.language;
    const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_PUBLIC_SITE_LANGUAGE: code };
    // Its prefix as its base path, as next.config.mjs gives it to an edition (not the build's stand-in).
    delete env.EDITION_BASE_PATH;
    if (!this.main) Object.assign(env, { NEXT_DIST_DIR: `${EDITIONS}/${code}`, NEXT_TSCONFIG_PATH: TSCONFIG });
    // Colours as next dev would show them in this terminal.
    if (process.stdout.isTTY) env.FORCE_COLOR = '1';
    // next dev itself (not through npx, which does not pass SIGTERM on), in this process group, so a signal to
    // the group reaches it as well.
    const child = spawn(process.execPath, [NEXT, 'dev', '--hostname', HOST, '--port', String(inner)], { stdio: ['ignore', 'pipe', 'pipe'], env });
    this.child = child;
    return new Promise((resolve, reject) => {
      let ready = false;
      const relay = (to) => {
        let rest = '';
        return (chunk) => {
          const lines = (rest + String(chunk)).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) {
            const text = plain(line);
            // A page the edition does not have (answerNoPage): next dev's error, the line that may announce it and
            // the lines that follow it (NO_PAGE_BLOCK). A line that announces another failure is printed with what
            // follows it.
            if (NO_PAGE_HEADER.test(text) && !this.heldLine) {
              this.heldLine = line;
              continue;
            }
            if (NO_PAGE.test(text)) {
              this.heldLine = undefined;
              this.droppingNoPage = true;
              continue;
            }
            if (this.heldLine) {
              to.write(`${this.label} ${this.heldLine}\n`);
              this.heldLine = undefined;
            }
            if (this.droppingNoPage && NO_PAGE_BLOCK.test(text)) continue;
            this.droppingNoPage = false;
            if (!ready && /\bReady\b/.test(text)) {
              ready = true;
              keepNextEnv(this);
              // (The default language's first start is announced with the content manager's address.)
              if (!this.main || this.starts > 0) console.log(`${this.label} ${this.language.name}: http://${HOST}:${port}${prefix} (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
              this.starts += 1;
              resolve(inner);
            }
            if (GREETING.test(text)) continue;
            // next dev names its own (inner) address: the editor's is the pass-through's.
            to.write(`${this.label} ${line.replaceAll(`${HOST}:${inner}`, `${HOST}:${port}`).replaceAll(`localhost:${inner}`, `${HOST}:${port}`)}\n`);
          }
        };
      };
      child.stdout.on('data', relay(process.stdout));
      child.stderr.on('data', relay(process.stderr));
      child.on('exit', (exitCode, signal) => {
        if (!ready) reject(new Error(`next dev for ${code} ended before it was ready`));
        // Stopped by this script (a restart, the end): nothing to say. Otherwise the server failed: so does the command.
        if (this.child !== child || stopping) return;
        console.error(`${this.label} next dev stopped (${signal ?? `exit code ${exitCode}`}): npm run cms stops with it.`);
        stop(exitCode || 1);
      });
    });
  }
}

/**
 * next-env.d.ts as the default language's server writes it (as `npm run dev` does). Every next dev rewrites it to
 * name the type files in its own folder; the other editions' are put back, so the type-check, which reads it, is
 * the same whatever edition started last.
 */
let nextEnv;
function keepNextEnv(edition) {
  try {
    if (edition.main) nextEnv = readFileSync(NEXT_ENV, 'utf8');
    else if (nextEnv !== undefined && readFileSync(NEXT_ENV, 'utf8') !== nextEnv) writeFileSync(NEXT_ENV, nextEnv);
  } catch {
    // No such file: nothing to keep.
  }
}

/** @type {Map<string, Edition>} By language code, the default language's first. */
let editions = new Map();
/** The editions of content/languages.yml: those still there keep their server, a new one is added, a removed one stops. */
function readEditions() {
  const languages = readLanguages();
  const next = new Map(languages.map((language, i) => [language.code, editions.get(language.code) ?? new Edition(language, i === 0)]));
  for (const [code, edition] of editions) if (!next.has(code)) void edition.kill();
  languages.forEach((language, i) => Object.assign(next.get(language.code), { language, main: i === 0 }));
  editions = next;
}
const mainEdition = () => [...editions.values()][0];
/** The edition an address belongs to: the one whose prefix starts it, or the default language's. */
function editionOf(url = '/') {
  const all = [...editions.values()];
  const prefix = editionPrefixOf(url.replace(/[?#].*$/, ''), all.map((edition) => edition.language.prefix));
  return all.find((edition) => edition.language.prefix === prefix) ?? mainEdition();
}

/** Stops every server and the pass-through, then exits with `code`. */
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  front?.close();
  front?.closeAllConnections();
  keepNextEnv({ main: false });
  if (helper && helper.exitCode === null && helper.signalCode === null) helper.kill('SIGTERM');
  void Promise.all([...editions.values()].map((edition) => edition.kill())).then(() => process.exit(code));
}
process.on('SIGINT', () => stop(130));
process.on('SIGTERM', () => stop(143));
// `npm run` starts this script through a shell and, sent SIGTERM, passes it to that shell alone, which ends
// without passing it on: the parent's end is the signal then.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop(143);
}, 250).unref();

/** Runs a command to its end (stopped with this script); resolves with its exit code. */
function run(command, args) {
  return new Promise((resolve) => {
    helper = spawn(command, args, { stdio: 'inherit' });
    helper.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const copied = await run(process.execPath, ['scripts/cms-assets.mjs']);
if (copied !== 0) process.exit(copied);
if (stopping) process.exit(0);

readEditions();
mkdirSync(EDITIONS, { recursive: true });
writeFileSync(TSCONFIG, `${JSON.stringify({ extends: path.relative(EDITIONS, 'tsconfig.json') }, null, 2)}\n`);

/**
 * Content changes, gathered for a moment (one save writes a file per language), then the editions they concern
 * restart: a translation's edition, and the default one when next asked for a page (its /admin/translations lists
 * the translations); any other file (English, content/languages.yml) concerns every edition. A request that comes
 * meanwhile waits.
 */
const changed = new Set();
/** @type {NodeJS.Timeout | undefined} */
let settle;
/** Resolved once the changes seen so far have restarted what they concern. */
let settled = Promise.resolve();
let settledNow = () => {};
/**
 * The content's files by their names: not the temporary files editors and browsers write beside the one being saved
 * (Chrome's x.md.crswap, then x.md; sed's sedXXXXXX; Emacs's .#x.md).
 */
const isContentFile = (file) => /\.(ya?ml|md|html)$/i.test(file) && !/^[.#]/.test(path.basename(file));
/** The language of a translation's file (vi/news/x.md), or undefined for the default language's and shared files. */
function translationOf(file) {
  const [first, ...rest] = file.split('/');
  return rest.length && editions.has(first) && !editions.get(first).main ? first : undefined;
}
function contentChanged(file) {
  if (!file || !isContentFile(file)) return;
  changed.add(file.split(path.sep).join('/'));
  if (!settle) settled = new Promise((resolve) => (settledNow = resolve));
  clearTimeout(settle);
  settle = setTimeout(() => {
    settle = undefined;
    const files = [...changed];
    changed.clear();
    try {
      if (files.includes('languages.yml')) readEditions();
    } catch (error) {
      console.error(`content/languages.yml: ${error.message}`);
    }
    const everyEdition = files.some((file) => !translationOf(file));
    for (const edition of editions.values()) {
      const own = files.filter((file) => translationOf(file) === edition.language.code);
      if (!edition.main && !everyEdition && !own.length) continue;
      const named = edition.main || everyEdition ? files : own;
      edition.stale = `${named.slice(0, 3).map((file) => `content/${file}`).join(', ')}${named.length > 3 ? ' …' : ''} changed`;
      // A translation changes the default language's pages little (their links to it) and its /admin pages: that
      // edition restarts when next asked for a page, not while the translation's restarts beside it.
      if (everyEdition || !edition.main) edition.restart(edition.stale);
    }
    settledNow();
  }, 200);
}
try {
  watch(CONTENT, { recursive: true }, (event, file) => contentChanged(file));
} catch (error) {
  console.warn(`npm run cms: cannot watch ${CONTENT} (${error.message}); restart it to see content changes.`);
}

/** The site's icon, for /favicon.ico. */
const ICON = 'public/favicon.svg';
const PUBLIC = path.resolve('public');
/** Whether an address is a file of public/ (a picture, the icon), which the default language's server answers. */
function isPublicFile(url = '/') {
  try {
    const file = path.join(PUBLIC, decodeURIComponent(url.replace(/[?#].*$/, '')));
    return file.startsWith(PUBLIC + path.sep) && Boolean(statSync(file, { throwIfNoEntry: false })?.isFile());
  } catch {
    return false;
  }
}

/** Hands a request to `edition`'s server; a request whose server restarted meanwhile is handed to the new one. */
async function forward(edition, req, res, retry = true) {
  let inner;
  try {
    await settled;
    // (A file of public/ is the same whatever the content says: the server answers it as it is.)
    if (edition.stale && !isPublicFile(req.url)) edition.restart(edition.stale);
    inner = await edition.start();
  } catch {
    inner = undefined;
  }
  if (inner === undefined || stopping) return unavailable(res);
  const bodyless = req.method === 'GET' || req.method === 'HEAD';
  const onward = http.request({ host: HOST, port: inner, method: req.method, path: toNext(req.url), headers: req.headers }, (answer) => {
    if (answer.statusCode === 500 && bodyless) return void answerNoPage(answer, res);
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  onward.on('error', () => {
    if (retry && bodyless && !res.headersSent) void forward(edition, req, res, false);
    else unavailable(res);
  });
  if (bodyless) onward.end();
  else req.pipe(onward);
}

/**
 * An address an edition has no page for: its static export answers the edition's 404 page, but next dev, for a
 * route whose pages come from the content (an article, a service card), fails with a 500 that names
 * generateStaticParams(), and prints it as an error. An editor meets it by opening an article in a language it
 * is not translated into yet: she gets a 404 that says so, and the terminal stays quiet (the relay drops that
 * error). Any other 500 is passed on as it is.
 */
const NO_PAGE = /is missing param .*generateStaticParams\(\)/;
const NO_PAGE_HEADER = /Failed to generate static paths for /;
/** The lines that follow it: its stack and fields, the end of the object, React's warning, the request's log line. */
const NO_PAGE_BLOCK = /^(\s+at |\s+[\w$]+: |[{}]$|$|React encountered an empty buffer|\s*(GET|HEAD) \S+ 500 in )/;
/** A body as text, whatever content coding next dev sent it in (the browser asks for one). */
function decoded(body, encoding) {
  try {
    if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
    if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
    if (encoding === 'deflate') return zlib.inflateSync(body).toString('utf8');
  } catch {
    return '';
  }
  return body.toString('utf8');
}
function answerNoPage(answer, res) {
  const chunks = [];
  answer.on('data', (chunk) => chunks.push(chunk));
  answer.on('end', () => {
    const body = Buffer.concat(chunks);
    if (!NO_PAGE.test(decoded(body, answer.headers['content-encoding']))) {
      res.writeHead(500, answer.headers);
      return void res.end(body);
    }
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(
      '<!doctype html><meta charset="utf-8"><title>No page here</title><h1>No page here</h1><p>This edition has no page at this address. An article has its page in a language once it is written in that language: <a href="/admin/translations">/admin/translations</a> lists the articles not translated yet.</p>\n',
    );
  });
}

function unavailable(res) {
  if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('The development server is not answering yet: reload in a moment.\n');
}

front = http.createServer((req, res) => {
  if (req.url === '/favicon.ico' || req.url?.startsWith('/favicon.ico?')) {
    if (!existsSync(ICON)) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-cache' });
    return void res.end(readFileSync(ICON));
  }
  void forward(editionOf(req.url), req, res);
});
// Hot reloading's WebSocket: passed through as it is, to the edition whose page asks (/vi/_next/… for /vi).
front.on('upgrade', (req, socket, head) => {
  socket.on('error', () => socket.destroy());
  settled
    .then(() => {
      const edition = editionOf(req.url);
      if (edition.stale) edition.restart(edition.stale);
      return edition.start();
    })
    .then((inner) => {
      if (socket.destroyed) return;
      const upstream = net.connect(inner, HOST, () => {
        const headers = Object.entries(req.headers).flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((v) => `${name}: ${v}`));
        upstream.write([`${req.method} ${req.url} HTTP/${req.httpVersion}`, ...headers, '', ''].join('\r\n'));
        upstream.write(head);
        upstream.pipe(socket);
        socket.pipe(upstream);
      });
      upstream.on('error', () => socket.destroy());
      socket.on('close', () => upstream.destroy());
    })
    .catch(() => socket.destroy());
});
front.once('error', (error) => {
  console.error(`npm run cms: cannot listen on ${HOST}:${port} (${error.code ?? error.message}); is another server using it? PORT=3001 npm run cms picks another port.`);
  stop(1);
});

// The address is given once the default language's server answers. (One that fails to start stops the command,
// with next dev's own message above.)
await mainEdition()
  .start()
  .catch(() => new Promise(() => {}));
front.listen(port, HOST, () => {
  const others = [...editions.values()].filter((edition) => !edition.main);
  console.log(`\nContent manager: http://${HOST}:${port}/admin (site: http://${HOST}:${port})`);
  if (others.length) console.log(`Other editions, each started on its first visit: ${others.map((e) => `${e.language.name} http://${HOST}:${port}${e.language.prefix}`).join(', ')}`);
  console.log('');
});
