import { COUNT_UP, countUpTicks, countUpValue, formatMetric, metricSuffix } from '@/lib/count-up';

describe('countUpTicks', () => {
  it('splits about 2 s into 16 ms steps', () => {
    expect(COUNT_UP).toEqual({ duration: 2000, step: 16, threshold: 0.3 });
    expect(countUpTicks()).toBe(125);
    expect(countUpTicks(100, 16)).toBe(7);
    expect(countUpTicks(0, 16)).toBe(1);
  });
});

describe('countUpValue', () => {
  it('starts at 0 and ends exactly at the target', () => {
    for (const target of [30, 45, 8, 93]) {
      expect(countUpValue(target, 0)).toBe(0);
      expect(countUpValue(target, 125)).toBe(target);
      expect(countUpValue(target, 500)).toBe(target);
    }
  });

  it('climbs linearly, never above the target, never backwards', () => {
    let previous = 0;
    for (let tick = 1; tick < 125; tick++) {
      const value = countUpValue(93, tick);
      expect(value).toBeGreaterThanOrEqual(previous);
      expect(value).toBeLessThan(93);
      previous = value;
    }
    expect(countUpValue(93, 62)).toBe(46);
    expect(countUpValue(8, 63)).toBe(4);
  });
});

describe('metric text', () => {
  it('keeps the suffix of the final value', () => {
    expect(metricSuffix('30%', 30)).toBe('%');
    expect(metricSuffix('8+', 8)).toBe('+');
    expect(metricSuffix('Top 10', 10)).toBe('');
    expect(formatMetric('45%', 45, 12)).toBe('12%');
    expect(formatMetric('8+', 8, 8)).toBe('8+');
  });
});
