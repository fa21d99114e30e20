'use client';

import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { NewsArticle, NewsFilter, NewsUi } from '@/content/types';
import {
  filterArticles,
  isArticleList,
  newsQueryString,
  paginate,
  parseNewsQuery,
  resultsLabel,
  sortNewest,
  updateNewsQuery,
  type NewsQuery,
} from '@/lib/news';
import { NewsCard } from './news-card';
import { NewsFilters } from './news-filters';
import { NewsGrid } from './news-grid';
import { NewsLoading } from './news-loading';
import { NewsModal } from './news-modal';
import { NewsPagination } from './news-pagination';
import { readMoreClass } from './news-static-list';

interface NewsExplorerProps {
  labels: NewsUi;
  settings: {
    pageSize: number;
    loadingDelay: number;
    dataPath: string;
    imageSize: { width: number; height: number };
  };
  /** The pre-rendered list of every article: what readers without JavaScript (and crawlers) get. */
  children: ReactNode;
}

const URL_EVENT = 'news:urlchange';

function subscribeUrl(callback: () => void) {
  window.addEventListener('popstate', callback);
  window.addEventListener(URL_EVENT, callback);
  return () => {
    window.removeEventListener('popstate', callback);
    window.removeEventListener(URL_EVENT, callback);
  };
}
const subscribeNothing = () => () => {};

type Data = { state: 'loading' } | { state: 'ready'; articles: NewsArticle[] } | { state: 'failed' };

/**
 * The interactive news list. Until hydration it shows its children (the static
 * list); then the loading state for 0.8 s while it loads the articles' static JSON, then the
 * list with category filter, search, pagination and the article modal. Category, search and page live in
 * the URL query (`?category=&q=&page=`): category and page changes add a history entry, typing replaces it.
 */
export function NewsExplorer({ labels, settings, children }: NewsExplorerProps) {
  const hydrated = useSyncExternalStore(subscribeNothing, () => true, () => false);
  const search = useSyncExternalStore(subscribeUrl, () => window.location.search, () => '');
  const query = useMemo(() => parseNewsQuery(search), [search]);
  const [data, setData] = useState<Data>({ state: 'loading' });
  // The open article and the "Read More" button that opened it (focus goes back there on close).
  const [open, setOpen] = useState<{ article: NewsArticle; trigger: HTMLElement } | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    const delay = new Promise((resolve) => window.setTimeout(resolve, settings.loadingDelay));
    const load = fetch(settings.dataPath, { signal: controller.signal })
      .then((res) => (res.ok ? res.json() : Promise.reject(new Error(`HTTP ${res.status}`))))
      .then((json: unknown) => (isArticleList(json) ? sortNewest(json) : null))
      .catch(() => null);
    void Promise.all([load, delay]).then(([articles]) => {
      if (controller.signal.aborted) return;
      // Offline or a broken file: fall back to the pre-rendered list of every article.
      setData(articles ? { state: 'ready', articles } : { state: 'failed' });
    });
    return () => controller.abort();
  }, [settings.dataPath, settings.loadingDelay]);

  const navigate = useCallback(
    (change: Partial<NewsQuery>, mode: 'push' | 'replace') => {
      const next = updateNewsQuery(query, change);
      const url = `${window.location.pathname}${newsQueryString(next)}${window.location.hash}`;
      if (mode === 'push') window.history.pushState(window.history.state, '', url);
      else window.history.replaceState(window.history.state, '', url);
      window.dispatchEvent(new Event(URL_EVENT));
    },
    [query],
  );

  const onPage = (page: number) => {
    navigate({ page }, 'push');
    const top = listRef.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) listRef.current?.scrollIntoView({ block: 'start' });
  };

  const closeModal = useCallback(() => setOpen(null), []);

  if (!hydrated || data.state === 'failed') return <>{children}</>;
  if (data.state === 'loading') return <NewsLoading text={labels.loading} />;

  const matches = filterArticles(data.articles, query);
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
            <li key={article.id}>
              <NewsCard
                article={article}
                labels={labels}
                imageSize={settings.imageSize}
                action={
                  <button
                    type="button"
                    className={readMoreClass}
                    aria-haspopup="dialog"
                    aria-describedby={`news-title-${article.id}`}
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
          key={open.article.id}
          article={open.article}
          labels={labels}
          imageSize={settings.imageSize}
          returnFocusTo={open.trigger}
          onClose={closeModal}
        /> : null}
    </div>
  );
}
