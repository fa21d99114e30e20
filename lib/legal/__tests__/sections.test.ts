import { CONDITION_MARKERS, parseSections } from '../sections';

// The markers as the module spells them (they are syntax, like the "## " of a heading).
const { analytics: ON, noAnalytics: OFF, end: END } = CONDITION_MARKERS;

/** Problems the text's check reports, as "where: message". */
function problems(body: string): string[] {
  const found: string[] = [];
  parseSections(body, (where, message) => found.push(`${where}: ${message}`));
  return found;
}

const BODY = [
  '## First',
  'Always.',
  OFF,
  'Only without statistics.',
  END,
  ON,
  'Only with statistics.',
  END,
  ON,
  '## Counting',
  'How we count.',
  '- one thing',
  END,
  '## Last',
  'The end.',
].join('\n\n');

describe('parts of a legal text that depend on the visitor statistics', () => {
  it('shows each part only in the build it holds for, markers taken out', () => {
    expect(parseSections(BODY, () => {}, { analytics: false })).toEqual([
      { heading: 'First', paragraphs: ['Always.', 'Only without statistics.'] },
      { heading: 'Last', paragraphs: ['The end.'] },
    ]);
    expect(parseSections(BODY, () => {}, { analytics: true })).toEqual([
      { heading: 'First', paragraphs: ['Always.', 'Only with statistics.'] },
      { heading: 'Counting', paragraphs: ['How we count.'], list: ['one thing'] },
      { heading: 'Last', paragraphs: ['The end.'] },
    ]);
    expect(problems(BODY)).toEqual([]);
  });

  it('refuses a part left open, an end with none open, nested or misspelt markers', () => {
    expect(problems(`## A\n\nText.\n\n${ON}\n\nMore.`)).toEqual([`text: expected ${END} after ${ON}; got the end of the text`]);
    expect(problems(`## A\n\nText.\n\n${END}`)).toEqual([`text: expected ${END} only after ${ON} or ${OFF}; got one with none open`]);
    expect(problems(`## A\n\n${ON}\n\n${OFF}\n\nText.\n\n${END}`)).toEqual([
      `text: expected ${END} before ${OFF}; got ${ON} still open (conditions do not nest)`,
      'section "A": expected at least one paragraph',
    ]);
    expect(problems(`## A\n\nText.\n\n{if statistics}\n\nMore.\n\n${END}`)).toEqual([
      `text: expected ${ON}, ${OFF} or ${END}; got "{if statistics}"`,
      `text: expected ${END} only after ${ON} or ${OFF}; got one with none open`,
    ]);
  });

  it('checks the text as each build shows it: a section left empty in one of them is named once', () => {
    expect(problems(`## A\n\n${ON}\n\nOnly with.\n\n${END}`)).toEqual(['section "A": expected at least one paragraph']);
    expect(problems('## A\n\n## B\n\nText.')).toEqual(['section "A": expected at least one paragraph']);
  });
});
