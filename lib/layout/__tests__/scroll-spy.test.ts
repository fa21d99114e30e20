import { activeSection } from '@/lib/layout/scroll-spy';

const sections = [
  { id: 'first', top: 400 },
  { id: 'second', top: 1000 },
  { id: 'third', top: 1800 },
  { id: 'last', top: 2600 },
];
const viewport = { height: 800, documentHeight: 3000 };

describe('activeSection', () => {
  it('makes a section current once its top is within 150 px of the viewport top', () => {
    expect(activeSection(sections, 849, viewport)).toBe('first');
    expect(activeSection(sections, 850, viewport)).toBe('second');
    expect(activeSection(sections, 1649, viewport)).toBe('second');
    expect(activeSection(sections, 1650, viewport)).toBe('third');
  });

  it('keeps the first section current above it', () => {
    expect(activeSection(sections, 0, viewport)).toBe('first');
  });

  it('makes the last section current at the bottom of the page', () => {
    expect(activeSection(sections, 2199, viewport)).toBe('last');
    expect(activeSection(sections, 2100, viewport)).toBe('third');
  });

  it('handles a custom offset and no sections', () => {
    expect(activeSection(sections, 950, viewport, 50)).toBe('second');
    expect(activeSection(sections, 949, viewport, 50)).toBe('first');
    expect(activeSection([], 100, viewport)).toBeNull();
  });
});
