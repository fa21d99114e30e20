#!/usr/bin/env node
// npm run bench: build the site, serve out/ with the production host rules, run Lighthouse (mobile, Debian's
// Chromium) on every exported page and write the results with their budgets to bench/RESULTS.md.
// Map tiles and EmailJS point at the local fakes (no internet here); the canonical origin is the bench server,
// so the SEO audits see a consistent site. Not part of the test command: timings vary with the machine.
//   npm run bench                 build, then measure every page
//   npm run bench -- --no-build   measure the existing out/
//   npm run bench -- / /contact   measure only these routes
import { execSync } from 'node:child_process';
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startFakeEmailJs } from '../e2e/support/fake-emailjs.mjs';
import { startTileServer } from '../e2e/support/tile-server.mjs';
import { bareNextBaseline, htmlFileOf, pageScriptBytes } from './page-weight.mjs';
import { createSiteServer } from './serve.mjs';

const BASE = Number(process.env.BENCH_PORT_BASE ?? 3260);
const SITE = `http://127.0.0.1:${BASE}`;
const args = process.argv.slice(2);
const onlyRoutes = args.filter((a) => a.startsWith('/'));

/** Budgets of issue 7 (Lighthouse mobile). */
const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, lcp: 2000, tbt: 150, cls: 0.02 };

function routesIn(outDir) {
  const routes = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== '_next' && !name.startsWith('_')) walk(full);
      } else if (name.endsWith('.html') && !['404.html', '_not-found.html'].includes(name)) {
        const rel = '/' + path.relative(outDir, full).replace(/\.html$/, '');
        routes.push(rel === '/index' ? '/' : rel);
      }
    }
  };
  walk(outDir);
  return routes.sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));
}

if (!args.includes('--no-build')) {
  execSync('npm run build --silent', {
    stdio: 'inherit',
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_PUBLIC_SITE_URL: SITE,
      NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'bench-public-key',
      NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_bench',
      NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'template_bench',
      NEXT_PUBLIC_EMAILJS_ORIGIN: `http://127.0.0.1:${BASE + 1}`,
      NEXT_PUBLIC_MAP_TILE_URL: `http://127.0.0.1:${BASE + 2}/{z}/{x}/{y}.png`,
    },
  });
}

const outDir = path.resolve('out');
const routes = onlyRoutes.length ? onlyRoutes : routesIn(outDir);
console.log('Building a bare Next page for the JavaScript baseline ...');
const bareKb = bareNextBaseline() / 1024;
const servers = [
  await new Promise((resolve) => {
    const s = createSiteServer(outDir).listen(BASE, '127.0.0.1', () => resolve(s));
  }),
  await startFakeEmailJs(BASE + 1),
  await startTileServer(BASE + 2),
];

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

const rows = [];
try {
  for (const route of routes) {
    process.stdout.write(`Lighthouse ${route} ... `);
    const audit = () =>
      lighthouse(`${SITE}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
    let result = await audit();
    // A run Lighthouse itself could not complete (e.g. NO_FCP under load) is repeated once, not reported as 0.
    if (result?.lhr.runtimeError) {
      process.stdout.write(`(${result.lhr.runtimeError.code}, again) `);
      result = await audit();
    }
    const lhr = result.lhr;
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const items = lhr.audits['network-requests']?.details?.items ?? [];
    const jsBytes = items.filter((i) => i.resourceType === 'Script').reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
    const row = {
      route,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue,
      jsKb: jsBytes / 1024,
      loadKb: pageScriptBytes(outDir, htmlFileOf(route)) / 1024,
      failing: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && ['binary', 'numeric'].includes(a.scoreDisplayMode) && lhr.categories.accessibility.auditRefs.concat(lhr.categories['best-practices'].auditRefs, lhr.categories.seo.auditRefs).some((r) => r.id === a.id && r.weight > 0))
        .map((a) => a.id),
    };
    row.over = [
      row.performance < BUDGET.performance && 'performance',
      row.accessibility < BUDGET.accessibility && 'accessibility',
      row['best-practices'] < BUDGET['best-practices'] && 'best practices',
      row.seo < BUDGET.seo && 'SEO',
      !(row.lcp < BUDGET.lcp) && 'LCP',
      !(row.tbt < BUDGET.tbt) && 'TBT',
      !(row.cls < BUDGET.cls) && 'CLS',
    ].filter(Boolean);
    row.pass = row.over.length === 0;
    rows.push(row);
    console.log(`${row.performance}/${row.accessibility}/${row['best-practices']}/${row.seo} ${row.pass ? 'pass' : `FAIL (${row.over.join(', ')})`}`);
  }
} finally {
  await chrome.kill();
  servers.forEach((s) => s.close());
}

/** A number with `digits` decimals, or "n/a" where Lighthouse could not measure it. */
const fixed = (n, digits) => (typeof n === 'number' && Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

const table = [
  `Budget: performance >= ${BUDGET.performance}, accessibility ${BUDGET.accessibility}, best practices ${BUDGET['best-practices']}, SEO ${BUDGET.seo}, LCP < ${BUDGET.lcp} ms, TBT < ${BUDGET.tbt} ms, CLS < ${BUDGET.cls}.`,
  '',
  `JS on load: gzip of the module scripts the page's HTML names (scripts/page-weight.mjs); a bare Next page with the same Next and React loads ${fixed(bareKb, 1)} KB, and "+ bare" is what the site adds to it. JS transferred: every script Lighthouse saw, lazy islands included.`,
  '',
  '| Route | Perf | A11y | BP | SEO | LCP (ms) | TBT (ms) | CLS | JS on load (KB) | + bare (KB) | JS transferred (KB) | Budget |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ...rows.map(
    (r) =>
      `| ${r.route} | ${r.performance} | ${r.accessibility} | ${r['best-practices']} | ${r.seo} | ${fixed(r.lcp, 0)} | ${fixed(r.tbt, 0)} | ${fixed(r.cls, 3)} | ${fixed(r.loadKb, 1)} | ${fixed(r.loadKb - bareKb, 1)} | ${fixed(r.jsKb, 1)} | ${r.pass ? 'pass' : `FAIL: ${r.over.join(', ')}`} |`,
  ),
];
const failing = rows.filter((r) => r.failing.length).map((r) => `- ${r.route}: ${r.failing.join(', ')}`);
const doc = [
  '# Lighthouse results',
  '',
  `Lighthouse ${'(mobile, simulated throttling)'} against \`out/\` served by scripts/serve.mjs, Debian's Chromium, ${new Date().toISOString().slice(0, 10)}. Generated by \`npm run bench\`; numbers vary from machine to machine.`,
  '',
  ...table,
  '',
  ...(failing.length ? ['Audits below full score (accessibility, best practices, SEO):', '', ...failing, ''] : []),
].join('\n');
mkdirSync('bench', { recursive: true });
writeFileSync('bench/RESULTS.md', doc);
console.log('\n' + table.join('\n'));
process.exit(0);
