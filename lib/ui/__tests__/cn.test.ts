import { extendTailwindMerge } from 'tailwind-merge';
import { buttonClasses, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { cn } from '@/lib/ui/cn';

// tailwind-merge, here only: it names the classes of a list that replace one another. No class list the site
// writes may hold such a pair, since nothing merges them in the browser.
const twMerge = extendTailwindMerge<'focus-ring-color'>({
  extend: { classGroups: { 'focus-ring-color': [{ 'focus-ring': ['white', 'accent', 'navy'] }] } },
});
const noConflicts = (classes: string) => expect(twMerge(classes)).toBe(classes.replace(/\s+/g, ' ').trim());

describe('cn', () => {
  it('joins strings, conditionals and arrays, dropping falsy parts', () => {
    expect(cn('a', false && 'b', null, undefined, ['c', { d: true, e: false }])).toBe('a c d');
  });
});

describe('class lists need no merging', () => {
  const variants: ButtonVariant[] = ['accent', 'navy', 'navy-to-accent', 'outline-accent', 'outline-white', 'outline-navy'];
  const sizes: ButtonSize[] = ['md', 'compact', 'sm'];
  it.each(variants)('every size and focus ring of the %s button', (variant) => {
    for (const size of sizes) {
      for (const focusRing of [undefined, 'white', 'accent'] as const) noConflicts(buttonClasses({ variant, size, focusRing }));
    }
  });
  it('the test itself sees a conflict', () => {
    expect(() => noConflicts('px-6 px-4')).toThrow();
    expect(() => noConflicts('focus-ring-white focus-ring-accent')).toThrow();
  });
});
