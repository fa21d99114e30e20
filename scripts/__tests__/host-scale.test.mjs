// Node test runner: the host files at the scale of a news archive years old. A fake export with 5,000 articles
// (and their pages of the news list) in each of four languages gets exactly the host files of the same export
// with five: no rule of Cloudflare's `_redirects` and `_headers`, Netlify's or nginx's names an article, and each
// edition adds the same few rules. The rules still answer every page at one URL: Cloudflare Pages' answers
// (its `_redirects` rules, then its own file lookup, modelled below from its asset server) and our server's
// (resolvePath) are the same for every page and its other names, and nginx, run over the big export, answers
// a sample of them with each page's own policy.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { chmodSync, linkSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { stringify } from 'yaml';
import { readLanguages } from '../../lib/i18n/languages.mjs';
import { adminPolicy, pagePolicy } from '../csp.mjs';
import { nginxBinary, nginxConfig } from '../preview.mjs';
import { hostModulesWith } from './support/host-modules.mjs';

const ARTICLES = 5000;
/** A small archive: a few articles, and a second page of the news list (so that every kind of page is there). */
const FEW_ARTICLES = 7;
/** Cards on a page of the news list: its first page is the list's own, every further one a page of its own. */
const PER_PAGE = 6;
const ORIGINS = { emailjs: 'https://api.emailjs.com', tiles: 'https://tile.openstreetmap.org' };
const scratch = mkdtempSync(path.join(tmpdir(), 'host-scale-'));
// nginx's workers read the export under their own unprivileged user.
chmodSync(scratch, 0o755);
after(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * The host rules and writers as a build with the project's first `count` languages (and invented ones past the
 * project's list) reads them: scripts/hosts/rules.mjs takes its editions from the content when it loads, so each
 * count loads its own copy of the modules under a content root of its own.
 */
async function hostRulesWith(count) {
  const project = readLanguages();
  const invented = ['th', 'ja', 'ko'].map((code) => ({ ...project[1], code, prefix: `/${code}`, hreflang: code, name: code }));
  const languages = [...project, ...invented.filter((l) => !project.some((p) => p.code === l.code))].slice(0, count);
  assert.equal(languages.length, count);
  const root = path.join(scratch, `content-${count}`);
  mkdirSync(path.join(root, 'content'), { recursive: true });
  writeFileSync(path.join(root, 'content/languages.yml'), stringify({ languages }));
  const before = process.env.CONTENT_ROOT;
  process.env.CONTENT_ROOT = root;
  try {
    const rules = await hostModulesWith(`languages=${count}`);
    assert.equal(rules.EDITION_PREFIXES.length, count - 1);
    return rules;
  } finally {
    if (before === undefined) delete process.env.CONTENT_ROOT;
    else process.env.CONTENT_ROOT = before;
  }
}

/**
 * An export shaped like the site's, in every edition of `rules`: its home, not-found pages, a section with a
 * page and its files, the other section, a top-level page and a service card's page, the news list with its
 * further pages, `articles` articles, and the content manager. Every page of an edition holds the edition's
 * policy but the news list's pages and the not-found page, which have their own, as in a build.
 */
function fakeExport(rules, articles) {
  const root = path.join(scratch, `out-${rules.EDITION_PREFIXES.length + 1}-${articles}`);
  const pages = [];
  const files = new Set();
  const write = (file, body) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), body);
    files.add(file);
  };
  const page = (file, policy, extra = {}) => {
    write(file, `<!doctype html><title>${file}</title>`);
    pages.push({ file, route: rules.routeOfFile(file), policy, extra });
  };
  /** The many pages of a kind: links to one file (a new file each takes a good deal longer to make on some disks). */
  const many = (first, others, policy) => {
    page(first, policy);
    for (const file of others) {
      linkSync(path.join(root, first), path.join(root, file));
      files.add(file);
      pages.push({ file, route: rules.routeOfFile(file), policy, extra: {} });
    }
  };
  for (const prefix of ['', ...rules.EDITION_PREFIXES]) {
    const policy = pagePolicy([`'sha256-${prefix}page'`], ORIGINS);
    const list = pagePolicy([`'sha256-${prefix}list'`], ORIGINS);
    page(`${prefix}/index.html`, policy);
    for (const name of ['404', '_not-found']) page(`${prefix}/${name}.html`, pagePolicy([`'sha256-${prefix}404'`], ORIGINS));
    for (const name of ['about-us', 'about-us/team', 'services', 'services/supply-chain', 'contact', 'corporate-services']) page(`${prefix}/${name}.html`, policy);
    write(`${prefix}/about-us/team.txt`, 'data');
    write(`${prefix}/about-us/team/opengraph-image.png`, 'png');
    page(`${prefix}/news-and-events.html`, list);
    const listPages = Array.from({ length: Math.ceil(articles / PER_PAGE) - 1 }, (_, i) => `${prefix}/news-and-events/page/${i + 2}.html`);
    many(listPages[0], listPages.slice(1), list);
    const articlePages = Array.from({ length: articles }, (_, i) => `${prefix}/news-and-events/article-${i + 1}.html`);
    many(articlePages[0], articlePages.slice(1), policy);
  }
  page('/admin/index.html', adminPolicy(), rules.ADMIN_HEADERS);
  page('/admin/translations.html', adminPolicy());
  write('/admin/config.yml', 'backend: {}');
  write('/_next/static/chunks/a.js', 'js');
  write('/robots.txt', 'User-agent: *');
  return { root, pages, files };
}

/** The host files a build writes for an export, and the committed netlify.toml. */
function hostFilesOf(rules, site) {
  return { headers: rules.headersFile(site.pages), redirects: rules.redirectsFile(site.root), nginx: rules.nginxRules(site.pages), netlify: rules.netlifyConfig() };
}

/** Their rules, counted as each host counts them. */
function countsOf(rules, files) {
  return {
    headers: rules.headerRulePaths(files.headers).length,
    ...Object.fromEntries(Object.entries(rules.redirectRuleCounts(files.redirects)).map(([kind, n]) => [`redirects ${kind}`, n])),
    ...Object.fromEntries(Object.entries(rules.nginxLocationCounts(files.nginx)).map(([kind, n]) => [`nginx ${kind}`, n])),
    netlify: rules.netlifyRuleCount(files.netlify),
  };
}

/**
 * What Cloudflare Pages answers for a request by an export's `_redirects` text (its asset server, from wrangler's
 * pages-shared handler): an exact rule (one before the first with a splat or a placeholder) first, else the first
 * matching rule with one, filled in from the match; a redirect is the answer, a rewrite (200) looks up its target
 * instead of the path asked for. Then the lookup: a folder's index.html for a trailing slash, a file by its name
 * (a page's `.html` name redirected to the name without it), a page by its name plus `.html`; a path ending in
 * `/index` redirected to its folder. An unknown path gets the 404.html nearest up the tree from the path looked up.
 */
function cloudflareHost(rules, redirectsText, files) {
  const lines = redirectsText.split('\n').filter((l) => l.trim() && !l.startsWith('#')).map((l) => l.trim().split(/\s+/));
  const firstDynamic = lines.findIndex(([from]) => from.includes('*') || /:[A-Za-z]/.test(from));
  const exact = new Map(lines.slice(0, firstDynamic).reverse().map(([from, to, status]) => [from, { to, status }]));
  const dynamic = lines.slice(firstDynamic).map(([from, to, status]) => ({
    pattern: rules.cloudflarePattern(from),
    names: [...from.matchAll(/:([A-Za-z]\w*)|\*/g)].map((m) => m[1] ?? 'splat'),
    to,
    status,
  }));
  return (asked) => cloudflareAnswer(exact, dynamic, files, asked);
}

function cloudflareAnswer(exact, dynamic, files, asked) {
  const url = new URL(asked, 'https://host.invalid');
  const { search } = url;
  let pathname = url.pathname;
  let match = exact.get(pathname);
  for (const { pattern, names, to, status } of match ? [] : dynamic) {
    const found = pattern.exec(pathname);
    if (!found) continue;
    let filled = to;
    names.forEach((name, i) => (filled = filled.replaceAll(`:${name}`, found[i + 1] ?? '')));
    match = { to: filled, status };
    break;
  }
  if (match && match.status !== '200') {
    const target = new URL(match.to, url);
    return { status: Number(match.status), to: `${target.pathname}${target.search || search}` };
  }
  if (match) pathname = new URL(match.to, url).pathname;
  pathname = decodeURIComponent(pathname);
  const has = (file) => files.has(file);
  const redirect = (to) => ({ status: 308, to: `${to}${search}` });
  const notFound = () => {
    for (let folder = pathname.slice(0, pathname.lastIndexOf('/')); ; folder = folder.slice(0, folder.lastIndexOf('/'))) {
      if (has(`${folder}/404.html`)) return { status: 404, file: `${folder}/404.html` };
      if (!folder) return { status: 404 };
    }
  };
  if (pathname.endsWith('/')) {
    if (has(`${pathname}index.html`)) return { status: 200, file: `${pathname}index.html` };
    if (pathname.endsWith('/index/')) return redirect(pathname.slice(0, -'index/'.length));
    if (has(pathname.replace(/\/$/, '.html'))) return redirect(pathname.slice(0, -1));
    return notFound();
  }
  if (has(pathname)) {
    if (!pathname.endsWith('.html')) return { status: 200, file: pathname };
    const plain = pathname.slice(0, -'.html'.length);
    if (plain.endsWith('/index')) return redirect(plain.replace(/\/index$/, '/'));
    return has(plain) || plain === '/' ? { status: 200, file: pathname } : redirect(plain);
  }
  if (pathname.endsWith('/index')) return redirect(pathname.slice(0, -'index'.length));
  if (has(`${pathname}.html`)) return { status: 200, file: `${pathname}.html` };
  if (has(`${pathname}/index.html`)) return redirect(`${pathname}/`);
  return notFound();
}

/** Our server's answer (resolvePath) in the same shape, files as paths of the export. */
function ourServer(rules, root, asked) {
  const answer = rules.resolvePath(root, asked);
  const rel = (file) => '/' + path.relative(root, file).split(path.sep).join('/');
  if (answer.file) return { status: 200, file: rel(answer.file) };
  if (answer.redirect) return { status: answer.status, to: answer.redirect };
  return { status: 404, file: rel(answer.notFound) };
}

/** Every name of a page a visitor may ask for, and the one answer each must get: the page, or a redirect to it. */
function namesOf(rules, page) {
  const { route, file } = page;
  const at = { status: 200, file };
  const to = { status: 308, to: route };
  if (route === '/') return [['/', at], ['/index', to], ['/index.html', to]];
  return [
    [route, at],
    [`${route}/`, to],
    [`${route}/index`, to],
    [`${route}/index.html`, to],
    // A folder's page (an edition's home) has no `.html` name of its own, as / has none.
    ...(file.endsWith('/index.html') ? [] : [[`${route}.html`, to]]),
  ];
}

describe('host files at the scale of years of articles', () => {
  /** @type {Record<number, any>} */
  const rules = {};
  let big;
  let bigFiles;
  before(async () => {
    for (const count of [2, 3, 4]) rules[count] = await hostRulesWith(count);
    big = fakeExport(rules[4], ARTICLES);
    bigFiles = hostFilesOf(rules[4], big);
  });

  test('5,000 articles in each of four languages get the host files of five: no rule grows with the articles, each edition adds the same few', (t) => {
    const few = {};
    for (const count of [2, 3, 4]) {
      const files = hostFilesOf(rules[count], fakeExport(rules[count], FEW_ARTICLES));
      few[count] = { files, counts: countsOf(rules[count], files) };
    }
    // The same text, rule for rule: nothing in any host file names an article or a page of the news list.
    for (const [name, text] of Object.entries(bigFiles)) assert.equal(text, few[4].files[name], name);
    for (const text of Object.values(bigFiles)) assert.doesNotMatch(text, /article-|\/page\/\d/);
    assert.deepEqual(countsOf(rules[4], bigFiles), few[4].counts);
    // Each edition adds as many rules as the one before it.
    const perEdition = Object.fromEntries(Object.keys(few[4].counts).map((key) => [key, few[4].counts[key] - few[3].counts[key]]));
    for (const key of Object.keys(perEdition)) assert.equal(few[3].counts[key] - few[2].counts[key], perEdition[key], key);
    // Within every host's limits, with room for many more editions.
    const counts = few[4].counts;
    assert.ok(counts.headers <= rules[4].MAX_HEADER_RULES, `${counts.headers} header rules`);
    assert.ok(counts['redirects static'] <= rules[4].MAX_REDIRECT_RULES, `${counts['redirects static']} static rules`);
    assert.ok(counts['redirects dynamic'] <= rules[4].MAX_DYNAMIC_REDIRECT_RULES, `${counts['redirects dynamic']} dynamic rules`);
    // One nginx location per kind of page (a folder's articles, its news list's pages), not per page.
    assert.ok(counts['nginx onePage'] < 10 * 4, `${counts['nginx onePage']} locations for one page each`);
    t.diagnostic(`four languages, 5,000 articles each: ${JSON.stringify(counts)}; each further edition: ${JSON.stringify(perEdition)}`);
    for (const line of rules[4].hostFilesReport(bigFiles)) t.diagnostic(line);
  });

  test('every page of the big export answers at one URL, its other names redirect there, on Cloudflare Pages as on our server', () => {
    const cloudflare = cloudflareHost(rules[4], bigFiles.redirects, big.files);
    let checked = 0;
    for (const [i, page] of big.pages.filter((p) => !/\/(404|_not-found)$/.test(p.route)).entries()) {
      // Our server answers by the files, whatever the rules: a spread of the articles is enough there.
      const ours = !/\/(article-|page\/)\d+$/.test(page.route) || i % 97 === 0;
      for (const [asked, expected] of namesOf(rules[4], page)) {
        assert.deepEqual(cloudflare(asked), expected, `Cloudflare: ${asked}`);
        if (ours) assert.deepEqual(ourServer(rules[4], big.root, asked), expected, `our server: ${asked}`);
        checked++;
      }
    }
    assert.ok(checked > 4 * ARTICLES * 5, `${checked} names`);
    // The query stays with a redirect.
    assert.deepEqual(cloudflare('/vi/news-and-events/article-77/index?ref=mail'), { status: 308, to: '/vi/news-and-events/article-77?ref=mail' });
    // Unknown names answer alike on both: 404 with the edition's own page, or the section's root.
    for (const prefix of ['', ...rules[4].EDITION_PREFIXES]) {
      const unknown = [
        `${prefix}/news-and-events/no-such-article`,
        `${prefix}/news-and-events/no-such-article/index`,
        `${prefix}/news-and-events/no-such-article/index.html`,
        `${prefix}/news-and-events/page`,
        `${prefix}/news-and-events/page/index`,
        `${prefix}/index/index`,
        `${prefix}/404/index`,
        `${prefix}/_not-found/index.html`,
        `${prefix}/about-us/no-such-page`,
        `${prefix}/about-us/no-such-page/index`,
        `${prefix}/services/no-such-page/index.html`,
      ];
      for (const asked of unknown) {
        const expected = ourServer(rules[4], big.root, asked);
        assert.ok(expected.status === 404 ? expected.file === `${prefix}/404.html` : expected.status === rules[4].REDIRECT_STATUS, `our server: ${asked}`);
        assert.deepEqual(cloudflare(asked), expected, `Cloudflare: ${asked}`);
      }
    }
  });

  // Past 2,418 articles an edition's news list has a page 404, written as news-and-events/page/404.html, and
  // Cloudflare Pages answers every unknown path under news-and-events/page/ with the 404.html nearest up the
  // tree: that page, not the edition's not-found page (status 404 all the same). No rule can tell an unknown
  // page of the list from a known one; the page must not be a file named 404.html (a folder's page,
  // page/404/index.html, would do: the hosts answer it at /news-and-events/page/404 like /vi).
  test("an unknown page of a long news list gets the edition's not-found page on Cloudflare Pages too", { todo: 'the news list writes its page 404 as page/404.html' }, () => {
    const cloudflare = cloudflareHost(rules[4], bigFiles.redirects, big.files);
    for (const prefix of ['', ...rules[4].EDITION_PREFIXES]) {
      for (const asked of [`${prefix}/news-and-events/page/${ARTICLES}`, `${prefix}/news-and-events/page/${ARTICLES}/index`]) {
        assert.deepEqual(ourServer(rules[4], big.root, asked), { status: 404, file: `${prefix}/404.html` }, `our server: ${asked}`);
        assert.deepEqual(cloudflare(asked), { status: 404, file: `${prefix}/404.html` }, `Cloudflare: ${asked}`);
      }
    }
  });

  test('nginx, run over the big export, answers every kind of page with its own policy, and its other names with a redirect', async (t) => {
    const bin = nginxBinary();
    if (!bin) return t.skip('nginx is not installed here');
    const prefix = mkdtempSync(path.join(scratch, 'nginx-'));
    mkdirSync(path.join(prefix, 'logs'));
    const pagesConf = path.join(prefix, 'pages.conf');
    writeFileSync(pagesConf, bigFiles.nginx);
    const port = await freePort();
    writeFileSync(path.join(prefix, 'nginx.conf'), nginxConfig({ port, root: big.root, pagesConf, prefix }));
    const server = spawn(bin, ['-c', path.join(prefix, 'nginx.conf'), '-p', prefix], { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    server.stderr.on('data', (chunk) => (errors += chunk));
    try {
      await waitFor(port, () => errors);
      const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
      const get = (asked) =>
        new Promise((resolve, reject) => {
          http.get({ host: '127.0.0.1', port, path: asked, agent }, (res) => {
            res.resume();
            res.on('end', () => resolve(res));
          }).on('error', reject);
        });
      // Every page that is not an article nor a further page of the news list, and a spread of those.
      const sample = big.pages.filter((p) => !/\/(404|_not-found)$/.test(p.route) && (!/\/(article-|page\/)\d+$/.test(p.route) || /[-/](1|2|77|999|5000|834)$/.test(p.route)));
      assert.ok(sample.length > 4 * 10, `${sample.length} pages`);
      for (const page of sample) {
        for (const [asked, expected] of namesOf(rules[4], page)) {
          const res = await get(asked);
          const answer = res.statusCode === 200 ? { status: 200, file: page.file } : { status: res.statusCode, to: res.headers.location };
          assert.deepEqual(answer, expected, `nginx: ${asked}`);
          if (res.statusCode === 200) assert.equal(res.headers['content-security-policy'], page.policy, `nginx policy: ${asked}`);
        }
      }
      for (const asked of ['/news-and-events/no-such-article/index', '/vi/news-and-events/no-such-article', `/zh/news-and-events/page/${ARTICLES}`]) {
        assert.equal((await get(asked)).statusCode, 404, asked);
      }
      agent.destroy();
    } finally {
      server.kill();
    }
  });
});

/** A free loopback port. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** Waits until something listens on `port` (at most ten seconds), naming what the server said if it never does. */
async function waitFor(port, said) {
  for (let i = 0; i < 100; i++) {
    const open = await new Promise((resolve) => net.connect(port, '127.0.0.1').on('connect', function () { this.end(); resolve(true); }).on('error', () => resolve(false)));
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not start: ${said()}`);
}
