import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names (strings, conditionals, arrays) and lets later Tailwind classes win over earlier ones
 * of the same kind, so a caller's `className` can override a primitive's defaults without `!`.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
