#!/usr/bin/env node
// `npm run translations`: after translations or English texts were edited as files (not in /admin, which does it on
// every save), rewrites each translation's `translatedFrom` lines, the record of which English texts it was made
// from, so the build can tell the outdated ones (lib/admin/refresh-translations.ts). Prints the files it rewrote.
//   npm run translations -- --confirm content/vi/news/x.md …   the named translations are still right as they are
//   npm run translations -- --confirm content/vi/team.yml:members[3].role   one text of it is (named as the report
//                                                                            and /admin/translations name it)
// The content root is CONTENT_ROOT when set, else the project.
import { createJiti } from 'jiti';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const project = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jiti = createJiti(import.meta.url);
const { refreshTranslations } = await jiti.import(path.join(project, 'lib/admin/refresh-translations.ts'));

const root = path.resolve(process.env.CONTENT_ROOT || project);
const args = process.argv.slice(2);
const at = args.indexOf('--confirm');
const others = args.filter((arg, i) => at < 0 || i < at);
if (others.length) {
  console.error(`npm run translations: unknown argument ${others[0]}; use --confirm <file>…`);
  process.exit(2);
}
// Files as the shell names them (from the project, or absolute), as paths from the content root.
// A text after the file's name (`file:members[3].role`) is kept as it is.
const confirm =
  at < 0
    ? []
    : args.slice(at + 1).map((arg) => {
        const colon = arg.indexOf(':', path.isAbsolute(arg) && /^[A-Za-z]:/.test(arg) ? 2 : 0);
        const [file, text] = colon < 0 ? [arg, undefined] : [arg.slice(0, colon), arg.slice(colon + 1)];
        const relative = path.relative(root, path.resolve(file)).split(path.sep).join('/');
        return text === undefined ? relative : `${relative}:${text}`;
      });
const { written, unknown } = refreshTranslations(root, confirm);
if (unknown.length) {
  console.error(`npm run translations: not a translation of an English file: ${unknown.join(', ')}`);
  process.exit(2);
}
for (const file of written) console.log(`${confirm.some((c) => c === file || c.startsWith(`${file}:`)) ? 'confirmed' : 'updated'} ${file}`);
console.log(written.length ? `${written.length} translation ${written.length === 1 ? 'file' : 'files'} updated.` : 'Every translation file is up to date.');
