'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { NewsUi } from '@/lib/news/schema';
import type { NewsArchive, NewsCardData } from '@/lib/news/archive-types';
import {
  DEFAULT_NEWS_QUERY,
  filterArticles,
  listPageOf,
  newsQueryString,
  paginate,
  parseNewsQuery,
  updateNewsQuery,
  type NewsFilter,
  type NewsQuery,
} from '@/lib/news/news';
import { fetchJson, prefetchJson } from '@/lib/news/fetch-json';
import { NewsListView, type NewsListPage } from './news-list-view';
import { NewsModal } from './news-modal';
import { inBook } from '@/components/ui/phrase-text';
import type { PhraseBook } from '@/lib/i18n/phrase-parts';
import type { PictureData } from '@/lib/pictures/picture';

/** The list, drawn again only when its own props change. */
const ListView = memo(NewsListView);

export interface NewsExplorerProps {
  /** The cards of the page the address names (the list's first, or /news-and-events/page/3's), newest first. */
  cards: NewsCardData[];
  /** That page's number, and how many pages and articles the unfiltered list has. */
  page: number;
  totalPages: number;
  total: number;
  /** The archive's index (lib/news/archive.ts): every card, fetched when the visitor first needs another page. */
  indexUrl: string;
  /** The list's address in this edition (`/vi/news-and-events`). */
  listPath: string;
  labels: NewsUi;
  settings: {
    pageSize: number;
    loadingDelay: number;
    imageSize: { width: number; height: number };
  };
  /** The cards' titles in phrases, in a language that breaks between phrases (from the server). */
  phrases?: PhraseBook;
  /** The cards' pictures, by image path (from the server: lib/pictures/manifest.ts). */
  pictures?: Readonly<Record<string, PictureData>>;
}

/**
 * The interactive news list (components/news/news-list-section.tsx). The page renders it inside a Suspense
 * boundary whose fallback is the list in the page's HTML (reading the URL query needs the browser, so the export
 * keeps the fallback): where scripts run, that fallback already shows the page's cards under the loading state,
 * and the island takes its place with the same picture. It keeps the loading state for `loadingDelay`, then the
 * list comes alive with category filter, search, pagination and the article window.
 *
 * The page carries its own cards only, whatever the size of the archive. The first filter, search or other page
 * fetches the archive's index (every card, no text), once; the pointer resting on, or focus reaching, those
 * controls starts that fetch ahead. An article's window fetches its text when it opens.
 *
 * Category, search and page live in the URL query of the list (`/news-and-events?category=&q=&page=`):
 * category and page changes add a history entry, typing replaces it. On a later page's own address
 * (/news-and-events/page/3, for readers without scripts and crawlers) the list starts on that page, and the
 * first change moves to the list's address with the query. Next.js keeps `useSearchParams` and `usePathname`
 * in step with `history.pushState` and `replaceState`, so no fetch of the page happens.
 */
export function NewsExplorerIsland({ cards, page, totalPages, total, indexUrl, listPath, labels, settings, phrases, pictures }: NewsExplorerProps) {
  const search = useSearchParams().toString();
  const pathPage = listPageOf(usePathname());
  const [ready, setReady] = useState(false);
  // Until the loading state goes, the list stays as the page's HTML drew it, so the hand-over from the HTML changes
  // nothing on screen; the view the URL asks for comes with the live list.
  const query = useMemo<NewsQuery>(() => (ready ? parseNewsQuery(search, pathPage) : { ...DEFAULT_NEWS_QUERY, page }), [ready, search, pathPage, page]);
  const [archive, setArchive] = useState<NewsArchive | null>(null);
  // The view whose archive could not be fetched: the list says so until the visitor asks for another view.
  const [failedFor, setFailedFor] = useState<string | null>(null);
  // The open article and the "Read More" button that opened it (focus goes back there on close).
  const [open, setOpen] = useState<{ card: NewsCardData; trigger: HTMLElement } | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  // The page's own cards answer the unfiltered view of their page; any other view needs the archive.
  const own = query.category === 'All' && query.search.trim() === '' && query.page === page;
  const waiting = !own && !archive;
  const queryKey = newsQueryString(query);
  const failed = failedFor === queryKey;

  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), settings.loadingDelay);
    return () => window.clearTimeout(timer);
  }, [settings.loadingDelay]);

  useEffect(() => {
    if (!waiting || failed) return;
    let current = true;
    fetchJson<NewsArchive>(indexUrl).then(
      (fetched) => current && setArchive(fetched),
      (error: unknown) => {
        if (!current) return;
        setFailedFor(queryKey);
        console.warn('news: the list could not be fetched', error);
      },
    );
    return () => {
      current = false;
    };
    // queryKey: a failed fetch is tried again when the visitor asks for another view.
  }, [waiting, failed, indexUrl, queryKey]);

  const shown = useMemo<NewsListPage>(() => {
    if (own || !archive) return { items: cards, page, totalPages, total };
    const current = paginate(filterArticles(archive.cards, query), query.page, settings.pageSize);
    return { items: current.items, page: current.page, totalPages: current.totalPages, total: current.total };
  }, [own, archive, cards, page, totalPages, total, query, settings.pageSize]);

  const allPictures = useMemo(() => ({ ...archive?.pictures, ...pictures }), [archive, pictures]);
  const allPhrases = useMemo(() => (archive?.phrases || phrases ? { ...archive?.phrases, ...phrases } : undefined), [archive, phrases]);

  const navigate = useCallback(
    (change: Partial<NewsQuery>, mode: 'push' | 'replace') => {
      const next = updateNewsQuery(query, change);
      // Always the list's own address: a later page's address names its page in the path, the query the rest.
      const url = `${listPath}${newsQueryString(next)}${window.location.hash}`;
      if (mode === 'push') window.history.pushState(null, '', url);
      else window.history.replaceState(null, '', url);
    },
    [query, listPath],
  );

  // The same controls while the query stays, so that opening or closing an article leaves the list as it is
  // (the list is not drawn again under the dialog: the click that opens it only draws the dialog).
  const controls = useMemo(
    () => ({
      onCategory: (category: NewsFilter) => navigate({ category }, 'push'),
      onSearch: (text: string) => navigate({ search: text }, 'replace'),
      onPage: (n: number) => {
        navigate({ page: n }, 'push');
        const top = listRef.current?.getBoundingClientRect().top ?? 0;
        if (top < 0) listRef.current?.scrollIntoView({ block: 'start' });
      },
      onReadMore: (card: NewsCardData, trigger: HTMLElement) => setOpen({ card, trigger }),
      onListIntent: () => prefetchJson(indexUrl),
      onArticleIntent: (card: NewsCardData) => prefetchJson(card.body),
    }),
    [navigate, indexUrl],
  );

  const closeModal = useCallback(() => setOpen(null), []);

  return (
    <>
      <ListView
        ref={listRef}
        phase={ready ? 'live' : 'loading'}
        query={query}
        shown={shown}
        busy={waiting && !failed}
        failed={waiting && failed}
        labels={labels}
        settings={settings}
        listPath={listPath}
        phrases={allPhrases}
        pictures={allPictures}
        controls={controls}
      />
      {open ? (
        <NewsModal
          key={open.card.slug}
          card={open.card}
          labels={labels}
          imageSize={settings.imageSize}
          picture={allPictures[open.card.image]}
          articleHref={`${listPath}/${open.card.slug}`}
          returnFocusTo={open.trigger}
          onClose={closeModal}
          titlePhrases={inBook(allPhrases, open.card.title)}
        />
      ) : null}
    </>
  );
}
