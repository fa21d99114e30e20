// Node test runner: the build's first step on a copy of the content with a file broken by hand (a lost closing
// quote). It stops with exit code 1 and prints the editor's report once: the file, its line, the YAML library's
// whole message; no stack trace and nothing of Next.js. The report's wording is lib/content/report.ts's
// (lib/content/__tests__/report.test.ts); this checks what the build prints and how it ends.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SCRIPT = path.join(ROOT, 'scripts/check-content.mjs');
const check = (root) => spawnSync('node', [SCRIPT], { cwd: ROOT, env: { ...process.env, CONTENT_ROOT: root }, encoding: 'utf8' });

test('a broken file stops the build with the file, the line and the whole message, once, and no stack trace', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'check-content-'));
  try {
    cpSync(path.join(ROOT, 'content'), path.join(root, 'content'), { recursive: true });
    symlinkSync(path.join(ROOT, 'public'), path.join(root, 'public'));
    const file = 'content/texts/contact.yml';
    const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
    // The first text of the file loses its closing quote.
    const at = lines.findIndex((line) => /^ *\w+: \S/.test(line));
    lines[at] = lines[at].replace(/: /, ': "');
    writeFileSync(path.join(root, file), lines.join('\n'));

    const result = check(root);
    assert.equal(result.status, 1);
    const printed = result.stdout + result.stderr;
    assert.match(printed, new RegExp(`\\n${file.replace(/[.]/g, '\\.')} `));
    assert.match(printed, new RegExp(`line ${at + 1}: not valid YAML: Missing closing "quote at line ${at + 1}, column \\d+:`));
    assert.ok(printed.includes(lines[at].trim()), 'the broken line is shown');
    assert.equal(printed.split('not valid YAML').length, 2, 'the problem is printed once');
    assert.doesNotMatch(printed, /\n\s+at |Error:|Failed to collect/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('valid content passes', () => {
  const result = check(ROOT);
  assert.equal(result.status, 0, result.stderr);
});
