'use client';

import { Link } from '@/components/ui/link';
import type { Ref } from 'react';
import type { NewsArticle, NewsUi } from '@/lib/news/schema';
import { articlePath, filterArticles, paginate, resultsLabel, type NewsFilter, type NewsQuery } from '@/lib/news/news';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/ui/cn';
import { NewsCard } from './news-card';
import { NewsFilters } from './news-filters';
import { NewsGrid } from './news-grid';
import { NewsLoading } from './news-loading';
import { NewsPagination } from './news-pagination';
import { inBook } from '@/components/ui/phrase-text';
import type { PhraseBook } from '@/lib/i18n/phrase-parts';
import type { PictureData } from '@/lib/pictures/picture';

/** The "Read More" control of a news card (a link in the page's HTML, the island's button once it runs). */
export const readMoreClass = buttonClasses({ variant: 'navy-to-accent', size: 'sm' });

/**
 * - `prerendered`: the page's HTML. Without scripts: every article with a link to its page, nothing else.
 *   Where scripts run (html[data-scripting], set before the first paint): the first page of the list as the
 *   island will show it, its controls included, dimmed and out of reach under the loading state.
 * - `loading`: the island, until its loading delay is over: the same picture, drawn by React.
 * - `live`: the interactive list.
 */
export type NewsListPhase = 'prerendered' | 'loading' | 'live';

export interface NewsListControls {
  onCategory: (category: NewsFilter) => void;
  onSearch: (search: string) => void;
  onPage: (page: number) => void;
  onReadMore: (article: NewsArticle, trigger: HTMLElement) => void;
}

interface NewsListViewProps {
  phase: NewsListPhase;
  /** Every article, newest first. */
  articles: readonly NewsArticle[];
  query: NewsQuery;
  labels: NewsUi;
  settings: { pageSize: number; imageSize: { width: number; height: number } };
  /** The island's handlers; the page's HTML has none (its controls come alive with the island). */
  controls?: NewsListControls;
  ref?: Ref<HTMLDivElement>;
  /** The articles' titles in phrases, in a language that breaks between phrases (from the server). */
  phrases?: PhraseBook;
  /** The articles' pictures, by image path (from the server: lib/pictures/manifest.ts). */
  pictures?: Readonly<Record<string, PictureData>>;
}

/**
 * Runs as the HTML is parsed, where scripts run, before the list's first paint: the list the loading state lies
 * over is out of the tab order and of the accessibility tree until the island takes its place. (Written into
 * the HTML, the attributes would also lock out readers without JavaScript.)
 */
const LOCK_PRERENDERED_LIST =
  "(function(l){l.setAttribute('inert','');l.setAttribute('aria-busy','true')})(document.currentScript.parentNode)";

const noop = () => {};

/**
 * The news list: category filter and search, the count, one page of cards and the page buttons, with the loading
 * state laid over it until the island is live. Every phase draws the same boxes in the same places (a card's
 * "Read More" is a link or a button of one look), so the page's first frame already shows the list's largest
 * content where it stays, and nothing moves when the loading state goes.
 */
export function NewsListView({ phase, articles, query, labels, settings, controls, ref, phrases, pictures }: NewsListViewProps) {
  const prerendered = phase === 'prerendered';
  const loading = phase !== 'live';
  // In the page's HTML, the parts that only the island makes work (and the loading state) show where scripts run.
  const scriptingOnly = prerendered ? 'scripting-only' : undefined;
  const matches = filterArticles(articles, query);
  const current = paginate(matches, query.page, settings.pageSize);
  // Readers without JavaScript (and crawlers) get every article; where scripts run, CSS keeps to the first page.
  const rest = prerendered ? matches.slice(current.page * settings.pageSize) : [];

  return (
    <div ref={ref} className="relative scroll-mt-24">
      {loading ? (
        <div className={scriptingOnly}>
          <div className="absolute inset-0 z-10 flex justify-center">
            {/* Sticks below the site header, so the loading state stays in view on a long list. */}
            <div className="sticky top-28 self-start pt-4">
              <NewsLoading text={labels.loading} />
            </div>
          </div>
        </div>
      ) : null}
      <div
        inert={phase === 'loading' || undefined}
        aria-busy={phase === 'loading' || undefined}
        className="aria-busy:opacity-40"
      >
        {prerendered ? <script dangerouslySetInnerHTML={{ __html: LOCK_PRERENDERED_LIST }} /> : null}
        <div className={scriptingOnly}>
          <NewsFilters
            category={query.category}
            search={query.search}
            labels={labels}
            onCategory={controls?.onCategory ?? noop}
            onSearch={controls?.onSearch ?? noop}
          />
        </div>
        {/* A live region only once the list is live: a change of filter or search announces the new count. */}
        <p role={loading ? undefined : 'status'} className={cn('mt-6 mb-4 text-sm text-slate-600', scriptingOnly)}>
          {resultsLabel(current.total, labels)}
        </p>
        {current.total === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center text-lg text-slate-700">{labels.empty}</p>
        ) : (
          <NewsGrid>
            {[...current.items, ...rest].map((article, i) => (
              <li key={article.slug} className={i >= current.items.length ? 'no-scripting-only' : undefined}>
                <NewsCard
                  article={article}
                  labels={labels}
                  imageSize={settings.imageSize}
                  picture={pictures?.[article.image]}
                  lead={i === 0}
                  titlePhrases={inBook(phrases, article.title)}
                  action={
                    prerendered ? (
                      <Link href={articlePath(article.slug)} className={readMoreClass} aria-describedby={`news-title-${article.slug}`}>
                        {labels.readMore}
                      </Link>
                    ) : (
                      <button
                        type="button"
                        className={readMoreClass}
                        aria-haspopup="dialog"
                        aria-describedby={`news-title-${article.slug}`}
                        onClick={(e) => controls?.onReadMore(article, e.currentTarget)}
                      >
                        {labels.readMore}
                      </button>
                    )
                  }
                />
              </li>
            ))}
          </NewsGrid>
        )}
        {current.paginated ? (
          <div className={scriptingOnly}>
            <NewsPagination page={current.page} totalPages={current.totalPages} labels={labels} onPage={controls?.onPage ?? noop} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
