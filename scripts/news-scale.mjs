#!/usr/bin/env node
// npm run bench:news: the site with a news archive years old. The site's content (with the bench's photo article,
// e2e/support/test-content.mjs preparePhotoContent) gets `--articles` generated articles in each edition
// (scripts/generate-articles.mjs), and is built twice in a scratch copy of the project: once from nothing, once
// right after with the first build's caches. Then the numbers the archive's size could move: the news list page's
// HTML, its page data and its element count, the archive's index, the feed, the export's files and the host
// files' rules; and, in Chromium with the CPU slowed four times, a keystroke in the news search, a category filter
// and a page change, each as its longest event (INP's measure) and as the time until the list is drawn (the first
// filter waits for the index, so the list comes a frame or more after the event's own paint). The interactions
// are the bench's own (scripts/bench.mjs measureInteractions). Writes the tables to bench/RESULTS.md (section
// news-scale) and prints them.
//
// The scratch copy (`--work`, a temporary folder by default) holds the project's files as git lists them (the
// committed ones and new ones not ignored, as they are in the checkout now) and node_modules as hard links
// (Turbopack compiles nothing outside the project's folder, so a symbolic link to node_modules fails), so the
// project's out/ and .next/ are left alone: another build or a test run can go on beside it.
//   npm run bench:news -- --articles=1000              1,000 articles in each edition, built twice, measured
//   --languages=en,vi                                  only these editions get the articles and are measured
//   --no-build                                         measure an existing export: the project's out/ (the test
//                                                      build's, say), or the scratch copy's with --site=DIR
//   --content-only                                     write the content (<work>/content) and stop: to try it by
//                                                      hand, CONTENT_ROOT=<work>/content npm run dev
//   --work=DIR  --results=FILE  --interaction-runs=5  --no-interactions
import { spawn, execFileSync } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, linkSync, lstatSync, mkdirSync, readFileSync, readdirSync, readlinkSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { readLanguages } from '../lib/i18n/languages.mjs';
import { preparePhotoContent } from '../e2e/support/test-content.mjs';
import { CPU_SLOWDOWN, INTERACTION_GOAL_MS, measureInteractions, writeSection } from './bench.mjs';
import { filesUnder } from './files.mjs';
import { generateArticles } from './generate-articles.mjs';
import { CLOUDFLARE_STATIC_REDIRECTS, MAX_DYNAMIC_REDIRECT_RULES, MAX_HEADER_RULES } from './hosts/cloudflare.mjs';
import { createSiteServer } from './serve.mjs';

const PROJECT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * Cloudflare Pages publishes at most 20,000 files per site on its free plan (100,000 on a paid one, since
 * January 2026): each article adds several (its page, its share image, the page's data in four files, its text).
 */
const CLOUDFLARE_FREE_FILES = 20_000;
/** The bench's rows that the archive's size can move. */
export const NEWS_INTERACTIONS = ['news category filter', 'news search keystroke', 'news pagination'];

/** The default language's articles are content/news/, another's content/<code>/news/. */
const newsFolder = (root, code, languages) => path.join(root, 'content', code === languages[0].code ? '' : code, 'news');

/**
 * The site's content with the photo article (as the bench builds it) in `root`, and `articles` generated
 * articles in each of `codes` (every language when not given). Returns `root`.
 */
export function prepareScaleContent(root, { articles, codes }) {
  preparePhotoContent(root);
  const languages = readLanguages(root);
  for (const code of codes ?? languages.map((l) => l.code)) {
    if (!languages.some((l) => l.code === code)) throw new Error(`--languages: ${code} is not a language of content/languages.yml (${languages.map((l) => l.code).join(', ')})`);
    for (const [name, text] of Object.entries(generateArticles({ count: articles, lang: code }))) writeFileSync(path.join(newsFolder(root, code, languages), name), text);
  }
  return root;
}

/** `to` made of hard links to the files of `from` (symbolic links copied as links). */
function linkTree(from, to) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else if (entry.isDirectory()) linkTree(source, target);
    else linkSync(source, target);
  }
}

/**
 * A copy of the project in `site` to build in: the files git lists (committed, and new ones not ignored, as they
 * are in the checkout), and node_modules as hard links (a few seconds, no space).
 */
export function prepareSite(site) {
  rmSync(site, { recursive: true, force: true });
  mkdirSync(site, { recursive: true });
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: PROJECT, encoding: 'utf8', maxBuffer: 64 << 20 });
  for (const file of new Set(listed.split('\0').filter(Boolean))) {
    const source = path.join(PROJECT, file);
    // A file deleted in the checkout but not yet in git.
    if (!lstatSync(source, { throwIfNoEntry: false })) continue;
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    cpSync(source, path.join(site, file), { verbatimSymlinks: true });
  }
  try {
    linkTree(path.join(PROJECT, 'node_modules'), path.join(site, 'node_modules'));
  } catch (error) {
    if (error.code === 'EXDEV') throw new Error(`--work: ${path.dirname(site)} is on another file system than the project; node_modules is linked, not copied: name a folder on the project's file system`);
    throw error;
  }
  return site;
}

/** The build's steps as scripts/build.mjs announces them, with the seconds since it started. */
function stagesOf(timeline, total) {
  const starts = timeline.filter((t) => /^== .+ \([\w-]+\): the edition/.test(t.line));
  if (!starts.length) return '';
  const merged = timeline.find((t) => t.at > starts.at(-1).at && /^== [\w-]+: \d+ of the framework/.test(t.line));
  const postbuild = timeline.find((t) => /^postbuild: /.test(t.line));
  const parts = [`checks and pictures ${starts[0].at} s`];
  starts.forEach((start, i) => {
    const end = starts[i + 1]?.at ?? merged?.at ?? postbuild?.at;
    parts.push(`${/\(([\w-]+)\)/.exec(start.line)[1]} ${end === undefined ? `not finished (${total - start.at} s)` : `${end - start.at} s`}`);
  });
  if (merged && postbuild) parts.push(`merging, pictures and postbuild ${postbuild.at - merged.at} s`);
  if (postbuild) parts.push(`translation report ${total - postbuild.at} s`);
  return parts.join(', ');
}

/**
 * `npm run build` in `site` with the content of `contentRoot`: its output to `log`, its step lines (`== …`,
 * postbuild's) on the console with the time since the start. Resolves with the seconds, the status, the
 * largest process's memory (MB, when /usr/bin/time is there to tell), the steps and the log's last lines.
 */
function build(site, contentRoot, log) {
  const started = Date.now();
  const seconds = () => Math.round((Date.now() - started) / 1000);
  const memoryFile = `${log}.rss`;
  const timed = existsSync('/usr/bin/time');
  const [command, ...args] = [...(timed ? ['/usr/bin/time', '-f', '%M', '-o', memoryFile] : []), 'npm', 'run', 'build', '--silent'];
  const child = spawn(command, args, { cwd: site, env: { ...process.env, CONTENT_ROOT: contentRoot, NEXT_TELEMETRY_DISABLED: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  const file = createWriteStream(log);
  const timeline = [];
  const tail = [];
  let partial = '';
  const take = (chunk) => {
    file.write(chunk);
    const lines = (partial + chunk).split('\n');
    partial = lines.pop();
    for (const line of lines) {
      tail.push(line);
      if (tail.length > 40) tail.shift();
      if (/^(== |postbuild: )/.test(line)) {
        timeline.push({ at: seconds(), line });
        console.log(`  ${String(seconds()).padStart(5)} s  ${line}`);
      }
    }
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  return new Promise((resolve) => {
    child.on('close', (status) => {
      file.end();
      const total = seconds();
      const kb = timed && existsSync(memoryFile) ? Number(readFileSync(memoryFile, 'utf8').trim().split('\n').at(-1)) : NaN;
      resolve({ seconds: total, ok: status === 0, status, memoryMb: Number.isFinite(kb) ? Math.round(kb / 1024) : undefined, stages: stagesOf(timeline, total), last: timeline.at(-1)?.line ?? '(before the first step)', tail: [...tail, partial].filter(Boolean), log });
    });
  });
}

const gzipBytes = (data) => gzipSync(data, { level: 9 }).length;

/**
 * The elements of an HTML document as sent (the browser may add a few: <tbody>, …): every start tag, with what
 * scripts, styles and comments hold left out.
 */
export function countElements(html) {
  const markup = html.replace(/<!--[\s\S]*?-->/g, '').replace(/<(script|style)\b([^>]*)>[\s\S]*?<\/\1\s*>/gi, '<$1$2>');
  return (markup.match(/<[a-zA-Z][^\s/>]*/g) ?? []).length;
}

/**
 * The rules of the host files a build wrote in `site` (out/_redirects, out/_headers, build/nginx-pages.conf), as
 * the hosts count them: Cloudflare Pages counts a _redirects rule with a splat or a placeholder as dynamic, and a
 * _headers rule is a path line with its header lines under it.
 */
export function hostRuleCounts(site) {
  const lines = (file) => (existsSync(file) ? readFileSync(file, 'utf8').split('\n') : undefined);
  const redirects = lines(path.join(site, 'out/_redirects'))?.filter((l) => l.trim() && !l.trim().startsWith('#'));
  const headers = lines(path.join(site, 'out/_headers'));
  const nginx = lines(path.join(site, 'build/nginx-pages.conf'))?.filter((l) => l.trim() && !l.trim().startsWith('#'));
  const dynamic = (rule) => /[*]|\/:[\w]/.test(rule.split(/\s+/)[0]);
  return {
    redirectsExact: redirects?.filter((r) => !dynamic(r)).length,
    redirectsDynamic: redirects?.filter(dynamic).length,
    headerRules: headers?.filter((l) => /^\S/.test(l) && !l.startsWith('#')).length,
    headerLines: headers?.filter((l) => /^\s+\S/.test(l)).length,
    nginxLocations: nginx?.filter((l) => /^\s*location\b/.test(l)).length,
    nginxLines: nginx?.length,
  };
}

/**
 * The export's files in `out`: how many and their bytes, those of the pages' data for the router (the .txt
 * files Next.js writes for each page), and the size of each page's own data (the file its HTML names).
 */
export function exportFiles(out) {
  const all = filesUnder(out).map((file) => ({ file, bytes: statSync(file).size }));
  const txt = all.filter(({ file }) => file.endsWith('.txt'));
  const pageData = all
    .filter(({ file }) => file.endsWith('.html'))
    .map(({ file }) => /\bdata-page-data="([^"]+)"/.exec(readFileSync(file, 'utf8'))?.[1])
    .filter(Boolean)
    .map((data) => statSync(path.join(out, data)).size);
  const sum = (files) => files.reduce((total, { bytes }) => total + bytes, 0);
  return { count: all.length, bytes: sum(all), txtCount: txt.length, txtBytes: sum(txt), pageData };
}

/** The news list page of the edition with `prefix` in `out`, its page data, index and feed: sizes and counts. */
export function measureNews(out, prefix) {
  const htmlFile = path.join(out, prefix, 'news-and-events.html');
  const html = readFileSync(htmlFile);
  const dataPath = /\bdata-page-data="([^"]+)"/.exec(html.toString('utf8'))?.[1];
  if (!dataPath) throw new Error(`${path.relative(out, htmlFile)}: no data-page-data attribute (scripts/paint-first.mjs moves the page's data to a file it names)`);
  const data = readFileSync(path.join(out, dataPath));
  const indexPath = /(?:\/[\w-]+)?\/news-and-events\/data\/index\.[0-9a-f]+\.json/.exec(data.toString('utf8'))?.[0];
  if (!indexPath) throw new Error(`${dataPath}: names no news index (lib/news/archive.ts)`);
  const index = readFileSync(path.join(out, indexPath));
  const feed = readFileSync(path.join(out, prefix, 'news-and-events/feed.xml'));
  const pagesDir = path.join(out, prefix, 'news-and-events/page');
  return {
    articles: JSON.parse(index.toString('utf8')).cards.length,
    listPages: 1 + (existsSync(pagesDir) ? readdirSync(pagesDir).filter((f) => f.endsWith('.html')).length : 0),
    html: { raw: html.length, gzip: gzipBytes(html) },
    data: { raw: data.length, gzip: gzipBytes(data) },
    elements: countElements(html.toString('utf8')),
    index: { raw: index.length, gzip: gzipBytes(index) },
    feed: { raw: feed.length, gzip: gzipBytes(feed) },
  };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;
const seconds = (s) => (s === undefined ? 'n/a' : `${s}`);
const n = (value) => (value === undefined ? 'n/a' : value.toLocaleString('en-US'));

/** The results section of bench/RESULTS.md, from what was measured. */
function section({ articles, codes, built, builds, editions, rules, files, interactions, runs, site, loadAtStart }) {
  const date = new Date().toISOString().slice(0, 10);
  const machine = `Machine: ${cpus().length} cores, load (1-minute average) ${loadAtStart.toFixed(2)} at the start, ${loadavg()[0].toFixed(2)} at the end.`;
  const out = [
    '## The news archive at scale',
    '',
    built
      ? `\`npm run bench:news -- --articles=${articles}${codes ? ` --languages=${codes.join(',')}` : ''}\`, ${date}: the site's content with ${n(articles)} generated articles added to each of ${(codes ?? editions.map((e) => e.code)).join(', ')} (scripts/generate-articles.mjs), built with \`npm run build\` in a scratch copy of the project, once from nothing and once right after. ${machine}`
      : `\`npm run bench:news -- --no-build\`, ${date}: the export in ${site}, as it is. ${machine}`,
    '',
  ];
  if (builds.length) {
    out.push('| Build | Time (s) | Largest process (MB) | Steps |', '|---|---:|---:|---|');
    builds.forEach((b, i) => out.push(`| ${i === 0 ? 'first, from nothing' : 'second, right after'} | ${b.seconds}${b.ok ? '' : ' (failed)'} | ${seconds(b.memoryMb)} | ${b.stages || 'n/a'} |`));
    out.push('');
  }
  const failed = builds.find((b) => !b.ok);
  if (failed) {
    out.push(`The build failed after ${failed.seconds} s (exit status ${failed.status}); its last step: \`${failed.last}\`. Its last lines (the whole output: ${failed.log}):`, '', '```', ...failed.tail.slice(-20), '```');
    return out.join('\n');
  }
  out.push(
    'Sizes in KB as files and gzip-compressed (level 9). The news page is the list\'s first page (its HTML, and the page data its `data-page-data` attribute names); elements are the start tags of its HTML as sent; the index is every card of the archive, fetched on the first filter, search or other page.',
    '',
    '| Edition | Articles | List pages | News page HTML (KB) | gzip | Page data (KB) | gzip | Elements in the HTML | Index (KB) | gzip | feed.xml (KB) | gzip |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...editions.map((e) => `| ${e.code} | ${n(e.articles)} | ${n(e.listPages)} | ${kb(e.html.raw)} | ${kb(e.html.gzip)} | ${kb(e.data.raw)} | ${kb(e.data.gzip)} | ${n(e.elements)} | ${kb(e.index.raw)} | ${kb(e.index.gzip)} | ${kb(e.feed.raw)} | ${kb(e.feed.gzip)} |`),
    '',
    `The export: ${n(files.count)} files, ${mb(files.bytes)} MB; of them the pages' data for the router (.txt) ${n(files.txtCount)} files, ${mb(files.txtBytes)} MB. Every page's own data (the file its \`data-page-data\` names, ${n(files.pageData.length)} pages): median ${kb(median(files.pageData))} KB, largest ${kb(Math.max(0, ...files.pageData))} KB. Host files' rules, and the files:`,
    '',
    '| Host file | Rules | Limit |',
    '|---|---:|---:|',
    `| out/, files | ${n(files.count)} | ${n(CLOUDFLARE_FREE_FILES)} (Cloudflare Pages, free plan) |`,
    `| out/_redirects, exact rules | ${n(rules.redirectsExact)} | ${n(CLOUDFLARE_STATIC_REDIRECTS)} (Cloudflare Pages) |`,
    `| out/_redirects, rules with a splat or a placeholder | ${n(rules.redirectsDynamic)} | ${n(MAX_DYNAMIC_REDIRECT_RULES)} (Cloudflare Pages) |`,
    `| out/_headers, rules (header lines under them) | ${n(rules.headerRules)} (${n(rules.headerLines)}) | ${n(MAX_HEADER_RULES)} (Cloudflare Pages) |`,
    `| build/nginx-pages.conf, locations (lines) | ${n(rules.nginxLocations)} (${n(rules.nginxLines)}) | none |`,
  );
  if (interactions?.length) {
    out.push(
      '',
      `Interactions, the bench's (scripts/bench.mjs), in Debian's Chromium with the CPU slowed ${CPU_SLOWDOWN} times, ${runs === 1 ? 'one run' : `median of ${runs} runs`}: the longest Event Timing duration (INP's measure; below 16 ms the browser reports none), and the time from the input to the paint after the last change in the page's <main> (the list as drawn: the first filter, search or page waits for the index, which the pointer or focus on the controls has fetched already). Goal for the event: at most ${INTERACTION_GOAL_MS} ms.`,
      '',
      '| Interaction | Page | Longest event (ms) | Input to the list drawn (ms) | Goal (ms) | Result |',
      '|---|---|---:|---:|---:|---|',
      ...interactions.map((r) => `| ${r.name} | ${r.route} | ${r.problem ? 'n/a' : r.ms <= 16 ? '< 16' : Math.round(r.ms)} | ${r.problem || r.drawnMs === undefined ? 'n/a' : Math.round(r.drawnMs)} | ${INTERACTION_GOAL_MS} | ${r.problem ? `not driven: ${r.problem.replace(/\|/g, '/')}` : r.ms <= INTERACTION_GOAL_MS ? 'pass' : 'FAIL'} |`),
    );
  }
  return out.join('\n');
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const articles = Number(option('articles') ?? 1000);
  if (!Number.isInteger(articles) || articles < 0) throw new Error(`--articles=${option('articles')}: a whole number of articles per edition`);
  const codes = option('languages')?.split(',').map((c) => c.trim()).filter(Boolean);
  const work = path.resolve(option('work') ?? path.join(tmpdir(), 'news-scale'));
  const results = path.resolve(option('results') ?? path.join(PROJECT, 'bench/RESULTS.md'));
  const runs = Number(option('interaction-runs') ?? 5);
  const built = !args.includes('--no-build');
  const contentRoot = path.join(work, 'content');
  const loadAtStart = loadavg()[0];

  if (built || args.includes('--content-only')) {
    prepareScaleContent(contentRoot, { articles, codes });
    console.log(`Content: ${contentRoot}, ${articles} generated articles in ${(codes ?? readLanguages(contentRoot).map((l) => l.code)).join(', ')}`);
    if (args.includes('--content-only')) return;
  }
  const site = built ? path.join(work, 'site') : path.resolve(option('site') ?? PROJECT);
  const builds = [];
  if (built) {
    console.log(`A copy of the project to build in: ${site}`);
    prepareSite(site);
    for (const which of ['first', 'second']) {
      console.log(`The ${which} build ...`);
      const result = await build(site, contentRoot, path.join(work, `build-${which}.log`));
      builds.push(result);
      console.log(`The ${which} build: ${result.ok ? '' : 'FAILED after '}${result.seconds} s${result.memoryMb ? `, largest process ${result.memoryMb} MB` : ''}`);
      if (!result.ok) {
        console.log(result.tail.slice(-20).join('\n'));
        break;
      }
    }
  }
  const out = path.join(site, 'out');
  const report = { articles, codes, built, builds, site, runs, loadAtStart, editions: [], rules: {}, files: {} };
  if (builds.every((b) => b.ok)) {
    const editions = readLanguages().filter((l) => (!codes || codes.includes(l.code)) && existsSync(path.join(out, l.prefix, 'news-and-events.html')));
    if (!editions.length) throw new Error(`${out}: no news list page of ${codes?.join(', ') ?? 'any edition'}; build first (npm run build, or without --no-build)`);
    report.editions = editions.map((l) => ({ code: l.code, prefix: l.prefix, ...measureNews(out, l.prefix) }));
    report.rules = hostRuleCounts(site);
    report.files = exportFiles(out);
    if (!args.includes('--no-interactions')) {
      console.log(`Interactions, CPU slowed ${CPU_SLOWDOWN}x, ${runs} runs each ...`);
      const server = await new Promise((resolve) => {
        const s = createSiteServer(out).listen(0, '127.0.0.1', () => resolve(s));
      });
      try {
        const origin = `http://127.0.0.1:${server.address().port}`;
        report.interactions = [];
        for (const edition of report.editions) {
          const rows = await measureInteractions(origin, runs, { only: NEWS_INTERACTIONS, prefix: edition.prefix, untilDrawn: true });
          for (const r of rows) console.log(`  ${r.name} (${r.route}): ${r.problem ? `not driven: ${r.problem}` : `${Math.round(r.ms)} ms, drawn after ${r.drawnMs === undefined ? 'n/a' : Math.round(r.drawnMs)} ms`}`);
          report.interactions.push(...rows);
        }
      } finally {
        server.close();
      }
    }
  }
  const text = section(report);
  writeSection(results, 'news-scale', text);
  console.log(`\n${text}\n\nWrote ${results}`);
  if (builds.some((b) => !b.ok)) process.exitCode = 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
