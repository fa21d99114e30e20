import { startsShown } from '@/lib/ui/reveal';

describe('scroll reveal, once', () => {
  it('shows from the start what is on screen or already scrolled past, and hides only what is below the window', () => {
    expect(startsShown({ top: 799 }, 800)).toBe(true);
    expect(startsShown({ top: -2000 }, 800)).toBe(true);
    expect(startsShown({ top: 800 }, 800)).toBe(false);
  });
});
