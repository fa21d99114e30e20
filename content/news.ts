import { loadContent } from '../lib/content/load';
import type { NewsArticle, NewsUi } from './types';

/**
 * News & Events articles: one Markdown file per article in content/news/<slug>.md (fields between the "---"
 * lines, the text below them, paragraphs separated by a blank line), validated by lib/content/schema.ts when
 * the site builds. Adding an article = adding a file (or "New News article" in /admin); the list, the article
 * page /news-and-events/<slug>, the feed and the sitemap follow.
 */
export const newsArticles: readonly NewsArticle[] = loadContent().news;

/** Business constants of the news list. */
export const newsSettings = {
  pageSize: 6,
  /** The loading state lasts this long on the list page, in ms. */
  loadingDelay: 800,
  feedPath: '/news-and-events/feed.xml',
  /** Width and height of every article image in public/news/. */
  imageSize: { width: 1200, height: 630 },
} as const;

/** Texts of the news list, the article modal and the article pages. */
export const newsUi = {
  loading: 'Loading news...',
  empty: 'No news found matching your search criteria.',
  filterLabel: 'Filter by category',
  all: 'All',
  searchLabel: 'Search news',
  searchPlaceholder: 'Search by title or summary',
  readMore: 'Read More',
  readFullArticle: 'Read the full article',
  close: 'Close',
  previous: 'Previous',
  next: 'Next',
  paginationLabel: 'News pages',
  pageLabel: 'Page',
  resultsOne: '1 article',
  resultsMany: '{count} articles',
  listHeading: 'Latest news',
  by: 'By',
  published: 'Published',
  category: 'Category',
  backToNews: 'Back to News & Events',
  feedTitle: 'Apexbridge Global News & Events',
  feedLink: 'RSS feed',
} as const satisfies NewsUi;
