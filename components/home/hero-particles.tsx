'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import type { ISourceOptions } from '@tsparticles/engine';
import { IslandBoundary } from '@/components/ui/island-boundary';
import { whenIdleAfterLoad } from '@/lib/ui/when-idle';

const ParticlesCanvas = dynamic(() => import('./particles-canvas').then((m) => m.ParticlesCanvas), { ssr: false });

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Decorative particle background of the hero (aria-hidden, fixed to the hero's box, so no layout shift).
 * The tsParticles code is fetched only after the page has loaded and the browser is idle, so it never
 * delays the headline; it is never mounted under prefers-reduced-motion (the slim bundle ignores it).
 */
export function HeroParticles({ options }: { options: ISourceOptions }) {
  const [ready, setReady] = useState(false);
  const [reduced, setReduced] = useState(true);

  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION);
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  useEffect(() => {
    if (reduced || ready) return;
    return whenIdleAfterLoad(() => setReady(true), { timeout: 1500, fallbackDelay: 200 });
  }, [reduced, ready]);

  return (
    <div aria-hidden="true" data-testid="hero-particles" className="pointer-events-none absolute inset-0">
      {ready && !reduced ? (
        <IslandBoundary>
          <ParticlesCanvas options={options} id="hero-particles" />
        </IslandBoundary>
      ) : null}
    </div>
  );
}
