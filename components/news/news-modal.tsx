import type { NewsArticle, NewsUi } from '@/lib/news/schema';
import { ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { articlePath } from '@/lib/news/news';
import { ArticleBody } from './article-body';
import { NewsMeta } from './news-meta';
import { PhraseText } from '@/components/ui/phrase-text';
import type { PhraseEntry } from '@/lib/i18n/phrase-parts';
import type { PictureData } from '@/lib/pictures/picture';
import { Picture } from '@/components/ui/picture';

interface NewsModalProps {
  article: NewsArticle;
  labels: NewsUi;
  imageSize: { width: number; height: number };
  /** The article's picture (lib/pictures/manifest.ts); without it, its own file at `imageSize`. */
  picture?: PictureData;
  /** The "Read More" button that opened it: focus goes back there. */
  returnFocusTo: HTMLElement | null;
  /** Called once the dialog has closed (Escape, backdrop, close button or the article link). */
  onClose: () => void;
  /** The title in phrases, in a language that breaks between phrases. */
  titlePhrases?: PhraseEntry;
}

/** The article in a modal dialog: title, meta, picture, full text and a link to the article's own page. */
export function NewsModal({ article, labels, imageSize, picture, returnFocusTo, onClose, titlePhrases }: NewsModalProps) {
  const titleId = `news-modal-title-${article.slug}`;
  return (
    <Dialog
      variant="panel"
      labelledBy={titleId}
      closeLabel={labels.close}
      returnFocusTo={returnFocusTo}
      onClose={onClose}
      header={
        <h2 id={titleId} lang={article.fallbackLang?.title} className="text-xl font-bold leading-snug text-navy sm:text-2xl">
          <PhraseText text={article.title} parts={titlePhrases} />
        </h2>
      }
    >
      <NewsMeta article={article} labels={labels} withAuthor />
      {/* Opened to be read: its picture is fetched at once. */}
      <Picture
        picture={picture ?? { src: article.image, ...imageSize }}
        slot="newsDialog"
        eager
        className="my-5 aspect-[40/21] h-auto w-full rounded-lg bg-slate-100 object-cover"
      />
      <ArticleBody content={article.content} lang={article.fallbackLang?.content} />
      <p className="mt-6">
        <ButtonLink href={articlePath(article.slug)} variant="navy-to-accent" size="sm">
          {labels.readFullArticle}
        </ButtonLink>
      </p>
    </Dialog>
  );
}
