import { cn } from '@/lib/ui/cn';
import { NEWS_CATEGORIES, type NewsFilter } from '@/lib/news/news';
import type { NewsUi } from '@/lib/news/schema';

interface NewsFiltersProps {
  category: NewsFilter;
  search: string;
  labels: Pick<NewsUi, 'all' | 'categories' | 'filterLabel' | 'searchLabel' | 'searchPlaceholder'>;
  onCategory: (category: NewsFilter) => void;
  onSearch: (search: string) => void;
}

const FILTERS: readonly NewsFilter[] = ['All', ...NEWS_CATEGORIES];

/** Category toggle buttons ("All" plus the five categories) and the search box of the news list. */
export function NewsFilters({ category, search, labels, onCategory, onSearch }: NewsFiltersProps) {
  return (
    <div className="flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
      <div role="group" aria-labelledby="news-filter-label">
        <p id="news-filter-label" className="mb-2 text-sm font-semibold text-slate-700">
          {labels.filterLabel}
        </p>
        <div className="flex flex-wrap gap-2">
          {FILTERS.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={category === value}
              onClick={() => onCategory(value)}
              className={cn(
                'min-h-10 rounded-full border px-4 py-1.5 text-sm font-medium transition-colors focus-ring',
                category === value
                  ? 'border-navy bg-navy text-white'
                  : 'border-slate-300 bg-white text-slate-800 hover:border-accent-dark hover:text-accent-dark',
              )}
            >
              {value === 'All' ? labels.all : labels.categories[value]}
            </button>
          ))}
        </div>
      </div>
      <div className="w-full lg:max-w-sm">
        <label htmlFor="news-search" className="mb-2 block text-sm font-semibold text-slate-700">
          {labels.searchLabel}
        </label>
        <input
          id="news-search"
          type="search"
          value={search}
          placeholder={labels.searchPlaceholder}
          autoComplete="off"
          onChange={(e) => onSearch(e.target.value)}
          className="block min-h-10 w-full rounded-lg border border-slate-400 px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-accent-dark focus:outline-2 focus:outline-accent-dark"
        />
      </div>
    </div>
  );
}
