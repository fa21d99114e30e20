/** A font face with a `unicode-range`: its file's address as the style sheet writes it, and its code point ranges. */
export interface RangedFontFace {
  url: string;
  ranges: [number, number][];
}
export function rangedFontFaces(css: string): RangedFontFace[];
export function mainText(html: string): string;
export function usesRanges(text: string, ranges: readonly (readonly [number, number])[]): boolean;
export function withFontPreloads(html: string, fontFaces: (href: string) => readonly RangedFontFace[]): string;
