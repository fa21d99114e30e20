import { Suspense } from 'react';
import { newsSettings, newsUi } from '@/lib/news/content';
import { listPage, newsArchive } from '@/lib/news/archive';
import { localizedPath } from '@/lib/i18n/edition';
import { NewsExplorerIsland } from './news-explorer-island';
import { NewsListView } from './news-list-view';

/**
 * The news list of the list page and of its later pages (/news-and-events/page/2): one page of cards, whatever
 * the size of the archive. The export holds the fallback (reading the URL query needs the browser): this page's
 * cards with links to their pages and the list's pages as links, for readers without JavaScript and crawlers;
 * where scripts run, from the first frame, the same cards under the loading state, as the island shows them until
 * its loading delay is over.
 */
export function NewsListSection({ page }: { page: number }) {
  const current = listPage(page);
  const listPath = localizedPath('/news-and-events');
  const shown = { items: current.cards, page: current.page, totalPages: current.totalPages, total: current.total };
  return (
    // The cards are found on the articles' own pages: the search leaves the list out (scripts/search-index.mjs).
    <section aria-labelledby="news-list-heading" className="py-12 sm:py-16" data-search-ignore>
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="news-list-heading" className="sr-only">
          {newsUi.listHeading}
        </h2>
        <Suspense
          fallback={
            <NewsListView
              phase="prerendered"
              query={{ category: 'All', search: '' }}
              shown={shown}
              labels={newsUi}
              settings={newsSettings}
              listPath={listPath}
              phrases={current.phrases}
              pictures={current.pictures}
            />
          }
        >
          <NewsExplorerIsland
            cards={current.cards}
            page={current.page}
            totalPages={current.totalPages}
            total={current.total}
            indexUrl={newsArchive().indexUrl}
            listPath={listPath}
            labels={newsUi}
            settings={newsSettings}
            phrases={current.phrases}
            pictures={current.pictures}
          />
        </Suspense>
        <p className="mt-10 text-sm text-slate-600">
          <a href={newsSettings.feedPath} className="font-medium text-accent-dark underline underline-offset-2 hover:text-navy">
            {newsUi.feedLink}
          </a>
        </p>
      </div>
    </section>
  );
}
