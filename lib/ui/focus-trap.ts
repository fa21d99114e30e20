/** What Tab can reach inside a modal dialog. */
export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Focus trap of a modal dialog: the index of the element Tab (or Shift+Tab) moves focus to among the
 * dialog's `count` focusable elements, wrapping at both ends. `current` is -1 when focus is outside them.
 */
export function trappedFocusIndex(current: number, count: number, backwards: boolean): number {
  if (count <= 0) return -1;
  if (current < 0 || current >= count) return backwards ? count - 1 : 0;
  return backwards ? (current - 1 + count) % count : (current + 1) % count;
}

/** Keydown handler of a modal container: Tab and Shift+Tab cycle through its focusable elements only. */
export function trapTabKey(e: { key: string; shiftKey: boolean; currentTarget: Element; preventDefault(): void }): void {
  if (e.key !== 'Tab') return;
  const focusables = Array.from(e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
  const next = trappedFocusIndex(focusables.indexOf(document.activeElement as HTMLElement), focusables.length, e.shiftKey);
  e.preventDefault();
  focusables[next]?.focus();
}
