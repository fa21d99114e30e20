import 'server-only';
import { createHash } from 'node:crypto';
import { localizedPath, language } from '@/lib/i18n/edition';
import { phrasesProp, type PhraseBook } from '@/lib/i18n/phrases';
import { picturesOf } from '@/lib/pictures/manifest';
import type { PictureData } from '@/lib/pictures/picture';
import { newsArticles, newsSettings } from './content';
import { paginate, sortNewest } from './news';
import type { NewsArchive, NewsBody, NewsCardData } from './archive-types';
import type { NewsArticle } from './schema';

/**
 * The news archive as the list page's island reads it, so that no page carries more than one page of the list:
 * - the index: every article's card (title, summary, category, date, picture; no text), fetched when the visitor
 *   first filters, searches or turns a page;
 * - each article's text (and author), fetched when its window opens.
 * The build writes them as files of this edition (app/news-and-events/data/[file]/route.ts), each named by its
 * content's hash: a changed archive gets new names, so no browser or host cache serves yesterday's list with
 * today's pages, and an unchanged one is taken from the cache.
 */

/** Where the archive's files are published, in this edition. */
const DATA_PATH = '/news-and-events/data';

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

/** An article's text and author, as its window shows them. */
function bodyOf(article: NewsArticle): NewsBody {
  return { author: article.author, content: article.content, ...(article.fallbackLang?.content ? { lang: article.fallbackLang.content } : {}) };
}

interface Archive {
  /** Every card, newest first. */
  cards: NewsCardData[];
  /** The index's address (this edition's) and its file. */
  indexUrl: string;
  /** Every file of the archive by its name: the index and each article's text. */
  files: Map<string, string>;
}

let archive: Archive | undefined;

/** The pictures of `cards`, by path. */
function picturesOfCards(cards: readonly Pick<NewsCardData, 'image'>[]): Record<string, PictureData> {
  return picturesOf([...new Set(cards.map((card) => card.image))], newsSettings.imageSize);
}

function buildArchive(): Archive {
  const files = new Map<string, string>();
  const cards = sortNewest(newsArticles).map(({ content: _content, author: _author, ...card }, i, sorted) => {
    const json = JSON.stringify(bodyOf(sorted[i]!));
    const name = `${card.slug}.${hashOf(json)}.json`;
    files.set(name, json);
    return { ...card, body: localizedPath(`${DATA_PATH}/${name}`) };
  });
  // The index's pictures without their blurred previews (each up to a kilobyte): a card drawn from the index waits
  // for its picture on its dominant colour.
  const pictures = Object.fromEntries(
    Object.entries(picturesOfCards(cards)).map(([src, picture]) => {
      if (!picture.record) return [src, picture];
      const { preview: _preview, ...record } = picture.record;
      return [src, { ...picture, record }];
    }),
  );
  const index: NewsArchive = { cards, pictures, ...phrasesProp(cards.map((card) => card.title), language) };
  const json = JSON.stringify(index);
  const name = `index.${hashOf(json)}.json`;
  files.set(name, json);
  return { cards, indexUrl: localizedPath(`${DATA_PATH}/${name}`), files };
}

export function newsArchive(): Archive {
  archive ??= buildArchive();
  return archive;
}

/** What a page of the unfiltered list carries: its cards, with their pictures and (in Chinese) their titles' phrases. */
export function listPage(page: number): {
  cards: NewsCardData[];
  page: number;
  totalPages: number;
  total: number;
  pictures: Record<string, PictureData>;
  phrases?: PhraseBook;
} {
  const { cards } = newsArchive();
  const current = paginate(cards, page, newsSettings.pageSize);
  return {
    cards: current.items,
    page: current.page,
    totalPages: current.totalPages,
    total: current.total,
    pictures: picturesOfCards(current.items),
    ...phrasesProp(current.items.map((card) => card.title), language),
  };
}

/** The number of pages of the unfiltered list in this edition. */
export function listPageCount(): number {
  return paginate(newsArchive().cards, 1, newsSettings.pageSize).totalPages;
}
