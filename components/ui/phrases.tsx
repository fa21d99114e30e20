import { language } from '@/lib/i18n/edition';
import { langOf } from '@/lib/i18n/fallback';
import { phrasesOf } from '@/lib/i18n/phrases';
import { PhraseText } from './phrase-text';

/**
 * A short text of a server component that breaks only between phrases in a language written without spaces
 * (`lineBreak: phrases` in content/languages.yml), its phrases found at build time; the text alone otherwise.
 * An English text standing in for a missing translation is marked `lang` instead. Server components only: a
 * client island gets the phrases as a prop (`phrasesProp`) and draws `PhraseText`.
 */
export function Phrases({ children }: { children: string }) {
  // An English text standing in for a missing translation is English: marked, and broken as English breaks.
  const lang = langOf(children);
  if (lang) return <span lang={lang}>{children}</span>;
  return <PhraseText text={children} parts={phrasesOf(children, language)} />;
}
