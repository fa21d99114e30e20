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
 * A text as the search compares it when the visitor types without diacritics: lower case, accents and tone marks
 * dropped, and Vietnamese "đ" as "d" ("Hồ Chí Minh" -> "ho chi minh").
 */
export function foldDiacritics(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/đ/g, 'd');
}

/** An article's searchable texts, lower-cased and folded once: the list searches a large archive on every keystroke. */
const searchable = new WeakMap<object, { lower: string; folded: string }>();
function searchableOf(article: Pick<NewsArticle, 'title' | 'summary'>) {
  let texts = searchable.get(article);
  if (!texts) {
    // A line break between the two, so that a search never matches across the end of the title.
    const lower = `${article.title}\n${article.summary}`.toLowerCase();
    texts = { lower, folded: foldDiacritics(lower) };
    searchable.set(article, texts);
  }
  return texts;
}

/**
 * Search: case-insensitive substring match of the search text against title or summary,
 * combined with the category ("All" matches every category). Surrounding spaces of the search are ignored.
 * A search typed without diacritics also finds the texts that have them ("ho chi minh" finds "Hồ Chí Minh"), as a
 * Vietnamese reader types on a keyboard without them; one typed with them matches them as typed.
 */
export function filterArticles<T extends Pick<NewsArticle, 'title' | 'summary' | 'category'>>(
  articles: readonly T[],
  { category, search }: Pick<NewsQuery, 'category' | 'search'>,
): T[] {
  const needle = search.trim().toLowerCase();
  const folded = foldDiacritics(needle);
  const plain = folded === needle;
  return articles.filter((a) => {
    if (category !== 'All' && a.category !== category) return false;
    if (needle === '') return true;
    const texts = searchableOf(a);
    return plain ? texts.folded.includes(needle) : texts.lower.includes(needle);
  });
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

/**
 * Reads the list state from a URL query ("?category=Awards&q=award&page=2"); unknown values fall back. A query
 * without a page is on `page` (the page of the list's own address, /news-and-events/page/3).
 */
export function parseNewsQuery(search: string, page = DEFAULT_NEWS_QUERY.page): NewsQuery {
  const params = new URLSearchParams(search);
  const category = params.get('category');
  const asked = Number.parseInt(params.get('page') ?? '', 10);
  return {
    category: isNewsCategory(category) ? category : DEFAULT_NEWS_QUERY.category,
    search: params.get('q') ?? DEFAULT_NEWS_QUERY.search,
    page: Number.isFinite(asked) && asked >= 1 ? asked : page,
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

/**
 * The address of a page of the unfiltered list, pre-rendered for readers without scripts and for crawlers: the
 * list itself for the first, /news-and-events/page/2 for the second.
 */
export function listPagePath(page: number): string {
  return page <= 1 ? '/news-and-events' : `/news-and-events/page/${page}`;
}

/** The page of the list an address is (its edition's prefix before it or not): 3 for …/news-and-events/page/3, else 1. */
export function listPageOf(pathname: string): number {
  const match = /\/news-and-events\/page\/(\d+)\/?$/.exec(pathname);
  const page = match ? Number.parseInt(match[1]!, 10) : 1;
  return page >= 1 ? page : 1;
}

/** A place in the row of page numbers: a page, or a gap standing for the pages left out. */
export type PageSlot = number | 'gap';

/**
 * The page numbers the pagination shows: every page while they are few, else the first and the last, the
 * current page with its neighbours, and a gap for each run left out: 1 … 4 5 6 … 101. The row always has the same
 * number of places once it is cut (seven), so it does not change its width from page to page.
 */
export function pageWindow(current: number, totalPages: number): PageSlot[] {
  const SLOTS = 7;
  if (totalPages <= SLOTS) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const page = Math.min(Math.max(1, current), totalPages);
  // Near an end the row shows the first (or last) five pages, so the gap stands for at least two pages.
  if (page <= 4) return [1, 2, 3, 4, 5, 'gap', totalPages];
  if (page >= totalPages - 3) return [1, 'gap', ...Array.from({ length: 5 }, (_, i) => totalPages - 4 + i)];
  return [1, 'gap', page - 1, page, page + 1, 'gap', totalPages];
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
