import type { NewsArticle } from '@/lib/news/schema';

/** The fixed categories of a news article: the schema accepts only these, and the list's filter offers them in this order. */
export const NEWS_CATEGORIES = ['Business', 'Sourcing', 'Technology', 'Events', 'Awards'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];
export type NewsFilter = NewsCategory | 'All';

/** What the news list shows: a category ("All" or one of five), a search text and a 1-based page. */
export interface NewsQuery {
  category: NewsFilter;
  search: string;
  page: number;
}

/** Path of an article page. */
export function articlePath(slug: string): string {
  return `/news-and-events/${slug}`;
}

/** The unfiltered first page: what an empty query means, and what the URL leaves out. */
export const DEFAULT_NEWS_QUERY: NewsQuery = { category: 'All', search: '', page: 1 };

export function isNewsCategory(value: unknown): value is NewsCategory {
  return typeof value === 'string' && (NEWS_CATEGORIES as readonly string[]).includes(value);
}

/** Newest first (ISO dates sort as strings); articles of the same day in the order of their addresses. */
export function sortNewest<T extends Pick<NewsArticle, 'date' | 'slug'>>(articles: readonly T[]): T[] {
  return [...articles].sort((a, b) => (a.date === b.date ? a.slug.localeCompare(b.slug) : a.date < b.date ? 1 : -1));
}

/**
 * Search: case-insensitive substring match of the search text against title or summary,
 * combined with the category ("All" matches every category). Surrounding spaces of the search are ignored.
 */
export function filterArticles<T extends Pick<NewsArticle, 'title' | 'summary' | 'category'>>(
  articles: readonly T[],
  { category, search }: Pick<NewsQuery, 'category' | 'search'>,
): T[] {
  const needle = search.trim().toLowerCase();
  return articles.filter(
    (a) =>
      (category === 'All' || a.category === category) &&
      (needle === '' || a.title.toLowerCase().includes(needle) || a.summary.toLowerCase().includes(needle)),
  );
}

export interface NewsPage<T> {
  items: T[];
  /** The page shown, clamped to 1..totalPages. */
  page: number;
  totalPages: number;
  total: number;
  /** Pagination controls show only when more items match than fit on one page. */
  paginated: boolean;
}

/** One page of `items`; an out-of-range page is clamped to the nearest existing one. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): NewsPage<T> {
  const totalPages = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, Number.isFinite(page) ? Math.floor(page) : 1), totalPages);
  const start = (current - 1) * pageSize;
  return {
    items: items.slice(start, start + pageSize),
    page: current,
    totalPages,
    total: items.length,
    paginated: items.length > pageSize,
  };
}

/** Reads the list state from a URL query ("?category=Awards&q=award&page=2"); unknown values fall back. */
export function parseNewsQuery(search: string): NewsQuery {
  const params = new URLSearchParams(search);
  const category = params.get('category');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    category: isNewsCategory(category) ? category : DEFAULT_NEWS_QUERY.category,
    search: params.get('q') ?? DEFAULT_NEWS_QUERY.search,
    page: Number.isFinite(page) && page >= 1 ? page : DEFAULT_NEWS_QUERY.page,
  };
}

/** The URL query of a list state, without default values ("" for the unfiltered first page). */
export function newsQueryString({ category, search, page }: NewsQuery): string {
  const params = new URLSearchParams();
  if (category !== DEFAULT_NEWS_QUERY.category) params.set('category', category);
  if (search !== DEFAULT_NEWS_QUERY.search) params.set('q', search);
  if (page > DEFAULT_NEWS_QUERY.page) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The next state after a change: a new category or search text goes back to page 1,
 * a page change keeps the filters.
 */
export function updateNewsQuery(current: NewsQuery, change: Partial<NewsQuery>): NewsQuery {
  const filtersChanged =
    (change.category !== undefined && change.category !== current.category) ||
    (change.search !== undefined && change.search !== current.search);
  const next = { ...current, ...change };
  return filtersChanged ? { ...next, page: 1 } : next;
}

/** Content paragraphs, split on blank lines (lines holding only spaces count as blank). */
export function splitParagraphs(content: string): string[] {
  return content
    .split(/\r?\n[ \t]*\r?\n/)
    .map((p) => p.trim().replace(/\s*\r?\n\s*/g, ' '))
    .filter((p) => p !== '');
}

/** The default language's date format (content/languages.yml); the CMS preview writes dates this way too. */
const ENGLISH_DATE = { locale: 'en-US', date: { year: 'numeric', month: 'long', day: 'numeric' } } as const;

/**
 * "2025-02-18" as the language writes it ("February 18, 2025", "18 tháng 2, 2025", "2025年2月18日"), the same
 * on the server and in every browser time zone.
 */
export function formatNewsDate(isoDate: string, format: { locale: string; date: Intl.DateTimeFormatOptions } = ENGLISH_DATE): string {
  return new Intl.DateTimeFormat(format.locale, { ...format.date, timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** "{count} articles" with the count filled in ("1 article" for one). */
export function resultsLabel(count: number, labels: { resultsOne: string; resultsMany: string }): string {
  return count === 1 ? labels.resultsOne : labels.resultsMany.replace('{count}', String(count));
}
