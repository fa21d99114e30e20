// Node test runner: the README stays the front door (at most 150 lines, leading to every guide in docs/), each guide
// says first whom it is for and what it covers, and the documents' links, their anchors and the commands they give
// still lead somewhere: a guide that names a file, a heading or an npm script that was renamed fails here rather
// than in a newcomer's hands.
import { spawnSync } from 'node:child_process';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const README = 'README.md';
const GUIDES = readdirSync(path.join(ROOT, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .sort()
  .map((name) => `docs/${name}`);
const DOCUMENTS = [README, ...GUIDES];
const read = (file) => readFileSync(path.join(ROOT, file), 'utf8');

/** The text a reader sees as prose: fenced blocks and inline code spans blanked out. */
const prose = (markdown) => markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '``');

/** The relative links of a document (`[text](target)` and images), without web and mail addresses. */
function relativeLinks(markdown) {
  return [...prose(markdown).matchAll(/!?\[[^\]]*\]\(([^)\s]+)\)/g)]
    .map((match) => match[1])
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

/**
 * The anchors GitHub gives a document's headings: the heading's text as shown (code marks and link syntax
 * dropped), lower case, without punctuation, spaces as hyphens; a repeated one numbered -1, -2 …
 */
function anchorsOf(markdown) {
  const seen = new Map();
  const anchors = new Set();
  for (const [, heading] of markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const text = heading.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*_]/g, '');
    const slug = text.toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count ? `${slug}-${count}` : slug);
  }
  return anchors;
}

test('the README is at most 150 lines', () => {
  const lines = read(README).split('\n').length - (read(README).endsWith('\n') ? 1 : 0);
  assert.ok(lines <= 150, `README.md has ${lines} lines; move the detail into a guide in docs/`);
});

test('every guide in docs/ starts with whom it is for and what it covers', () => {
  assert.ok(GUIDES.length > 0);
  for (const file of GUIDES) {
    const [title, blank, audience, ...rest] = read(file).split('\n');
    assert.match(title, /^# \S/, `${file}: a title first`);
    assert.equal(blank, '', `${file}: an empty line after the title`);
    assert.match(audience, /^\*\*Who it is for:\*\* \S/, `${file}: its first line after the title says whom it is for`);
    const paragraph = [audience, ...rest.slice(0, rest.indexOf(''))].join(' ');
    assert.match(paragraph, /\*\*What it covers:\*\* \S/, `${file}: its first paragraph says what it covers`);
  }
});

test('the README leads to every guide', () => {
  const targets = new Set(relativeLinks(read(README)).map((target) => path.posix.normalize(target.split('#')[0])));
  for (const file of GUIDES) assert.ok(targets.has(file), `README.md has no link to ${file}`);
});

test('every relative link of the README and the guides resolves, anchors included', () => {
  const broken = [];
  for (const file of DOCUMENTS) {
    for (const target of relativeLinks(read(file))) {
      const [pathPart, anchor] = target.split('#');
      const resolved = pathPart ? path.posix.normalize(path.posix.join(path.posix.dirname(file), pathPart)) : file;
      if (!existsSync(path.join(ROOT, resolved))) broken.push(`${file}: ${target} (no ${resolved})`);
      else if (anchor !== undefined && resolved.endsWith('.md') && !anchorsOf(read(resolved)).has(anchor))
        broken.push(`${file}: ${target} (no heading #${anchor} in ${resolved})`);
    }
  }
  assert.deepEqual(broken, []);
});

test('every command the documents give names a script of package.json or a file of the project', () => {
  const scripts = JSON.parse(read('package.json')).scripts;
  const wrong = [];
  for (const file of DOCUMENTS) {
    const text = read(file);
    for (const [, name] of text.matchAll(/\bnpm run ([\w:-]+)/g)) if (!(name in scripts)) wrong.push(`${file}: npm run ${name}`);
    for (const [, script] of text.matchAll(/\b(?:node|bash) ((?:scripts|e2e)\/[\w./-]+\.(?:mjs|sh))/g))
      if (!existsSync(path.join(ROOT, script))) wrong.push(`${file}: ${script}`);
    for (const [, spec] of text.matchAll(/\b(e2e\/[\w./-]+\.(?:spec|host)\.ts)\b/g)) if (!existsSync(path.join(ROOT, spec))) wrong.push(`${file}: ${spec}`);
  }
  for (const name of ['start', 'test']) assert.ok(name in scripts, `package.json has no "${name}" script`);
  assert.deepEqual(wrong, []);
});

/** Files the guides tell a reader to create, as examples: they name no file of the project. */
const EXAMPLES = new Set(['app/about-us/history/page.tsx', 'content/de/']);

/** Whether git ignores `file`: a folder a command makes (the bench's copies), absent from a fresh clone. */
const isIgnored = (file) => spawnSync('git', ['check-ignore', '-q', file], { cwd: ROOT }).status === 0;

test('every file of the project the documents name in code marks exists', () => {
  const missing = [];
  for (const file of DOCUMENTS) {
    for (const [, mark] of read(file).matchAll(/`((?:app|components|lib|scripts|e2e|content|public|deploy|functions|bench|docs)\/[^`\s]*)`/g)) {
      // A placeholder (<address>, *, {code}, …) names a kind of file; a field or a line after the path is not part of it.
      const named = mark.replace(/[:#].*$/, '');
      if (/[<>*{}…]/.test(named) || EXAMPLES.has(named)) continue;
      if (!existsSync(path.join(ROOT, named)) && !isIgnored(named)) missing.push(`${file}: ${mark}`);
    }
  }
  assert.deepEqual(missing, []);
});
