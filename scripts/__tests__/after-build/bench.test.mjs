// Node test runner: the bench as docs/performance.md runs it on an existing build, cut to what takes seconds (the
// language switch and one interaction, one run; Lighthouse takes minutes and is left to `npm run bench`). It
// needs out/, which the test command builds before these tests.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const built = existsSync(path.join(ROOT, 'out/index.html'));

test('npm run bench -- --no-build --no-lighthouse writes the language switch and the interactions it drove', { skip: !built && 'no out/: run npm run build:test first' }, () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-'));
  const results = path.join(dir, 'RESULTS.md');
  try {
    execFileSync('npm', ['run', 'bench', '--silent', '--', '--no-build', '--no-lighthouse', '--interactions=article dialog opens', '--interaction-runs=1', `--results=${results}`], {
      cwd: ROOT,
      // Ports of their own, clear of the test servers'.
      env: { ...process.env, BENCH_PORT_BASE: '4760' },
      stdio: 'pipe',
      timeout: 120_000,
    });
    const text = readFileSync(results, 'utf8');
    // Its figures are the machine's and the moment's: the smoke test checks the tables' shape, not their values.
    const switches = text.match(/<!-- bench:language-switch -->([\s\S]*)<!-- \/bench:language-switch -->/)?.[1] ?? '';
    for (const route of ['/', '/vi', '/zh']) assert.match(switches, new RegExp(`^\\| ${route} \\| \\d+\\.\\d \\| \\d+ \\| \\d+ \\| `, 'm'), switches);
    const interactions = text.match(/<!-- bench:interactions -->([\s\S]*)<!-- \/bench:interactions -->/)?.[1] ?? '';
    const rows = interactions.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| Interaction'));
    assert.equal(rows.length, 1, interactions);
    assert.match(rows[0], /^\| Article dialog opens \| \/news-and-events \| desktop \| (< 16|\d+) \| 100 \| (pass|FAIL) \|$/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
