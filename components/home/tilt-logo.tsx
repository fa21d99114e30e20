'use client';

import { useEffect, useRef, useState } from 'react';
import { m, useMotionValue, useSpring } from 'framer-motion';
import { cn } from '@/lib/ui/cn';
import { TILT_PERSPECTIVE, TILT_SPRING, tiltToward, type Tilt } from '@/lib/home/tilt';
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
 * The hero logo, tilting in 3D toward the pointer over the hero (at most `max` degrees on each axis). The
 * pointer sets where the logo should turn to; the logo follows on a spring that never overshoots, so the
 * bound holds while it moves too. Tilting starts `startDelay` ms after mounting; under
 * prefers-reduced-motion the logo stays flat.
 */
export function TiltLogo(props: TiltLogoProps) {
  return (
    <LazyMotionScope>
      <TiltingLogo {...props} />
    </LazyMotionScope>
  );
}

function TiltingLogo({ src, alt, width, height, max, startDelay }: TiltLogoProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(false);
  // Where the pointer asks the logo to turn to, and the angles it shows on its way there.
  const targetX = useMotionValue(0);
  const targetY = useMotionValue(0);
  const rotateX = useSpring(targetX, TILT_SPRING);
  const rotateY = useSpring(targetY, TILT_SPRING);

  useEffect(() => {
    const id = window.setTimeout(() => setActive(true), startDelay);
    return () => window.clearTimeout(id);
  }, [startDelay]);

  useEffect(() => {
    const el = ref.current;
    const area = el?.closest('section');
    if (!active || !el || !area) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
    const turnTo = (tilt: Tilt) => {
      targetX.set(tilt.rotateX);
      targetY.set(tilt.rotateY);
      // The target on the element: what the spring is heading for, readable without waiting for it to arrive.
      el.dataset.tiltTarget = `${tilt.rotateX} ${tilt.rotateY}`;
    };
    const onMove = (event: PointerEvent) => {
      if (reduced.matches) return;
      turnTo(tiltToward(event.clientX, event.clientY, area.getBoundingClientRect(), max));
    };
    const onLeave = () => turnTo({ rotateX: 0, rotateY: 0 });
    area.addEventListener('pointermove', onMove);
    area.addEventListener('pointerleave', onLeave);
    return () => {
      area.removeEventListener('pointermove', onMove);
      area.removeEventListener('pointerleave', onLeave);
    };
  }, [active, max, targetX, targetY]);

  return (
    <div className={cn(styles.stage, active && styles.active)} data-tilt-active={active ? 'true' : 'false'}>
      <m.div
        ref={ref}
        className={styles.logo}
        style={{ transformPerspective: TILT_PERSPECTIVE, rotateX, rotateY }}
        data-tilt-target="0 0"
        data-testid="hero-logo"
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- fixed-size SVG logo */}
        <img src={src} alt={alt} width={width} height={height} className="h-16 w-auto sm:h-20" />
      </m.div>
    </div>
  );
}
