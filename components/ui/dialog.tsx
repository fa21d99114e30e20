import { useCallback, useEffect, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import type { AnimationOptions } from 'framer-motion';
import { animate } from 'framer-motion/dom/mini';
import { cn } from '@/lib/ui/cn';
import { trapTabKey } from '@/lib/ui/focus-trap';

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
 *
 * It fades in (the panel also rises a little) and fades out again before it closes, backdrop included, with
 * framer-motion's small animate() on the browser's own animations, so the dialog pages load no motion
 * renderer. `data-state` says where it is: `opening`, `open`, `closing`. While it fades out it is still modal,
 * so nothing behind it can open a second one; any second close request (Escape, the close button, the
 * backdrop) closes it at once, so a stalled fade never leaves it open. Under prefers-reduced-motion it opens
 * and closes without animation.
 */
export function Dialog({ labelledBy, closeLabel, variant, header, returnFocusTo, onClose, className, children }: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  const returnRef = useRef(returnFocusTo);
  const [state, setState] = useState<'opening' | 'open' | 'closing'>('opening');
  const closing = useRef(false);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  // Before the first paint, so the dialog never shows a frame at full strength before it fades in.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = returnRef.current ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    const unlock = lockScroll();
    if (!dialog.open) dialog.showModal();
    closeRef.current?.focus();
    const handleClose = () => onCloseRef.current();
    dialog.addEventListener('close', handleClose);
    const entered = () => {
      if (!closing.current) setState('open');
    };
    if (reducedMotion()) entered();
    else fade(dialog, variant, 'in').then(entered);
    return () => {
      dialog.removeEventListener('close', handleClose);
      if (dialog.open) dialog.close();
      unlock();
      if (opener?.isConnected) opener.focus();
    };
  }, [variant]);

  const close = useCallback(() => {
    const dialog = dialogRef.current;
    if (!dialog?.open) return;
    if (closing.current || reducedMotion()) {
      dialog.close();
      return;
    }
    closing.current = true;
    setState('closing');
    fade(dialog, variant, 'out').then(() => dialog.close());
  }, [variant]);

  // Escape: the browser would close at once; the dialog fades out first instead.
  const onCancel = (e: SyntheticEvent<HTMLDialogElement>) => {
    e.preventDefault();
    close();
  };

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
    <dialog
      ref={dialogRef}
      aria-labelledby={labelledBy}
      data-state={state}
      onCancel={onCancel}
      onClick={onClick}
      onKeyDown={trapTabKey}
      className={cn(DIALOG_CLASSES[variant], className)}
    >
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

/** How the dialogs come and go: a short fade, the panel rising 16 px into place; leaving is a little quicker. */
const DIALOG_MOTION = {
  in: { duration: 0.2, ease: 'easeOut' },
  out: { duration: 0.15, ease: 'easeIn' },
  panelRise: '0 16px',
} as const;

/**
 * Fades the dialog and its backdrop in or out; resolves when both have finished. Fading out starts from
 * wherever the dialog is, so a close during the fade-in turns it round without a jump.
 */
function fade(dialog: HTMLDialogElement, variant: keyof typeof DIALOG_CLASSES, direction: 'in' | 'out'): Promise<unknown> {
  const transition = DIALOG_MOTION[direction];
  const opacity = direction === 'in' ? [0, 1] : 0;
  const translate = direction === 'in' ? [DIALOG_MOTION.panelRise, '0 0'] : DIALOG_MOTION.panelRise;
  const box = animate(dialog, variant === 'panel' ? { opacity, translate } : { opacity }, transition);
  // framer-motion hands `pseudoElement` on to the browser's animation, though its published types leave it out.
  const onBackdrop: AnimationOptions & { pseudoElement: string } = { ...transition, pseudoElement: '::backdrop' };
  const backdrop = animate(dialog, { opacity: direction === 'in' ? [0, 1] : [1, 0] }, onBackdrop);
  return Promise.all([box, backdrop]);
}

function reducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

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
