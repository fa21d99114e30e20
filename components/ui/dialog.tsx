import { useCallback, useEffect, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
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
  /** More classes for the panel (`panel`) or for the overlay (`fullscreen`). */
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog (WAI-ARIA dialog pattern), open while it is mounted: the page behind is inert and does not
 * scroll (the body gets the `modal-open` class), focus starts on the close button and goes back where it came
 * from on close. Tab and Shift+Tab wrap inside the dialog; Escape, the close button and a click on the backdrop
 * close it. The wrap is kept by hand (trapTabKey) beside `inert`: inert keeps focus off the page behind, but Tab
 * past the dialog's last control still leaves the page for the browser's own toolbar (in Chromium, focus falls
 * to the body), and a keyboard user must press Tab again to come back; the pattern wants the first control next.
 * The news spec's dialog test presses Tab past the end and fails without it.
 *
 * It is a native <dialog> opened with show(), not showModal(), and made modal by hand: it is placed at the end
 * of the body, marked `aria-modal`, covers the screen with its own backdrop, and the body's other children are
 * `inert` while it is open. Why: on a phone-speed CPU, showModal() took 20-40 ms of the tap restyling the whole
 * page into the top layer's inertness, and the scroll lock as much again laying the page out without its
 * scrollbar, all before the dialog's first frame. Now the page goes inert and stops scrolling in the task after
 * that frame (afterFirstFrame): nothing behind can be reached in between, as the dialog already covers the
 * screen against the pointer and focus is on its close button.
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
  const backdropRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  const returnRef = useRef(returnFocusTo);
  const [state, setState] = useState<'opening' | 'open' | 'closing'>('opening');
  const closing = useRef(false);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  const close = useCallback(() => {
    const dialog = dialogRef.current;
    if (!dialog?.open) return;
    if (closing.current || reducedMotion()) {
      dialog.close();
      return;
    }
    closing.current = true;
    setState('closing');
    fade(backdropRef.current ?? dialog, panelRef.current, 'out').then(() => dialog.close());
  }, []);

  // Before the first paint, so the dialog never shows a frame at full strength before it fades in.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = returnRef.current ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    if (!dialog.open) dialog.show();
    const release = afterFirstFrame(() => {
      const restore = makeRestInert(dialog);
      const unlock = lockScroll(dialog);
      return () => {
        unlock();
        restore();
      };
    });
    closeRef.current?.focus();
    const handleClose = () => onCloseRef.current();
    dialog.addEventListener('close', handleClose);
    // Escape, on the document so that it works wherever focus is (the body, after a click on the dialog's text).
    // Handled here, the key makes no close request of the browser's as well (see onCancel).
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      e.preventDefault();
      close();
    };
    document.addEventListener('keydown', onKeyDown);
    const entered = () => {
      if (!closing.current) setState('open');
    };
    if (reducedMotion()) entered();
    else fade(backdropRef.current ?? dialog, panelRef.current, 'in').then(entered);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('close', handleClose);
      if (dialog.open) dialog.close();
      release();
      if (opener?.isConnected) opener.focus();
    };
  }, [close]);

  // The browser's other close requests (Android's back gesture) for a dialog opened with show() and
  // `closedby="closerequest"`: it fades out first instead of vanishing, as with Escape.
  const onCancel = (e: SyntheticEvent<HTMLDialogElement>) => {
    e.preventDefault();
    close();
  };

  // A click that lands on the backdrop, or on the <dialog> element itself around its content, closes it.
  const onClick = (e: MouseEvent<HTMLDialogElement>) => {
    if (e.target === e.currentTarget || e.target === backdropRef.current) close();
  };

  const closeButton = (
    <button ref={closeRef} type="button" onClick={close} className={CLOSE_CLASSES[variant]}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className={variant === 'panel' ? 'h-6 w-6' : 'h-5 w-5'} fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M6 6l12 12M18 6L6 18" />
      </svg>
      <span className={cn(variant === 'panel' && 'sr-only')}>{closeLabel}</span>
    </button>
  );

  return createPortal(
    <dialog
      ref={dialogRef}
      aria-labelledby={labelledBy}
      aria-modal="true"
      closedby="closerequest"
      data-state={state}
      onCancel={onCancel}
      onClick={onClick}
      onKeyDown={trapTabKey}
      className={cn(DIALOG_CLASSES[variant], variant === 'fullscreen' && className)}
    >
      {variant === 'panel' ? (
        <>
          <div ref={backdropRef} aria-hidden="true" className={BACKDROP_CLASSES} />
          <div ref={panelRef} className={cn(PANEL_CLASSES, className)}>
            <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 sm:px-8">
              {header}
              {closeButton}
            </div>
            <div className="overflow-y-auto px-5 py-5 sm:px-8">{children}</div>
          </div>
        </>
      ) : (
        <>
          {closeButton}
          {children}
        </>
      )}
    </dialog>,
    document.body,
  );
}

/** The <dialog> element covers the screen, over the sticky header and sub-navigation. */
const DIALOG_CLASSES = {
  panel: 'fixed inset-0 z-[100] m-0 h-full max-h-none w-full max-w-none items-center justify-center border-0 bg-transparent p-4 open:flex',
  fullscreen:
    'fixed inset-0 z-[100] m-0 h-full max-h-none w-full max-w-none items-center justify-center border-0 bg-black/90 p-4 text-white open:flex sm:p-10',
} as const;

/**
 * The panel's backdrop: an element of one colour of its own, behind the panel, so that the browser draws it
 * as a plain colour instead of painting the whole screen again with the panel on it at every step of the fade.
 */
const BACKDROP_CLASSES = 'absolute inset-0 -z-10 bg-navy/80';

const PANEL_CLASSES = 'flex max-h-[calc(100dvh-4rem)] w-full max-w-3xl flex-col overflow-hidden rounded-xl bg-white text-slate-800 shadow-2xl';

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
 * Fades the backdrop (the whole overlay, when it has no panel) and the panel in or out, the panel also rising
 * into place or sinking away; resolves when all have finished. Fading out starts from wherever they are, so a
 * close during the fade-in turns it round without a jump.
 */
function fade(backdrop: Element, panel: HTMLElement | null, direction: 'in' | 'out'): Promise<unknown> {
  const transition = DIALOG_MOTION[direction];
  const opacity = direction === 'in' ? [0, 1] : 0;
  const fades = [animate(backdrop, { opacity }, transition)];
  if (panel) fades.push(animate(panel, { opacity, translate: direction === 'in' ? [DIALOG_MOTION.panelRise, '0 0'] : DIALOG_MOTION.panelRise }, transition));
  return Promise.all(fades);
}

function reducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Makes everything on the page but the dialog inert (out of reach of the pointer, the keyboard and screen
 * readers): the body's other children, each one left as it was found on release.
 */
function makeRestInert(dialog: HTMLElement): () => void {
  const rest = Array.from(document.body.children).filter((el): el is HTMLElement => el instanceof HTMLElement && el !== dialog && !el.inert);
  for (const el of rest) el.inert = true;
  return () => {
    for (const el of rest) el.inert = false;
  };
}

/**
 * Runs `run` once the frame after now is on screen; returns the undo, which cancels a run still to come or
 * undoes the one done.
 */
function afterFirstFrame(run: () => () => void): () => void {
  let undo: (() => void) | undefined;
  let timer: number | undefined;
  // A task queued from the frame's callback runs after that frame is painted.
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(() => {
      undo = run();
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
    undo?.();
  };
}

/**
 * The one scroll lock of the site's dialogs: the body gets `modal-open` (no scrolling, see globals.css). Where
 * the page had a scrollbar, the body and the dialog get padding of its width, so neither the page behind nor
 * the dialog's content shifts sideways as the scrollbar goes. Returns the undo.
 */
function lockScroll(dialog: HTMLElement): () => void {
  const body = document.body;
  const saved = [body.style.paddingRight, dialog.style.paddingRight] as const;
  const scrollbar = window.innerWidth - document.documentElement.clientWidth;
  body.classList.add('modal-open');
  if (scrollbar > 0) {
    const dialogPadding = getComputedStyle(dialog).paddingRight;
    body.style.paddingRight = `${scrollbar}px`;
    dialog.style.paddingRight = `calc(${dialogPadding} + ${scrollbar}px)`;
  }
  return () => {
    body.classList.remove('modal-open');
    [body.style.paddingRight, dialog.style.paddingRight] = saved;
  };
}
