'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { IslandBoundary } from '@/components/ui/island-boundary';
import { MAP_HEIGHT_PX, MAP_PRELOAD_MARGIN, type MapControlLabels, type OfficeMapView } from '@/lib/map/map';

const OfficeMapLeaflet = dynamic(() => import('./office-map-leaflet').then((m) => m.OfficeMapLeaflet), {
  ssr: false,
  loading: () => null,
});

interface OfficeMapProps {
  view: OfficeMapView;
  tileUrl: string;
  attribution: string;
  /** Accessible name of the map region. */
  label: string;
  loadingText: string;
  controls: MapControlLabels;
}

/**
 * A fixed 400 px box that loads Leaflet only when it comes near the viewport, so the map costs nothing on
 * first load and nothing shifts when it appears.
 */
export function OfficeMap({ view, tileUrl, attribution, label, loadingText, controls }: OfficeMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: MAP_PRELOAD_MARGIN },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={box}
      role="region"
      aria-label={label}
      data-map-state={near ? 'loading' : 'waiting'}
      className="relative isolate z-0 overflow-hidden rounded-xl bg-[#aad3df] ring-1 ring-slate-300"
      style={{ height: MAP_HEIGHT_PX }}
    >
      {near ? (
        // A map that cannot load leaves its box empty, not "loading" for ever; the offices are listed beside it.
        <IslandBoundary>
          <p className="absolute inset-0 flex items-center justify-center text-slate-700" aria-hidden="true">
            {loadingText}
          </p>
          <div className="absolute inset-0">
            <OfficeMapLeaflet view={view} tileUrl={tileUrl} attribution={attribution} controls={controls} />
          </div>
        </IslandBoundary>
      ) : null}
    </div>
  );
}
