import { useEffect, useState } from 'react';
import type { NewsUi } from '@/lib/news/schema';
import type { NewsBody, NewsCardData } from '@/lib/news/archive-types';
import { ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { articlePath } from '@/lib/news/news';
import { fetchJson } from '@/lib/news/fetch-json';
import { ArticleBody } from './article-body';
import { NewsLoading } from './news-loading';
import { NewsMeta } from './news-meta';
import { PhraseText } from '@/components/ui/phrase-text';
import type { PhraseEntry } from '@/lib/i18n/phrase-parts';
import type { PictureData } from '@/lib/pictures/picture';
import { Picture } from '@/components/ui/picture';

interface NewsModalProps {
  card: NewsCardData;
  labels: NewsUi;
  imageSize: { width: number; height: number };
  /** The article's picture (lib/pictures/manifest.ts); without it, its own file at `imageSize`. */
  picture?: PictureData;
  /** The article page's address in this edition: where the window sends the visitor if its text cannot come. */
  articleHref: string;
  /** The "Read More" button that opened it: focus goes back there. */
  returnFocusTo: HTMLElement | null;
  /** Called once the dialog has closed (Escape, backdrop, close button or the article link). */
  onClose: () => void;
  /** The title in phrases, in a language that breaks between phrases. */
  titlePhrases?: PhraseEntry;
}

/**
 * The article in a modal dialog: title, meta, picture, full text and a link to the article's own page. The list
 * carries no article's text: the window fetches it as it opens (lib/news/archive.ts), showing the loading state
 * meanwhile. If it cannot come (twice), the visitor is taken to the article's own page, which holds it.
 */
export function NewsModal({ card, labels, imageSize, picture, articleHref, returnFocusTo, onClose, titlePhrases }: NewsModalProps) {
  const titleId = `news-modal-title-${card.slug}`;
  const [body, setBody] = useState<NewsBody | null>(null);

  useEffect(() => {
    let current = true;
    fetchJson<NewsBody>(card.body).then(
      (fetched) => current && setBody(fetched),
      (error: unknown) => {
        if (!current) return;
        console.warn('news: the article could not be fetched; opening its page', error);
        window.location.assign(articleHref);
      },
    );
    return () => {
      current = false;
    };
  }, [card.body, articleHref]);

  return (
    <Dialog
      variant="panel"
      labelledBy={titleId}
      closeLabel={labels.close}
      returnFocusTo={returnFocusTo}
      onClose={onClose}
      header={
        <h2 id={titleId} lang={card.fallbackLang?.title} className="text-xl font-bold leading-snug text-navy sm:text-2xl">
          <PhraseText text={card.title} parts={titlePhrases} />
        </h2>
      }
    >
      <NewsMeta article={{ ...card, author: body?.author }} labels={labels} withAuthor />
      {/* Opened to be read: its picture is fetched at once. */}
      <Picture
        picture={picture ?? { src: card.image, ...imageSize }}
        slot="newsDialog"
        eager
        className="my-5 aspect-[40/21] h-auto w-full rounded-lg bg-slate-100 object-cover"
      />
      <div aria-busy={body ? undefined : true}>
        {body ? <ArticleBody content={body.content} lang={body.lang} /> : <NewsLoading text={labels.loadingArticle} className="shadow-none" />}
      </div>
      <p className="mt-6">
        <ButtonLink href={articlePath(card.slug)} variant="navy-to-accent" size="sm">
          {labels.readFullArticle}
        </ButtonLink>
      </p>
    </Dialog>
  );
}
