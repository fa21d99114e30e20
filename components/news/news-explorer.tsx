'use client';

import { useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { NewsArticle, NewsUi } from '@/lib/news/schema';
import type { NewsFilter } from '@/lib/news/news';
import { filterArticles, newsQueryString, paginate, parseNewsQuery, resultsLabel, updateNewsQuery, type NewsQuery } from '@/lib/news/news';
import { NewsCard } from './news-card';
import { NewsFilters } from './news-filters';
import { NewsGrid } from './news-grid';
import { NewsLoading } from './news-loading';
import { NewsModal } from './news-modal';
import { NewsPagination } from './news-pagination';
import { readMoreClass } from './news-static-list';

interface NewsExplorerProps {
  /** Every article, newest first, as the server sorted them. */
  articles: readonly NewsArticle[];
  labels: NewsUi;
  settings: {
    pageSize: number;
    loadingDelay: number;
    imageSize: { width: number; height: number };
  };
}

/**
 * The interactive news list. The page renders it inside a Suspense boundary whose fallback is the
 * pre-rendered list of every article (reading the URL query needs the browser, so the export keeps the
 * fallback). In the browser it shows the loading state for `loadingDelay`, then the list with category
 * filter, search, pagination and the article modal. Category, search and page live in the URL query
 * (`?category=&q=&page=`): category and page changes add a history entry, typing replaces it. Next.js keeps
 * `useSearchParams` in step with `history.pushState` and `replaceState`, so no fetch of the page happens.
 */
export function NewsExplorer({ articles, labels, settings }: NewsExplorerProps) {
  const search = useSearchParams().toString();
  const query = useMemo(() => parseNewsQuery(search), [search]);
  const [ready, setReady] = useState(false);
  // The open article and the "Read More" button that opened it (focus goes back there on close).
  const [open, setOpen] = useState<{ article: NewsArticle; trigger: HTMLElement } | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), settings.loadingDelay);
    return () => window.clearTimeout(timer);
  }, [settings.loadingDelay]);

  const navigate = useCallback(
    (change: Partial<NewsQuery>, mode: 'push' | 'replace') => {
      const next = updateNewsQuery(query, change);
      const url = `${window.location.pathname}${newsQueryString(next)}${window.location.hash}`;
      if (mode === 'push') window.history.pushState(null, '', url);
      else window.history.replaceState(null, '', url);
    },
    [query],
  );

  const onPage = (page: number) => {
    navigate({ page }, 'push');
    const top = listRef.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) listRef.current?.scrollIntoView({ block: 'start' });
  };

  const closeModal = useCallback(() => setOpen(null), []);

  if (!ready) return <NewsLoading text={labels.loading} />;

  const matches = filterArticles(articles, query);
  const current = paginate(matches, query.page, settings.pageSize);

  return (
    <div ref={listRef} className="scroll-mt-24">
      <NewsFilters
        category={query.category}
        search={query.search}
        labels={labels}
        onCategory={(category: NewsFilter) => navigate({ category }, 'push')}
        onSearch={(text) => navigate({ search: text }, 'replace')}
      />
      <p role="status" className="mt-6 mb-4 text-sm text-slate-600">
        {resultsLabel(current.total, labels)}
      </p>
      {current.total === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center text-lg text-slate-700">{labels.empty}</p>
      ) : (
        <NewsGrid>
          {current.items.map((article) => (
            <li key={article.slug}>
              <NewsCard
                article={article}
                labels={labels}
                imageSize={settings.imageSize}
                action={
                  <button
                    type="button"
                    className={readMoreClass}
                    aria-haspopup="dialog"
                    aria-describedby={`news-title-${article.slug}`}
                    onClick={(e) => setOpen({ article, trigger: e.currentTarget })}
                  >
                    {labels.readMore}
                  </button>
                }
              />
            </li>
          ))}
        </NewsGrid>
      )}
      {current.paginated ? (
        <NewsPagination page={current.page} totalPages={current.totalPages} labels={labels} onPage={onPage} />
      ) : null}
      {open ? <NewsModal
          key={open.article.slug}
          article={open.article}
          labels={labels}
          imageSize={settings.imageSize}
          returnFocusTo={open.trigger}
          onClose={closeModal}
        /> : null}
    </div>
  );
}
