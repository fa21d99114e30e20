import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { loadContent } from '@/lib/content/load';

/**
 * Editors change texts, names, addresses and counts in /admin without touching code, so no test may write one
 * of them out: tests read their expected values from the content through the loader. This scans every test
 * file for a sentence or a contact detail of today's content (site.yml, the offices, the interface texts and
 * every other content file) written as a literal.
 */

const ROOT = process.cwd();
const TEST_DIRS = ['e2e', 'lib', 'components', 'scripts', 'app'];

function testFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'fixtures' ? [] : testFiles(rel);
    const isTest = /\.(spec|test|host)\.(ts|tsx|mjs)$/.test(entry.name) || rel.startsWith(`e2e${path.sep}`);
    return isTest && /\.(ts|tsx|mjs)$/.test(entry.name) ? [rel] : [];
  });
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** What counts as owned by an editor: a sentence (three words or more), an e-mail address, a phone number, a file in public/, the company name. */
function editorOwned(text: string): boolean {
  const t = text.trim();
  if (t.split(/\s+/).length >= 3) return true;
  if (/@/.test(t)) return true;
  if ((t.match(/\d/g) ?? []).length >= 7) return true;
  return /^\/.+\.[a-z0-9]+$/i.test(t);
}

const content = loadContent(ROOT);
const owned = [...new Set([content.texts.site.name, ...strings(content).filter(editorOwned)])]
  // Markdown bodies are matched paragraph by paragraph: a test quoting one is as pinned as one quoting all.
  .flatMap((text) => text.split(/\n\s*\n/))
  .map((text) => text.trim())
  .filter((text) => text.length >= 8);

describe('tests read what editors own from the content', () => {
  it('finds the content it guards', () => {
    expect(owned).toContain(content.texts.site.email);
    expect(owned).toContain(content.offices.offices[0]?.address);
  });

  it.each(TEST_DIRS.flatMap((dir) => testFiles(dir)))('%s writes out no text, name or address from content/', (file) => {
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    expect(owned.filter((text) => source.includes(text))).toEqual([]);
  });
});
