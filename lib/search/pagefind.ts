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

/** The first `count` results of `query`, with their data, best first. */
export async function searchSite(bundle: string, query: string, count: number): Promise<{ total: number; results: PagefindResultData[] }> {
  const pagefind = await loadPagefind(bundle);
  const found = await pagefind.search(query);
  const results = found?.results ?? [];
  return { total: results.length, results: await Promise.all(results.slice(0, count).map((result) => result.data())) };
}
