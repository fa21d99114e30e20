import type { PhraseBook } from '@/lib/i18n/phrase-parts';
import type { PictureData } from '@/lib/pictures/picture';
import type { NewsArticle } from './schema';

/** An article as its card in the list shows it: every field but its text and author, and where its text is. */
export type NewsCardData = Omit<NewsArticle, 'content' | 'author'> & {
  /** The address of its text (NewsBody), fetched when its window opens. */
  body: string;
};

/** An article's text as its window shows it. */
export interface NewsBody {
  author: string;
  content: string;
  /** The text's language when the translation lacks it (shown in English meanwhile). */
  lang?: string;
}

/** The index of an edition's news: every card, newest first, with their pictures and (in Chinese) the titles' phrases. */
export interface NewsArchive {
  cards: NewsCardData[];
  pictures: Record<string, PictureData>;
  phrases?: PhraseBook;
}
