import { SCROLL_SPY_OFFSET, activeSection } from '@/lib/scroll-spy';

const sections = [
  { id: 'overview', top: 400 },
  { id: 'our-services', top: 1000 },
  { id: 'success-stories', top: 1800 },
  { id: 'contact-us', top: 2600 },
];
const viewport = { height: 800, documentHeight: 3000 };

describe('activeSection', () => {
  it('uses the 150 px offset', () => {
    expect(SCROLL_SPY_OFFSET).toBe(150);
    expect(activeSection(sections, 849, viewport)).toBe('overview');
    expect(activeSection(sections, 850, viewport)).toBe('our-services');
    expect(activeSection(sections, 1649, viewport)).toBe('our-services');
    expect(activeSection(sections, 1650, viewport)).toBe('success-stories');
  });

  it('keeps the first section current above it', () => {
    expect(activeSection(sections, 0, viewport)).toBe('overview');
  });

  it('makes the last section current at the bottom of the page', () => {
    expect(activeSection(sections, 2199, viewport)).toBe('contact-us');
    expect(activeSection(sections, 2100, viewport)).toBe('success-stories');
  });

  it('handles a custom offset and no sections', () => {
    expect(activeSection(sections, 950, viewport, 50)).toBe('our-services');
    expect(activeSection(sections, 949, viewport, 50)).toBe('overview');
    expect(activeSection([], 100, viewport)).toBeNull();
  });
});
