import Image from 'next/image';
import Link from 'next/link';
import { useEffect, useRef, type MouseEvent } from 'react';
import type { NewsArticle, NewsUi } from '@/content/types';
import { articlePath } from '@/lib/news';
import { ArticleBody } from './article-body';
import { NewsMeta } from './news-meta';
import { trapTabKey } from '@/lib/focus-trap';

interface NewsModalProps {
  article: NewsArticle;
  labels: NewsUi;
  imageSize: { width: number; height: number };
  /** Called once the dialog has closed (Escape, backdrop, close button or the article link). */
  onClose: () => void;
}


/**
 * The article in a modal dialog (WAI-ARIA dialog pattern on a native <dialog>): the rest of the page is
 * inert, Tab and Shift+Tab cycle inside, Escape, the close button and a click on the backdrop close it,
 * the body gets the `modal-open` class and cannot scroll while it is open.
 */
export function NewsModal({ article, labels, imageSize, onClose }: NewsModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const body = document.body;
    const saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    body.classList.add('modal-open');
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    if (!dialog.open) dialog.showModal();
    closeButtonRef.current?.focus();
    const handleClose = () => onCloseRef.current();
    dialog.addEventListener('close', handleClose);
    return () => {
      dialog.removeEventListener('close', handleClose);
      if (dialog.open) dialog.close();
      body.classList.remove('modal-open');
      body.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
    };
  }, []);

  const close = () => dialogRef.current?.close();

  // A click whose target is the <dialog> itself and that lands outside its box is a click on the backdrop.
  const onClick = (e: MouseEvent<HTMLDialogElement>) => {
    if (e.target !== e.currentTarget) return;
    const r = e.currentTarget.getBoundingClientRect();
    const inside = e.clientX >= r.left && e.clientX <= r.right && e.clientY >= r.top && e.clientY <= r.bottom;
    if (!inside) close();
  };


  const titleId = `news-modal-title-${article.id}`;
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClick={onClick}
      onKeyDown={trapTabKey}
      className="m-auto w-[calc(100%-2rem)] max-w-3xl overflow-hidden rounded-xl bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-navy/80 max-h-[calc(100dvh-4rem)]"
    >
      <div className="flex max-h-[calc(100dvh-4rem)] flex-col">
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 sm:px-8">
          <h2 id={titleId} className="text-xl font-bold leading-snug text-navy sm:text-2xl">
            {article.title}
          </h2>
          <button
            ref={closeButtonRef}
            type="button"
            onClick={close}
            className="shrink-0 rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-navy focus-visible:outline-2 focus-visible:outline-accent-dark"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
            <span className="sr-only">{labels.close}</span>
          </button>
        </div>
        <div className="overflow-y-auto px-5 py-5 sm:px-8">
          <NewsMeta article={article} labels={labels} withAuthor />
          <Image
            src={article.image}
            alt=""
            width={imageSize.width}
            height={imageSize.height}
            className="my-5 aspect-[40/21] h-auto w-full rounded-lg bg-slate-100 object-cover"
            sizes="(min-width: 768px) 720px, 100vw"
          />
          <ArticleBody content={article.content} />
          <p className="mt-6">
            <Link
              href={articlePath(article.slug)}
              className="inline-flex items-center rounded bg-navy px-4 py-2 text-sm font-semibold text-white hover:bg-accent hover:text-navy focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-dark"
            >
              {labels.readFullArticle}
            </Link>
          </p>
        </div>
      </div>
    </dialog>
  );
}
