/**
 * Where the site shows pictures, and how wide: each slot's CSS width at every breakpoint, in one place. The build
 * (scripts/pictures.mjs) derives from it the widths a picture is made in, and the pages (components/ui/picture.tsx)
 * the `sizes` that lets the browser pick among them. A slot's widths here must follow its component's classes:
 * when a layout changes, change its slot too (e2e/pictures.spec.ts fails when a picture is downloaded more than
 * twice as wide as it is shown).
 */

/** One `sizes` entry: from `media` px of viewport width up (the last entry: any width), the box is this wide. */
export interface SlotWidth {
  /** Viewport width in CSS px from which this entry applies (min-width); none for the last, catch-all entry. */
  media?: number;
  /** More media conditions this entry needs besides the width (`(prefers-reduced-motion: reduce)`). */
  when?: string;
  /** The box's width: a fraction of the viewport width (1 = 100vw) … */
  vw?: number;
  /** … less this many px (or, without `vw`, a fixed width in px). */
  px: number;
}

export interface Slot {
  /**
   * The box's own aspect ratio (width / height) when it crops the picture to it (object-fit: cover). A picture
   * wider than its box is then drawn wider than the box, and needs a wider file. Unset when the box takes the
   * picture's own shape.
   */
  aspect?: number;
  /** The box's width, widest screens first; the last entry applies below every other. */
  widths: readonly SlotWidth[];
  /** The narrowest viewport the site is laid out for (the smallest phones). */
  minViewport?: number;
}

/** The narrowest viewport the site is laid out for. */
export const MIN_VIEWPORT = 320;
/** The widest content column (Tailwind max-w-7xl): wider screens add margins, not picture width. */
export const MAX_CONTENT = 1280;
/** The device pixel ratios a picture is made for: a slot's CSS width at 1x up to 3x (phones). */
export const MAX_DENSITY = 3;
/**
 * Two widths of a picture's files differ by at most this factor, so the file the browser picks (the narrowest at
 * least as wide as it needs) is never more than this much wider than needed.
 */
export const WIDTH_STEP = 1.5;
/** Two widths closer than this factor are one: the narrower is left out. */
const NEAR = 1.15;

/** A grid of cards (one column, two from 640 px, three from 1024 px) with a 1 px border, in max-w-7xl px-4 gap-6. */
const CARD_GRID: SlotWidth[] = [
  { media: MAX_CONTENT, px: (MAX_CONTENT - 32 - 48) / 3 - 2 },
  { media: 1024, vw: 1 / 3, px: (32 + 48) / 3 + 2 },
  { media: 640, vw: 1 / 2, px: (32 + 24) / 2 + 2 },
  { vw: 1, px: 34 },
];

/** Every slot of the site, by name. */
export const SLOTS = {
  /** A news card's picture (components/news/news-card.tsx), 40:21. */
  newsCard: { aspect: 40 / 21, widths: CARD_GRID },
  /** An article page's picture (components/news/article-view.tsx): max-w-4xl px-4, 40:21. */
  newsArticle: { aspect: 40 / 21, widths: [{ media: 896, px: 864 }, { vw: 1, px: 32 }] },
  /** The article dialog's picture (components/news/news-modal.tsx): the panel is max-w-3xl in p-4, its body px-5 sm:px-8. */
  newsDialog: { aspect: 40 / 21, widths: [{ media: 800, px: 704 }, { media: 640, vw: 1, px: 96 }, { vw: 1, px: 72 }] },
  /**
   * A team portrait (components/about/leader-card.tsx), square: 15rem on the turning ring; under reduced motion or
   * without scripts the cards stand in a grid of one, two (560 px) or three (1024 px) columns.
   */
  portrait: {
    aspect: 1,
    widths: [
      { media: MAX_CONTENT, when: '(prefers-reduced-motion: reduce)', px: (MAX_CONTENT - 32 - 48) / 3 },
      { media: 1024, when: '(prefers-reduced-motion: reduce)', vw: 1 / 3, px: (32 + 48) / 3 },
      { media: 560, when: '(prefers-reduced-motion: reduce)', vw: 1 / 2, px: (32 + 24) / 2 },
      { when: '(prefers-reduced-motion: reduce)', vw: 1, px: 32 },
      { px: 240 },
    ],
  },
  /** A case study's card picture (components/case-studies/case-study-card.tsx), 8:5. */
  caseStudyCard: { aspect: 8 / 5, widths: CARD_GRID },
  /** A case study's picture beside its story (components/case-studies/case-study-article.tsx): half of max-w-7xl from 1024 px. */
  caseStudyArticle: {
    aspect: 8 / 5,
    widths: [{ media: MAX_CONTENT, px: (MAX_CONTENT - 32 - 48) / 2 - 2 }, { media: 1024, vw: 1 / 2, px: (32 + 48) / 2 + 2 }, { vw: 1, px: 34 }],
  },
  /** A partner's logo in the strip (components/home/partner-marquee.module.css): 11rem less its padding, 8.5rem on phones. */
  partnerLogo: { widths: [{ media: 641, px: 160 }, { px: 120 }] },
  /** A DFM document's card (components/services/document-gallery.tsx), 800:566. */
  documentCard: { aspect: 800 / 566, widths: CARD_GRID },
  /** A DFM document opened full screen: up to max-w-5xl inside p-4 (sm:p-10), drawn whole (object-fit: contain). */
  documentFull: { widths: [{ media: 1104, px: 1024 }, { media: 640, vw: 1, px: 80 }, { vw: 1, px: 32 }] },
  /** A picture in a place no slot describes: the content column. */
  content: { widths: [{ media: MAX_CONTENT, px: MAX_CONTENT - 32 }, { vw: 1, px: 32 }] },
} as const satisfies Record<string, Slot>;

export type SlotName = keyof typeof SLOTS;

/**
 * The slots a picture may be shown in, by the folder of public/ it is in: the content's image fields keep their
 * uploads by kind (lib/content/fields.ts `image(folder)`). A picture in another folder is made for the content column.
 */
export const SLOTS_BY_FOLDER: Readonly<Record<string, readonly SlotName[]>> = {
  news: ['newsCard', 'newsArticle', 'newsDialog'],
  team: ['portrait'],
  'case-studies': ['caseStudyCard', 'caseStudyArticle'],
  partners: ['partnerLogo'],
  'services/documents': ['documentCard', 'documentFull'],
};

/** The slots of the picture at `src` (`/news/photo.jpg`): its folder's, the longest folder that holds it. */
export function slotsOf(src: string): readonly SlotName[] {
  const folder = Object.keys(SLOTS_BY_FOLDER)
    .filter((name) => src.startsWith(`/${name}/`))
    .sort((a, b) => b.length - a.length)[0];
  return folder ? SLOTS_BY_FOLDER[folder]! : ['content'];
}

/** How much wider than its box a picture of aspect `aspect` is drawn when the box crops it (object-fit: cover). */
export function coverFactor(slot: Slot, aspect: number): number {
  return slot.aspect ? Math.max(1, aspect / slot.aspect) : 1;
}

/** The box's CSS width by `entry` at a viewport `viewport` px wide. */
function widthAt(entry: SlotWidth, viewport: number): number {
  return Math.max(1, entry.vw === undefined ? entry.px : entry.vw * viewport - entry.px);
}

/**
 * The narrowest and widest CSS width the picture is drawn at in `slot` (cover included), over every viewport from
 * the smallest phone up: the width of an entry is read at both ends of the range of viewports it applies to.
 */
export function drawnRange(slot: Slot, aspect: number): { min: number; max: number } {
  const factor = coverFactor(slot, aspect);
  const low = slot.minViewport ?? MIN_VIEWPORT;
  const widths: number[] = [];
  // Each entry with its own media conditions applies from its `media` up to the next wider entry of the same conditions.
  const groups = new Map<string, SlotWidth[]>();
  for (const entry of slot.widths) groups.set(entry.when ?? '', [...(groups.get(entry.when ?? '') ?? []), entry]);
  for (const entries of groups.values()) {
    entries.forEach((entry, i) => {
      const from = Math.max(entry.media ?? low, low);
      const wider = entries[i - 1];
      const to = wider?.media !== undefined ? wider.media - 1 : Math.max(from, MAX_CONTENT);
      widths.push(widthAt(entry, from), widthAt(entry, to));
    });
  }
  return { min: Math.min(...widths) * factor, max: Math.max(...widths) * factor };
}

/**
 * The widths (px) a picture `sourceWidth` x `sourceHeight` is made in for `slots`: from the narrowest CSS width it
 * is drawn at (1x) to the widest at MAX_DENSITY, each at most WIDTH_STEP times the one before, rounded to 8 px,
 * never wider than the source; the source's own width closes the list when the slots would want more.
 */
export function variantWidths(sourceWidth: number, sourceHeight: number, slots: readonly Slot[]): number[] {
  const aspect = sourceWidth / sourceHeight;
  const ranges = slots.map((slot) => drawnRange(slot, aspect));
  const low = Math.min(...ranges.map((r) => r.min));
  const high = Math.max(...ranges.map((r) => r.max)) * MAX_DENSITY;
  const widths: number[] = [];
  // The number of steps that keeps each at most WIDTH_STEP times the one before, spread evenly (geometrically).
  const steps = Math.max(0, Math.ceil(Math.log(high / low) / Math.log(WIDTH_STEP)));
  for (let i = 0; i <= steps; i++) widths.push(low * (steps ? (high / low) ** (i / steps) : 1));
  const rounded = widths.map((w) => Math.max(8, Math.round(w / 8) * 8));
  const fitting = [...new Set(rounded.filter((w) => w < sourceWidth))].sort((a, b) => a - b);
  // The source is narrower than the widest the slots would want (or just as wide): its own width is the last, in
  // place of a width barely narrower than it (a file that would save next to nothing).
  if (rounded.some((w) => w >= sourceWidth) || !fitting.length) {
    while (fitting.length && fitting[fitting.length - 1]! * NEAR > sourceWidth) fitting.pop();
    fitting.push(sourceWidth);
  }
  return fitting;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A CSS length for `entry` scaled by `factor`: `398px`, `calc(33.33vw - 28.67px)`. */
function cssWidth(entry: SlotWidth, factor: number): string {
  if (entry.vw === undefined) return `${Math.round(entry.px * factor)}px`;
  const vw = round2(entry.vw * 100 * factor);
  const px = round2(entry.px * factor);
  return px ? `calc(${vw}vw - ${px}px)` : `${vw}vw`;
}

/** The `sizes` attribute of a picture of aspect `aspect` in `slot`: each entry's width, wider when the box crops it. */
export function sizesOf(slot: Slot, aspect: number): string {
  const factor = coverFactor(slot, aspect);
  return slot.widths
    .map((entry) => {
      const conditions = [entry.when, entry.media !== undefined ? `(min-width: ${entry.media}px)` : undefined].filter(Boolean);
      return conditions.length ? `${conditions.join(' and ')} ${cssWidth(entry, factor)}` : cssWidth(entry, factor);
    })
    .join(', ');
}
