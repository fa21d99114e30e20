// Listing a folder's files, for the build's scripts and their tests. A module of its own, with no other import:
// hosts/rules.mjs reads the editions from the content when it loads, and a script that only walks a folder (the
// renaming of rewritten framework files, the pictures step under a scratch content root) must not depend on that.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Every file under `dir` (none when it does not exist), as full paths. */
export function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}
