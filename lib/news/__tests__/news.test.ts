import { newsArticles } from '@/lib/news/content';
import { NEWS_CATEGORIES, type NewsCategory } from '@/lib/news/news';
import type { NewsArticle } from '@/lib/news/schema';
import {
  filterArticles,
  foldDiacritics,
  listPageOf,
  listPagePath,
  pageWindow,
  formatNewsDate,
  newsQueryString,
  paginate,
  parseNewsQuery,
  resultsLabel,
  sortNewest,
  splitParagraphs,
  updateNewsQuery,
} from '@/lib/news/news';

/** n test articles, categories in turn, dates one day apart (article 1 oldest). */
function makeArticles(n: number): NewsArticle[] {
  return Array.from({ length: n }, (_, i) => {
    const id = i + 1;
    const category = NEWS_CATEGORIES[i % NEWS_CATEGORIES.length] as NewsCategory;
    return {
      slug: `article-${id}`,
      title: `Article ${id} title`,
      summary: `Summary of article ${id}`,
      content: 'One.\n\nTwo.',
      image: '/news/x.svg',
      date: `2025-01-${String(id).padStart(2, '0')}`,
      dateLabel: `2025-01-${String(id).padStart(2, '0')}`,
      author: 'Tester',
      category,
    };
  });
}

describe('news content', () => {
  // However many articles content/news/ holds: adding one must never mean changing this test.
  it('has articles with unique slugs, known categories, ISO dates and existing images', () => {
    expect(newsArticles.length).toBeGreaterThan(0);
    for (const a of newsArticles) expect(NEWS_CATEGORIES).toContain(a.category);
    expect(new Set(newsArticles.map((a) => a.slug)).size).toBe(newsArticles.length);
    for (const a of newsArticles) {
      expect(a.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(a.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(a.date))).toBe(false);
      expect(a.image).toMatch(/^\/news\/[a-z0-9-]+\.(svg|webp)$/);
      expect(splitParagraphs(a.content).length).toBeGreaterThan(1);
    }
  });
});

describe('filterArticles', () => {
  const articles = [
    { title: 'Award for APAC Sourcing', summary: 'We won.', category: 'Awards' as const },
    { title: 'New office', summary: 'A bigger SOURCING team.', category: 'Business' as const },
    { title: 'Dashboard', summary: 'Quality data.', category: 'Technology' as const },
  ];
  it('"All" with no search keeps everything', () => {
    expect(filterArticles(articles, { category: 'All', search: '' })).toEqual(articles);
  });
  it('filters by category', () => {
    expect(filterArticles(articles, { category: 'Technology', search: '' })).toEqual([articles[2]]);
    expect(filterArticles(articles, { category: 'Events', search: '' })).toEqual([]);
  });
  it('matches a case-insensitive substring of the title or of the summary', () => {
    expect(filterArticles(articles, { category: 'All', search: 'sOuRcInG' })).toEqual([articles[0], articles[1]]);
    expect(filterArticles(articles, { category: 'All', search: 'quality' })).toEqual([articles[2]]);
    expect(filterArticles(articles, { category: 'All', search: '  dashboard ' })).toEqual([articles[2]]);
  });
  it('combines search and category', () => {
    expect(filterArticles(articles, { category: 'Business', search: 'sourcing' })).toEqual([articles[1]]);
    expect(filterArticles(articles, { category: 'Awards', search: 'office' })).toEqual([]);
  });
});

describe('paginate', () => {
  const thirteen = makeArticles(13);
  it('splits 13 articles into pages of 6, 6 and 1', () => {
    const pages = [1, 2, 3].map((p) => paginate(thirteen, p, 6));
    expect(pages.map((p) => p.items.map((a) => a.slug))).toEqual([
      ['article-1', 'article-2', 'article-3', 'article-4', 'article-5', 'article-6'],
      ['article-7', 'article-8', 'article-9', 'article-10', 'article-11', 'article-12'],
      ['article-13'],
    ]);
    expect(pages.every((p) => p.totalPages === 3 && p.total === 13 && p.paginated)).toBe(true);
  });
  it('clamps out-of-range pages', () => {
    expect(paginate(thirteen, 9, 6).page).toBe(3);
    expect(paginate(thirteen, 0, 6).page).toBe(1);
    expect(paginate(thirteen, Number.NaN, 6).page).toBe(1);
  });
  it('shows no pagination for 6 or fewer matches, and one empty page for none', () => {
    expect(paginate(makeArticles(6), 1, 6)).toMatchObject({ paginated: false, totalPages: 1 });
    expect(paginate(makeArticles(7), 1, 6)).toMatchObject({ paginated: true, totalPages: 2 });
    expect(paginate([], 1, 6)).toEqual({ items: [], page: 1, totalPages: 1, total: 0, paginated: false });
  });
  it('pages the filtered result (13 articles, category Business: 3 matches, one page)', () => {
    const business = filterArticles(thirteen, { category: 'Business', search: '' });
    expect(paginate(business, 1, 6)).toMatchObject({ total: 3, paginated: false });
    const searched = filterArticles(thirteen, { category: 'All', search: 'article 1' });
    expect(searched.map((a) => a.slug)).toEqual(['article-1', 'article-10', 'article-11', 'article-12', 'article-13']);
  });
});

describe('URL query state', () => {
  it('parses category, search and page, falling back on unknown values', () => {
    expect(parseNewsQuery('?category=Awards&q=Award%20win&page=2')).toEqual({ category: 'Awards', search: 'Award win', page: 2 });
    expect(parseNewsQuery('')).toEqual({ category: 'All', search: '', page: 1 });
    expect(parseNewsQuery('?category=awards&page=-3')).toEqual({ category: 'All', search: '', page: 1 });
    expect(parseNewsQuery('?page=abc')).toEqual({ category: 'All', search: '', page: 1 });
  });
  it('writes only non-default values and round-trips', () => {
    expect(newsQueryString({ category: 'All', search: '', page: 1 })).toBe('');
    const state = { category: 'Events' as const, search: 'a & b', page: 3 };
    expect(newsQueryString(state)).toBe('?category=Events&q=a+%26+b&page=3');
    expect(parseNewsQuery(newsQueryString(state))).toEqual(state);
  });
  it('resets the page to 1 when the category or search changes, not on a page change', () => {
    const current = { category: 'All' as const, search: '', page: 3 };
    expect(updateNewsQuery(current, { category: 'Awards' })).toEqual({ category: 'Awards', search: '', page: 1 });
    expect(updateNewsQuery(current, { search: 'x' })).toEqual({ category: 'All', search: 'x', page: 1 });
    expect(updateNewsQuery(current, { page: 2 })).toEqual({ category: 'All', search: '', page: 2 });
    expect(updateNewsQuery(current, { category: 'All' })).toEqual(current);
  });
});

describe('helpers', () => {
  it('splits content into paragraphs on blank lines', () => {
    expect(splitParagraphs('First line\ncontinues.\n\nSecond.\n   \nThird.\r\n\r\nFourth.\n\n\n')).toEqual([
      'First line continues.',
      'Second.',
      'Third.',
      'Fourth.',
    ]);
  });
  it('sorts newest first, articles of the same day by address', () => {
    expect(sortNewest(makeArticles(3)).map((a) => a.slug)).toEqual(['article-3', 'article-2', 'article-1']);
    const sameDay = makeArticles(2).map((a) => ({ ...a, date: '2025-03-01' }));
    expect(sortNewest([...sameDay].reverse()).map((a) => a.slug)).toEqual(['article-1', 'article-2']);
  });
  it('formats dates in UTC', () => {
    expect(formatNewsDate('2024-11-30')).toBe('November 30, 2024');
    expect(formatNewsDate('2024-01-01')).toBe('January 1, 2024');
  });
  it('labels result counts', () => {
    const labels = { resultsOne: 'one match', resultsMany: '{count} matches' };
    expect([0, 1, 13].map((n) => resultsLabel(n, labels))).toEqual(['0 matches', 'one match', '13 matches']);
  });
});

describe('search without diacritics', () => {
  const hcmc = { title: 'Văn phòng mới tại Hồ Chí Minh', summary: 'Đội ngũ mở rộng.', category: 'Business' as const };
  const hanoi = { title: 'Hà Nội', summary: 'Ho Chi Minh Road is elsewhere.', category: 'Events' as const };

  it('typed without them, finds the texts that have them; typed with them, only those', () => {
    expect(filterArticles([hcmc, hanoi], { category: 'All', search: 'ho chi minh' })).toEqual([hcmc, hanoi]);
    expect(filterArticles([hcmc, hanoi], { category: 'All', search: 'HỒ CHÍ MINH' })).toEqual([hcmc]);
    expect(filterArticles([hcmc, hanoi], { category: 'All', search: 'doi ngu' })).toEqual([hcmc]);
    expect(foldDiacritics('Đà Nẵng')).toBe('da nang');
  });

  it('never matches across the end of the title into the summary', () => {
    expect(filterArticles([hcmc], { category: 'All', search: 'minh đội' })).toEqual([]);
  });
});

describe('the list’s pages', () => {
  it('every page while they are few, else seven places around the current one', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(4, 8)).toEqual([1, 2, 3, 4, 5, 'gap', 8]);
    expect(pageWindow(5, 101)).toEqual([1, 'gap', 4, 5, 6, 'gap', 101]);
    expect(pageWindow(98, 101)).toEqual([1, 'gap', 97, 98, 99, 100, 101]);
    for (let page = 1; page <= 30; page++) expect(pageWindow(page, 30)).toHaveLength(7);
  });

  it('have addresses of their own, and an address names its page', () => {
    expect(listPagePath(1)).toBe('/news-and-events');
    expect(listPagePath(4)).toBe('/news-and-events/page/4');
    expect(listPageOf('/vi/news-and-events/page/4')).toBe(4);
    expect(listPageOf('/news-and-events')).toBe(1);
    expect(listPageOf('/news-and-events/page-4')).toBe(1);
    expect(parseNewsQuery('', 4)).toEqual({ category: 'All', search: '', page: 4 });
    expect(parseNewsQuery('?page=2', 4)).toEqual({ category: 'All', search: '', page: 2 });
  });
});
