/** What the search page reads of Pagefind's library (its bundle's pagefind.js), loaded only when a visitor searches. */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string; section?: string; date?: string; category?: string };
}

interface Pagefind {
  options(options: { basePath?: string; excerptLength?: number }): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{ results: { id: string; data(): Promise<PagefindResultData> }[] } | null>;
}

let loading: { bundle: string; pagefind: Promise<Pagefind> } | undefined;

/**
 * Pagefind's library from the search bundle (`/_next/static/search/<hash>/`): fetched on the first search of the
 * page view, then kept. It reads the index of the page's language (its <html lang>) and searches in a worker.
 * A failed load is forgotten, so the next search tries again.
 */
export function loadPagefind(bundle: string): Promise<Pagefind> {
  if (loading?.bundle !== bundle) {
    const pagefind = (import(/* webpackIgnore: true */ /* turbopackIgnore: true */ `${bundle}pagefind.js`) as Promise<Pagefind>).then(async (library) => {
      await library.options({ basePath: bundle, excerptLength: 24 });
      await library.init();
      return library;
    });
    pagefind.catch(() => {
      if (loading?.pagefind === pagefind) loading = undefined;
    });
    loading = { bundle, pagefind };
  }
  return loading.pagefind;
}

/** A search's results: how many pages match, and their data, fetched a few at a time (each page's excerpt is a file). */
export interface SiteSearch {
  total: number;
  /** The data of the results from `from` (0: the best) to `to`, best first. */
  data(from: number, to: number): Promise<PagefindResultData[]>;
}

export async function searchSite(bundle: string, query: string): Promise<SiteSearch> {
  const pagefind = await loadPagefind(bundle);
  const results = (await pagefind.search(query))?.results ?? [];
  return { total: results.length, data: (from, to) => Promise.all(results.slice(from, to).map((result) => result.data())) };
}
