'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { SearchTexts } from '@/lib/search/schema';
import { searchSite, type PagefindResultData, type SiteSearch } from '@/lib/search/pagefind';
import { fillTemplate } from '@/lib/i18n/template';
import { SearchForm } from './search-form';
import { SearchResults } from './search-results';

/**
 * How many results the page shows at first, and adds with each "more": each result's excerpt is a file of its own,
 * so the first search stays small on a slow connection.
 */
const STEP = 10;

interface SearchIslandProps {
  texts: SearchTexts;
  /** The search page's address in this edition. */
  action: string;
  /** The edition's prefix ("" or "/vi"): the results' addresses carry it. */
  prefix: string;
  /** The search bundle's folder (scripts/search-index.mjs). */
  bundle: string;
}

type Outcome =
  | { state: 'idle' }
  | { state: 'loading'; query: string }
  | { state: 'done'; query: string; search: SiteSearch; results: PagefindResultData[] }
  | { state: 'failed'; query: string };

/**
 * The search page's live search: the query of the address (`?q=`, as the header's form and links send it) is
 * searched at once, and each change of the box searches again and replaces the address's query (so a reload or a
 * shared link shows the same results). Pagefind's library and the edition's index are fetched on the first search
 * only. The count is announced politely; the results are links.
 */
export function SearchIsland({ texts, action, prefix, bundle }: SearchIslandProps) {
  const initial = useSearchParams().get('q') ?? '';
  const [query, setQuery] = useState(initial);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  const inputRef = useRef<HTMLInputElement>(null);

  // A visitor who comes to search finds the box ready for typing (the header's link and shortcut lead here).
  useEffect(() => {
    if (!initial) inputRef.current?.focus();
    // Only as the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const text = query.trim();
    if (!text) return;
    let current = true;
    const started = window.setTimeout(() => current && setOutcome((before) => (before.state === 'done' ? before : { state: 'loading', query: text })), 150);
    searchSite(bundle, text)
      .then(async (search) => ({ search, results: await search.data(0, STEP) }))
      .then(
        ({ search, results }) => current && setOutcome({ state: 'done', query: text, search, results }),
        (error: unknown) => {
          if (!current) return;
          console.warn('search: the search could not be loaded', error);
          setOutcome({ state: 'failed', query: text });
        },
      );
    return () => {
      current = false;
      window.clearTimeout(started);
    };
  }, [query, bundle]);

  const onQuery = (next: string) => {
    setQuery(next);
    const url = new URL(window.location.href);
    if (next) url.searchParams.set('q', next);
    else url.searchParams.delete('q');
    window.history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`);
  };

  const text = query.trim();
  const shown = text && outcome.state === 'done' ? outcome : undefined;
  let status = texts.prompt;
  if (text && outcome.state === 'failed') status = texts.error;
  else if (text && outcome.state === 'loading') status = texts.loading;
  else if (shown) {
    const { total } = shown.search;
    status =
      total === 0
        ? fillTemplate(texts.empty, { query: shown.query })
        : total === 1
          ? fillTemplate(texts.resultsOne, { query: shown.query })
          : fillTemplate(texts.resultsMany, { count: total, query: shown.query });
  }

  // The next results, below the ones shown; focus stays on the button, which goes once every result is shown.
  const showMore = () => {
    if (!shown) return;
    const { search, results } = shown;
    search.data(results.length, results.length + STEP).then(
      (more) => setOutcome((now) => (now === shown ? { ...shown, results: [...results, ...more] } : now)),
      (error: unknown) => console.warn('search: more results could not be loaded', error),
    );
  };

  return (
    <>
      <SearchForm texts={texts} action={action} query={query} onQuery={onQuery} inputRef={inputRef} />
      <p role="status" className="mt-6 text-sm font-medium text-slate-700">
        {status}
      </p>
      {shown && shown.results.length > 0 ? <SearchResults results={shown.results} label={texts.resultsLabel} prefix={prefix} /> : null}
      {shown && shown.results.length < shown.search.total ? (
        <p className="mt-6 text-center">
          <button
            type="button"
            onClick={showMore}
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-5 py-2 font-semibold text-slate-800 transition-colors hover:border-accent-dark focus-ring"
          >
            {texts.more}
          </button>
        </p>
      ) : null}
    </>
  );
}
