'use client';

import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState, type CSSProperties } from 'react';
import { cn } from '@/lib/ui/cn';
import type { PartnerLogo } from '@/lib/home/schema';
import { initialStripState, isStripRunning, loopDuration, stripReducer } from '@/lib/home/strip';
import styles from './partner-marquee.module.css';
import type { PictureData } from '@/lib/pictures/picture';
import { Picture } from '@/components/ui/picture';

interface PartnerMarqueeProps {
  heading: string;
  /** Read out (`pause`, `play`) and shown on the button (`pauseShort`, `playShort`): each its own text. */
  labels: { pause: string; play: string; pauseShort: string; playShort: string };
  logos: readonly PartnerLogo[];
  /** The logos' pictures, by path (from the server: lib/pictures/manifest.ts); an SVG logo is its own file. */
  pictures?: Readonly<Record<string, PictureData>>;
  pxPerFrame: number;
  fps: number;
  resumeDelay: number;
}

/** Copies of the logo set side by side, so the strip is always full while one set scrolls out. */
const COPIES = 3;
/** Logo box width + gap in CSS px (see the module CSS), for the loop duration before the set is measured. */
const SLOT_WIDTH = 208;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * The partner logos scrolling left endlessly: a CSS animation moves every copy of the set by its own width
 * in (set width / 30 px/s) seconds, which is 0.5 px per frame at 60 fps with no jump at the loop. Pressing or
 * touching pauses it, it resumes `resumeDelay` ms after release unless a logo is selected; a click toggles a
 * logo's selection (aria-pressed). A visible pause/play control and reduced motion stop it too.
 */
export function PartnerMarquee({ heading, labels, logos, pictures, pxPerFrame, fps, resumeDelay }: PartnerMarqueeProps) {
  const [state, dispatch] = useReducer(stripReducer, initialStripState);
  const [reduced, setReduced] = useState(false);
  // Set once the island is interactive (hydrated); exposed as data-ready for tests and styling.
  const [ready, setReady] = useState(false);
  const [duration, setDuration] = useState(() => loopDuration(logos.length * SLOT_WIDTH, pxPerFrame, fps));
  const setRef = useRef<HTMLUListElement>(null);
  const running = isStripRunning(state, reduced);

  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION);
    const update = () => {
      setReduced(query.matches);
      setReady(true);
    };
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  // The loop lasts exactly one set's measured width at the strip's speed.
  useEffect(() => {
    const el = setRef.current;
    if (!el) return;
    const measure = () => {
      const width = el.getBoundingClientRect().width;
      if (width > 0) setDuration(loopDuration(width, pxPerFrame, fps));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [pxPerFrame, fps]);

  // Resume `resumeDelay` ms after the press ends (armed in the same commit that shows the release).
  useLayoutEffect(() => {
    if (!state.holding) return;
    const id = window.setTimeout(() => dispatch({ type: 'resume' }), resumeDelay);
    return () => window.clearTimeout(id);
  }, [state.holding, resumeDelay]);

  const onPointerDown = useCallback(() => {
    dispatch({ type: 'press' });
    const release = () => {
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', release);
      dispatch({ type: 'release' });
    };
    window.addEventListener('pointerup', release);
    window.addEventListener('pointercancel', release);
  }, []);

  const style = { '--loop-duration': `${duration}s` } as CSSProperties;

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-3 py-3 sm:gap-4">
      <div className="flex items-center justify-between gap-4 px-4">
        <h2 id="partners-heading" className="text-lg font-bold tracking-tight text-navy sm:text-2xl">
          {heading}
        </h2>
        <button
          type="button"
          // Out of sight until the island runs (it alone can pause the strip), like the logos' hover.
          data-ready={ready || undefined}
          className={cn(styles.control, 'awaits-hydration inline-flex items-center gap-2 rounded border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:border-accent-dark hover:text-accent-dark focus-ring')}
          onClick={() => dispatch({ type: 'togglePause' })}
          aria-label={state.userPaused ? labels.play : labels.pause}
          data-testid="strip-toggle"
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3.5 w-3.5" fill="currentColor">
            {state.userPaused ? <path d="M4 2.5v11l9-5.5z" /> : <path d="M3.5 2.5h3v11h-3zM9.5 2.5h3v11h-3z" />}
          </svg>
          <span>{state.userPaused ? labels.playShort : labels.pauseShort}</span>
        </button>
      </div>
      <div
        className={styles.viewport}
        style={style}
        data-testid="strip-viewport"
        data-state={running ? 'running' : 'paused'}
        data-pressed={state.pressed ? 'true' : 'false'}
        data-ready={ready ? 'true' : 'false'}
        onPointerDown={onPointerDown}
      >
        {Array.from({ length: COPIES }, (_, copy) => (
          <ul
            key={copy}
            ref={copy === 0 ? setRef : undefined}
            className={cn(styles.set, copy > 0 && styles.copy, !running && styles.paused)}
            aria-label={copy === 0 ? heading : undefined}
            // Copies are hidden from assistive technology and the keyboard, but a visitor can still click or tap
            // a logo a copy shows: the strip can stop anywhere, with only copies on screen.
            aria-hidden={copy > 0 ? true : undefined}
            data-testid={copy === 0 ? 'strip-set' : undefined}
          >
            {logos.map((logo) => {
              const selected = state.selected.includes(logo.id);
              return (
                <li key={logo.id} className={styles.item}>
                  <button
                    type="button"
                    aria-pressed={selected}
                    tabIndex={copy > 0 ? -1 : undefined}
                    // A click on a copy must not leave focus inside the hidden copy.
                    onMouseDown={copy > 0 ? (event) => event.preventDefault() : undefined}
                    className={cn(styles.logo, selected && styles.selected)}
                    onClick={() => dispatch({ type: 'toggleSelect', id: logo.id })}
                  >
                    {/* Right under the first screen's hero: the first set loads at once, its copies when they come near. */}
                    <Picture
                      picture={pictures?.[logo.src] ?? { src: logo.src, width: logo.width, height: logo.height }}
                      slot="partnerLogo"
                      alt={logo.name}
                      eager={copy === 0}
                      draggable={false}
                    />
                  </button>
                </li>
              );
            })}
          </ul>
        ))}
      </div>
    </div>
  );
}
