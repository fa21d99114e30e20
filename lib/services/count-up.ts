/** Supply Chain: metrics count up from 0 over about 2 s in 16 ms steps once 30% of the block is visible. */
export const COUNT_UP = { duration: 2000, step: 16, threshold: 0.3 } as const;

/** Number of timer ticks a count-up takes (the last tick shows the target). */
export function countUpTicks(duration: number = COUNT_UP.duration, step: number = COUNT_UP.step): number {
  return Math.max(1, Math.ceil(duration / step));
}

/**
 * The whole number shown after `tick` ticks (0 = before the first tick) when counting from 0 to `target`.
 * Linear, never above the target, and exactly the target from the last tick on.
 */
export function countUpValue(target: number, tick: number, ticks: number = countUpTicks()): number {
  if (tick <= 0) return 0;
  if (tick >= ticks) return target;
  return Math.floor((target * tick) / ticks);
}

/** What follows the number in a metric's value ("30%" -> "%", "8+" -> "+"). */
export function metricSuffix(value: string, numericValue: number): string {
  const number = String(numericValue);
  return value.startsWith(number) ? value.slice(number.length) : '';
}

/** The text shown for a metric while counting: the current number with the metric's suffix. */
export function formatMetric(value: string, numericValue: number, current: number): string {
  return `${current}${metricSuffix(value, numericValue)}`;
}
