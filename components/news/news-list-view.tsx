'use client';

import { Link } from '@/components/ui/link';
import type { Ref } from 'react';
import type { NewsUi } from '@/lib/news/schema';
import type { NewsCardData } from '@/lib/news/archive-types';
import { articlePath, resultsLabel, type NewsFilter, type NewsQuery } from '@/lib/news/news';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/ui/cn';
import { NewsCard } from './news-card';
import { NewsFilters } from './news-filters';
import { NewsGrid } from './news-grid';
import { NewsLoading } from './news-loading';
import { NewsPagination } from './news-pagination';
import { NewsPageLinks } from './news-page-links';
import { inBook } from '@/components/ui/phrase-text';
import type { PhraseBook } from '@/lib/i18n/phrase-parts';
import type { PictureData } from '@/lib/pictures/picture';

/** The "Read More" control of a news card (a link in the page's HTML, the island's button once it runs). */
export const readMoreClass = buttonClasses({ variant: 'navy-to-accent', size: 'sm' });

/**
 * - `prerendered`: the page's HTML. Without scripts: its page of the list with a link to each article's page,
 *   and the pages of the list as links. Where scripts run (html[data-scripting], set before the first paint): the
 *   same page as the island will show it, its controls included, dimmed and out of reach under the loading state.
 * - `loading`: the island, until its loading delay is over: the same picture, drawn by React.
 * - `live`: the interactive list.
 */
export type NewsListPhase = 'prerendered' | 'loading' | 'live';

export interface NewsListControls {
  onCategory: (category: NewsFilter) => void;
  onSearch: (search: string) => void;
  onPage: (page: number) => void;
  onReadMore: (card: NewsCardData, trigger: HTMLElement) => void;
  /** The pointer rests on, or focus reaches, a control that needs the whole archive (filters, search, pages). */
  onListIntent: () => void;
  /** The same for an article's "Read More": its text may be fetched before the click. */
  onArticleIntent: (card: NewsCardData) => void;
}

/** One page of the list, as the view shows it. */
export interface NewsListPage {
  items: readonly NewsCardData[];
  page: number;
  totalPages: number;
  /** How many articles match. */
  total: number;
}

interface NewsListViewProps {
  phase: NewsListPhase;
  /** The filters as the visitor set them. */
  query: Pick<NewsQuery, 'category' | 'search'>;
  shown: NewsListPage;
  /** The list waits for the archive (a filter, a search or another page): its cards are dimmed, its controls stay. */
  busy?: boolean;
  /** The archive could not be fetched: the message shows instead of the count, the cards stay as they were. */
  failed?: boolean;
  labels: NewsUi;
  settings: { pageSize: number; imageSize: { width: number; height: number } };
  /** The list's address in this edition, for the pages as links (`/vi/news-and-events`). */
  listPath: string;
  /** The island's handlers; the page's HTML has none (its controls come alive with the island). */
  controls?: NewsListControls;
  ref?: Ref<HTMLDivElement>;
  /** The cards' titles in phrases, in a language that breaks between phrases (from the server). */
  phrases?: PhraseBook;
  /** The cards' pictures, by image path (from the server: lib/pictures/manifest.ts). */
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
export function NewsListView({ phase, query, shown, busy = false, failed = false, labels, settings, listPath, controls, ref, phrases, pictures }: NewsListViewProps) {
  const prerendered = phase === 'prerendered';
  const loading = phase !== 'live';
  // In the page's HTML, the parts that only the island makes work (and the loading state) show where scripts run.
  const scriptingOnly = prerendered ? 'scripting-only' : undefined;
  const intent = controls ? { onPointerEnter: controls.onListIntent, onFocus: controls.onListIntent } : {};
  // The live region says what the list shows: the count, the wait for the archive, or why it could not come.
  const status = failed ? labels.listError : busy ? labels.loading : resultsLabel(shown.total, labels);

  return (
    <div ref={ref} className="relative scroll-mt-24">
      {loading || busy ? (
        <div className={scriptingOnly}>
          {/* While the archive comes, the indicator lies over the cards only: the filters above stay in use. */}
          <div className={cn('pointer-events-none absolute inset-x-0 bottom-0 z-10 flex justify-center', busy ? 'top-32' : 'top-0')}>
            {/* Sticks below the site header, so the loading state stays in view on a long list. */}
            <div className="sticky top-28 self-start pt-4"><NewsLoading text={labels.loading} quiet={!loading} /></div>
          </div>
        </div>
      ) : null}
      <div inert={phase === 'loading' || undefined} aria-busy={phase === 'loading' || undefined} className="aria-busy:opacity-40">
        {prerendered ? <script dangerouslySetInnerHTML={{ __html: LOCK_PRERENDERED_LIST }} /> : null}
        <div className={scriptingOnly} {...intent}>
          <NewsFilters
            category={query.category}
            search={query.search}
            labels={labels}
            onCategory={controls?.onCategory ?? noop}
            onSearch={controls?.onSearch ?? noop}
          />
        </div>
        {/* A live region only once the list is live: a change of filter or search announces the new count. */}
        <p role={loading ? undefined : 'status'} className={cn('mt-6 mb-4 text-sm', failed ? 'font-medium text-red-800' : 'text-slate-600', scriptingOnly)}>
          {status}
        </p>
        <div aria-busy={busy || undefined} className="aria-busy:opacity-40">
          {shown.total === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center text-lg text-slate-700">{labels.empty}</p>
          ) : (
            <NewsGrid>
              {shown.items.map((card, i) => (
                <li key={card.slug}>
                  <NewsCard
                    article={card}
                    labels={labels}
                    imageSize={settings.imageSize}
                    picture={pictures?.[card.image]}
                    lead={i === 0}
                    titlePhrases={inBook(phrases, card.title)}
                    action={
                      prerendered ? (
                        <Link href={articlePath(card.slug)} className={readMoreClass} aria-describedby={`news-title-${card.slug}`}>
                          {labels.readMore}
                        </Link>
                      ) : (
                        <button
                          type="button"
                          className={readMoreClass}
                          aria-haspopup="dialog"
                          aria-describedby={`news-title-${card.slug}`}
                          onPointerEnter={() => controls?.onArticleIntent(card)}
                          onFocus={() => controls?.onArticleIntent(card)}
                          onClick={(e) => controls?.onReadMore(card, e.currentTarget)}
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
          {shown.totalPages > 1 ? (
            <div className={scriptingOnly} {...intent}>
              <NewsPagination page={shown.page} totalPages={shown.totalPages} labels={labels} onPage={controls?.onPage ?? noop} />
            </div>
          ) : null}
        </div>
        {prerendered && shown.totalPages > 1 ? (
          <div className="no-scripting-only">
            <NewsPageLinks page={shown.page} totalPages={shown.totalPages} listPath={listPath} labels={labels} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
