import { Suspense } from 'react';
import { SearchForm } from '@/components/search/search-form';
import { SearchIsland } from '@/components/search/search-island';
import { PageHeader } from '@/components/ui/page-header';
import { pages } from '@/lib/content/pages';
import { loadContent } from '@/lib/content/load';
import { language, localizedPath } from '@/lib/i18n/edition';
import { pageMetadata } from '@/lib/seo/metadata';
import { SEARCH_BUNDLE_STANDIN } from '@/lib/search/bundle.mjs';

const route = '/search';

export const metadata = pageMetadata(route);

/**
 * The search page of the edition: every page of the edition, found by the words on it (Pagefind, built over the
 * export: scripts/search-index.mjs). The export holds the form alone (reading `?q=` needs the browser); the island
 * searches as the visitor types.
 */
export default function Page() {
  const texts = loadContent().texts.search;
  const action = localizedPath(route);
  return (
    <>
      <PageHeader page={pages[route]} />
      <div className="py-10 sm:py-14">
        <div className="mx-auto max-w-3xl px-4">
          <Suspense fallback={<SearchForm texts={texts} action={action} />}>
            <SearchIsland texts={texts} action={action} prefix={language.prefix} bundle={SEARCH_BUNDLE_STANDIN} />
          </Suspense>
        </div>
      </div>
    </>
  );
}
