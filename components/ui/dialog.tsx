import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { trapTabKey } from '@/lib/focus-trap';

interface DialogProps {
  /** Id of the element that names the dialog (its title or caption). */
  labelledBy: string;
  /** Accessible name of the close button. */
  closeLabel: string;
  /** `panel`: a centred white box with a header row (title and an icon close button) over a scrolling body.
   *  `fullscreen`: a dark overlay over the whole screen with a labelled close button in its corner. */
  variant: 'panel' | 'fullscreen';
  /** The panel's title row content (next to the close button). */
  header?: ReactNode;
  /** Where focus goes back to when the dialog closes; by default the element that had focus when it opened. */
  returnFocusTo?: HTMLElement | null;
  /** Called once the dialog has closed: Escape, the close button, a click on the backdrop, or a link inside. */
  onClose: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog> (WAI-ARIA dialog pattern), open while it is mounted: the page behind
 * is inert and does not scroll (the body gets the `modal-open` class), focus starts on the close button and
 * goes back where it came from on close. Tab and Shift+Tab wrap inside the dialog: with showModal() alone,
 * Tab past the last control leaves the page instead of coming back to the first.
 */
export function Dialog({ labelledBy, closeLabel, variant, header, returnFocusTo, onClose, className, children }: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  const returnRef = useRef(returnFocusTo);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = returnRef.current ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    const unlock = lockScroll();
    if (!dialog.open) dialog.showModal();
    closeRef.current?.focus();
    const handleClose = () => onCloseRef.current();
    dialog.addEventListener('close', handleClose);
    return () => {
      dialog.removeEventListener('close', handleClose);
      if (dialog.open) dialog.close();
      unlock();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const close = () => dialogRef.current?.close();

  // A click that lands on the <dialog> element itself, not on its content, is a click on the backdrop.
  const onClick = (e: MouseEvent<HTMLDialogElement>) => {
    if (e.target === e.currentTarget) close();
  };

  const closeButton = (
    <button ref={closeRef} type="button" onClick={close} className={CLOSE_CLASSES[variant]}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className={variant === 'panel' ? 'h-6 w-6' : 'h-5 w-5'} fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M6 6l12 12M18 6L6 18" />
      </svg>
      <span className={cn(variant === 'panel' && 'sr-only')}>{closeLabel}</span>
    </button>
  );

  return (
    <dialog ref={dialogRef} aria-labelledby={labelledBy} onClick={onClick} onKeyDown={trapTabKey} className={cn(DIALOG_CLASSES[variant], className)}>
      {variant === 'panel' ? (
        <div className="flex max-h-[calc(100dvh-4rem)] flex-col">
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 sm:px-8">
            {header}
            {closeButton}
          </div>
          <div className="overflow-y-auto px-5 py-5 sm:px-8">{children}</div>
        </div>
      ) : (
        <>
          {closeButton}
          {children}
        </>
      )}
    </dialog>
  );
}

const DIALOG_CLASSES = {
  panel:
    'm-auto max-h-[calc(100dvh-4rem)] w-[calc(100%-2rem)] max-w-3xl overflow-hidden rounded-xl bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-navy/80',
  fullscreen:
    'fixed inset-0 m-0 h-full max-h-none w-full max-w-none items-center justify-center bg-black/90 p-4 text-white backdrop:bg-black/70 open:flex sm:p-10',
} as const;

const CLOSE_CLASSES = {
  panel: 'focus-ring shrink-0 rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-navy focus-visible:outline-offset-0',
  fullscreen:
    'focus-ring focus-ring-accent absolute right-4 top-4 inline-flex items-center gap-2 rounded-md border border-slate-400 bg-black/60 px-4 py-2 font-semibold text-white hover:border-accent hover:text-accent',
} as const;

/**
 * The one scroll lock of the site's dialogs: the body gets `modal-open` (no scrolling, see globals.css) and,
 * where the page had a scrollbar, padding of its width so the page does not shift sideways. Returns the undo.
 */
function lockScroll(): () => void {
  const body = document.body;
  const saved = body.style.paddingRight;
  const scrollbar = window.innerWidth - document.documentElement.clientWidth;
  body.classList.add('modal-open');
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  return () => {
    body.classList.remove('modal-open');
    body.style.paddingRight = saved;
  };
}
