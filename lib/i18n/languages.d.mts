export interface Language {
  readonly code: string;
  readonly prefix: string;
  readonly hreflang: string;
  readonly locale: string;
  readonly name: string;
  /** Headings and short labels break only between phrases (a language written without spaces). */
  readonly lineBreak?: 'phrases';
  readonly date: Readonly<Intl.DateTimeFormatOptions>;
  /** The country (ISO 3166 alpha-2) whose numbers the contact form reads without a country code. */
  readonly phoneCountry: string;
}
export const LANGUAGES_FILE: string;
export const LINE_BREAKS: readonly string[];
export const PHRASE_SCRIPTS: readonly string[];
export function readLanguages(root?: string): readonly Language[];
export function checkLanguages(list: unknown): readonly Language[];
export function editionLanguage(languages: readonly Language[], code?: string): Language;
export function contentPath(file: string, language: Language, languages: readonly Language[]): string;
