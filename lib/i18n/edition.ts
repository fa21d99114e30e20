import { env } from '../config/env';
import { editionLanguage, readLanguages, type Language } from './languages.mjs';

export type { Language };

/**
 * The language of the edition being built and the others, for server code (pages, metadata, feeds). Each
 * edition is its own build of the whole site (scripts/build.mjs), so the language is a constant of the build.
 */
export const languages: readonly Language[] = readLanguages(env.CONTENT_ROOT || process.cwd());
export const defaultLanguage: Language = languages[0]!;
export const language: Language = editionLanguage(languages, env.NEXT_PUBLIC_SITE_LANGUAGE);

/** A route's path in a language's edition: "/about-us" -> "/vi/about-us", "/" -> "/vi". */
export function localizedPath(route: string, lang: Language = language): string {
  if (!lang.prefix) return route;
  return route === '/' ? lang.prefix : `${lang.prefix}${route}`;
}

/** Formats a date (YYYY-MM-DD, read as UTC) the way the edition's language writes it. */
export function formatDateIn(lang: Language, isoDate: string): string {
  return new Intl.DateTimeFormat(lang.locale, { ...lang.date, timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** Open Graph's locale spelling: "en-US" -> "en_US". */
export const ogLocale = (lang: Language) => lang.locale.replace('-', '_');
