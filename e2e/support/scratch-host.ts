import { spawn } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Host } from '../../scripts/preview.mjs';

/**
 * A host runtime over a scratch folder instead of the build's out/, for what must not be planted in out/ (the
 * symbolic links of the host suite): a few real files of the build, and links to a file and a folder outside
 * it and to a host file inside it. Started with scripts/preview.mjs, as the suite's own hosts are.
 */

// Playwright runs from the project root, as the suite's other paths assume.
const PROJECT = process.cwd();

/** What the scratch folder's links point at, to look for in answers. */
export const OUTSIDE_SECRET = 'SCRATCH-FILE-OUTSIDE-THE-SITE';

export interface ScratchSite {
  /** The folder served. */
  root: string;
  /** URL paths that reach a symbolic link, each with a text its answer must not hold. */
  links: { url: string; mustNotHold: string }[];
  remove(): void;
}

/** A scratch site: `files` copied from `out`, plus the links. */
export function scratchSite(out: string, files: string[], hostFileMarker: string): ScratchSite {
  const parent = mkdtempSync(path.join(tmpdir(), 'apexbridge-links-'));
  // nginx's workers run as another user: the folders must be readable by everyone, like out/.
  chmodSync(parent, 0o755);
  const root = path.join(parent, 'site');
  mkdirSync(root);
  for (const file of files) copyFileSync(path.join(out, file), path.join(root, file));
  writeFileSync(path.join(parent, 'secret.txt'), OUTSIDE_SECRET);
  writeFileSync(path.join(parent, 'secret.html'), OUTSIDE_SECRET);
  mkdirSync(path.join(parent, 'outside'));
  writeFileSync(path.join(parent, 'outside', 'secret.txt'), OUTSIDE_SECRET);
  symlinkSync(path.join(parent, 'secret.txt'), path.join(root, 'outside.txt'));
  symlinkSync('../secret.txt', path.join(root, 'relative.txt'));
  symlinkSync(path.join(parent, 'secret.html'), path.join(root, 'outside-page.html'));
  symlinkSync(path.join(parent, 'outside'), path.join(root, 'outside-folder'));
  symlinkSync('_headers', path.join(root, 'host-file.txt'));
  return {
    root,
    links: [
      { url: '/outside.txt', mustNotHold: OUTSIDE_SECRET },
      { url: '/outside-page', mustNotHold: OUTSIDE_SECRET },
      { url: '/relative.txt', mustNotHold: OUTSIDE_SECRET },
      { url: '/outside-folder/secret.txt', mustNotHold: OUTSIDE_SECRET },
      { url: '/host-file.txt', mustNotHold: hostFileMarker },
    ],
    remove: () => rmSync(parent, { recursive: true, force: true }),
  };
}

/**
 * A scratch site without links: `files` copied from `out` (the host files among them), plus `planted` files
 * written as given (path -> content), for documents the build never holds (an SVG with a script, an upper-case
 * name), which must not be planted in out/.
 */
export function plantedSite(out: string, files: string[], planted: Record<string, string>): { root: string; remove(): void } {
  const parent = mkdtempSync(path.join(tmpdir(), 'apexbridge-planted-'));
  chmodSync(parent, 0o755);
  const root = path.join(parent, 'site');
  for (const [file, content] of [...files.map((file) => [file, null] as const), ...Object.entries(planted)]) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true, mode: 0o755 });
    if (content === null) copyFileSync(path.join(out, file), path.join(root, file));
    else writeFileSync(path.join(root, file), content, { mode: 0o644 });
  }
  return { root, remove: () => rmSync(parent, { recursive: true, force: true }) };
}

/** A port free on the loopback interface now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ScratchHost {
  origin: string;
  stop(): Promise<void>;
}

/**
 * Starts `host` over `root` and waits until it answers; or, when the runtime refuses the folder, rejects with
 * what it printed (exit code and output).
 */
export async function startScratchHost(host: Host, root: string, timeoutMs = 60_000): Promise<ScratchHost> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(PROJECT, 'scripts/preview.mjs'), host, '--port', String(port), '--root', root], {
    cwd: PROJECT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  const stop = async () => {
    if (exitCode === undefined) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`${host} exited with ${exitCode}: ${output.trim()}`);
    try {
      const response = await fetch(`${origin}/robots.txt`, { redirect: 'manual' });
      await response.arrayBuffer();
      return { origin, stop };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  await stop();
  throw new Error(`${host} did not answer on ${origin} within ${timeoutMs} ms: ${output.trim()}`);
}
