'use client';

import { useEffect, useRef } from 'react';
import { Icon } from '@/components/ui/icon';
import type { Metric } from '@/lib/services/schema';
import { COUNT_UP, countUpTicks, countUpValue, formatMetric } from '@/lib/services/count-up';

const TICKS = countUpTicks();

/** What a metric shows `tick` ticks into the count (TICKS: its final value). */
const shownAt = (metric: Metric, tick: number) =>
  formatMetric(metric.value, metric.numericValue, countUpValue(metric.numericValue, Math.floor(tick), TICKS));

/**
 * The Supply Chain metrics. The HTML shows the final values (no JavaScript, reduced motion). With motion
 * allowed, they drop to 0 once hydrated and count up over about 2 s, once, as soon as at least 30% of the
 * block is visible. framer-motion's value animation is fetched only then (a visitor who never scrolls there
 * never loads it), and it writes the digits straight into the page, without a React render per frame. Screen
 * readers always get the final value, never the ticking digits.
 */
export function MetricsCountUp({ metrics }: { metrics: readonly Metric[] }) {
  const ref = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const list = ref.current;
    if (!list || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const digits = [...list.querySelectorAll<HTMLElement>('[data-metric-value]')];
    const show = (tick: number) =>
      digits.forEach((el, i) => {
        const metric = metrics[i];
        if (metric) el.textContent = shownAt(metric, tick);
      });
    show(0);
    let stop: (() => void) | undefined;
    let gone = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= COUNT_UP.threshold)) return;
        observer.disconnect();
        // The bare value animation, not `animate()`: that one also brings sequences and element animation along.
        import('framer-motion')
          .then(({ animateValue }) => {
            if (gone) return;
            const controls = animateValue({ keyframes: [0, TICKS], duration: COUNT_UP.duration, ease: 'linear', onUpdate: show });
            stop = () => controls.stop();
          })
          // Offline for a moment: the final values, never a row of zeros.
          .catch(() => show(TICKS));
      },
      { threshold: COUNT_UP.threshold },
    );
    observer.observe(list);
    return () => {
      gone = true;
      observer.disconnect();
      stop?.();
    };
  }, [metrics]);

  return (
    <ul ref={ref} className="grid grid-cols-2 gap-4 lg:grid-cols-4 lg:gap-6">
      {metrics.map((metric) => (
        <li key={metric.label} className="flex flex-col items-center rounded-xl bg-navy-light p-6 text-center">
          <Icon name={metric.icon} className="h-8 w-8 text-accent" />
          <p className="mt-3 text-4xl font-bold tabular-nums text-white sm:text-5xl">
            <span aria-hidden="true" data-metric-value="">
              {shownAt(metric, TICKS)}
            </span>
            <span className="sr-only">{metric.value}</span>
          </p>
          <p className="mt-2 text-slate-300">{metric.label}</p>
        </li>
      ))}
    </ul>
  );
}
