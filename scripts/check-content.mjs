#!/usr/bin/env node
// Checks every content file of every language before the build starts (npm run build runs it first), and on a
// problem prints them as an editor reads them (lib/content/report.ts: by file, each once, with the line and the
// content manager's names) and exits with 1: no stack trace, no Next.js message about a page it could not build.
// The content root is CONTENT_ROOT when set (the tests check a broken copy), else the project. With --translations it
// prints what is left to translate instead, and never fails: by language, how many articles are not translated yet
// and how many translations lack texts or are outdated (the build's last lines, a few whatever the number of
// articles); with --all as well, or TRANSLATION_REPORT=all in the environment (`TRANSLATION_REPORT=all npm run
// build`), every file with its texts, one line each.
import { createJiti } from 'jiti';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// jiti (installed with Tailwind CSS's build tools) reads the loader's TypeScript as Next.js does. It keeps what it
// compiled in node_modules/.cache/jiti, named by each file's content, so the build's and the tests' many runs of the
// content scripts compile the loader once, not each time.
const jiti = createJiti(import.meta.url);
const lib = path.join(path.dirname(fileURLToPath(import.meta.url)), '../lib/content');
const { contentReport, translationReport } = await jiti.import(path.join(lib, 'report.ts'));
const root = path.resolve(process.env.CONTENT_ROOT || '.');

if (process.argv.includes('--translations')) {
  const { englishName, translationNotes } = await jiti.import(path.join(lib, 'load.ts'));
  const notes = translationNotes(root);
  if (!notes.length) {
    console.log('Translations: every translation is complete and up to date.');
    process.exit(0);
  }
  // An article with no file in a language is not on that edition at all (it publishes the articles written in its
  // language), so none of its texts stands in English there: it is not translated yet (`absent`), not a translation
  // that lacks its title, summary, author and text.
  const header =
    'Translations to write or update (where a text is missing, the pages show the English text meanwhile; an article not translated yet is left out of that edition until it is):';
  if (process.argv.includes('--all') || process.env.TRANSLATION_REPORT === 'all') {
    console.log(`${header}\n${translationReport(root).map((line) => `  ${line}`).join('\n')}`);
    process.exit(0);
  }
  const count = (n, one, many = one) => `${n} ${n === 1 ? one : many}`;
  const languages = [...new Map(notes.map((note) => [note.language.code, note.language])).values()];
  const lines = languages.map((language) => {
    const kinds = notes.filter((note) => note.language.code === language.code).map((note) => note.state);
    const number = (kind) => kinds.filter((k) => k === kind).length;
    const parts = [
      number('absent') && `${count(number('absent'), 'article', 'articles')} not translated yet`,
      number('missing') && `${number('missing')} with texts missing`,
      number('outdated') && `${number('outdated')} outdated`,
    ].filter(Boolean);
    return `  ${englishName(language)}: ${parts.join(', ')}: see /admin/translations`;
  });
  console.log(`${header}\n${lines.join('\n')}\n  Every file and its texts: node scripts/check-content.mjs --translations --all (or TRANSLATION_REPORT=all npm run build).`);
  process.exit(0);
}

const report = contentReport(root);
if (report) {
  console.error(`\n${report}\n`);
  process.exit(1);
}
console.log('Content checked: every file of every language is valid.');
