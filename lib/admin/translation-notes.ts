// The content manager's view of the translations to write or update: the loader's notes (lib/content/load.ts).
export { translationNotes, type TranslationNote } from '../content/load';
