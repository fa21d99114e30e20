/** The Manufacturing & Production tab that shows the sample cost chart under its text; the content must have it. */
export const COST_TAB = 'cost-structure';

/**
 * WAI-ARIA tabs keyboard pattern (automatic activation): the index of the tab a key moves to, or null if
 * the key is not one the tablist handles. Arrows wrap around; Home and End go to the first and last tab.
 */
export function nextTabIndex(current: number, key: string, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
