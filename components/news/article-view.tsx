import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Link } from '@/components/ui/link';
import type { NewsArticle, NewsUi } from '@/lib/news/schema';
import { ArticleBody } from './article-body';
import { NewsMeta } from './news-meta';
import { Phrases } from '@/components/ui/phrases';
import { Picture } from '@/components/ui/picture';
import { pictureOf } from '@/lib/pictures/manifest';
import { articlePath } from '@/lib/news/news';
import { pageTrail } from '@/lib/seo/jsonld';

interface ArticleViewProps {
  article: NewsArticle;
  labels: NewsUi;
  imageSize: { width: number; height: number };
}

/**
 * The article page /news-and-events/<slug>: where it sits (the trail from the home page), title and summary,
 * category, date, author, image, full text, and the way back to the list.
 */
export function ArticleView({ article, labels, imageSize }: ArticleViewProps) {
  return (
    <article>
      <header className="bg-gradient-to-br from-navy via-navy-mid to-particle-deep text-white">
        <div className="mx-auto max-w-4xl px-4 py-12 sm:py-16">
          <div className="mb-6">
            <Breadcrumb trail={pageTrail(articlePath(article.slug), article.title)} variant="inline" />
          </div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-5xl"><Phrases>{article.title}</Phrases></h1>
          <p lang={article.fallbackLang?.summary} className="mt-4 max-w-3xl text-lg text-slate-200">
            {article.summary}
          </p>
          <div className="mt-6">
            <NewsMeta article={article} labels={labels} withAuthor tone="dark" />
          </div>
        </div>
      </header>
      <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
        {/* The page's largest paint: fetched at once, ahead of everything else. */}
        <Picture
          picture={pictureOf(article.image, imageSize)}
          slot="newsArticle"
          priority
          className="mb-10 aspect-[40/21] h-auto w-full rounded-xl bg-slate-100 object-cover"
        />
        <ArticleBody content={article.content} lang={article.fallbackLang?.content} />
      </div>
      {/* After the text, where a reader who has finished looks for the way back (the trail above leads there too). */}
      <footer className="mx-auto max-w-4xl px-4 pb-10 sm:pb-14">
        <Link
          href="/news-and-events"
          className="rounded text-sm font-medium text-accent-dark underline-offset-2 hover:underline focus-ring"
        >
          <span aria-hidden="true">← </span>
          {labels.backToNews}
        </Link>
      </footer>
    </article>
  );
}
