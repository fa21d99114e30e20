'use client';

import { useEffect, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import type { Metric } from '@/content/types';
import { COUNT_UP, countUpTicks, countUpValue, formatMetric } from '@/lib/count-up';

const TICKS = countUpTicks();

/**
 * The Supply Chain metrics. The HTML shows the final values (no JavaScript, reduced motion). With motion
 * allowed, they drop to 0 while the block is off screen and count up over about 2 s in 16 ms steps once
 * at least 30% of it is visible, once. Screen readers always get the final value, never the ticking digits.
 */
export function MetricsCountUp({ metrics }: { metrics: readonly Metric[] }) {
  const ref = useRef<HTMLUListElement>(null);
  const [tick, setTick] = useState(TICKS);

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let timer: number | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= COUNT_UP.threshold - 0.001);
        if (!visible) {
          if (timer === undefined) setTick(0);
          return;
        }
        observer.disconnect();
        let t = 0;
        setTick(0);
        timer = window.setInterval(() => {
          t += 1;
          setTick(t);
          if (t >= TICKS) window.clearInterval(timer);
        }, COUNT_UP.step);
      },
      { threshold: COUNT_UP.threshold },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      if (timer !== undefined) window.clearInterval(timer);
    };
  }, []);

  return (
    <ul ref={ref} className="grid grid-cols-2 gap-4 lg:grid-cols-4 lg:gap-6">
      {metrics.map((metric) => (
        <li key={metric.label} className="flex flex-col items-center rounded-xl bg-navy-light p-6 text-center">
          <Icon name={metric.icon} className="h-8 w-8 text-accent" />
          <p className="mt-3 text-4xl font-bold tabular-nums text-white sm:text-5xl">
            <span aria-hidden="true" data-metric-value="">
              {formatMetric(metric.value, metric.numericValue, countUpValue(metric.numericValue, tick, TICKS))}
            </span>
            <span className="sr-only">{metric.value}</span>
          </p>
          <p className="mt-2 text-slate-300">{metric.label}</p>
        </li>
      ))}
    </ul>
  );
}
