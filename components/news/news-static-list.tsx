import Link from 'next/link';
import type { NewsArticle, NewsUi } from '@/content/types';
import { articlePath } from '@/lib/news';
import { NewsCard } from './news-card';
import { NewsGrid } from './news-grid';

export const readMoreClass =
  'inline-flex items-center rounded bg-navy px-4 py-2 text-sm font-semibold text-white transition-colors hover:bg-accent hover:text-navy focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-dark';

/** Every article with a link to its page: the pre-rendered list that works without JavaScript. */
export function NewsStaticList({
  articles,
  labels,
  imageSize,
}: {
  articles: readonly NewsArticle[];
  labels: NewsUi;
  imageSize: { width: number; height: number };
}) {
  return (
    <NewsGrid>
      {articles.map((article) => (
        <li key={article.id}>
          <NewsCard
            article={article}
            labels={labels}
            imageSize={imageSize}
            action={
              <Link href={articlePath(article.slug)} className={readMoreClass} aria-describedby={`news-title-${article.id}`}>
                {labels.readMore}
              </Link>
            }
          />
        </li>
      ))}
    </NewsGrid>
  );
}
