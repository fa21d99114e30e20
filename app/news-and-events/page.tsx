import type { Metadata } from 'next';
import { Suspense } from 'react';
import { NewsExplorer } from '@/components/news/news-explorer';
import { NewsStaticList } from '@/components/news/news-static-list';
import { PageHeader } from '@/components/ui/page-header';
import { newsArticles, newsSettings, newsUi } from '@/lib/news/content';
import { pages } from '@/lib/content/pages';
import { absoluteUrl, pageMetadata } from '@/lib/seo/metadata';
import { sortNewest } from '@/lib/news/news';
import { language } from '@/lib/i18n/edition';
import { phrasesProp } from '@/lib/i18n/phrases';

const route = '/news-and-events';

const base = pageMetadata(route);

export const metadata: Metadata = {
  ...base,
  alternates: {
    ...base.alternates,
    types: { 'application/rss+xml': [{ url: absoluteUrl(newsSettings.feedPath), title: newsUi.feedTitle }] },
  },
};

export default function Page() {
  const articles = sortNewest(newsArticles);
  return (
    <>
      <PageHeader page={pages[route]} />
      <section aria-labelledby="news-list-heading" className="py-12 sm:py-16">
        <div className="mx-auto max-w-7xl px-4">
          <h2 id="news-list-heading" className="sr-only">
            {newsUi.listHeading}
          </h2>
          {/* The export holds the fallback (reading the URL query needs the browser): every article with a link to
              its page for readers without JavaScript and crawlers; where scripts run, from the first frame, the
              first page of the list under the loading state, as the island shows it until its loading delay is over. */}
          <Suspense fallback={<NewsStaticList articles={articles} labels={newsUi} settings={newsSettings} />}>
            {/* In a language written without spaces the island gets its cards' titles in phrases, found here. */}
            <NewsExplorer articles={articles} labels={newsUi} settings={newsSettings} {...phrasesProp(articles.map((article) => article.title), language)} />
          </Suspense>
          <p className="mt-10 text-sm text-slate-600">
            <a href={newsSettings.feedPath} className="font-medium text-accent-dark underline underline-offset-2 hover:text-navy">
              {newsUi.feedLink}
            </a>
          </p>
        </div>
      </section>
    </>
  );
}
