/** Mechanical Engineering: a section counts as scrolled over once its top is within 150 px of the viewport top. */
export const SCROLL_SPY_OFFSET = 150;

export interface SpySection {
  id: string;
  /** Distance of the section's top from the top of the document, in px. */
  top: number;
}

/**
 * The id of the section being scrolled over: the last section whose top has passed `scrollY + offset`.
 * Above the first section the first one is current; at the very bottom of the page the last one is
 * (a short final section could otherwise never reach the offset line).
 */
export function activeSection(
  sections: readonly SpySection[],
  scrollY: number,
  viewport: { height: number; documentHeight: number },
  offset: number = SCROLL_SPY_OFFSET,
): string | null {
  const first = sections[0];
  if (!first) return null;
  const last = sections[sections.length - 1] ?? first;
  if (scrollY > 0 && scrollY + viewport.height >= viewport.documentHeight - 2) return last.id;
  let current = first.id;
  for (const section of sections) {
    if (scrollY + offset >= section.top) current = section.id;
  }
  return current;
}
