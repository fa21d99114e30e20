import { loadContent } from '../content/load';
import { language, localizedPath } from '../i18n/edition';
import { langOf } from '../i18n/fallback';
import { formatNewsDate } from './news';
import type { NewsArticle } from './schema';

/**
 * News & Events articles: one Markdown file per article in content/news/<slug>.md (fields between the "---"
 * lines, the text below them, paragraphs separated by a blank line), validated (lib/news/schema.ts) when
 * the site builds. Adding an article = adding a file (or "New News article" in /admin); the list, the article
 * page /news-and-events/<slug>, the feed and the sitemap follow.
 */
export const newsArticles: readonly NewsArticle[] = loadContent().news.map(({ body, ...front }) => {
  const fallbackLang = Object.fromEntries(
    (['title', 'summary', 'content'] as const).flatMap((field) => {
      const lang = langOf(field === 'content' ? body : front[field]);
      return lang ? [[field, lang]] : [];
    }),
  );
  return {
    ...front,
    content: body,
    dateLabel: formatNewsDate(front.date, language),
    ...(Object.keys(fallbackLang).length ? { fallbackLang } : {}),
  };
});

/** Business constants of the news list. */
export const newsSettings = {
  pageSize: 6,
  /** The loading state lasts this long on the list page, in ms. */
  loadingDelay: 800,
  /** This edition's feed (every language has its own). */
  feedPath: localizedPath('/news-and-events/feed.xml'),
  /** Width and height of every article image in public/news/. */
  imageSize: { width: 1200, height: 630 },
} as const;

/** Texts of the news list, the article modal and the article pages: content/texts/news.yml. */
export const newsUi = loadContent().texts.news;
