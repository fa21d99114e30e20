// Node test runner: `npm run cms` as an editor starts it (the README's address answers with the content manager)
// and as a process manager or an editor's stop button ends it (SIGTERM to the npm process: every process it
// started ends and the port is free again).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

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

/** Resolves when `check` holds, checked every 100 ms; rejects with `what` after `ms`. */
async function until(check, what, ms) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`still not so after ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test('npm run cms answers at the address it prints with the content manager, and stops whole on SIGTERM', { timeout: 180_000 }, async () => {
  const port = await freePort();
  // Its own process group, as a terminal or a process manager gives it, so that every process it starts is seen.
  const cms = spawn('npm', ['run', 'cms'], { cwd: ROOT, detached: true, env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  cms.stdout.on('data', (chunk) => (output += chunk));
  cms.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => cms.once('exit', resolve));
  try {
    // The address it gives the editor, once it answers.
    await until(() => /Content manager: (http:\S+)/.test(output) || cms.exitCode !== null, 'no address printed', 150_000);
    const address = /Content manager: (http:\S+)/.exec(output)?.[1];
    assert.ok(address, `npm run cms printed no address:\n${output}`);
    assert.equal(address, `http://127.0.0.1:${port}/admin`);
    for (const url of [address, `${address}/`]) {
      const response = await fetch(url);
      const html = await response.text();
      assert.equal(response.status, 200, `${url}: ${html.slice(0, 500)}`);
      // The content manager's own page: its configuration and its start script, not a page of the site.
      assert.match(html, /<link href="\/admin\/config\.yml" type="text\/yaml" rel="cms-config-url">/);
      assert.match(html, /<script src="\/admin\/cms-setup\.js"/);
    }
    const config = await fetch(new URL('/admin/config.yml', address));
    assert.equal(config.status, 200);
    assert.match(await config.text(), /^backend:/m);

    process.kill(cms.pid, 'SIGTERM');
    await exited;
    await until(() => !groupAlive(cms.pid), 'a process of npm run cms is still running after SIGTERM', 15_000);
    // Nothing listens on the port any more.
    await new Promise((resolve, reject) => {
      const server = net.createServer().once('error', reject);
      server.listen(port, '127.0.0.1', () => server.close(resolve));
    });
  } finally {
    if (groupAlive(cms.pid)) process.kill(-cms.pid, 'SIGKILL');
  }
});
