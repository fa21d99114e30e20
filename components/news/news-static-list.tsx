import Link from 'next/link';
import type { NewsArticle, NewsUi } from '@/lib/news/schema';
import { articlePath } from '@/lib/news/news';
import { NewsCard } from './news-card';
import { NewsGrid } from './news-grid';
import { buttonClasses } from '@/components/ui/button';

/** The "Read More" control of a news card (a link here, the island's button in the explorer). */
export const readMoreClass = buttonClasses({ variant: 'navy-to-accent', size: 'sm' });

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
        <li key={article.slug}>
          <NewsCard
            article={article}
            labels={labels}
            imageSize={imageSize}
            action={
              <Link href={articlePath(article.slug)} className={readMoreClass} aria-describedby={`news-title-${article.slug}`}>
                {labels.readMore}
              </Link>
            }
          />
        </li>
      ))}
    </NewsGrid>
  );
}
