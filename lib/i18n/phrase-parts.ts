/**
 * The pieces of a short text between which a line may break (lib/i18n/phrases.ts finds them at build time):
 * ["亚太", "办事处", "成立"]. Types only, so that client islands can name them without the server's phrase models.
 */
export type PhraseParts = readonly string[];

/**
 * An English text standing in for a missing translation (lib/i18n/fallback.ts): not broken into phrases, but
 * marked with its language.
 */
export interface EnglishFallback {
  readonly lang: string;
}

/** How a text is drawn: in its phrases, or as an English text in a translated page. */
export type PhraseEntry = PhraseParts | EnglishFallback;

/**
 * Each text a client island draws as a heading or label, with its pieces or, for an English text standing in for
 * a missing translation, its language: what the server hands the island.
 */
export type PhraseBook = Readonly<Record<string, PhraseEntry>>;
