import { chartDescription, donutSegments } from '@/lib/services/chart';
import { trappedFocusIndex } from '@/lib/ui/focus-trap';
import { nextTabIndex } from '@/lib/services/tabs';

describe('nextTabIndex', () => {
  it('moves with the arrow keys and wraps', () => {
    expect(nextTabIndex(0, 'ArrowRight', 5)).toBe(1);
    expect(nextTabIndex(4, 'ArrowRight', 5)).toBe(0);
    expect(nextTabIndex(0, 'ArrowLeft', 5)).toBe(4);
    expect(nextTabIndex(2, 'ArrowLeft', 5)).toBe(1);
    expect(nextTabIndex(2, 'ArrowDown', 5)).toBe(3);
    expect(nextTabIndex(2, 'ArrowUp', 5)).toBe(1);
  });
  it('goes to the ends with Home and End and ignores other keys', () => {
    expect(nextTabIndex(3, 'Home', 5)).toBe(0);
    expect(nextTabIndex(1, 'End', 5)).toBe(4);
    expect(nextTabIndex(1, 'Enter', 5)).toBeNull();
    expect(nextTabIndex(0, 'ArrowRight', 0)).toBeNull();
  });
});

describe('donutSegments', () => {
  const items = [
    { label: 'Parts', percent: 45 },
    { label: 'Assembly', percent: 25 },
    { label: 'Freight', percent: 20 },
    { label: 'Margin', percent: 10 },
  ];
  it('gives each share its length of the circle, one after the other', () => {
    // Shares that do not add up to 100 are scaled to the whole circle.
    expect(donutSegments([{ label: 'A', percent: 1 }, { label: 'B', percent: 3 }], 100).map((s) => s.dashArray)).toEqual(['25 75', '75 25']);
    const segments = donutSegments(items, 100);
    expect(segments.map((s) => s.dashArray)).toEqual(['45 55', '25 75', '20 80', '10 90']);
    expect(segments.map((s) => s.dashOffset)).toEqual([0, -45, -70, -90]);
  });
  it('describes the chart in words', () => {
    expect(chartDescription(items, 'en-US')).toBe('Parts 45%, Assembly 25%, Freight 20%, and Margin 10%');
    // Chinese lists with the enumeration comma and 和, not with ", ".
    expect(chartDescription(items.slice(0, 2), 'zh-CN')).toBe('Parts 45%和Assembly 25%');
  });
});

describe('trappedFocusIndex', () => {
  it('wraps Tab and Shift+Tab inside the dialog', () => {
    expect(trappedFocusIndex(0, 3, false)).toBe(1);
    expect(trappedFocusIndex(2, 3, false)).toBe(0);
    expect(trappedFocusIndex(0, 3, true)).toBe(2);
    expect(trappedFocusIndex(0, 1, false)).toBe(0);
    expect(trappedFocusIndex(-1, 3, false)).toBe(0);
    expect(trappedFocusIndex(-1, 3, true)).toBe(2);
    expect(trappedFocusIndex(0, 0, false)).toBe(-1);
  });
});
