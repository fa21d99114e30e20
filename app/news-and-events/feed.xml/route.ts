import { newsArticles, newsSettings, newsUi } from '@/lib/news/content';
import { pages } from '@/lib/content/pages';
import { site } from '@/lib/site/content';
import { absoluteUrl, pageUrl } from '@/lib/seo/metadata';
import { language, localizedPath } from '@/lib/i18n/edition';
import { buildRssFeed } from '@/lib/news/feed';

// Exported as the static file out/news-and-events/feed.xml.
export const dynamic = 'force-static';

export function GET() {
  const xml = buildRssFeed(newsArticles, {
    title: newsUi.feedTitle,
    description: pages['/news-and-events'].description,
    link: pageUrl('/news-and-events'),
    feedUrl: absoluteUrl(newsSettings.feedPath),
    siteUrl: `${site.url}${localizedPath('/').replace(/^\/$/, '')}`,
    language: language.locale.toLowerCase(),
    categories: newsUi.categories,
    size: newsUi.feedSize,
  });
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
