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

/** The sentence a screen reader hears for the chart: "Raw Materials 45%, Labor 25%, ...". */
export function chartDescription(items: readonly { label: string; percent: number }[]): string {
  return items.map((item) => `${item.label} ${item.percent}%`).join(', ');
}
