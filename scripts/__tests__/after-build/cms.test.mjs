// Node test runner: `npm run cms` as an editor uses it, on a copy of the content (CONTENT_ROOT), its servers
// started once for the file: the address it prints answers with the content manager; every edition answers with
// its own language's pages, and 404 where it has none; a Vietnamese article saved while it runs has its page a
// moment later, and /admin/translations follows an English file's change, without a restart; nothing it prints
// meanwhile is an error; and as a process manager or an editor's stop button ends it (SIGTERM to the npm
// process), every process it started ends and the port is free again. `npm run serve` stops on SIGTERM the same
// way.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parse, parseDocument } from 'yaml';
import { contentPath, readLanguages } from '../../../lib/i18n/languages.mjs';
import { generateArticles } from '../../generate-articles.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Whether a process of the group is still there. */
function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (error) {
    if (error.code === 'ESRCH') return false;
    throw error;
  }
}

/** Resolves when `check` holds, checked every 250 ms; rejects with `what` after `ms`. */
async function until(check, what, ms) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`still not so after ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Resolves once nothing listens on `port` any more. */
function portFree(port) {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(port, '127.0.0.1', () => server.close(resolve));
  });
}

/** A text as the pages write it in HTML. */
const html = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** Starts `npm run <script>` in its own process group, as a terminal or a process manager does; its output is kept. */
function npmRun(script, args, env) {
  const child = spawn('npm', ['run', script, ...(args.length ? ['--', ...args] : [])], { cwd: ROOT, detached: true, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const run = { child, output: '', exited: new Promise((resolve) => child.once('exit', resolve)) };
  child.stdout.on('data', (chunk) => (run.output += chunk));
  child.stderr.on('data', (chunk) => (run.output += chunk));
  return run;
}

/** SIGTERM to the npm process alone (what a process manager sends): every process of the group ends and the port is free. */
async function stopsWholeOnSigterm(run, port) {
  process.kill(run.child.pid, 'SIGTERM');
  await run.exited;
  await until(() => !groupAlive(run.child.pid), `a process of npm run is still running after SIGTERM:\n${run.output}`, 15_000);
  await portFree(port);
}

describe('npm run cms', { timeout: 600_000 }, () => {
  // The content the servers read: a copy, which the tests change as an editor's saves would (public/ is the project's).
  const root = mkdtempSync(path.join(tmpdir(), 'cms-content-'));
  let port;
  let cms;
  let address;
  const languages = readLanguages(ROOT);
  const read = (file) => readFileSync(path.join(root, file), 'utf8');
  const get = async (url) => {
    const response = await fetch(new URL(url, address));
    return { status: response.status, text: await response.text() };
  };

  before(async () => {
    cpSync(path.join(ROOT, 'content'), path.join(root, 'content'), { recursive: true });
    symlinkSync(path.join(ROOT, 'public'), path.join(root, 'public'));
    port = await freePort();
    cms = npmRun('cms', [], { PORT: String(port), CONTENT_ROOT: root });
    // The address it gives the editor, once it answers.
    await until(() => /Content manager: (http:\S+)/.test(cms.output) || cms.child.exitCode !== null, 'no address printed', 150_000);
    address = /Content manager: (http:\S+)/.exec(cms.output)?.[1];
    assert.ok(address, `npm run cms printed no address:\n${cms.output}`);
  });

  after(() => {
    if (cms && groupAlive(cms.child.pid)) process.kill(-cms.child.pid, 'SIGKILL');
    rmSync(root, { recursive: true, force: true });
  });

  test('answers at the address it prints with the content manager', async () => {
    assert.equal(address, `http://127.0.0.1:${port}/admin`);
    for (const url of [address, `${address}/`]) {
      const { status, text } = await get(url);
      assert.equal(status, 200, `${url}: ${text.slice(0, 500)}`);
      // The content manager's own page: its configuration and its start script, not a page of the site.
      assert.match(text, /<link href="\/admin\/config\.yml" type="text\/yaml" rel="cms-config-url">/);
      assert.match(text, /<script src="\/admin\/cms-setup\.js"/);
    }
    const config = await get('/admin/config.yml');
    assert.equal(config.status, 200);
    assert.match(config.text, /^backend:/m);
    // What a browser asks for beside /admin, which names no icon: the site's icon, not a page route's failure.
    const icon = await fetch(new URL('/favicon.ico', address));
    assert.equal(icon.status, 200);
    assert.equal(icon.headers.get('content-type'), 'image/svg+xml');
    assert.equal(Buffer.from(await icon.arrayBuffer()).toString(), readFileSync(path.join(ROOT, 'public/favicon.svg'), 'utf8'));
  });

  // (Before the other editions start: an English file concerns every edition running, which restarts with it.)
  test('/admin/translations follows an English file changed while it runs', async () => {
    const file = 'content/pages.yml';
    const document = parseDocument(read(file));
    const page = document.get('pages').items.find((item) => item.get('route') === '/about-us');
    const changed = `${page.get('heading')} (changed while npm run cms runs)`;
    const before = await get('/admin/translations');
    assert.equal(before.status, 200);
    assert.ok(!before.text.includes(html(changed)));
    page.set('heading', changed);
    writeFileSync(path.join(root, file), document.toString());
    // Each translation of that heading is now outdated: the page lists its file, with the English as it is now.
    let last;
    await until(
      async () => {
        last = await get('/admin/translations');
        return last.status === 200 && last.text.includes(html(changed));
      },
      `/admin/translations does not show the changed heading:\n${last?.text}`,
      120_000,
    );
    for (const language of languages.slice(1)) assert.ok(last.text.includes(`>${contentPath(file, language, languages)}</a>`), `${language.code}: not listed as outdated`);
  });

  test('every edition answers under its prefix with its own language', async () => {
    for (const language of languages) {
      // The page's title as that language's content/pages.yml writes it (its heading may be split into phrases).
      const pages = parse(read(contentPath('content/pages.yml', language, languages))).pages;
      const { title } = pages.find((page) => page.route === '/about-us');
      const url = `${language.prefix}/about-us`;
      const { status, text } = await get(url);
      assert.equal(status, 200, `${url}: ${text.slice(0, 500)}`);
      assert.match(text, new RegExp(`<html lang="${language.hreflang}"`), url);
      assert.ok(text.includes(`<title>${html(title)}`), `${url}: no title "${title}"`);
      // Its framework's files are its own, under its prefix, and answer.
      const script = /<script src="([^"]*\/_next\/static\/[^"]+\.js)"/.exec(text)?.[1];
      assert.ok(script?.startsWith(`${language.prefix}/_next/`), `${url}: ${script}`);
      assert.equal((await fetch(new URL(script, address))).status, 200, script);
    }
  });

  test('a Vietnamese article saved while it runs has its page a moment later', async () => {
    const vi = languages.find((language) => language.code === 'vi');
    assert.ok(vi, 'content/languages.yml has no Vietnamese edition');
    const [[name, text]] = Object.entries(generateArticles({ count: 1, lang: 'vi', prefix: 'saved-while-running' }));
    const file = path.join(root, contentPath(`content/news/${name}`, vi, languages));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    const { title } = parse(/^---\n([\s\S]*?)\n---/.exec(text)[1]);
    const url = `${vi.prefix}/news-and-events/${name.replace(/\.md$/, '')}`;
    let last;
    await until(
      async () => {
        last = await get(url);
        return last.status === 200 && last.text.includes(html(title));
      },
      `${url} does not show "${title}" (last answer ${last?.status})`,
      120_000,
    );
  });

  test('an address an edition has no page for (an article not translated yet) answers 404, and prints nothing', async () => {
    for (const language of languages) {
      const url = `${language.prefix}/news-and-events/no-article-has-this-address`;
      const { status, text } = await get(url);
      assert.equal(status, 404, `${url}: ${text.slice(0, 300)}`);
    }
  });

  test('prints no error meanwhile', () => {
    const errors = cms.output.split('\n').filter((line) => /⨯|\berror\b/i.test(line));
    assert.deepEqual(errors, [], cms.output);
  });

  test('stops whole on SIGTERM', async () => {
    await stopsWholeOnSigterm(cms, port);
  });
});

test('npm run serve stops on SIGTERM and frees its port', { timeout: 60_000 }, async () => {
  const site = mkdtempSync(path.join(tmpdir(), 'serve-site-'));
  writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>site</title>\n');
  const port = await freePort();
  const serve = npmRun('serve', ['--port', String(port), '--root', site], {});
  try {
    await until(() => /Serving /.test(serve.output) || serve.child.exitCode !== null, 'no "Serving" line', 30_000);
    assert.equal((await fetch(`http://127.0.0.1:${port}/`)).status, 200, serve.output);
    await stopsWholeOnSigterm(serve, port);
  } finally {
    if (groupAlive(serve.child.pid)) process.kill(-serve.child.pid, 'SIGKILL');
    rmSync(site, { recursive: true, force: true });
  }
});
