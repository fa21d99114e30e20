'use client';

import { useEffect, useRef, useState } from 'react';
import { m, useSpring } from 'framer-motion';
import { cn } from '@/lib/cn';
import { TILT_SPRING, tiltToward } from '@/lib/home-tilt';
import { LazyMotionScope } from '@/components/ui/lazy-motion';
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
 * The hero logo, tilting in 3D toward the pointer over the hero (at most `max` degrees on each axis) on a
 * spring that never overshoots, so the bound holds while it moves too. Tilting starts `startDelay` ms after
 * mounting; under prefers-reduced-motion the logo stays flat.
 */
export function TiltLogo(props: TiltLogoProps) {
  return (
    <LazyMotionScope>
      <Tilt {...props} />
    </LazyMotionScope>
  );
}

function Tilt({ src, alt, width, height, max, startDelay }: TiltLogoProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(false);
  const rotateX = useSpring(0, TILT_SPRING);
  const rotateY = useSpring(0, TILT_SPRING);

  useEffect(() => {
    const id = window.setTimeout(() => setActive(true), startDelay);
    return () => window.clearTimeout(id);
  }, [startDelay]);

  useEffect(() => {
    const area = ref.current?.closest('section');
    if (!active || !area) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
    const onMove = (event: PointerEvent) => {
      if (reduced.matches) return;
      const tilt = tiltToward(event.clientX, event.clientY, area.getBoundingClientRect(), max);
      rotateX.set(tilt.rotateX);
      rotateY.set(tilt.rotateY);
    };
    const onLeave = () => {
      rotateX.set(0);
      rotateY.set(0);
    };
    area.addEventListener('pointermove', onMove);
    area.addEventListener('pointerleave', onLeave);
    return () => {
      area.removeEventListener('pointermove', onMove);
      area.removeEventListener('pointerleave', onLeave);
    };
  }, [active, max, rotateX, rotateY]);

  return (
    <div className={cn(styles.stage, active && styles.active)} data-tilt-active={active ? 'true' : 'false'}>
      <m.div ref={ref} className={styles.logo} style={{ transformPerspective: 800, rotateX, rotateY }} data-testid="hero-logo">
        {/* eslint-disable-next-line @next/next/no-img-element -- fixed-size SVG logo */}
        <img src={src} alt={alt} width={width} height={height} className="h-16 w-auto sm:h-20" />
      </m.div>
    </div>
  );
}
