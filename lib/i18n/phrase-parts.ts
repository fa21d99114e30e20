/**
 * The pieces of a short text between which a line may break (lib/i18n/phrases.ts finds them at build time):
 * ["亚太", "办事处", "成立"]. Types only, so that client islands can name them without the server's phrase models.
 */
export type PhraseParts = readonly string[];

/** Each text a client island draws as a heading or label, with its pieces: what the server hands the island. */
export type PhraseBook = Readonly<Record<string, PhraseParts>>;
