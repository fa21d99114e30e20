'use client';

import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { tiltToward, tiltTransform } from '@/lib/home-tilt';
import styles from './tilt-logo.module.css';

interface TiltLogoProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Maximum tilt on each axis, in degrees. */
  max: number;
  /** ms after mounting before the logo animation (entrance and tilt) starts. */
  startDelay: number;
}

/**
 * The hero logo, tilting in 3D toward the pointer over the hero (at most `max` degrees on each axis).
 * Tilting starts `startDelay` ms after mounting; under prefers-reduced-motion the logo stays flat.
 */
export function TiltLogo({ src, alt, width, height, max, startDelay }: TiltLogoProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(false);

  useEffect(() => {
    const id = window.setTimeout(() => setActive(true), startDelay);
    return () => window.clearTimeout(id);
  }, [startDelay]);

  useEffect(() => {
    const el = ref.current;
    const area = el?.closest('section');
    if (!active || !el || !area) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
    const onMove = (event: PointerEvent) => {
      if (reduced.matches) return;
      const rect = area.getBoundingClientRect();
      el.style.transform = tiltTransform(tiltToward(event.clientX, event.clientY, rect, max));
    };
    const onLeave = () => {
      el.style.transform = '';
    };
    area.addEventListener('pointermove', onMove);
    area.addEventListener('pointerleave', onLeave);
    return () => {
      area.removeEventListener('pointermove', onMove);
      area.removeEventListener('pointerleave', onLeave);
    };
  }, [active, max]);

  return (
    <div className={cn(styles.stage, active && styles.active)} data-tilt-active={active ? 'true' : 'false'}>
      <div ref={ref} className={styles.logo} data-testid="hero-logo">
        {/* eslint-disable-next-line @next/next/no-img-element -- fixed-size SVG logo */}
        <img src={src} alt={alt} width={width} height={height} className="h-16 w-auto sm:h-20" />
      </div>
    </div>
  );
}
