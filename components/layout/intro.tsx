'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import type { IntroContent } from '@/content/types';
import { introEnd } from '@/lib/intro';

type Phase = 'logo' | 'line' | 'first' | 'second';

interface IntroProps {
  content: IntroContent;
  logo: { src: string; alt: string; width: number; height: number };
}

/**
 * The first-load intro (SPEC "Global frame"). The overlay is in the HTML but only shown when the inline
 * gate script set `data-intro="play"` on <html>; without JavaScript it never shows. When the second text
 * has typed out, `data-intro="done"` hides it and the site frame fades in (CSS, 1 s).
 */
export function Intro({ content, logo }: IntroProps) {
  const [phase, setPhase] = useState<Phase>('logo');
  const [typed, setTyped] = useState<[number, number]>([0, 0]);
  const timers = useRef<number[]>([]);

  const finish = useCallback(() => {
    timers.current.forEach((id) => window.clearTimeout(id));
    timers.current = [];
    document.documentElement.setAttribute('data-intro', 'done');
  }, []);

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
    at(introEnd(timings, texts[1], typeSpeed), finish);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') finish();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      timers.current.forEach((id) => window.clearTimeout(id));
      timers.current = [];
    };
  }, [content, finish]);

  const lineActive = phase !== 'logo';
  return (
    <div className="intro" data-phase={phase}>
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
      <button type="button" onClick={finish} className="intro-skip">
        {content.skipLabel}
      </button>
    </div>
  );
}
