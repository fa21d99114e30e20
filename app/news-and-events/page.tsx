import type { Metadata } from 'next';
import { Suspense } from 'react';
import { NewsExplorer } from '@/components/news/news-explorer';
import { NewsStaticList } from '@/components/news/news-static-list';
import { PageHeader } from '@/components/ui/page-header';
import { newsArticles, newsSettings, newsUi } from '@/lib/news/content';
import { pages } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';
import { sortNewest } from '@/lib/news/news';

const route = '/news-and-events';

const base = pageMetadata(route);

export const metadata: Metadata = {
  ...base,
  // The list shows its loading state before the articles (a requirement), so its scripts must run before it
  // paints: the build leaves this page's script loading as Next writes it (scripts/paint-first.mjs). Painted
  // first, the pre-rendered list would give way to the loading state and come back, shifting the page twice.
  other: { 'paint-first': 'off' },
  alternates: {
    ...base.alternates,
    types: { 'application/rss+xml': [{ url: newsSettings.feedPath, title: newsUi.feedTitle }] },
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
          {/* The export holds the fallback: every article with a link to its page, for readers without
              JavaScript and crawlers. In the browser the interactive list takes its place. */}
          <Suspense fallback={<NewsStaticList articles={articles} labels={newsUi} imageSize={newsSettings.imageSize} />}>
            <NewsExplorer articles={articles} labels={newsUi} settings={newsSettings} />
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
