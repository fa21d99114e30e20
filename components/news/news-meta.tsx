import type { NewsArticle, NewsUi } from '@/lib/news/schema';
import { cn } from '@/lib/ui/cn';
import { fillTemplate } from '@/lib/i18n/template';

interface NewsMetaProps {
  article: Pick<NewsArticle, 'category' | 'date' | 'dateLabel'> & { author?: string };
  labels: Pick<NewsUi, 'by' | 'category' | 'categories' | 'published'>;
  /** Also show the author ("By ..."). */
  withAuthor?: boolean;
  tone?: 'light' | 'dark';
}

/** Category badge, publication date and (optionally) author of an article. */
export function NewsMeta({ article, labels, withAuthor = false, tone = 'light' }: NewsMetaProps) {
  const muted = tone === 'dark' ? 'text-slate-200' : 'text-slate-600';
  return (
    <p className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 text-sm', muted)}>
      <span className="rounded-full bg-navy px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-accent">
        <span className="sr-only">{labels.category} </span>
        {labels.categories[article.category]}
      </span>
      <span>
        <span className="sr-only">{labels.published} </span>
        <time dateTime={article.date}>{article.dateLabel}</time>
      </span>
      {withAuthor && article.author !== undefined ? (
        <span>
          {fillTemplate(labels.by, { author: article.author })}
        </span>
      ) : null}
    </p>
  );
}
