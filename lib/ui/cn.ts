import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names (strings, conditionals, arrays). Nothing is merged in the browser: a primitive never sets
 * a class its caller could also set (it takes a prop for that instead: a button's focus ring and size, a card
 * picture's background, a dot list's spacing), so every class list is already right where it is written.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
