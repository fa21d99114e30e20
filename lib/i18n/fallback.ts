import { fallbackTexts } from '../content/load';
import { language, languages } from './edition';

/**
 * Where a translation lacks a text, its edition shows the English one (lib/content/load.ts); the element that
 * holds it says so with `lang`, so screen readers pronounce it as English and search engines read it as such.
 * Server code only: islands get the answer as a prop.
 */
export function langOf(text: string | undefined): string | undefined {
  const english = languages[0]!;
  if (text === undefined || language.code === english.code) return undefined;
  return fallbackTexts(undefined, language.code).has(text) ? english.hreflang : undefined;
}
