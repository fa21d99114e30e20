#!/usr/bin/env node
// Copies Decap CMS from node_modules into public/admin/ (and so into the export), so that /admin loads the
// CMS from our own origin, never from a CDN. Only /admin loads it: no other page references these files.
import { copyFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const dist = path.dirname(require.resolve('decap-cms/dist/decap-cms.js'));
const target = path.resolve('public/admin');
// The main bundle and the chunks it loads on demand, relative to its own URL (no source maps).
const files = readdirSync(dist).filter((name) => /^(\d+\.)?decap-cms\.js$/.test(name));
for (const name of files) copyFileSync(path.join(dist, name), path.join(target, name));
console.log(`cms-assets: copied ${files.length} Decap CMS files to public/admin/`);
