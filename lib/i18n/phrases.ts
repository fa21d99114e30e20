import 'server-only';
import {
  loadDefaultJapaneseParser,
  loadDefaultSimplifiedChineseParser,
  loadDefaultThaiParser,
  loadDefaultTraditionalChineseParser,
} from 'budoux';
import type { Language } from './languages.mjs';
import type { PhraseBook, PhraseEntry, PhraseParts } from './phrase-parts';
import { langOf } from './fallback';

/**
 * Where a short text (a heading, a card's title, a label) of a language written without spaces may break: its
 * phrases, found at build time, so that the page needs no script to break Chinese between words. Browsers break
 * such a language between any two characters ("亚太办|事处"); the components put a <wbr> between the phrases
 * found here and keep the rest together with CSS (components/ui/phrase-text.tsx). Long paragraphs keep the
 * browser's own breaking, as Chinese print does.
 *
 * Server code only (the build): BudouX's models weigh tens of kilobytes and have no place in the browser. Client
 * islands that draw a heading get its phrases from the server as a prop (`phrasesProp`).
 *
 * A break goes only where two independent segmenters agree, BudouX (Google's phrase model) and Intl.Segmenter's
 * words (ICU's dictionary). Each alone breaks some words apart, differently: BudouX gives "亚|太|办事处" and
 * "太|平洋|贸易", ICU gives "亚太|办事|处". Where both see a boundary, it is one between words, and phrases
 * stay whole ("亚太|办事处", "太平洋|贸易|伙伴|奖", "2025年" rather than "2025|年"). The cost is a few longer
 * pieces where one of them glues two words ("从样品|到"), which only moves a line's end by a word. A piece
 * that is wider than its line still breaks, anywhere, rather than overflow.
 */

export type { PhraseBook, PhraseParts };

/** BudouX's phrase models, by the script a language is written in (its hreflang's, e.g. zh-Hans: Hans). */
const MODELS: Record<string, () => { parse(text: string): string[] }> = {
  Hans: loadDefaultSimplifiedChineseParser,
  Hant: loadDefaultTraditionalChineseParser,
  Jpan: loadDefaultJapaneseParser,
  Thai: loadDefaultThaiParser,
};

interface Splitter {
  split(text: string): PhraseParts;
}

const splitters = new Map<string, Splitter | null>();

/** The offsets inside `text` where one piece ends and the next starts. */
function ends(pieces: Iterable<string>): Set<number> {
  const found = new Set<number>();
  let at = 0;
  for (const piece of pieces) {
    at += piece.length;
    found.add(at);
  }
  return found;
}

function splitterFor(language: Language): Splitter | null {
  if (language.lineBreak !== 'phrases') return null;
  let splitter = splitters.get(language.code);
  if (splitter !== undefined) return splitter;
  const script = new Intl.Locale(language.hreflang).maximize().script ?? '';
  const model = MODELS[script];
  // content/languages.yml is checked for a script with a model (lib/i18n/languages.mjs); this is the same rule.
  if (!model) throw new Error(`${language.code}: no phrase model for the script ${script} of ${language.hreflang}`);
  const parser = model();
  const words = new Intl.Segmenter(language.locale, { granularity: 'word' });
  const cache = new Map<string, PhraseParts>();
  splitter = {
    split(text) {
      let pieces = cache.get(text);
      if (pieces) return pieces;
      const phraseEnds = ends(parser.parse(text));
      const wordEnds = ends(Array.from(words.segment(text), (s) => s.segment));
      const result: string[] = [];
      let start = 0;
      for (let at = 1; at < text.length; at++) {
        // Beside a space the line may break anyway: a <wbr> there would change nothing.
        if (!phraseEnds.has(at) || !wordEnds.has(at) || /\s/.test(text[at - 1]!) || /\s/.test(text[at]!)) continue;
        result.push(text.slice(start, at));
        start = at;
      }
      result.push(text.slice(start));
      pieces = Object.freeze(result);
      cache.set(text, pieces);
      return pieces;
    },
  };
  splitters.set(language.code, splitter);
  return splitter;
}

/**
 * The pieces of `text` between which a line may break, in `language`; undefined for a language whose lines break
 * as the browser breaks them (written with spaces, no `lineBreak` in content/languages.yml). Joined, the pieces
 * are `text` again: the text itself never changes, so titles, search and every copy of it stay the same.
 */
export function phrasesOf(text: string, language: Language): PhraseParts | undefined {
  return splitterFor(language)?.split(text);
}

/** The pieces of each of `texts`, for a client island; undefined (nothing to send) in a language that needs none. */
export function phraseBookOf(texts: Iterable<string>, language: Language): PhraseBook | undefined {
  const splitter = splitterFor(language);
  if (!splitter) return undefined;
  const book: Record<string, PhraseParts> = {};
  for (const text of texts) book[text] = splitter.split(text);
  return book;
}

/**
 * The `phrases` prop of a client island that draws `texts`: left out in a language that needs none (and has no
 * English text standing in for a missing translation), so that the island's props, and the page's data, stay as
 * they were there.
 */
export function phrasesProp(texts: Iterable<string>, language: Language): { phrases?: PhraseBook } {
  const list = [...texts];
  const book: Record<string, PhraseEntry> = { ...phraseBookOf(list, language) };
  // English texts standing in for missing translations go with their language, in every edition.
  for (const text of list) {
    const lang = langOf(text);
    if (lang) book[text] = { lang };
  }
  return Object.keys(book).length ? { phrases: book } : {};
}
