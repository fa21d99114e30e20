'use client';

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import type { IntroContent } from '@/lib/intro/intro';

type Phase = 'logo' | 'line' | 'first' | 'second';

interface IntroProps {
  content: IntroContent;
  logo: { src: string; alt: string; width: number; height: number };
}

/**
 * The first-load intro. The overlay is in the HTML but only shown when the inline gate script set
 * `data-intro="play"` on <html>; without JavaScript it never shows. When the second text has typed out,
 * `data-intro="fade"` cross-fades: the overlay fades out while the site frame fades in over the same second
 * (CSS), so the visitor sees the whole last word and never a blank screen. Skip and Escape set
 * `data-intro="done"` (the gate script handles both, so they work before this island has loaded): the
 * overlay goes and the site shows at once.
 */
export function Intro({ content, logo }: IntroProps) {
  const [phase, setPhase] = useState<Phase>('logo');
  const [typed, setTyped] = useState<[number, number]>([0, 0]);
  const timers = useRef<number[]>([]);

  const finish = useCallback((how: 'fade' | 'done') => {
    timers.current.forEach((id) => window.clearTimeout(id));
    timers.current = [];
    const root = document.documentElement;
    // A skip during the cross-fade ends it at once; the fade never restarts a finished intro.
    if (root.getAttribute('data-intro') === 'done') return;
    root.setAttribute('data-intro', how);
  }, []);

  // The cross-fade starts in the same commit that renders the last letter, before the browser paints it:
  // the first frame of the fade already shows the whole text, never the text one letter short.
  const typedOut = phase === 'second' && typed[1] === content.texts[1].length;
  useLayoutEffect(() => {
    if (typedOut) finish('fade');
  }, [typedOut, finish]);

  useEffect(() => {
    if (document.documentElement.getAttribute('data-intro') !== 'play') return;
    const { timings, texts, typeSpeed } = content;
    const at = (ms: number, fn: () => void) => timers.current.push(window.setTimeout(fn, ms));
    at(timings.lineAndDot, () => setPhase('line'));
    at(timings.firstText, () => setPhase('first'));
    at(timings.secondText, () => setPhase('second'));
    texts.forEach((text, index) => {
      const start = index === 0 ? timings.firstText : timings.secondText;
      for (let i = 1; i <= text.length; i++) {
        at(start + i * typeSpeed, () => setTyped((t) => (index === 0 ? [i, t[1]] : [t[0], i])));
      }
    });
    // A skip (handled by the gate script) ends the timeline too.
    const skipped = new MutationObserver(() => {
      if (document.documentElement.getAttribute('data-intro') === 'done') finish('done');
    });
    skipped.observe(document.documentElement, { attributes: true, attributeFilter: ['data-intro'] });
    return () => {
      skipped.disconnect();
      timers.current.forEach((id) => window.clearTimeout(id));
      timers.current = [];
    };
  }, [content, finish]);

  const lineActive = phase !== 'logo';
  return (
    // Its animated text is no content a search should find (scripts/search-index.mjs).
    <div className="intro" data-phase={phase} data-search-ignore>
      <div className="flex flex-col items-center gap-8" aria-hidden="true">
        {/* eslint-disable-next-line @next/next/no-img-element -- a fixed-size SVG, no optimiser on a static host */}
        <img src={logo.src} alt="" width={logo.width * 1.5} height={logo.height * 1.5} className="intro-logo" />
        <div className="flex items-center gap-3">
          <span className={clsx('intro-line', lineActive && 'is-active')} data-active={lineActive} />
          <span className={clsx('intro-dot', lineActive && 'is-active')} data-active={lineActive} />
        </div>
        <div className="flex min-h-[4.5rem] flex-col items-center gap-2 font-semibold tracking-wide text-white">
          <p className="intro-text text-2xl">
            {content.texts[0].slice(0, typed[0])}
            {phase === 'first' && <span className="intro-caret" />}
          </p>
          <p className="intro-text text-2xl text-accent">
            {content.texts[1].slice(0, typed[1])}
            {phase === 'second' && <span className="intro-caret" />}
          </p>
        </div>
      </div>
      <button type="button" className="intro-skip">
        {content.skipLabel}
      </button>
    </div>
  );
}
