/**
 * Focus trap of a modal dialog: the index of the element Tab (or Shift+Tab) moves focus to among the
 * dialog's `count` focusable elements, wrapping at both ends. `current` is -1 when focus is outside them.
 */
export function trappedFocusIndex(current: number, count: number, backwards: boolean): number {
  if (count <= 0) return -1;
  if (current < 0 || current >= count) return backwards ? count - 1 : 0;
  return backwards ? (current - 1 + count) % count : (current + 1) % count;
}
