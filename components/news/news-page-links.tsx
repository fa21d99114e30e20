import { cn } from '@/lib/ui/cn';
import type { NewsUi } from '@/lib/news/schema';
import { fillTemplate } from '@/lib/i18n/template';
import { listPagePath, pageWindow } from '@/lib/news/news';
import { PageGap, pageButtonClass, pageButtonTone } from './news-pagination';

interface NewsPageLinksProps {
  page: number;
  totalPages: number;
  /** The list's address in this edition (`/vi/news-and-events`). */
  listPath: string;
  labels: Pick<NewsUi, 'previous' | 'next' | 'paginationLabel' | 'pageLabel'>;
}

/**
 * The pages of the list as links, for readers without scripts and for crawlers: each page of the unfiltered list
 * is a page of its own (/news-and-events/page/2), so every article is reached by following links. Plain <a>
 * elements: without scripts there is no router to hand them to. Previous and Next carry `rel`; on the first and
 * last page they are shown, greyed, as text.
 */
export function NewsPageLinks({ page, totalPages, listPath, labels }: NewsPageLinksProps) {
  const href = (n: number) => listPath + listPagePath(n).slice('/news-and-events'.length);
  const step = (to: number, rel: 'prev' | 'next', text: string) =>
    to >= 1 && to <= totalPages ? (
      <a href={href(to)} rel={rel} className={cn(pageButtonClass, pageButtonTone(false))}>
        {text}
      </a>
    ) : (
      <span className={cn(pageButtonClass, 'border-slate-200 text-slate-500')}>{text}</span>
    );
  return (
    <nav aria-label={labels.paginationLabel} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>{step(page - 1, 'prev', labels.previous)}</li>
        {pageWindow(page, totalPages).map((n, i) =>
          n === 'gap' ? (
            <PageGap key={`gap-${i}`} />
          ) : (
            <li key={n}>
              <a
                href={href(n)}
                aria-label={fillTemplate(labels.pageLabel, { number: n })}
                aria-current={n === page ? 'page' : undefined}
                className={cn(pageButtonClass, pageButtonTone(n === page))}
              >
                {n}
              </a>
            </li>
          ),
        )}
        <li>{step(page + 1, 'next', labels.next)}</li>
      </ul>
    </nav>
  );
}
