// The JavaScript a page makes every visitor download before it is interactive: the module scripts its HTML names
// (the `noModule` polyfills only reach browsers too old to run the site anyway), gzip-compressed as a host sends
// them. Lazy chunks an island loads later (the map, the particles) are not counted; Lighthouse's "transferred"
// column shows those. `bareNextBaseline()` builds a one-paragraph page with the same Next and React, so the
// table can show what the site adds on top of the framework.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** gzip bytes of the module scripts `out/<page>.html` loads up front. */
export function pageScriptBytes(outDir, htmlFile) {
  const html = readFileSync(path.join(outDir, htmlFile), 'utf8');
  const sources = new Set();
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    // A script the page adds once it has painted (scripts/paint-first.mjs) names its file in data-src.
    const src = /\b(?:data-)?src="([^"]+\.js)"/.exec(tag)?.[1];
    if (src && !/\bnoModule\b/i.test(tag)) sources.add(src);
  }
  let bytes = 0;
  for (const src of sources) bytes += gzipSync(readFileSync(path.join(outDir, src.split('?')[0])), { level: 9 }).length;
  return bytes;
}

/**
 * The HTML file of a route in `outDir` ("/" -> "index.html", "/about-us" -> "about-us.html", an edition's home
 * page "/vi" -> "vi/index.html").
 */
export function htmlFileOf(route, outDir = 'out') {
  if (route === '/') return 'index.html';
  const flat = `${route.slice(1)}.html`;
  const index = `${route.slice(1)}/index.html`;
  return !existsSync(path.join(outDir, flat)) && existsSync(path.join(outDir, index)) ? index : flat;
}

/**
 * Builds a bare Next page (a root layout and one paragraph, static export) inside `dir` (under the repository,
 * so it resolves the same node_modules) and returns the gzip bytes of its module scripts.
 */
export function bareNextBaseline(dir = path.resolve('bench/.bare')) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'app'), { recursive: true });
  const files = {
    'next.config.mjs': `export default { output: 'export', turbopack: { root: ${JSON.stringify(process.cwd())} } };\n`,
    'app/layout.jsx': 'export default function RootLayout({ children }) {\n  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  );\n}\n',
    'app/page.jsx': 'export default function Page() {\n  return <p>Hello</p>;\n}\n',
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  execFileSync(process.execPath, [path.resolve('node_modules/next/dist/bin/next'), 'build', dir], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  return pageScriptBytes(path.join(dir, 'out'), 'index.html');
}
