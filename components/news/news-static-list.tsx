import type { NewsArticle, NewsUi } from '@/lib/news/schema';
import { DEFAULT_NEWS_QUERY } from '@/lib/news/news';
import { NewsListView } from './news-list-view';
import { language } from '@/lib/i18n/edition';
import { phrasesProp } from '@/lib/i18n/phrases';
import { picturesOf } from '@/lib/pictures/manifest';

/**
 * The news list the page's HTML holds, until the island takes its place. Readers without JavaScript and crawlers
 * get every article with a link to its page. Where scripts run, the first frame shows what the island will show
 * first: the first page of the list, newest first, with its controls, under the loading state. So the page's
 * largest content paints from its HTML, and neither the hand-over to the island nor the end of the loading state
 * moves anything.
 */
export function NewsStaticList({
  articles,
  labels,
  settings,
}: {
  /** Every article, newest first. */
  articles: readonly NewsArticle[];
  labels: NewsUi;
  settings: { pageSize: number; imageSize: { width: number; height: number } };
}) {
  // In a language written without spaces the cards' titles break between phrases, found here.
  const phrases = phrasesProp(articles.map((article) => article.title), language);
  const pictures = picturesOf([...new Set(articles.map((article) => article.image))], settings.imageSize);
  return <NewsListView phase="prerendered" articles={articles} query={DEFAULT_NEWS_QUERY} labels={labels} settings={settings} pictures={pictures} {...phrases} />;
}
