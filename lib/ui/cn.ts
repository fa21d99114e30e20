import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

// Our own utilities (app/globals.css): the focus ring's colours replace one another like Tailwind colours do.
const twMerge = extendTailwindMerge<'focus-ring-color'>({
  extend: { classGroups: { 'focus-ring-color': [{ 'focus-ring': ['white', 'accent', 'navy'] }] } },
});

/**
 * Joins class names (strings, conditionals, arrays) and lets later Tailwind classes win over earlier ones
 * of the same kind, so a caller's `className` can override a primitive's defaults without `!`.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
