// The translation rules (lib/content/translation-state.ts) as the content manager's page loads them: one script
// that defines `window.translationState`, made from the very module the build uses, so the browser and the build
// can never disagree on which texts a translation holds, how they are named and what a save records. esbuild
// (installed with the Cloudflare tooling) turns the TypeScript into plain JavaScript; the module imports nothing,
// so nothing else comes with it. scripts/cms-assets.mjs writes it to public/admin/translation-state.js (a built
// file, not kept in Git), and the tests evaluate the same text.
import { buildSync } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MODULE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../content/translation-state.ts');

/** The script's text. */
export function translationStateScript() {
  const result = buildSync({
    entryPoints: [MODULE],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'translationState',
    platform: 'browser',
    target: 'es2020',
    legalComments: 'none',
    banner: { js: '// Made by scripts/cms-assets.mjs from lib/content/translation-state.ts: change that file, not this one.' },
  });
  return result.outputFiles[0].text;
}
