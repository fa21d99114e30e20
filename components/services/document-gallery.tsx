'use client';

import { useState, type MouseEvent } from 'react';
import type { DocumentCard } from '@/lib/services/schema';
import { Dialog } from '@/components/ui/dialog';
import { CardImage } from '@/components/ui/card-image';
import { PhraseText, inBook } from '@/components/ui/phrase-text';
import type { PhraseBook } from '@/lib/i18n/phrase-parts';
import type { PictureData } from '@/lib/pictures/picture';
import { Picture } from '@/components/ui/picture';

interface DocumentGalleryProps {
  documents: readonly DocumentCard[];
  openLabel: string;
  closeLabel: string;
  /** The gallery comes first under the page's header: the first drawing is fetched at once, not lazily. */
  leadsPage?: boolean;
  /** The documents' names in phrases, in a language that breaks between phrases. */
  phrases?: PhraseBook;
  /** The documents' pictures, by path (from the server: lib/pictures/manifest.ts); a drawing is its own SVG file. */
  pictures?: Readonly<Record<string, PictureData>>;
}

/**
 * DFM & CAD documents: a grid of cards linking to each drawing (works without JavaScript). With JavaScript a
 * card opens a full-screen dark modal dialog with the drawing and its name; it closes on a backdrop click,
 * the close button or Escape, and gives focus back to the card it came from.
 */
export function DocumentGallery({ documents, openLabel, closeLabel, leadsPage = false, phrases, pictures }: DocumentGalleryProps) {
  const pictureOf = (doc: DocumentCard): PictureData => pictures?.[doc.url] ?? { src: doc.url, width: 800, height: 566 };
  const [open, setOpen] = useState<{ doc: DocumentCard; card: HTMLElement } | null>(null);

  const onCardClick = (e: MouseEvent<HTMLAnchorElement>, doc: DocumentCard) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return; // new tab / window: let the browser open the file
    e.preventDefault();
    setOpen({ doc, card: e.currentTarget });
  };

  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {documents.map((doc, i) => (
          <li key={doc.id}>
            <a
              href={doc.url}
              aria-haspopup="dialog"
              onClick={(e) => onCardClick(e, doc)}
              className="focus-ring group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
            >
              <CardImage picture={pictureOf(doc)} slot="documentCard" background="bg-[#0d2c4f]" className="aspect-[800/566] border-b border-slate-200" lead={leadsPage && i === 0} />
              <span className="flex flex-1 flex-col gap-2 p-5">
                <span className="font-semibold text-navy">
                  <PhraseText text={doc.name} parts={inBook(phrases, doc.name)} />
                </span>
                <span className="text-sm font-medium text-accent-dark group-hover:underline">{openLabel}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      {open ? (
        <Dialog
          key={open.doc.id}
          variant="fullscreen"
          labelledBy="document-overlay-name"
          closeLabel={closeLabel}
          returnFocusTo={open.card}
          onClose={() => setOpen(null)}
        >
          <figure className="flex max-h-full w-full max-w-5xl flex-col items-center gap-4 pt-12">
            <Picture picture={pictureOf(open.doc)} slot="documentFull" eager alt={open.doc.name} className="max-h-[75vh] w-auto max-w-full rounded-md bg-[#0d2c4f] object-contain" />
            <figcaption id="document-overlay-name" className="text-center text-lg font-semibold">
              {open.doc.name}
            </figcaption>
          </figure>
        </Dialog>
      ) : null}
    </>
  );
}
