#!/usr/bin/env node
// Checks every content file of every language before the build starts (npm run build runs it first), and on a
// problem prints them as an editor reads them (lib/content/report.ts: by file, each once, with the line and the
// content manager's names) and exits with 1: no stack trace, no Next.js message about a page it could not build.
// The content root is CONTENT_ROOT when set (the tests check a broken copy), else the project.
import { createJiti } from 'jiti';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// jiti (installed with Tailwind CSS's build tools) reads the loader's TypeScript as Next.js does.
const jiti = createJiti(import.meta.url, { fsCache: false });
const { contentReport } = await jiti.import(path.join(path.dirname(fileURLToPath(import.meta.url)), '../lib/content/report.ts'));

const report = contentReport(path.resolve(process.env.CONTENT_ROOT || '.'));
if (report) {
  console.error(`\n${report}\n`);
  process.exit(1);
}
console.log('Content checked: every file of every language is valid.');
