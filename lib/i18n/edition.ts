import { env } from '../config/env';
import { editionLanguage, readLanguages, type Language } from './languages.mjs';
import { withPrefix } from './path';

export type { Language };

/**
 * The language of the edition being built and the others, for server code (pages, metadata, feeds). Each
 * edition is its own build of the whole site (scripts/build.mjs), so the language is a constant of the build.
 */
export const languages: readonly Language[] = readLanguages(env.CONTENT_ROOT || process.cwd());
export const language: Language = editionLanguage(languages, env.NEXT_PUBLIC_SITE_LANGUAGE);

/** A route's path in a language's edition (this one's by default): "/about-us" -> "/vi/about-us", "/" -> "/vi". */
export function localizedPath(route: string, lang: Language = language): string {
  return withPrefix(lang.prefix, route);
}

/** Open Graph's locale spelling: "en-US" -> "en_US". */
export const ogLocale = (lang: Language) => lang.locale.replace('-', '_');
