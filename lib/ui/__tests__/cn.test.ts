import { cn } from '@/lib/ui/cn';

describe('cn', () => {
  it('joins strings, conditionals and arrays, dropping falsy parts', () => {
    expect(cn('a', false && 'b', null, undefined, ['c', { d: true, e: false }])).toBe('a c d');
  });

  it('lets a later Tailwind class replace an earlier one of the same kind', () => {
    expect(cn('rounded-md px-6 py-3 hover:bg-navy-mid', 'rounded px-4 hover:bg-accent')).toBe('py-3 rounded px-4 hover:bg-accent');
  });

  it('treats the focus ring colours as one kind and keeps the ring itself', () => {
    expect(cn('focus-ring focus-ring-white', 'focus-ring-accent')).toBe('focus-ring focus-ring-accent');
  });
});
