// Every script chunk the build writes starts with V8's explicit compile hint, `//# allFunctionsCalledOnLoad`.
// Without it Chrome compiles a function on the main thread the first time it is called, and nearly all of the
// framework's functions are first called in one task, the one that starts the page's scripts (Lighthouse, on a
// simulated phone: a 130-190 ms task on every page, most of it compiling). With it, Chrome compiles the whole
// file on a background thread while the file is still arriving, and that task shrinks to a third. Our chunks are
// either the page's start-up code or an island's, which runs when it mounts: in both, nearly every function is
// called once they load, which is what the hint is for. Browsers that do not know it read a comment.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { filesUnder } from './files.mjs';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The script with the hint as its first line (once, however often it is called). */
export function withCompileHint(source) {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/** The `.js` files under every `_next/static/chunks` folder in `outDir` (one, shared by the editions, in a build). */
const chunkFiles = (outDir) =>
  filesUnder(outDir).filter((file) => file.endsWith('.js') && file.split(path.sep).join('/').includes('/_next/static/chunks/'));

/** Gives every chunk in `outDir` the hint; returns how many files it wrote. */
export function hintChunks(outDir) {
  let written = 0;
  for (const file of chunkFiles(outDir)) {
    const source = readFileSync(file, 'utf8');
    const hinted = withCompileHint(source);
    if (hinted !== source) {
      writeFileSync(file, hinted);
      written++;
    }
  }
  return written;
}
