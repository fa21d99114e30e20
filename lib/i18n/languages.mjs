import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { isSupportedCountry } from 'libphonenumber-js/min';

/**
 * The languages the site speaks, from content/languages.yml: the one list the build, the content loader, the
 * CMS configuration, the host rules and the pages read. Plain JavaScript, so that next.config.mjs and the
 * build scripts read the same list as the TypeScript code.
 *
 * Each language is built as its own edition of the whole site (scripts/build.mjs): NEXT_PUBLIC_SITE_LANGUAGE
 * names the edition being built (unset = the default language), and its prefix becomes Next.js's basePath.
 */

export const LANGUAGES_FILE = 'content/languages.yml';

const CODE = /^[a-z]{2,3}$/;
const FIELDS = ['code', 'prefix', 'hreflang', 'locale', 'name', 'date', 'phoneCountry'];
/**
 * `lineBreak: phrases` (optional): headings and short labels break only between phrases, found at build time
 * (lib/i18n/phrases.ts), for a language written without spaces between words, which browsers break between any
 * two characters. Phrases are found for the scripts whose phrase model the build has (BudouX's).
 */
export const LINE_BREAKS = ['phrases'];
export const PHRASE_SCRIPTS = ['Hans', 'Hant', 'Jpan', 'Thai'];
const COUNTRY = /^[A-Z]{2}$/;

/**
 * The project's folder, found from this file rather than from the working directory: a script started from
 * another folder (`node ~/site/scripts/serve.mjs`) reads the same list. Worked out only when asked, as the
 * pages name their root themselves.
 */
// (Not `new URL('../..', import.meta.url)`: the bundler takes that for an asset to resolve, and fails.)
const projectRoot = () => path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The list under `root` (the project, or CONTENT_ROOT), checked: every problem named with its entry and field. */
export function readLanguages(root = process.env.CONTENT_ROOT?.trim() || projectRoot()) {
  const file = path.join(root, LANGUAGES_FILE);
  const data = parse(readFileSync(file, 'utf8'));
  return checkLanguages(data?.languages);
}

/** Validates the list's shape; throws one error naming every problem. */
export function checkLanguages(list) {
  const problems = [];
  if (!Array.isArray(list) || list.length === 0) throw new Error(`${LANGUAGES_FILE}: languages: expected a list of at least one language`);
  list.forEach((language, i) => {
    const at = `${LANGUAGES_FILE}: languages[${i + 1}]`;
    for (const field of FIELDS) if (language?.[field] === undefined) problems.push(`${at}.${field}: missing`);
    if (!language) return;
    for (const key of Object.keys(language)) if (!FIELDS.includes(key) && key !== 'lineBreak') problems.push(`${at}.${key}: unknown field; remove it or check its spelling`);
    if (typeof language.code === 'string' && !CODE.test(language.code)) problems.push(`${at}.code: expected 2 or 3 lower-case letters; got ${JSON.stringify(language.code)}`);
    const expected = i === 0 ? '' : `/${language.code}`;
    if (language.prefix !== expected) {
      problems.push(`${at}.prefix: expected ${JSON.stringify(expected)} (${i === 0 ? 'the first language is the default, without a prefix' : 'a slash and the code'}); got ${JSON.stringify(language.prefix)}`);
    }
    for (const field of ['hreflang', 'locale', 'name']) {
      if (language[field] !== undefined && (typeof language[field] !== 'string' || !language[field].trim())) problems.push(`${at}.${field}: expected a text`);
    }
    // The contact form reads national numbers as this country's: one the phone rules do not know would refuse them all.
    if (language.phoneCountry !== undefined && !(typeof language.phoneCountry === 'string' && COUNTRY.test(language.phoneCountry) && isSupportedCountry(language.phoneCountry))) {
      problems.push(`${at}.phoneCountry: expected a country's two-letter ISO 3166 code in capitals, like VN or GB; got ${JSON.stringify(language.phoneCountry)}`);
    }
    if (language.lineBreak !== undefined) problems.push(...lineBreakProblems(language, at));
    try {
      new Intl.DateTimeFormat(language.locale, language.date);
    } catch (error) {
      problems.push(`${at}.date: not a date format Intl understands for ${language.locale}: ${error.message}`);
    }
  });
  const codes = list.map((l) => l?.code);
  codes.forEach((code, i) => {
    if (codes.indexOf(code) !== i) problems.push(`${LANGUAGES_FILE}: languages[${i + 1}].code: ${JSON.stringify(code)} is already used`);
  });
  if (problems.length) throw new Error(`The language list has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}:\n  ${problems.join('\n  ')}`);
  return Object.freeze(list.map((l) => Object.freeze({ ...l, date: Object.freeze({ ...l.date }) })));
}

/** What is wrong with a language's `lineBreak`: a value other than those of LINE_BREAKS, or a script without a phrase model. */
function lineBreakProblems(language, at) {
  if (!LINE_BREAKS.includes(language.lineBreak)) {
    return [`${at}.lineBreak: expected ${LINE_BREAKS.map((v) => JSON.stringify(v)).join(' or ')}, or no lineBreak for a language written with spaces; got ${JSON.stringify(language.lineBreak)}`];
  }
  let script;
  try {
    script = new Intl.Locale(language.hreflang).maximize().script;
  } catch {
    return [`${at}.hreflang: not a language tag Intl understands, so the script of its phrases is unknown; got ${JSON.stringify(language.hreflang)}`];
  }
  if (PHRASE_SCRIPTS.includes(script)) return [];
  return [`${at}.lineBreak: phrases are found for Chinese, Japanese and Thai (scripts ${PHRASE_SCRIPTS.join(', ')}); ${language.hreflang} is written in ${script}`];
}

/** The language of the edition being built, from the list: NEXT_PUBLIC_SITE_LANGUAGE, or the default. */
export function editionLanguage(languages, code = process.env.NEXT_PUBLIC_SITE_LANGUAGE?.trim()) {
  if (!code) return languages[0];
  const language = languages.find((l) => l.code === code);
  if (!language) throw new Error(`NEXT_PUBLIC_SITE_LANGUAGE=${code}: not a language of ${LANGUAGES_FILE} (${languages.map((l) => l.code).join(', ')})`);
  return language;
}

/**
 * Where a content file of the default language lives in `language`'s edition: content/x.yml becomes
 * content/<code>/x.yml; the default language's files stay where they are.
 */
export function contentPath(file, language, languages) {
  if (language.code === languages[0].code) return file;
  if (!file.startsWith('content/')) throw new Error(`${file}: content files live in content/`);
  return `content/${language.code}/${file.slice('content/'.length)}`;
}
