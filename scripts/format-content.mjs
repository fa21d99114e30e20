#!/usr/bin/env node
// Rewrites every content file of every language in the style the content manager writes (lib/content/cms-format.ts:
// its quotes, indentation and key order), the same data: after a hand edit or a merge, so that the next save in
// /admin changes only what the editor changes. Prints the files it rewrote. lib/content/__tests__/cms-format.test.ts
// fails on a file that needs it.
import { createJiti } from 'jiti';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const project = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jiti = createJiti(import.meta.url);
const { asCmsWrites, contentFiles } = await jiti.import(path.join(project, 'lib/content/cms-format.ts'));
const { registry } = await jiti.import(path.join(project, 'lib/content/registry.ts'));
const { readLanguages } = await import('../lib/i18n/languages.mjs');

const root = path.resolve(process.env.CONTENT_ROOT || project);
const articles = (folder) => (existsSync(path.join(root, folder)) ? readdirSync(path.join(root, folder)).filter((name) => name.endsWith('.md')) : []);
for (const entry of contentFiles(registry, readLanguages(root), articles)) {
  const full = path.join(root, entry.file);
  if (!existsSync(full)) continue;
  const text = readFileSync(full, 'utf8');
  const written = asCmsWrites(entry, text);
  if (written !== undefined && written !== text) {
    writeFileSync(full, written);
    console.log(`rewrote ${entry.file}`);
  }
}
