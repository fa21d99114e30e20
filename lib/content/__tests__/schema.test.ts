import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import { ROUTES } from '@/lib/routes/routes';
import { ContentError, fieldPath, loadContent, problemText, type Problem } from '@/lib/content/load';
import { NEWS_CATEGORIES } from '@/lib/news/news';
import { COST_TAB } from '@/lib/services/tabs';

/**
 * The content files are validated when the site builds. Each case below breaks one file of one kind in a
 * copy of content/ and expects the build's message to name the file, the field and what was expected. The
 * breakage goes by the files' structure (the first member, the second office), never by today's wording, so an
 * editor's change to content/ leaves these tests as they are.
 */

const ROOT = process.cwd();
const roots: string[] = [];

type FileAccess = (rel: string) => { read: () => string; write: (text: string) => void };
type Edit = (file: FileAccess) => void;

/** A copy of content/ (public/ linked, not copied) with `edit` applied. */
function contentCopy(edit: Edit): string {
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
function replaceIn(rel: string, from: string | RegExp, to: string): Edit {
  return (file) => {
    const text = file(rel).read();
    const next = text.replace(from, to);
    if (next === text) throw new Error(`test setup: ${String(from)} not found in ${rel}`);
    file(rel).write(next);
  };
}

/** A YAML mapping or list item, as parsed. */
type Node = Record<string, unknown>;
const items = (node: unknown, key: string) => (node as Node)[key] as Node[];

/** Parses a YAML content file, lets `change` edit the data and writes it back. */
function editYaml(rel: string, change: (data: Node) => void): Edit {
  return (file) => {
    const data = parseYaml(file(rel).read()) as Node;
    change(data);
    file(rel).write(stringifyYaml(data));
  };
}

function problemsOf(root: string): Problem[] {
  try {
    loadContent(root);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  throw new Error('expected the content to be rejected');
}

/** The problems one line each, as the loader's error words them (`<file>: <field>: <what was expected>`). */
const linesOf = (root: string) => problemsOf(root).map((problem) => problemText(problem, []));

/** The article files in name order (the order the loader reads them in); the tests break the first. */
const ARTICLES = readdirSync(path.join(ROOT, 'content/news'))
  .filter((name) => name.endsWith('.md'))
  .sort()
  .map((name) => `content/news/${name}`);
const ARTICLE = ARTICLES[0]!;
/** A picture that exists in public/ but outside public/case-studies/. */
const OTHER_IMAGE = loadContent(ROOT).texts.site.logo.src;

afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe('content loader', () => {
  it('accepts the content as it is', () => {
    const content = loadContent(contentCopy(() => {}));
    expect(content.news.length).toBeGreaterThan(0);
    expect(content.news.every((a) => a.body.includes('\n\n'))).toBe(true);
    expect(content.legal.privacy.body).toMatch(/^## /m);
  });

  it('counts list items from 1 in field paths', () => {
    expect(fieldPath(['members', 2, 'image'])).toBe('members[3].image');
    expect(fieldPath(['category'])).toBe('category');
  });
});

describe('a bad news article fails with a message naming file and field', () => {
  it('unknown category', () => {
    expect(problemsOf(contentCopy(replaceIn(ARTICLE, /^category: .*$/m, 'category: Sports')))).toEqual([
      { file: ARTICLE, field: 'category', message: `expected one of ${NEWS_CATEGORIES.join(', ')}; got "Sports"` },
    ]);
  });
  it('bad date', () => {
    expect(problemsOf(contentCopy(replaceIn(ARTICLE, /^date: .*$/m, 'date: 2024-13-40')))).toEqual([{ file: ARTICLE, field: 'date', message: 'expected a date as YYYY-MM-DD; got "2024-13-40"' }]);
  });
  it('missing required field', () => {
    expect(problemsOf(contentCopy(replaceIn(ARTICLE, /^author: .*\n/m, '')))).toEqual([{ file: ARTICLE, field: 'author', message: 'missing; expected text' }]);
  });
  it('unknown field', () => {
    expect(problemsOf(contentCopy(replaceIn(ARTICLE, /^(category: .*)$/m, '$1\ntags: supply')))).toEqual([
      { file: ARTICLE, field: 'tags', message: 'unknown field; remove it or check its spelling' },
    ]);
  });
  it('image that does not exist in public/', () => {
    expect(problemsOf(contentCopy(replaceIn(ARTICLE, /^image: .*$/m, 'image: /news/nowhere.svg')))).toEqual([
      { file: ARTICLE, field: 'image', message: 'expected an image that exists in public/; there is no file public/news/nowhere.svg' },
    ]);
  });
  it('a hand-made number (the article is known by its file name)', () => {
    expect(problemsOf(contentCopy(replaceIn(ARTICLE, /^title: /m, 'id: 7\ntitle: ')))).toEqual([{ file: ARTICLE, field: 'id', message: 'unknown field; remove it or check its spelling' }]);
  });
  it('missing text or front matter: the file at its first line, which /admin cannot open', () => {
    const root = contentCopy((file) => file('content/news/empty-article.md').write('no fields here\n'));
    expect(problemsOf(root)).toEqual([
      { file: 'content/news/empty-article.md', line: 1, unreadable: true, message: 'expected the fields between two "---" lines at the top of the file' },
    ]);
  });
  it('broken YAML in front matter: the line of the file, counting the "---" line above it', () => {
    // The title loses its closing quote.
    const root = contentCopy(replaceIn(ARTICLE, /^title: /m, 'title: "'));
    const problems = problemsOf(root);
    expect(problems).toEqual([{ file: ARTICLE, line: expect.any(Number), unreadable: true, message: expect.stringMatching(/^not valid YAML: /) }]);
    // The library's message counts the lines as the file does: the same line, and the file's text of it in its excerpt.
    const line = problems[0]!.line!;
    expect(problems[0]!.message).toContain(`at line ${line}, column`);
    expect(problems[0]!.message).toContain(readFileSync(path.join(root, ARTICLE), 'utf8').split('\n')[line - 1]!.trim());
  });
  it('file name that cannot be an address', () => {
    const root = contentCopy((file) => file('content/news/My Article.md').write(file(ARTICLE).read()));
    expect(linesOf(root)[0]).toMatch(/^content\/news\/My Article\.md: file name: expected lower-case letters, digits and hyphens/);
  });
});

describe('a bad file of each other kind fails with a message naming file and field', () => {
  it('team member without a portrait file', () => {
    const edit = editYaml('content/team.yml', (d) => void (items(d, 'members')[0]!.image = '/team/nowhere.svg'));
    expect(linesOf(contentCopy(edit))).toEqual([
      'content/team.yml: members[1].image: expected an image that exists in public/; there is no file public/team/nowhere.svg',
    ]);
  });
  it('office with a position that is not a number', () => {
    const edit = editYaml('content/offices.yml', (d) => void ((items(d, 'offices')[0]!.position as Node).lat = 'north'));
    expect(linesOf(contentCopy(edit))).toEqual(['content/offices.yml: offices[1].position.lat: expected a number; got "north"']);
  });
  it('office id used twice', () => {
    let id = '';
    const edit = editYaml('content/offices.yml', (d) => {
      const [first, second] = items(d, 'offices') as [Node, Node];
      id = String(first.id);
      second.id = id;
    });
    const problems = linesOf(contentCopy(edit));
    expect(problems).toEqual([
      `content/offices.yml: offices[2].id: "${id}" is already used by content/offices.yml: offices[1]; expected each id to be used once`,
    ]);
  });
  it('partner logo with an unknown field', () => {
    const edit = editYaml('content/partners.yml', (d) => void (items(d, 'partners')[0]!.website = 'https://partner.example'));
    expect(linesOf(contentCopy(edit))).toEqual(['content/partners.yml: partners[1].website: unknown field; remove it or check its spelling']);
  });
  it('service card with an unknown icon', () => {
    const edit = editYaml('content/service-cards.yml', (d) => void (items(d, 'cards')[0]!.icon = 'rocket'));
    expect(linesOf(contentCopy(edit))[0]).toMatch(/^content\/service-cards\.yml: cards\[1\]\.icon: expected one of [a-z, -]+; got "rocket"$/);
  });
  it('value without a title', () => {
    const edit = editYaml('content/values.yml', (d) => void delete items(d, 'values')[0]!.title);
    expect(linesOf(contentCopy(edit))).toEqual(['content/values.yml: values[1].title: missing; expected text']);
  });
  it('case study with an empty result', () => {
    const edit = editYaml('content/case-studies.yml', (d) => void ((items(d, 'caseStudies')[0]!.results as string[])[0] = ''));
    expect(linesOf(contentCopy(edit))).toEqual(['content/case-studies.yml: caseStudies[1].results[1]: must not be empty; got ""']);
  });
  it('success story with an image outside public/case-studies/', () => {
    const edit = editYaml('content/success-stories.yml', (d) => void (items(d, 'caseStudies')[0]!.image = OTHER_IMAGE));
    expect(linesOf(contentCopy(edit))).toEqual([
      `content/success-stories.yml: caseStudies[1].image: expected an image in public/case-studies/ (a path like "/case-studies/picture.webp"); got "${OTHER_IMAGE}"`,
    ]);
  });
  it('success story id used twice', () => {
    let id = '';
    const edit = editYaml('content/success-stories.yml', (d) => {
      const [first, second] = items(d, 'caseStudies') as [Node, Node];
      id = String(first.id);
      second.id = id;
    });
    const problems = linesOf(contentCopy(edit));
    expect(problems).toEqual([
      `content/success-stories.yml: caseStudies[2].id: "${id}" is already used by content/success-stories.yml: caseStudies[1]; expected each id to be used once`,
    ]);
  });
  it('success story told as one paragraph where the case-study model wants a list of steps', () => {
    const edit = editYaml('content/success-stories.yml', (d) => void (items(d, 'caseStudies')[0]!.approach = 'One paragraph instead of steps.'));
    expect(linesOf(contentCopy(edit))).toEqual([
      'content/success-stories.yml: caseStudies[1].approach: expected a list (one "- " line per item); got "One paragraph instead of steps."',
    ]);
  });
  it('page headers without an entry for a page', () => {
    const edit = editYaml('content/pages.yml', (d) => void (d.pages = items(d, 'pages').filter((entry) => entry.route !== '/terms')));
    expect(linesOf(contentCopy(edit))).toEqual(['content/pages.yml: pages: expected an entry for every page; missing /terms']);
  });
  it('legal page with a paragraph before the first heading', () => {
    expect(linesOf(contentCopy(replaceIn('content/legal/terms.md', /^## /m, 'Hello.\n\n## ')))).toEqual([
      'content/legal/terms.md: text: expected a "## Heading" line before the first paragraph; got "Hello."',
    ]);
  });
  it('company details with a phone number that cannot be dialled', () => {
    const edit = editYaml('content/site.yml', (d) => void ((d.phone as Node).tel = '0800 FLOWERS'));
    expect(linesOf(contentCopy(edit))).toEqual([
      expect.stringMatching(/^content\/site\.yml: phone\.tel: expected "\+" and the digits only, like "\+\d+"; got "0800 FLOWERS"$/),
    ]);
  });
  it('header link to a page that does not exist', () => {
    let where = '';
    const edit = editYaml('content/site.yml', (d) => {
      const nav = items(d, 'nav');
      const parent = nav.findIndex((item) => Array.isArray(item.children));
      const children = items(nav[parent], 'children');
      children[children.length - 1]!.href = '/no-such-page';
      where = `nav[${parent + 1}].children[${children.length}]`;
    });
    const problems = linesOf(contentCopy(edit));
    expect(problems).toEqual([`content/site.yml: ${where}.href: expected a page of this site (${ROUTES.join(', ')}); got "/no-such-page"`]);
  });
  it('interface text left empty', () => {
    const edit = editYaml('content/texts/contact.yml', (d) => void ((d.errors as Node).email = ''));
    expect(linesOf(contentCopy(edit))).toEqual(['content/texts/contact.yml: errors.email: must not be empty; got ""']);
  });
  it('interface text missing', () => {
    const edit = editYaml('content/texts/news.yml', (d) => void delete d.readMore);
    expect(linesOf(contentCopy(edit))).toEqual(['content/texts/news.yml: readMore: missing; expected text']);
  });
  it('interface text file missing', () => {
    const root = contentCopy(() => {});
    rmSync(path.join(root, 'content/texts/intro.yml'));
    expect(linesOf(root)).toEqual(['content/texts/intro.yml: the file is missing']);
  });
  it('manufacturing tabs without the cost tab', () => {
    const edit = editYaml('content/texts/manufacturing.yml', (d) => void (items(d, 'tabs').find((t) => t.id === COST_TAB)!.id = 'costs'));
    expect(linesOf(contentCopy(edit))).toEqual([
      `content/texts/manufacturing.yml: tabs: expected a tab with id "${COST_TAB}" (it shows the cost chart)`,
    ]);
  });
  it('a supply chain service with a colour that is not a hex code', () => {
    const edit = editYaml('content/texts/supply-chain.yml', (d) => void (items(d.services, 'items')[0]!.colour = 'orange'));
    expect(linesOf(contentCopy(edit))).toEqual([
      'content/texts/supply-chain.yml: services.items[1].colour: expected a colour as "#" and six hex digits, like "#0277BD"; got "orange"',
    ]);
  });
  it('a document of the drawings gallery whose image is missing', () => {
    const edit = editYaml('content/texts/dfm-cad.yml', (d) => void (items(d, 'documents')[0]!.url = '/services/documents/nowhere.svg'));
    expect(linesOf(contentCopy(edit))).toEqual([
      'content/texts/dfm-cad.yml: documents[1].url: expected an image that exists in public/; there is no file public/services/documents/nowhere.svg',
    ]);
  });
  it('broken YAML names the line', () => {
    const root = contentCopy(replaceIn('content/team.yml', /^(\s*- id: )/m, '$1['));
    expect(problemsOf(root)[0]).toEqual({ file: 'content/team.yml', line: expect.any(Number), unreadable: true, message: expect.stringMatching(/^not valid YAML/) });
    expect(linesOf(root)[0]).toMatch(/^content\/team\.yml: line \d+: not valid YAML/);
  });
});
