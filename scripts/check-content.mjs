#!/usr/bin/env node
// Checks every content file of every language before the build starts (npm run build runs it first), and on a
// problem prints them as an editor reads them (lib/content/report.ts: by file, each once, with the line and the
// content manager's names) and exits with 1: no stack trace, no Next.js message about a page it could not build.
// The content root is CONTENT_ROOT when set (the tests check a broken copy), else the project. With --translations it
// prints the missing and outdated translations instead, and never fails.
import { createJiti } from 'jiti';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// jiti (installed with Tailwind CSS's build tools) reads the loader's TypeScript as Next.js does.
const jiti = createJiti(import.meta.url, { fsCache: false });
const { contentReport, translationReport } = await jiti.import(path.join(path.dirname(fileURLToPath(import.meta.url)), '../lib/content/report.ts'));
const root = path.resolve(process.env.CONTENT_ROOT || '.');

// --translations: the translations to write or update, one line each (the build prints them at its end).
if (process.argv.includes('--translations')) {
  const lines = translationReport(root);
  console.log(lines.length ? `Translations to write or update (the pages show the English text meanwhile):\n${lines.map((l) => `  ${l}`).join('\n')}` : 'Translations: every translation is complete and up to date.');
  process.exit(0);
}

const report = contentReport(root);
if (report) {
  console.error(`\n${report}\n`);
  process.exit(1);
}
console.log('Content checked: every file of every language is valid.');
