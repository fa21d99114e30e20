/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { newsSettings, newsUi } from '@/lib/news/content';
import { resultsLabel, sortNewest } from '@/lib/news/news';
import { paginationArticles, paginationTitlesNewestFirst } from '@/e2e/fixtures/news-articles';
import { NewsExplorer } from '../news-explorer';
import { fillTemplate } from '@/lib/i18n/template';

// Next.js keeps useSearchParams in step with history.pushState and replaceState; this stand-in does the same
// over jsdom's location, so the island's URL state is exercised as in the browser.
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
  return { useSearchParams: () => new URLSearchParams(useSyncExternalStore(subscribe, () => window.location.search)), useRouter: () => router };
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
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** The list at `url` with the 13 test articles, past its loading state. */
function openList(url = '/news-and-events') {
  window.history.replaceState(null, '', url);
  const view = render(<NewsExplorer articles={sortNewest(paginationArticles)} labels={newsUi} settings={newsSettings} />);
  expect(screen.getByRole('status')).toHaveTextContent(newsUi.loading);
  act(() => jest.advanceTimersByTime(newsSettings.loadingDelay));
  return view;
}

const titles = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
const nav = () => screen.queryByRole('navigation', { name: newsUi.paginationLabel });
const pageButton = (n: number) => within(nav()!).getByRole('button', { name: fillTemplate(newsUi.pageLabel, { number: n }) });
const category = (name: string) => within(screen.getByRole('group', { name: newsUi.filterLabel })).getByRole('button', { name });

describe('news list pagination (13 test articles)', () => {
  it('six per page with Previous, numbered pages and Next; the page lives in the URL', () => {
    openList();
    expect(screen.getByText(resultsLabel(paginationArticles.length, newsUi))).toBeInTheDocument();
    expect(within(nav()!).getAllByRole('button').map((b) => b.textContent)).toEqual([newsUi.previous, '1', '2', '3', newsUi.next]);
    expect(titles()).toEqual(paginationTitlesNewestFirst.slice(0, 6));
    const previous = within(nav()!).getByRole('button', { name: newsUi.previous });
    const next = within(nav()!).getByRole('button', { name: newsUi.next });
    expect(previous).toBeDisabled();
    expect(pageButton(1)).toHaveAttribute('aria-current', 'page');

    fireEvent.click(next);
    expect(window.location.search).toBe('?page=2');
    expect(titles()).toEqual(paginationTitlesNewestFirst.slice(6, 12));
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
  });

  it('opens at the page the URL names', () => {
    openList('/news-and-events?page=3');
    expect(titles()).toEqual(paginationTitlesNewestFirst.slice(12));
    expect(pageButton(3)).toHaveAttribute('aria-current', 'page');
  });

  it('changing the category or the search goes back to page 1; pagination hides at 6 or fewer matches', () => {
    openList('/news-and-events?page=2');
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
});

describe('news list loading state (13 test articles)', () => {
  it('shows the first page, newest first, out of reach under the loading state; the URL’s view comes when it ends', () => {
    window.history.replaceState(null, '', '/news-and-events?page=3');
    render(<NewsExplorer articles={sortNewest(paginationArticles)} labels={newsUi} settings={newsSettings} />);
    expect(screen.getByRole('status')).toHaveTextContent(newsUi.loading);
    // What the page's HTML drew: the default view, its controls in place but inert, the list marked busy.
    expect(titles()).toEqual(paginationTitlesNewestFirst.slice(0, 6));
    const list = screen.getByRole('searchbox', { name: newsUi.searchLabel }).closest('[inert]');
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(list).toContainElement(screen.getAllByRole('article')[0]!);
    expect(list).toContainElement(nav());

    act(() => jest.advanceTimersByTime(newsSettings.loadingDelay));
    expect(screen.queryByText(newsUi.loading)).toBeNull();
    expect(document.querySelector('[inert], [aria-busy]')).toBeNull();
    expect(titles()).toEqual(paginationTitlesNewestFirst.slice(12));
    expect(pageButton(3)).toHaveAttribute('aria-current', 'page');
  });
});
