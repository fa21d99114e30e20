'use client';

import { useSearchParams } from 'next/navigation';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { NewsArticle, NewsUi } from '@/lib/news/schema';
import { DEFAULT_NEWS_QUERY, newsQueryString, parseNewsQuery, updateNewsQuery, type NewsFilter, type NewsQuery } from '@/lib/news/news';
import { NewsListView } from './news-list-view';
import { NewsModal } from './news-modal';
import { inBook } from '@/components/ui/phrase-text';
import type { PhraseBook } from '@/lib/i18n/phrase-parts';
import type { PictureData } from '@/lib/pictures/picture';

/** The list, drawn again only when its own props change. */
const ListView = memo(NewsListView);

export interface NewsExplorerProps {
  /** Every article, newest first, as the server sorted them. */
  articles: readonly NewsArticle[];
  labels: NewsUi;
  settings: {
    pageSize: number;
    loadingDelay: number;
    imageSize: { width: number; height: number };
  };
  /** The articles' titles in phrases, in a language that breaks between phrases (from the server). */
  phrases?: PhraseBook;
  /** The articles' pictures, by image path (from the server: lib/pictures/manifest.ts). */
  pictures?: Readonly<Record<string, PictureData>>;
}

/**
 * The interactive news list (components/news/news-explorer.tsx gives it the articles' pictures). The page renders it inside a Suspense boundary whose fallback is the list in the
 * page's HTML (reading the URL query needs the browser, so the export keeps the fallback): where scripts run,
 * that fallback already shows the first page under the loading state, and the island takes its place with the
 * same picture. It keeps the loading state for `loadingDelay`, then the list comes alive with category filter,
 * search, pagination and the article modal. Category, search and page live in the URL query
 * (`?category=&q=&page=`): category and page changes add a history entry, typing replaces it. Next.js keeps
 * `useSearchParams` in step with `history.pushState` and `replaceState`, so no fetch of the page happens.
 */
export function NewsExplorerIsland({ articles, labels, settings, phrases, pictures }: NewsExplorerProps) {
  const search = useSearchParams().toString();
  const [ready, setReady] = useState(false);
  // Until the loading state goes, the list stays as the page's HTML drew it (the first page, newest first), so
  // the hand-over from the HTML changes nothing on screen; the view the URL asks for comes with the live list.
  const query = useMemo(() => (ready ? parseNewsQuery(search) : DEFAULT_NEWS_QUERY), [ready, search]);
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

  // The same controls while the query stays, so that opening or closing an article leaves the list as it is
  // (the list is not drawn again under the dialog: the click that opens it only draws the dialog).
  const controls = useMemo(
    () => ({
      onCategory: (category: NewsFilter) => navigate({ category }, 'push'),
      onSearch: (text: string) => navigate({ search: text }, 'replace'),
      onPage: (page: number) => {
        navigate({ page }, 'push');
        const top = listRef.current?.getBoundingClientRect().top ?? 0;
        if (top < 0) listRef.current?.scrollIntoView({ block: 'start' });
      },
      onReadMore: (article: NewsArticle, trigger: HTMLElement) => setOpen({ article, trigger }),
    }),
    [navigate],
  );

  const closeModal = useCallback(() => setOpen(null), []);

  return (
    <>
      <ListView
        ref={listRef}
        phase={ready ? 'live' : 'loading'}
        articles={articles}
        query={query}
        labels={labels}
        settings={settings}
        phrases={phrases}
        pictures={pictures}
        controls={controls}
      />
      {open ? (
        <NewsModal
          key={open.article.slug}
          article={open.article}
          labels={labels}
          imageSize={settings.imageSize}
          picture={pictures?.[open.article.image]}
          returnFocusTo={open.trigger}
          onClose={closeModal}
          titlePhrases={inBook(phrases, open.article.title)}
        />
      ) : null}
    </>
  );
}
