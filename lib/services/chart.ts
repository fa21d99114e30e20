export interface DonutSegment {
  label: string;
  percent: number;
  /** stroke-dasharray of the segment's circle: its length, then the rest of the circumference. */
  dashArray: string;
  /** stroke-dashoffset that starts the segment where the previous one ended (clockwise from 12 o'clock with a -90deg rotation). */
  dashOffset: number;
}

/** Arcs of a donut chart drawn as stroked circles of circumference `circumference`, one per share. */
export function donutSegments(items: readonly { label: string; percent: number }[], circumference: number): DonutSegment[] {
  const total = items.reduce((sum, item) => sum + item.percent, 0) || 1;
  let start = 0;
  return items.map((item) => {
    const length = (item.percent / total) * circumference;
    const segment = {
      label: item.label,
      percent: item.percent,
      dashArray: `${round(length)} ${round(circumference - length)}`,
      dashOffset: round(-start),
    };
    start += length;
    return segment;
  });
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000 || 0;
}

/**
 * The shares as a screen reader hears them, listed and written the language's way: "Parts 45%, Assembly 25%,
 * and Margin 30%" in English, "零件 45%、装配 25%和利润 30%" in Chinese (Intl's list and percent formats).
 */
export function chartDescription(items: readonly { label: string; percent: number }[], locale: string): string {
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(
    items.map((item) => `${item.label} ${percent.format(item.percent / 100)}`),
  );
}
