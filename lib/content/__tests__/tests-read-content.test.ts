import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { contentLanguages, loadContent } from '@/lib/content/load';

/**
 * Editors change texts, names, addresses and counts in /admin without touching code, so no test may write one
 * of them out: tests read their expected values from the content through the loader. This scans every test
 * file for a sentence of today's content or six words running from one (in any case or spacing, behind regex
 * escapes), an office, city or team member's name in quotes, the phone in any spelling, or a contact detail
 * (site.yml, the offices, the interface texts and every other content file) written as a literal.
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
// Every language's texts are the editors': the translations as much as the English.
const translations = contentLanguages(ROOT)
  .slice(1)
  .map((language) => loadContent(ROOT, language.code));
const owned = [...new Set([content.texts.site.name, ...[content, ...translations].flatMap((c) => strings(c)).filter(editorOwned)])]
  // Markdown bodies are matched paragraph by paragraph: a test quoting one is as pinned as one quoting all.
  .flatMap((text) => text.split(/\n\s*\n/))
  .map((text) => text.trim())
  .filter((text) => text.length >= 8);

/** Lower case, one space between words, regex escapes undone: a quote stays a quote however a test writes it. */
function normalise(text: string): string {
  return text.replace(/\\(.)/g, '$1').toLowerCase().replace(/\s+/g, ' ');
}

/** Every run of `n` words of `text` (a test quoting part of a sentence pins it as much as one quoting all). */
function windows(text: string, n: number): string[] {
  const words = normalise(text).trim().split(' ');
  if (words.length <= n) return [words.join(' ')];
  return words.slice(0, words.length - n + 1).map((_, i) => words.slice(i, i + n).join(' '));
}

/** Names an editor gives: offices, their cities, team members (short, so not caught as sentences). */
const names = [content, ...translations]
  .flatMap((c) => [...c.offices.offices.flatMap((office) => [office.name, office.city]), ...c.team.members.map((member) => member.name)])
  .map(normalise);

/** The company phone's digits, and its number without the country code, as any test might spell them. */
const phoneDigits = content.texts.site.phone.tel.replace(/\D/g, '');
const digitRuns = (source: string) => (source.match(/\d[\d\s().-]{5,}\d/g) ?? []).map((run) => run.replace(/\D/g, '')).filter((run) => run.length >= 7);

const WINDOW = 6;
const phrases = [...new Set(owned.flatMap((text) => windows(text, WINDOW)))].filter((phrase) => phrase.length >= 12);

/** What of the content `source` writes out: whole texts, runs of words, quoted names, the phone. */
function pinned(source: string) {
  const plain = normalise(source);
  return {
    texts: owned.filter((text) => source.includes(text)),
    parts: phrases.filter((phrase) => plain.includes(phrase)),
    names: names.filter((name) => new RegExp(`['"\`]${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"\`]`).test(plain)),
    phone: digitRuns(source).filter((run) => phoneDigits.endsWith(run)),
  };
}

describe('tests read what editors own from the content', () => {
  it('finds the content it guards', () => {
    expect(owned).toContain(content.texts.site.email);
    expect(owned).toContain(content.offices.offices[0]?.address);
    expect(names.length).toBeGreaterThan(content.offices.offices.length);
    expect(phoneDigits.length).toBeGreaterThanOrEqual(7);
  });

  it('catches a part of a sentence in another case or spacing behind regex escapes, a quoted name and a phone spelled with dashes', () => {
    const sentence = owned.find((text) => text.split(/\s+/).length > WINDOW + 2)!;
    const part = sentence.split(/\s+/).slice(1, WINDOW + 1).join('\n   ');
    expect(pinned(`expect(x).toMatch(/${part.toUpperCase().replace(/[.?()]/g, '\\$&')}/)`).parts).not.toEqual([]);
    expect(pinned(`getByText("${content.team.members[0]!.name}")`).names).not.toEqual([]);
    const dashed = `${phoneDigits.slice(-10, -7)}-${phoneDigits.slice(-7, -4)}-${phoneDigits.slice(-4)}`;
    expect(pinned(`call ${dashed}`).phone).not.toEqual([]);
  });

  it.each(TEST_DIRS.flatMap((dir) => testFiles(dir)))('%s writes out no text, name or address from content/', (file) => {
    expect(pinned(readFileSync(path.join(ROOT, file), 'utf8'))).toEqual({ texts: [], parts: [], names: [], phone: [] });
  });
});
