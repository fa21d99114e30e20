// The Node tests' made-up exports and sites: files written by path under a folder.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Writes each of `files` (contents by path under `dir`), making the folders they need. */
export function writeFiles(dir, files) {
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

/** A new temporary folder named from `prefix`, holding `files`. */
export const scratchFiles = (prefix, files) => writeFiles(mkdtempSync(path.join(tmpdir(), prefix)), files);
