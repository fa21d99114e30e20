import { countUpTicks, countUpValue, formatMetric, metricSuffix } from '@/lib/services/count-up';

describe('countUpTicks', () => {
  it('splits the duration into whole steps, the last one possibly short', () => {
    expect(countUpTicks(2000, 16)).toBe(125);
    expect(countUpTicks(100, 16)).toBe(7);
    expect(countUpTicks(0, 16)).toBe(1);
  });
});

describe('countUpValue', () => {
  const ticks = 125;
  it('starts at 0 and ends exactly at the target', () => {
    for (const target of [12, 57, 3, 88]) {
      expect(countUpValue(target, 0, ticks)).toBe(0);
      expect(countUpValue(target, ticks, ticks)).toBe(target);
      expect(countUpValue(target, ticks * 4, ticks)).toBe(target);
    }
  });

  it('climbs linearly, never above the target, never backwards', () => {
    let previous = 0;
    for (let tick = 1; tick < ticks; tick++) {
      const value = countUpValue(88, tick, ticks);
      expect(value).toBeGreaterThanOrEqual(previous);
      expect(value).toBeLessThan(88);
      previous = value;
    }
    expect(countUpValue(88, 62, ticks)).toBe(43);
    expect(countUpValue(6, 63, ticks)).toBe(3);
  });
});

describe('metric text', () => {
  it('keeps the suffix of the final value', () => {
    expect(metricSuffix('12%', 12)).toBe('%');
    expect(metricSuffix('5+', 5)).toBe('+');
    expect(metricSuffix('Top 20', 20)).toBe('');
    expect(formatMetric('57%', 57, 9)).toBe('9%');
    expect(formatMetric('5+', 5, 5)).toBe('5+');
  });
});
