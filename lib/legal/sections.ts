import type { Report } from '../content/registry';

/** A section of a long text page (privacy, terms). */
export interface TextSection {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

/**
 * The body of a legal page: "## Heading" starts a section; each block of text separated by an empty line is
 * a paragraph; a block of "- " lines is the section's list, after its paragraphs. Problems go to `report`.
 */
export function parseSections(body: string, report: Report): TextSection[] {
  const sections: { heading: string; paragraphs: string[]; list?: string[] }[] = [];
  const blocks = body
    .split(/\n[ \t]*\n/)
    .map((b) => b.trim())
    .filter(Boolean);
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
