/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { newsSettings, newsUi } from '@/lib/news/content';
import { paginate, resultsLabel, sortNewest } from '@/lib/news/news';
import type { NewsArchive, NewsCardData } from '@/lib/news/archive-types';
import { paginationArticles, paginationTitlesNewestFirst } from '@/e2e/fixtures/news-articles';
import { NewsExplorerIsland } from '../news-explorer-island';
import { NewsPagination } from '../news-pagination';
import { NewsPageLinks } from '../news-page-links';
import { fillTemplate } from '@/lib/i18n/template';

// Next.js keeps useSearchParams and usePathname in step with history.pushState and replaceState; this stand-in
// does the same over jsdom's location, so the island's URL state is exercised as in the browser.
jest.mock('next/navigation', () => {
  const { useSyncExternalStore } = jest.requireActual<typeof import('react')>('react');
  const subscribe = (callback: () => void) => {
    window.addEventListener('popstate', callback);
    window.addEventListener('test:url', callback);
    return () => {
      window.removeEventListener('popstate', callback);
      window.removeEventListener('test:url', callback);
    };
  };
  // The cards' links prefetch on intent through the router (components/ui/link.tsx); these tests follow none.
  const router = { prefetch: () => undefined, push: () => undefined, replace: () => undefined, back: () => undefined, forward: () => undefined, refresh: () => undefined };
  return {
    useSearchParams: () => new URLSearchParams(useSyncExternalStore(subscribe, () => window.location.search)),
    usePathname: () => useSyncExternalStore(subscribe, () => window.location.pathname),
    useRouter: () => router,
  };
});

const { pushState, replaceState } = window.history;
beforeAll(() => {
  window.history.pushState = (...args) => {
    pushState.apply(window.history, args);
    window.dispatchEvent(new Event('test:url'));
  };
  window.history.replaceState = (...args) => {
    replaceState.apply(window.history, args);
    window.dispatchEvent(new Event('test:url'));
  };
});
afterAll(() => Object.assign(window.history, { pushState, replaceState }));

/**
 * The archive's address: another for each test, as the island's fetches are shared per address for the whole
 * page view (a module's lifetime here).
 */
let INDEX_URL = '';
let tests = 0;
/** The 13 test articles as the archive's index holds them: cards without their text. */
const cards: NewsCardData[] = sortNewest(paginationArticles).map(({ content: _content, author: _author, ...card }) => ({
  ...card,
  body: `/news-and-events/data/${card.slug}.test.json`,
}));
const archive: NewsArchive = { cards, pictures: {} };
const fetchMock = jest.fn(async (url: string) => {
  if (!url.startsWith('/news-and-events/data/index.')) return { ok: false, status: 404, json: async () => null };
  return { ok: true, status: 200, json: async () => archive };
});

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
  INDEX_URL = `/news-and-events/data/index.${++tests}.json`;
});
afterEach(() => jest.useRealTimers());

/** The island as a page of the list renders it: that page's own cards, and the archive's address. */
function island(page: number) {
  const current = paginate(cards, page, newsSettings.pageSize);
  return (
    <NewsExplorerIsland
      cards={current.items}
      page={current.page}
      totalPages={current.totalPages}
      total={current.total}
      indexUrl={INDEX_URL}
      listPath="/news-and-events"
      labels={newsUi}
      settings={newsSettings}
    />
  );
}

/** The list at `url` (a page of the list, `page` its own), past its loading state. */
function openList(url = '/news-and-events', page = 1) {
  window.history.replaceState(null, '', url);
  const view = render(island(page));
  expect(screen.getAllByRole('status')[0]).toHaveTextContent(newsUi.loading);
  act(() => jest.advanceTimersByTime(newsSettings.loadingDelay));
  return view;
}

/** Lets the archive's fetch answer. */
const settle = () => act(async () => {});

const titles = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
const nav = () => screen.queryByRole('navigation', { name: newsUi.paginationLabel });
const pageButton = (n: number) => within(nav()!).getByRole('button', { name: fillTemplate(newsUi.pageLabel, { number: n }) });
const category = (name: string) => within(screen.getByRole('group', { name: newsUi.filterLabel })).getByRole('button', { name });

describe('news list pagination (13 test articles)', () => {
  it('six per page with Previous, numbered pages and Next; the page lives in the URL; the archive comes with the first other page', async () => {
    openList();
    expect(screen.getByText(resultsLabel(paginationArticles.length, newsUi))).toBeInTheDocument();
    expect(within(nav()!).getAllByRole('button').map((b) => b.textContent)).toEqual([newsUi.previous, '1', '2', '3', newsUi.next]);
    expect(titles()).toEqual(paginationTitlesNewestFirst.slice(0, 6));
    // The page's own cards need nothing more.
    expect(fetchMock).not.toHaveBeenCalled();
    const previous = within(nav()!).getByRole('button', { name: newsUi.previous });
    const next = within(nav()!).getByRole('button', { name: newsUi.next });
    expect(previous).toBeDisabled();
    expect(pageButton(1)).toHaveAttribute('aria-current', 'page');

    fireEvent.click(next);
    expect(window.location.search).toBe('?page=2');
    // While the archive comes, the page's cards stay, marked busy, and the count line says it loads.
    expect(titles()).toEqual(paginationTitlesNewestFirst.slice(0, 6));
    expect(screen.getAllByRole('article')[0]!.closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(newsUi.loading);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(titles()).toEqual(paginationTitlesNewestFirst.slice(6, 12));
    expect(document.querySelector('[aria-busy]')).toBeNull();
    expect(previous).toBeEnabled();
    expect(pageButton(2)).toHaveAttribute('aria-current', 'page');

    fireEvent.click(pageButton(3));
    expect(window.location.search).toBe('?page=3');
    expect(titles()).toEqual(paginationTitlesNewestFirst.slice(12));
    expect(next).toBeDisabled();

    fireEvent.click(previous);
    fireEvent.click(previous);
    expect(window.location.pathname + window.location.search).toBe('/news-and-events');
    expect(titles()).toEqual(paginationTitlesNewestFirst.slice(0, 6));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('opens at the page the URL names', async () => {
    openList('/news-and-events?page=3');
    await settle();
    expect(titles()).toEqual(paginationTitlesNewestFirst.slice(12));
    expect(pageButton(3)).toHaveAttribute('aria-current', 'page');
  });

  it('on a later page’s own address, starts on that page with its own cards, and moves to the list’s address with the query', async () => {
    openList('/news-and-events/page/2', 2);
    expect(titles()).toEqual(paginationTitlesNewestFirst.slice(6, 12));
    expect(pageButton(2)).toHaveAttribute('aria-current', 'page');
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(pageButton(3));
    expect(window.location.pathname + window.location.search).toBe('/news-and-events?page=3');
    await settle();
    expect(titles()).toEqual(paginationTitlesNewestFirst.slice(12));
  });

  it('changing the category or the search goes back to page 1; pagination hides at 6 or fewer matches', async () => {
    openList('/news-and-events?page=2');
    await settle();
    expect(pageButton(2)).toHaveAttribute('aria-current', 'page');

    // "Fixture article 1" matches 1, 10, 11, 12, 13: five matches, one page.
    fireEvent.change(screen.getByRole('searchbox', { name: newsUi.searchLabel }), { target: { value: 'fixture ARTICLE 1' } });
    expect(window.location.search).toBe('?q=fixture+ARTICLE+1');
    expect(titles()).toEqual(['Fixture article 13', 'Fixture article 12', 'Fixture article 11', 'Fixture article 10', 'Fixture article 1']);
    expect(nav()).toBeNull();

    fireEvent.change(screen.getByRole('searchbox', { name: newsUi.searchLabel }), { target: { value: 'summary' } });
    expect(screen.getAllByRole('article')).toHaveLength(6);
    fireEvent.click(pageButton(3));
    expect(window.location.search).toBe('?q=summary&page=3');
    expect(screen.getAllByRole('article')).toHaveLength(1);

    fireEvent.click(category('Business'));
    expect(window.location.search).toBe('?category=Business&q=summary');
    expect(titles()).toEqual(['Fixture article 11', 'Fixture article 6', 'Fixture article 1']);
    expect(nav()).toBeNull();

    fireEvent.click(category(newsUi.all));
    expect(pageButton(1)).toHaveAttribute('aria-current', 'page');
    expect(titles()).toEqual(paginationTitlesNewestFirst.slice(0, 6));
  });

  it('a list that cannot be fetched says so and keeps the page’s cards; the next change tries again', async () => {
    fetchMock.mockImplementationOnce(async () => ({ ok: false, status: 503, json: async () => null })).mockImplementationOnce(async () => ({ ok: false, status: 503, json: async () => null }));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    openList();
    fireEvent.click(pageButton(2));
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent(newsUi.listError);
    expect(titles()).toEqual(paginationTitlesNewestFirst.slice(0, 6));
    fireEvent.click(pageButton(3));
    await settle();
    expect(titles()).toEqual(paginationTitlesNewestFirst.slice(12));
    expect(screen.getByRole('status')).toHaveTextContent(resultsLabel(paginationArticles.length, newsUi));
    warn.mockRestore();
  });
});

describe('news list loading state (13 test articles)', () => {
  it('shows the page’s own cards, out of reach under the loading state; the URL’s view comes when it ends', async () => {
    window.history.replaceState(null, '', '/news-and-events?page=3');
    render(island(1));
    expect(screen.getByRole('status')).toHaveTextContent(newsUi.loading);
    // What the page's HTML drew: the default view, its controls in place but inert, the list marked busy.
    expect(titles()).toEqual(paginationTitlesNewestFirst.slice(0, 6));
    const list = screen.getByRole('searchbox', { name: newsUi.searchLabel }).closest('[inert]');
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(list).toContainElement(screen.getAllByRole('article')[0]!);
    expect(list).toContainElement(nav());

    act(() => jest.advanceTimersByTime(newsSettings.loadingDelay));
    await settle();
    expect(screen.queryByText(newsUi.loading)).toBeNull();
    expect(document.querySelector('[inert], [aria-busy]')).toBeNull();
    expect(titles()).toEqual(paginationTitlesNewestFirst.slice(12));
    expect(pageButton(3)).toHaveAttribute('aria-current', 'page');
  });
});

describe('a long list’s page numbers', () => {
  /** The row of pages a navigation shows: numbers, and … for a gap. */
  const row = (nav: HTMLElement) => [...nav.querySelectorAll('li')].map((item) => item.textContent);

  it('show the first, the last and the current page with its neighbours, in the island and in the page’s links alike', () => {
    const rows: Record<number, (string | null)[]> = {
      1: ['1', '2', '3', '4', '5', '…', '101'],
      5: ['1', '…', '4', '5', '6', '…', '101'],
      99: ['1', '…', '97', '98', '99', '100', '101'],
    };
    for (const [page, expected] of Object.entries(rows)) {
      const buttons = render(<NewsPagination page={Number(page)} totalPages={101} labels={newsUi} onPage={() => undefined} />);
      expect(row(screen.getByRole('navigation')).slice(1, -1)).toEqual(expected);
      expect(within(screen.getByRole('navigation')).getByRole('button', { current: 'page' })).toHaveTextContent(page);
      buttons.unmount();
      const links = render(<NewsPageLinks page={Number(page)} totalPages={101} listPath="/vi/news-and-events" labels={newsUi} />);
      expect(row(screen.getByRole('navigation')).slice(1, -1)).toEqual(expected);
      const current = within(screen.getByRole('navigation')).getByRole('link', { current: 'page' });
      expect(current).toHaveAttribute('href', Number(page) === 1 ? '/vi/news-and-events' : `/vi/news-and-events/page/${page}`);
      links.unmount();
    }
  });

  it('as links, lead to the neighbouring pages with rel prev and next, which are plain text at either end', () => {
    render(<NewsPageLinks page={2} totalPages={3} listPath="/news-and-events" labels={newsUi} />);
    expect(screen.getByRole('link', { name: newsUi.previous })).toHaveAttribute('href', '/news-and-events');
    expect(screen.getByRole('link', { name: newsUi.previous })).toHaveAttribute('rel', 'prev');
    expect(screen.getByRole('link', { name: newsUi.next })).toHaveAttribute('href', '/news-and-events/page/3');
    expect(screen.getByRole('link', { name: newsUi.next })).toHaveAttribute('rel', 'next');
  });
});
