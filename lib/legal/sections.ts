import type { Report } from '../content/registry';

/** A section of a long text page (privacy, terms). */
export interface TextSection {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

/**
 * What a text may depend on: whether this build counts visits (docs/deploying.md, "Analytics"). A line `{if analytics}` opens
 * the paragraphs and sections shown only then, `{if no analytics}` those shown only without, and `{end}` closes
 * either; each on a line of its own between empty lines.
 */
export interface TextConditions {
  analytics: boolean;
}

/** The markers, as an editor writes them. */
export const CONDITION_MARKERS = { analytics: '{if analytics}', noAnalytics: '{if no analytics}', end: '{end}' } as const;
const OPEN: Readonly<Record<string, boolean>> = { [CONDITION_MARKERS.analytics]: true, [CONDITION_MARKERS.noAnalytics]: false };
const END = CONDITION_MARKERS.end;

/**
 * The blocks of a text that hold under `conditions`, markers taken out. Without conditions all are kept: the
 * build checks the markers and each variant separately.
 */
function blocksFor(blocks: readonly string[], conditions: TextConditions | undefined, report: Report): string[] {
  const kept: string[] = [];
  let open: { marker: string; when: boolean } | null = null;
  for (const block of blocks) {
    if (block in OPEN) {
      if (open) report('text', `expected ${END} before ${block}; got ${open.marker} still open (conditions do not nest)`);
      open = { marker: block, when: OPEN[block] === true };
    } else if (block === END) {
      if (!open) report('text', `expected ${END} only after ${CONDITION_MARKERS.analytics} or ${CONDITION_MARKERS.noAnalytics}; got one with none open`);
      open = null;
    } else if (/^\{(if|end)\b[^}]*\}$/.test(block)) {
      report('text', `expected ${CONDITION_MARKERS.analytics}, ${CONDITION_MARKERS.noAnalytics} or ${END}; got ${JSON.stringify(block)}`);
    } else if (!open || !conditions || open.when === conditions.analytics) {
      kept.push(block);
    }
  }
  if (open) report('text', `expected ${END} after ${open.marker}; got the end of the text`);
  return kept;
}

/**
 * The body of a legal page: "## Heading" starts a section; each block of text separated by an empty line is
 * a paragraph; a block of "- " lines is the section's list, after its paragraphs. Parts may hold only with or
 * without visitor statistics (TextConditions): given `conditions`, the page as this build shows it; without, the
 * text is checked as each build would show it. Problems go to `report`.
 */
export function parseSections(body: string, report: Report, conditions?: TextConditions): TextSection[] {
  const blocks = body
    .split(/\n[ \t]*\n/)
    .map((b) => b.trim())
    .filter(Boolean);
  if (conditions) return sectionsOf(blocksFor(blocks, conditions, report), report);
  // Each problem once, though both variants may show it.
  const seen = new Set<string>();
  const once: Report = (where, message) => {
    if (seen.has(`${where}\n${message}`)) return;
    seen.add(`${where}\n${message}`);
    report(where, message);
  };
  blocksFor(blocks, undefined, once);
  const quiet: Report = () => {};
  sectionsOf(blocksFor(blocks, { analytics: true }, quiet), once);
  return sectionsOf(blocksFor(blocks, { analytics: false }, quiet), once);
}

function sectionsOf(blocks: readonly string[], report: Report): TextSection[] {
  const sections: { heading: string; paragraphs: string[]; list?: string[] }[] = [];
  for (const block of blocks) {
    const current = sections.at(-1);
    if (block.startsWith('## ')) {
      sections.push({ heading: block.slice(3).trim(), paragraphs: [] });
    } else if (!current) {
      report('text', `expected a "## Heading" line before the first paragraph; got ${JSON.stringify(block.split('\n')[0])}`);
      return [];
    } else if (block.split('\n').every((line) => /^[-*] /.test(line))) {
      if (current.list) report(`section "${current.heading}"`, 'expected one list per section; got a second one');
      current.list = block.split('\n').map((line) => line.slice(2).trim());
    } else if (current.list) {
      report(`section "${current.heading}"`, 'expected the list after the paragraphs; got a paragraph after it');
    } else {
      current.paragraphs.push(block.replace(/\s*\n\s*/g, ' '));
    }
  }
  if (sections.length === 0) report('text', 'missing; expected "## Heading" sections below the second "---" line');
  for (const s of sections) {
    if (s.paragraphs.length === 0 && !s.list) report(`section "${s.heading}"`, 'expected at least one paragraph');
  }
  return sections.map((s) => (s.list ? { heading: s.heading, paragraphs: s.paragraphs, list: s.list } : { heading: s.heading, paragraphs: s.paragraphs }));
}
