import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import type { NewsUi } from '@/lib/news/schema';
import type { NewsCardData } from '@/lib/news/archive-types';
import { articlePath } from '@/lib/news/news';
import { NewsMeta } from './news-meta';
import { CardImage } from '@/components/ui/card-image';
import { PhraseText } from '@/components/ui/phrase-text';
import type { PhraseEntry } from '@/lib/i18n/phrase-parts';
import type { PictureData } from '@/lib/pictures/picture';

interface NewsCardProps {
  article: NewsCardData;
  labels: NewsUi;
  imageSize: { width: number; height: number };
  /** The article's picture (lib/pictures/manifest.ts); without it, its own file at `imageSize`. */
  picture?: PictureData;
  /** The "Read More" control: a link to the article page, or the island's button opening the modal. */
  action: ReactNode;
  /** The first card of the list, in the first screen on a phone: its picture is fetched at once, not lazily. */
  lead?: boolean;
  /** The title in phrases, in a language that breaks between phrases. */
  titlePhrases?: PhraseEntry;
}

/** One article in the list: image, category, date, linked title, summary and its "Read More" control. */
export function NewsCard({ article, labels, imageSize, picture, action, lead, titlePhrases }: NewsCardProps) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <CardImage picture={picture ?? { src: article.image, ...imageSize }} slot="newsCard" className="aspect-[40/21] h-auto" lead={lead} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <NewsMeta article={article} labels={labels} />
        <h3 id={`news-title-${article.slug}`} lang={article.fallbackLang?.title} className="text-lg font-bold leading-snug text-navy">
          <Link href={articlePath(article.slug)} className="rounded hover:text-accent-dark hover:underline focus-ring">
            <PhraseText text={article.title} parts={titlePhrases} />
          </Link>
        </h3>
        <p lang={article.fallbackLang?.summary} className="flex-1 text-slate-700">
          {article.summary}
        </p>
        <div>{action}</div>
      </div>
    </article>
  );
}
