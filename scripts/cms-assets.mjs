#!/usr/bin/env node
// Copies Sveltia CMS from node_modules into public/admin/sveltia/ (and so into the export), so that /admin loads
// the CMS, its fonts and its interface languages from our own origin, never from a CDN. The package's `npm/`
// build is used (not its `dist/` bundle, which fetches its fonts from a CDN): an ES module with its chunks and
// assets beside it, and the interface languages one folder up, where it imports them from. Source maps stay
// out. Only /admin loads these files: no other page references them.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { translationStateScript } from '../lib/admin/translation-state-bundle.mjs';
import { subsetIconFont } from './cms-icons.mjs';

// The translation rules for /admin, made from the module the build uses (lib/admin/translation-state-bundle.mjs),
// every time: it is small, and a copy left from an older module would record what the build no longer reads.
writeFileSync(path.resolve('public/admin/translation-state.js'), translationStateScript());
console.log('cms-assets: wrote public/admin/translation-state.js from lib/content/translation-state.ts');

const require = createRequire(import.meta.url);
// The package exports only its module: its folder is two levels above it (npm/index.js).
const pkg = path.resolve(path.dirname(require.resolve('@sveltia/cms')), '..');
const target = path.resolve('public/admin/sveltia');
// A copy made from the same Sveltia CMS by the same scripts is left as it is: `npm run cms` and a build can then
// start side by side (as in `npm test`) without one emptying the folder the other is reading.
// (The note of what was copied stays out of public/, so that it is not published.)
const stampFile = path.resolve('node_modules/.cache/cms-assets-copied-from');
const stamp = createHash('sha256')
  .update(readFileSync(path.join(pkg, 'package.json')))
  .update(readFileSync(new URL(import.meta.url)))
  .update(readFileSync(new URL('./cms-icons.mjs', import.meta.url)))
  .digest('hex');
if (existsSync(path.join(target, 'npm/index.js')) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) {
  console.log('cms-assets: public/admin/sveltia/ is up to date');
  process.exit(0);
}
rmSync(target, { recursive: true, force: true });
mkdirSync(target, { recursive: true });
const noMaps = (src) => !src.endsWith('.map');
cpSync(path.join(pkg, 'npm'), path.join(target, 'npm'), { recursive: true, filter: noMaps });
if (existsSync(path.join(pkg, 'locales'))) cpSync(path.join(pkg, 'locales'), path.join(target, 'locales'), { recursive: true });

// The interface's stylesheet first names its fonts on a CDN (the module then swaps in its own copies): point
// those addresses at the copies beside the module, so the editor's browser never asks the CDN (the admin's
// policy would refuse it and log an error per font).
const moduleFile = path.join(target, 'npm/index.js');
const assets = readdirSync(path.join(target, 'npm/assets'));
const cdnFont = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(?::vf)?@[\d.]+\/([a-z0-9-]+)\.woff2/g;
const unmatched = [];
const source = readFileSync(moduleFile, 'utf8').replace(cdnFont, (url, family, file) => {
  const local = assets.find((name) => name.startsWith(`${family}-${file}-`) && name.endsWith('.woff2'));
  if (!local) unmatched.push(url);
  return local ? `/admin/sveltia/npm/assets/${local}` : url;
});
if (unmatched.length) throw new Error(`cms-assets: no local copy of ${unmatched.join(', ')}`);
// The module imports a few libraries by package name, leaving them to a bundler, and names the file of each
// (`<loader>(\`immutable\`,\`dist/immutable.es.js\`)`). Browsers cannot resolve a package name: copy each
// file we have beside the module and import it by its path. immutable carries the entry to our news preview;
// the others load only for the features that use them (image metadata, SVG upload, pasted HTML, maps).
const NEEDED = ['immutable', 'exifr', 'svgo', 'turndown', 'leaflet'];
const depFiles = new Map([...source.matchAll(/\(`([a-z@][a-z0-9@/-]*)`,`([a-z0-9./_-]+\.m?js)`\)/g)].map((m) => [m[1], m[2]]));
let withDeps = source;
for (const name of NEEDED) {
  const file = depFiles.get(name);
  if (!file) throw new Error(`cms-assets: Sveltia CMS no longer names its ${name} file; check the copy`);
  // Where npm put the package: beside Sveltia CMS's own folder, or in its node_modules (packages may not export package.json).
  const dir = [path.join(pkg, 'node_modules', name), path.resolve('node_modules', name)].find((d) => existsSync(path.join(d, file)));
  if (!dir) throw new Error(`cms-assets: ${name}/${file} is not installed`);
  cpSync(path.join(dir, file), path.join(target, 'deps', name, file));
  const before = withDeps;
  // The import of the package: its name alone, or the name and a path inside it.
  withDeps = withDeps.replace(new RegExp(`import\\(\`${name}(/[^\`]*)?\`\\)`, 'g'), `import(\`../deps/${name}/${file}\`)`);
  if (withDeps === before) throw new Error(`cms-assets: found no import of ${name} in Sveltia CMS`);
}
// An entry may lack a language (an article not translated yet: `initial_locales` in the configuration). Sveltia
// CMS 0.221 then checks a save for the languages the entry has and keeps a validity record for those alone,
// while two of its parts read every language's record: the language buttons above the form and the Validation
// panel. Reading a missing one throws, and the form stops drawing: a refused save shows no message. Each reads an
// empty record for a language the entry lacks. And when the editor adds that language (toggleLocale), it gets its
// empty record at once, as a language switched back on does, or its form fails to draw the same way.
const readsEveryLanguage = /Object\.values\((\w+\(\w+\)\[\w+(?:\(\))?\])\)\.some\(/g;
const addLanguage = /;return\}(\w+)\[(\w+)\]=\{\},(\w+)\[\2\]=\{\}\}/g;
for (const [pattern, expected, what] of [
  [readsEveryLanguage, 2, 'read every language’s validity record'],
  [addLanguage, 1, 'add a language to an entry'],
]) {
  const found = [...withDeps.matchAll(pattern)].length;
  if (found !== expected) throw new Error(`cms-assets: found ${found} places where Sveltia CMS would ${what}, expected ${expected}; check the copy`);
}
withDeps = withDeps
  .replace(readsEveryLanguage, (whole, record) => `Object.values(${record}??{}).some(`)
  .replace(addLanguage, (whole, validities, locale, messages) => `;${validities}[${locale}]={},${messages}[${locale}]={};return}${validities}[${locale}]={},${messages}[${locale}]={}}`);
writeFileSync(moduleFile, withDeps);

// The icon font, down to the icons the CMS's code names (scripts/cms-icons.mjs).
const iconFont = assets.find((name) => name.startsWith('material-symbols-') && name.endsWith('.woff2'));
if (!iconFont) throw new Error('cms-assets: Sveltia CMS no longer ships its icon font beside the module; check the copy');
const chunks = readdirSync(path.join(target, 'npm/chunks')).map((name) => readFileSync(path.join(target, 'npm/chunks', name), 'utf8'));
const icons = await subsetIconFont(path.join(target, 'npm/assets', iconFont), [withDeps, ...chunks].join('\n'));
console.log(`cms-assets: icon font ${Math.round(icons.before / 1024)} KB -> ${Math.round(icons.after / 1024)} KB (${icons.icons} icons)`);
const count = (dir) => readdirSync(dir, { recursive: true }).length;
console.log(`cms-assets: copied Sveltia CMS (${count(target)} files) to public/admin/sveltia/`);
mkdirSync(path.dirname(stampFile), { recursive: true });
writeFileSync(stampFile, stamp);
