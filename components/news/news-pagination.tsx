import { cn } from '@/lib/ui/cn';
import type { NewsUi } from '@/lib/news/schema';
import { fillTemplate } from '@/lib/i18n/template';
import { pageWindow } from '@/lib/news/news';

interface NewsPaginationProps {
  page: number;
  totalPages: number;
  labels: Pick<NewsUi, 'previous' | 'next' | 'paginationLabel' | 'pageLabel'>;
  onPage: (page: number) => void;
}

export const pageButtonClass =
  'inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg border px-3 py-1.5 text-sm font-medium transition-colors focus-ring disabled:cursor-not-allowed disabled:border-slate-200 disabled:text-slate-500';
export const pageButtonTone = (current: boolean) =>
  current ? 'border-navy bg-navy text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-accent-dark';

/** The gap in a long row of pages (1 … 4 5 6 … 101): a mark for the eye; the numbered pages around it are read out. */
export function PageGap() {
  return (
    <li aria-hidden="true" className="min-w-6 text-center text-slate-600">
      …
    </li>
  );
}

/**
 * Previous, numbered pages and Next; Previous and Next are disabled on the first and last page. With many pages,
 * the first, the last and the current page with its neighbours (lib/news/news.ts, pageWindow).
 */
export function NewsPagination({ page, totalPages, labels, onPage }: NewsPaginationProps) {
  return (
    <nav aria-label={labels.paginationLabel} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          <button
            type="button"
            className={cn(pageButtonClass, 'border-slate-300 bg-white text-slate-800 enabled:hover:border-accent-dark')}
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            {labels.previous}
          </button>
        </li>
        {pageWindow(page, totalPages).map((n, i) =>
          n === 'gap' ? (
            <PageGap key={`gap-${i}`} />
          ) : (
            <li key={n}>
              <button
                type="button"
                aria-label={fillTemplate(labels.pageLabel, { number: n })}
                aria-current={n === page ? 'page' : undefined}
                className={cn(pageButtonClass, pageButtonTone(n === page))}
                onClick={() => onPage(n)}
              >
                {n}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={cn(pageButtonClass, 'border-slate-300 bg-white text-slate-800 enabled:hover:border-accent-dark')}
            disabled={page >= totalPages}
            onClick={() => onPage(page + 1)}
          >
            {labels.next}
          </button>
        </li>
      </ul>
    </nav>
  );
}
