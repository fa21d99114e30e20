import type { CostItem } from '@/lib/services/schema';
import { donutSegments } from '@/lib/services/chart';

const RADIUS = 15.9155; // circumference 100: one unit per percent
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

interface CostChartProps {
  heading: string;
  /** What a screen reader calls the chart: its name with every share, written out by the page (ManufacturingSection). */
  chartLabel: string;
  items: readonly CostItem[];
}

/** The sample cost breakdown as a donut chart (an image whose name lists every share) and as a text legend. */
export function CostChart({ heading, chartLabel, items }: CostChartProps) {
  const segments = donutSegments(items, CIRCUMFERENCE);
  return (
    <figure className="mt-6 flex flex-col items-center gap-8 sm:flex-row sm:items-center">
      <svg
        role="img"
        aria-label={chartLabel}
        viewBox="0 0 42 42"
        width="220"
        height="220"
        className="h-52 w-52 shrink-0 -rotate-90"
      >
        <circle cx="21" cy="21" r={RADIUS} fill="none" className="stroke-slate-200" strokeWidth="7" />
        {segments.map((segment, i) => (
          <circle
            key={segment.label}
            cx="21"
            cy="21"
            r={RADIUS}
            fill="none"
            stroke={items[i]?.colour}
            strokeWidth="7"
            strokeDasharray={segment.dashArray}
            strokeDashoffset={segment.dashOffset}
          />
        ))}
      </svg>
      <figcaption className="w-full max-w-sm">
        <p className="font-semibold text-navy">{heading}</p>
        <ul className="mt-3 divide-y divide-slate-200">
          {items.map((item) => (
            <li key={item.label} className="flex items-center justify-between gap-4 py-2">
              <span className="flex items-center gap-3">
                <span aria-hidden="true" className="h-3.5 w-3.5 rounded-sm" style={{ backgroundColor: item.colour }} />
                {item.label}
              </span>
              <span className="font-bold tabular-nums text-navy">{item.percent}%</span>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
