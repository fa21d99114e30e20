// `npm run host-files` (node scripts/host-rules.mjs --write): writes the committed host files, deploy/_headers and
// netlify.toml, from the host rules. Run it after changing a rule or adding a language, and commit what it writes;
// scripts/__tests__/host-files.test.mjs fails while a committed file is stale.
//
// The rules and their writers are in scripts/hosts/: rules.mjs (the one definition of the rules, which every
// host file and our server read), paths.mjs (request paths and the files of out/, for the server and the
// writers), one writer per host file (cloudflare.mjs: `_headers` and `_redirects`; nginx.mjs; netlify.mjs), and
// report.mjs (which files are committed, what the build says about the ones it writes).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMMITTED_HOST_FILES } from './hosts/report.mjs';

if (process.argv.includes('--write')) {
  const project = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  for (const [file, generate] of Object.entries(COMMITTED_HOST_FILES)) {
    writeFileSync(path.join(project, file), generate());
    console.log(`wrote ${file}`);
  }
} else {
  console.log('node scripts/host-rules.mjs --write (npm run host-files): writes deploy/_headers and netlify.toml from scripts/hosts/');
}
