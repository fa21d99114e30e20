'use client';

import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/ui/cn';
import { TILT_PERSPECTIVE, springStep, tiltToward, type Tilt } from '@/lib/home/tilt';
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

interface Axis {
  value: number;
  velocity: number;
  target: number;
}

/** Below this (degrees, and degrees per second) an angle has arrived: the animation stops until the pointer moves. */
const AT_REST = 0.005;

/**
 * The hero logo, tilting in 3D toward the pointer over the hero (at most `max` degrees on each axis). The
 * pointer sets where the logo should turn to; the logo follows on a spring that never overshoots, so the
 * bound holds while it moves too. Tilting starts `startDelay` ms after mounting; under
 * prefers-reduced-motion the logo stays flat. The spring (lib/home/tilt.ts) runs on animation frames and writes
 * the transform straight onto the element: no animation library and no re-render per frame.
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
    // Each axis: the angle shown, its speed, and where the pointer asks it to go.
    const axes: [Axis, Axis] = [
      { value: 0, velocity: 0, target: 0 },
      { value: 0, velocity: 0, target: 0 },
    ];
    let frame = 0;
    let last: number | undefined;
    const tick = (now: number) => {
      const dt = last === undefined ? 0 : Math.min((now - last) / 1000, 0.1);
      last = now;
      let moving = false;
      for (const axis of axes) {
        const next = springStep(axis.value - axis.target, axis.velocity, dt);
        const arrived = Math.abs(next.offset) < AT_REST && Math.abs(next.velocity) < AT_REST;
        axis.value = arrived ? axis.target : axis.target + next.offset;
        axis.velocity = arrived ? 0 : next.velocity;
        moving ||= !arrived;
      }
      const [x, y] = axes.map((axis) => Math.round(axis.value * 100) / 100);
      el.style.transform = `perspective(${TILT_PERSPECTIVE}px) rotateX(${x}deg) rotateY(${y}deg)`;
      frame = moving ? requestAnimationFrame(tick) : 0;
      if (!moving) last = undefined;
    };
    const turnTo = (tilt: Tilt) => {
      axes[0].target = tilt.rotateX;
      axes[1].target = tilt.rotateY;
      // The target on the element: what the spring is heading for, readable without waiting for it to arrive.
      el.dataset.tiltTarget = `${tilt.rotateX} ${tilt.rotateY}`;
      if (!frame) frame = requestAnimationFrame(tick);
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
      cancelAnimationFrame(frame);
    };
  }, [active, max]);

  return (
    <div className={cn(styles.stage, active && styles.active)} data-tilt-active={active ? 'true' : 'false'}>
      <div ref={ref} className={styles.logo} data-tilt-target="0 0" data-testid="hero-logo">
        {/* eslint-disable-next-line @next/next/no-img-element -- fixed-size SVG logo */}
        <img src={src} alt={alt} width={width} height={height} className="h-16 w-auto sm:h-20" />
      </div>
    </div>
  );
}
