'use client';

import { useEffect, useRef } from 'react';
import { animateValue, useInView, useMotionValue, useMotionValueEvent, type MotionValue } from 'framer-motion';
import { Icon } from '@/components/ui/icon';
import type { Metric } from '@/lib/services/schema';
import { COUNT_UP, countUpTicks, countUpValue, formatMetric } from '@/lib/services/count-up';

const TICKS = countUpTicks();

/**
 * The Supply Chain metrics. The HTML shows the final values (no JavaScript, reduced motion). With motion
 * allowed, they drop to 0 once hydrated and count up over about 2 s, once, as soon as at least 30% of the
 * block is visible. The digits are written straight into the page from framer-motion's value, not re-rendered
 * by React on every frame. Screen readers always get the final value, never the ticking digits.
 */
export function MetricsCountUp({ metrics }: { metrics: readonly Metric[] }) {
  const ref = useRef<HTMLUListElement>(null);
  // Progress of the count in ticks: TICKS (the final values) until the count starts.
  const tick = useMotionValue(TICKS);
  const inView = useInView(ref, { amount: COUNT_UP.threshold, once: true });
  const reduced = useRef(true);

  useEffect(() => {
    reduced.current = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!reduced.current) tick.set(0);
  }, [tick]);

  useEffect(() => {
    if (!inView || reduced.current) return;
    // The bare value animation, not `animate()`: that one also brings sequences and element animation along.
    const controls = animateValue({ keyframes: [0, TICKS], duration: COUNT_UP.duration, ease: 'linear', onUpdate: (t) => tick.set(t) });
    return () => controls.stop();
  }, [inView, tick]);

  return (
    <ul ref={ref} className="grid grid-cols-2 gap-4 lg:grid-cols-4 lg:gap-6">
      {metrics.map((metric) => (
        <li key={metric.label} className="flex flex-col items-center rounded-xl bg-navy-light p-6 text-center">
          <Icon name={metric.icon} className="h-8 w-8 text-accent" />
          <p className="mt-3 text-4xl font-bold tabular-nums text-white sm:text-5xl">
            <MetricValue metric={metric} tick={tick} />
            <span className="sr-only">{metric.value}</span>
          </p>
          <p className="mt-2 text-slate-300">{metric.label}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * One metric's digits. They are written into the span on every change of the count, not through an `m`
 * element: this needs no animation features at all, so the page loads none of framer-motion's renderer.
 */
function MetricValue({ metric, tick }: { metric: Metric; tick: MotionValue<number> }) {
  const ref = useRef<HTMLSpanElement>(null);
  const text = (t: number) => formatMetric(metric.value, metric.numericValue, countUpValue(metric.numericValue, Math.floor(t), TICKS));
  useMotionValueEvent(tick, 'change', (t) => {
    if (ref.current) ref.current.textContent = text(t);
  });
  return (
    <span ref={ref} aria-hidden="true" data-metric-value="">
      {text(tick.get())}
    </span>
  );
}
