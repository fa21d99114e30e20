import { cn } from '@/lib/ui/cn';
import type { NewsUi } from '@/lib/news/schema';
import { fillTemplate } from '@/lib/i18n/template';

interface NewsPaginationProps {
  page: number;
  totalPages: number;
  labels: Pick<NewsUi, 'previous' | 'next' | 'paginationLabel' | 'pageLabel'>;
  onPage: (page: number) => void;
}

const buttonClass =
  'min-h-10 min-w-10 rounded-lg border px-3 py-1.5 text-sm font-medium transition-colors focus-ring disabled:cursor-not-allowed disabled:border-slate-200 disabled:text-slate-500';

/** Previous, numbered pages and Next; Previous and Next are disabled on the first and last page. */
export function NewsPagination({ page, totalPages, labels, onPage }: NewsPaginationProps) {
  const pages = Array.from({ length: totalPages }, (_, i) => i + 1);
  return (
    <nav aria-label={labels.paginationLabel} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          <button
            type="button"
            className={cn(buttonClass, 'border-slate-300 bg-white text-slate-800 enabled:hover:border-accent-dark')}
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            {labels.previous}
          </button>
        </li>
        {pages.map((n) => (
          <li key={n}>
            <button
              type="button"
              aria-label={fillTemplate(labels.pageLabel, { number: n })}
              aria-current={n === page ? 'page' : undefined}
              className={cn(
                buttonClass,
                n === page ? 'border-navy bg-navy text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-accent-dark',
              )}
              onClick={() => onPage(n)}
            >
              {n}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={cn(buttonClass, 'border-slate-300 bg-white text-slate-800 enabled:hover:border-accent-dark')}
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
