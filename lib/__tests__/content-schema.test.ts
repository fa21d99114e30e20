import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROUTES } from '@/content/routes';
import { ContentError, fieldPath, loadContent } from '@/lib/content/load';

/**
 * The content files are validated when the site builds. Each case below breaks one file of one kind in a
 * copy of content/ and expects the build's message to name the file, the field and what was expected.
 */

const ROOT = process.cwd();
const roots: string[] = [];

/** A copy of content/ (public/ linked, not copied) with `edit` applied. */
function contentCopy(edit: (file: (rel: string) => { read: () => string; write: (text: string) => void }) => void): string {
  const root = mkdtempSync(path.join(tmpdir(), 'content-schema-'));
  roots.push(root);
  cpSync(path.join(ROOT, 'content'), path.join(root, 'content'), { recursive: true });
  symlinkSync(path.join(ROOT, 'public'), path.join(root, 'public'));
  edit((rel) => ({
    read: () => readFileSync(path.join(root, rel), 'utf8'),
    write: (text) => writeFileSync(path.join(root, rel), text),
  }));
  return root;
}

/** Replaces `from` (which must be present) in a content file. */
function replaceIn(rel: string, from: string | RegExp, to: string) {
  return (file: Parameters<Parameters<typeof contentCopy>[0]>[0]) => {
    const text = file(rel).read();
    const next = text.replace(from, to);
    if (next === text) throw new Error(`test setup: ${String(from)} not found in ${rel}`);
    file(rel).write(next);
  };
}

function problemsOf(root: string): string[] {
  try {
    loadContent(root);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  throw new Error('expected the content to be rejected');
}

const ARTICLE = 'content/news/dual-sourcing-outdoor-gear-lead-times.md';

afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe('content loader', () => {
  it('accepts the content as it is', () => {
    const content = loadContent(contentCopy(() => {}));
    expect(content.news.length).toBeGreaterThan(0);
    expect(content.news.every((a) => a.content.includes('\n\n'))).toBe(true);
    expect(content.legal.privacy.sections.length).toBeGreaterThan(0);
  });

  it('counts list items from 1 in field paths', () => {
    expect(fieldPath(['members', 2, 'image'])).toBe('members[3].image');
    expect(fieldPath(['category'])).toBe('category');
  });
});

describe('a bad news article fails with a message naming file and field', () => {
  it('unknown category', () => {
    expect(problemsOf(contentCopy(replaceIn(ARTICLE, 'category: Sourcing', 'category: Sports')))).toEqual([
      `${ARTICLE}: category: expected one of Business, Sourcing, Technology, Events, Awards; got "Sports"`,
    ]);
  });
  it('bad date', () => {
    expect(problemsOf(contentCopy(replaceIn(ARTICLE, 'date: 2025-04-09', 'date: 2025-13-40')))).toEqual([
      `${ARTICLE}: date: expected a date as YYYY-MM-DD; got "2025-13-40"`,
    ]);
  });
  it('missing required field', () => {
    expect(problemsOf(contentCopy(replaceIn(ARTICLE, /^author: .*\n/m, '')))).toEqual([`${ARTICLE}: author: missing; expected text`]);
  });
  it('unknown field', () => {
    expect(problemsOf(contentCopy(replaceIn(ARTICLE, 'category: Sourcing', 'category: Sourcing\ntags: supply')))).toEqual([
      `${ARTICLE}: tags: unknown field; remove it or check its spelling`,
    ]);
  });
  it('image that does not exist in public/', () => {
    expect(problemsOf(contentCopy(replaceIn(ARTICLE, 'image: /news/dual-sourcing.svg', 'image: /news/nowhere.svg')))).toEqual([
      `${ARTICLE}: image: expected an image that exists in public/; there is no file public/news/nowhere.svg`,
    ]);
  });
  it('duplicate id', () => {
    // Files are read in name order: the second file with the number is the one reported.
    expect(problemsOf(contentCopy(replaceIn(ARTICLE, /^id: \d+$/m, 'id: 1')))).toEqual([
      `content/news/ho-chi-minh-city-office-expansion.md: id: 1 is already used by ${ARTICLE}; expected each id to be used once`,
    ]);
  });
  it('missing text or front matter', () => {
    const root = contentCopy((file) => file('content/news/empty-article.md').write('no fields here\n'));
    expect(problemsOf(root)).toEqual([`content/news/empty-article.md: expected the fields between two "---" lines at the top of the file`]);
  });
  it('file name that cannot be an address', () => {
    const root = contentCopy((file) => file('content/news/My Article.md').write(file(ARTICLE).read()));
    expect(problemsOf(root)[0]).toMatch(/^content\/news\/My Article\.md: file name: expected lower-case letters, digits and hyphens/);
  });
});

describe('a bad file of each other kind fails with a message naming file and field', () => {
  it('team member without a portrait file', () => {
    expect(problemsOf(contentCopy(replaceIn('content/team.yml', 'image: /team/priya-raman.svg', 'image: /team/priya.svg')))).toEqual([
      'content/team.yml: members[3].image: expected an image that exists in public/; there is no file public/team/priya.svg',
    ]);
  });
  it('office with a position that is not a number', () => {
    expect(problemsOf(contentCopy(replaceIn('content/offices.yml', 'lat: 45.5276', 'lat: north')))).toEqual([
      'content/offices.yml: offices[3].position.lat: expected a number; got "north"',
    ]);
  });
  it('office id used twice', () => {
    expect(problemsOf(contentCopy(replaceIn('content/offices.yml', 'id: portland', 'id: las-vegas')))).toEqual([
      'content/offices.yml: offices[3].id: "las-vegas" is already used by content/offices.yml: offices[1]; expected each id to be used once',
    ]);
  });
  it('partner logo with an unknown field', () => {
    expect(problemsOf(contentCopy(replaceIn('content/partners.yml', 'name: Lotus Precision', 'name: Lotus Precision\n    website: https://lotus.example')))).toEqual([
      'content/partners.yml: partners[3].website: unknown field; remove it or check its spelling',
    ]);
  });
  it('service card with an unknown icon', () => {
    expect(problemsOf(contentCopy(replaceIn('content/service-cards.yml', 'icon: chain', 'icon: rocket')))[0]).toMatch(
      /^content\/service-cards\.yml: cards\[2\]\.icon: expected one of design, chain, .*; got "rocket"$/,
    );
  });
  it('value without a title', () => {
    expect(problemsOf(contentCopy(replaceIn('content/values.yml', '    title: Collaboration\n', '')))).toEqual([
      'content/values.yml: values[2].title: missing; expected text',
    ]);
  });
  it('case study with an empty result', () => {
    expect(problemsOf(contentCopy(replaceIn('content/case-studies.yml', '- Tooling to first shipment in 11 weeks', '- ""')))).toEqual([
      'content/case-studies.yml: caseStudies[1].results[3]: must not be empty; got ""',
    ]);
  });
  it('success story with an image outside public/case-studies/', () => {
    expect(problemsOf(contentCopy(replaceIn('content/success-stories.yml', 'image: /case-studies/medical-device.svg', 'image: /news/trade-award.svg')))).toEqual([
      'content/success-stories.yml: caseStudies[3].image: expected an image in public/case-studies/ (a path like "/case-studies/picture.webp"); got "/news/trade-award.svg"',
    ]);
  });
  it('success story id used twice', () => {
    expect(problemsOf(contentCopy(replaceIn('content/success-stories.yml', '- id: furniture-expansion', '- id: consumer-electronics')))).toEqual([
      'content/success-stories.yml: caseStudies[2].id: "consumer-electronics" is already used by content/success-stories.yml: caseStudies[1]; expected each id to be used once',
    ]);
  });
  it('success story told as one paragraph where the case-study model wants a list of steps', () => {
    expect(problemsOf(contentCopy(replaceIn('content/success-stories.yml', /    approach:\n      - /, '    approach: ')))).toEqual([
      'content/success-stories.yml: caseStudies[1].approach: expected a list (one "- " line per item); got "We audited eight factories in Vietnam, ran a pilot batch with the best two and moved tooling, testing and packaging in stages without a stock-out."',
    ]);
  });
  it('page headers without an entry for a page', () => {
    expect(problemsOf(contentCopy(replaceIn('content/pages.yml', /  - route: \/terms\n(    .*\n)+/, '')))).toEqual([
      'content/pages.yml: pages: expected an entry for every page; missing /terms',
    ]);
  });
  it('legal page with a paragraph before the first heading', () => {
    expect(problemsOf(contentCopy(replaceIn('content/legal/terms.md', '## About these terms', 'Hello.\n\n## About these terms')))).toEqual([
      'content/legal/terms.md: text: expected a "## Heading" line before the first paragraph; got "Hello."',
    ]);
  });
  it('company details with a phone number that cannot be dialled', () => {
    expect(problemsOf(contentCopy(replaceIn('content/site.yml', 'tel: "+17025550148"', 'tel: 702-555-0148')))).toEqual([
      'content/site.yml: phone.tel: expected "+" and the digits only, like "+17025550148"; got "702-555-0148"',
    ]);
  });
  it('header link to a page that does not exist', () => {
    expect(problemsOf(contentCopy(replaceIn('content/site.yml', 'href: /about-us/values', 'href: /about-us/our-values')))).toEqual([
      `content/site.yml: nav[3].children[4].href: expected a page of this site (${ROUTES.join(', ')}); got "/about-us/our-values"`,
    ]);
  });
  it('interface text left empty', () => {
    expect(problemsOf(contentCopy(replaceIn('content/texts/contact.yml', 'email: Please enter a valid email address.', 'email: ""')))).toEqual([
      'content/texts/contact.yml: errors.email: must not be empty; got ""',
    ]);
  });
  it('interface text missing', () => {
    expect(problemsOf(contentCopy(replaceIn('content/texts/news.yml', /^readMore: .*\n/m, '')))).toEqual([
      'content/texts/news.yml: readMore: missing; expected text',
    ]);
  });
  it('interface text file missing', () => {
    const root = contentCopy(() => {});
    rmSync(path.join(root, 'content/texts/intro.yml'));
    expect(problemsOf(root)).toEqual(['content/texts/intro.yml: the file is missing']);
  });
  it('manufacturing tabs without the cost tab', () => {
    expect(problemsOf(contentCopy(replaceIn('content/texts/manufacturing.yml', 'id: cost-structure', 'id: costs')))).toEqual([
      'content/texts/manufacturing.yml: tabs: expected a tab with id "cost-structure" (it shows the cost chart)',
    ]);
  });
  it('a supply chain service with a colour that is not a hex code', () => {
    expect(problemsOf(contentCopy(replaceIn('content/texts/supply-chain.yml', 'colour: "#E65100"', 'colour: orange')))).toEqual([
      'content/texts/supply-chain.yml: services.items[5].colour: expected a colour as "#" and six hex digits, like "#0277BD"; got "orange"',
    ]);
  });
  it('a DFM & CAD document whose image is missing', () => {
    expect(problemsOf(contentCopy(replaceIn('content/texts/dfm-cad.yml', 'url: /services/documents/gear-drawing.svg', 'url: /services/documents/gear.svg')))).toEqual([
      'content/texts/dfm-cad.yml: documents[4].url: expected an image that exists in public/; there is no file public/services/documents/gear.svg',
    ]);
  });
  it('broken YAML names the line', () => {
    expect(problemsOf(contentCopy(replaceIn('content/team.yml', '  - name: Linh Nguyen', '  - name: [Linh Nguyen')))[0]).toMatch(
      /^content\/team\.yml: line \d+: not valid YAML/,
    );
  });
});
