import { Fragment } from 'react';
import type { PhraseBook, PhraseEntry } from '@/lib/i18n/phrase-parts';

/**
 * A short text (a heading, a card's title, a label) that breaks only between its phrases: a <wbr> between them,
 * and the `phrases` class keeps the rest together (app/globals.css), breaking a phrase only if it is wider than
 * its line. Without `parts` (a language written with spaces) it is the text alone, exactly as before. The DOM's
 * text is the same either way: <wbr> holds no text.
 *
 * An English text standing in for a missing translation comes with its language instead, and is marked with it.
 *
 * Renders in server components and client islands alike (no hook, no phrase model): islands get `parts` from the
 * server (`inBook`).
 */
export function PhraseText({ text, parts }: { text: string; parts?: PhraseEntry }) {
  if (!parts) return text;
  if (!Array.isArray(parts)) return <span lang={(parts as { lang: string }).lang}>{text}</span>;
  return (
    <span className="phrases">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

/** `text`'s phrases from the server's book, if the island got one (only a language that breaks by phrases has one). */
export function inBook(book: PhraseBook | undefined, text: string): PhraseEntry | undefined {
  return book && Object.hasOwn(book, text) ? book[text] : undefined;
}
