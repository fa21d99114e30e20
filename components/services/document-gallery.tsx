'use client';

import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import type { DocumentCard } from '@/content/types';
import { trapTabKey } from '@/lib/focus-trap';

interface DocumentGalleryProps {
  documents: readonly DocumentCard[];
  openLabel: string;
  closeLabel: string;
}


/**
 * DFM & CAD documents: a grid of cards linking to each drawing (works without JavaScript). With JavaScript a
 * card opens a full-screen dark modal dialog with the drawing and its name; it closes on a backdrop click,
 * the close button or Escape, keeps Tab inside itself and gives focus back to the card it came from.
 */
export function DocumentGallery({ documents, openLabel, closeLabel }: DocumentGalleryProps) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const cardRefs = useRef(new Map<string, HTMLAnchorElement>());
  const returnTo = useRef<string | null>(null);
  const selected = documents.find((d) => d.id === selectedId) ?? null;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !selectedId) return;
    if (!dialog.open) dialog.showModal();
    // The page behind the overlay does not scroll while it is open.
    const root = document.documentElement;
    root.style.overflow = 'hidden';
    closeRef.current?.focus();
    return () => {
      root.style.overflow = '';
    };
  }, [selectedId]);

  const close = useCallback(() => {
    if (dialogRef.current?.open) dialogRef.current.close();
  }, []);

  // Every way of closing (button, backdrop, Escape) ends in the dialog's close event.
  const onClose = () => {
    setSelectedId(null);
    const card = returnTo.current ? cardRefs.current.get(returnTo.current) : null;
    card?.focus();
  };

  const open = (e: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return; // new tab / window: let the browser open the file
    e.preventDefault();
    returnTo.current = id;
    setSelectedId(id);
  };

  const onDialogClick = (e: MouseEvent<HTMLDialogElement>) => {
    // The dialog fills the screen; a click outside its figure lands on the dialog itself, i.e. the backdrop.
    if (e.target === e.currentTarget) close();
  };


  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {documents.map((doc) => (
          <li key={doc.id}>
            <a
              ref={(el) => {
                if (el) cardRefs.current.set(doc.id, el);
                else cardRefs.current.delete(doc.id);
              }}
              href={doc.url}
              aria-haspopup="dialog"
              onClick={(e) => open(e, doc.id)}
              className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-dark"
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- fixed-size SVG drawing */}
              <img src={doc.url} alt="" width={800} height={566} loading="lazy" className="aspect-[800/566] w-full border-b border-slate-200 bg-[#0d2c4f] object-cover" />
              <span className="flex flex-1 flex-col gap-2 p-5">
                <span className="font-semibold text-navy">{doc.name}</span>
                <span className="text-sm font-medium text-accent-dark group-hover:underline">{openLabel}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialogRef}
        aria-labelledby={selected ? 'document-overlay-name' : undefined}
        onClose={onClose}
        onClick={onDialogClick}
        onKeyDown={trapTabKey}
        className="fixed inset-0 m-0 h-full max-h-none w-full max-w-none items-center justify-center bg-black/90 p-4 text-white backdrop:bg-black/70 open:flex sm:p-10"
      >
        {selected ? (
          <>
            <button
              ref={closeRef}
              type="button"
              onClick={close}
              className="absolute right-4 top-4 inline-flex items-center gap-2 rounded-md border border-slate-400 bg-black/60 px-4 py-2 font-semibold text-white hover:border-accent hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
              {closeLabel}
            </button>
            <figure className="flex max-h-full w-full max-w-5xl flex-col items-center gap-4 pt-12">
              {/* eslint-disable-next-line @next/next/no-img-element -- fixed-size SVG drawing */}
              <img src={selected.url} alt={selected.name} width={800} height={566} className="max-h-[75vh] w-auto max-w-full rounded-md bg-[#0d2c4f] object-contain" />
              <figcaption id="document-overlay-name" className="text-center text-lg font-semibold">
                {selected.name}
              </figcaption>
            </figure>
          </>
        ) : null}
      </dialog>
    </>
  );
}
