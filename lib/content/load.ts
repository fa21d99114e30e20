import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { env } from '../env';
import { COST_TAB } from '../services-tabs';
import { ROUTES, type Route } from '../../content/routes';
import {
  caseStudiesFileSchema,
  legalFrontMatterSchema,
  newsFrontMatterSchema,
  officesFileSchema,
  pagesFileSchema,
  partnersFileSchema,
  serviceCardsFileSchema,
  setPublicRoot,
  SERVICE_CARD_ROUTES,
  teamFileSchema,
  textFileSchemas,
  valuesFileSchema,
  type AboutPillarData,
  type CaseStudyData,
  type NewsArticleData,
  type OfficeData,
  type PageMetaData,
  type PartnerData,
  type ServiceCardData,
  type TextFileName,
  type Texts,
} from './schema';

/**
 * Reads every content file once, at build time (and when a test asks), validates it against
 * lib/content/schema.ts and hands back typed, serialisable data. Every problem in every file is collected
 * first and reported together, one line each, as `<file>: <field>: <what was expected>; got <value>`, so an
 * editor fixes a whole batch in one go. Items of a list are counted from 1 (`members[3].image`).
 */

/** Where each kind of content lives, relative to the project root. */
export const CONTENT_FILES = {
  news: 'content/news',
  team: 'content/team.yml',
  offices: 'content/offices.yml',
  partners: 'content/partners.yml',
  serviceCards: 'content/service-cards.yml',
  values: 'content/values.yml',
  caseStudies: 'content/case-studies.yml',
  successStories: 'content/success-stories.yml',
  pages: 'content/pages.yml',
  legal: 'content/legal',
  /** The company details and the interface texts: one YAML file each, validated by textFileSchemas. */
  texts: {
    site: 'content/site.yml',
    shared: 'content/texts/shared.yml',
    intro: 'content/texts/intro.yml',
    about: 'content/texts/about.yml',
    contact: 'content/texts/contact.yml',
    news: 'content/texts/news.yml',
    notFound: 'content/texts/not-found.yml',
    home: 'content/texts/home.yml',
    caseStudies: 'content/texts/case-studies.yml',
    manufacturing: 'content/texts/manufacturing.yml',
    dfmCad: 'content/texts/dfm-cad.yml',
    mechanical: 'content/texts/mechanical-engineering.yml',
    supplyChain: 'content/texts/supply-chain.yml',
    admin: 'content/texts/admin.yml',
  } satisfies Record<TextFileName, string>,
} as const;

export const LEGAL_PAGES = ['privacy', 'terms'] as const;
export type LegalPageName = (typeof LEGAL_PAGES)[number];

/** A leadership card as the carousel shows it: the member's fields, the portrait as `img`, and the caption "Name, Role" as `info`. */
export type TeamMember = Omit<z.infer<typeof teamFileSchema>['members'][number], 'image'> & { img: string; info: string };

/** A section of a long text page (privacy, terms). */
export interface TextSection {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export interface LegalPageData {
  updated: string;
  sections: TextSection[];
}

/** A legal page as shown: its header (content/pages.yml), date and sections. */
export type LegalPage = PageMetaData & LegalPageData;

export interface Content {
  news: NewsArticleData[];
  team: TeamMember[];
  offices: OfficeData[];
  partners: PartnerData[];
  serviceCards: Omit<ServiceCardData, 'page'>[];
  serviceCardPages: Record<ServiceCardData['link'], ServiceCardData['page']>;
  values: AboutPillarData[];
  practices: AboutPillarData[];
  caseStudies: CaseStudyData[];
  successStories: CaseStudyData[];
  pages: Record<Route, PageMetaData>;
  legal: Record<LegalPageName, LegalPageData>;
  /** The company details (content/site.yml) and the interface texts (content/texts/). */
  texts: Texts;
}

export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`The content has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}:\n  ${problems.join('\n  ')}`);
    this.name = 'ContentError';
  }
}

// ------------------------------------------------------------------------------------------------ messages

function show(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'an empty value';
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a group of fields';
  return String(value);
}

/** `['members', 2, 'image']` -> `members[3].image` (list items counted from 1, as an editor counts). */
export function fieldPath(segments: readonly PropertyKey[]): string {
  return segments.reduce<string>((acc, key) => {
    if (typeof key === 'number') return `${acc}[${key + 1}]`;
    return acc ? `${acc}.${String(key)}` : String(key);
  }, '');
}

/** One line per zod issue, naming the file, the field and what was expected. */
export function describeIssues(file: string, issues: readonly z.core.$ZodIssue[], prefix: readonly PropertyKey[] = []): string[] {
  return issues.flatMap((issue) => {
    const at = (segments: readonly PropertyKey[]) => {
      const field = fieldPath([...prefix, ...segments]);
      return field ? `${file}: ${field}` : file;
    };
    const input = (issue as { input?: unknown }).input;
    switch (issue.code) {
      case 'unrecognized_keys':
        return issue.keys.map((key) => `${at([...issue.path, key])}: unknown field; remove it or check its spelling`);
      case 'invalid_value':
        return [`${at(issue.path)}: expected one of ${issue.values.map(String).join(', ')}; got ${show(input)}`];
      case 'invalid_type': {
        // zod's own wording ("Invalid input: expected array") is for programmers; an editor writes lists as "- " lines.
        const message = issue.expected === 'array' ? 'expected a list (one "- " line per item)' : issue.message;
        return [input === undefined ? `${at(issue.path)}: missing; ${message}` : `${at(issue.path)}: ${message}; got ${show(input)}`];
      }
      case 'custom':
        return [`${at(issue.path)}: ${issue.message}`];
      default:
        return [`${at(issue.path)}: ${issue.message}; got ${show(input)}`];
    }
  });
}

// ------------------------------------------------------------------------------------------------ files

type Problems = string[];

function readText(root: string, file: string, problems: Problems): string | undefined {
  const full = path.join(root, file);
  if (!existsSync(full)) {
    problems.push(`${file}: the file is missing`);
    return undefined;
  }
  return readFileSync(full, 'utf8').replace(/\r\n?/g, '\n');
}

function parseYamlText(file: string, source: string, problems: Problems): unknown {
  try {
    return parseYaml(source) ?? {};
  } catch (error) {
    const e = error as { message?: string; linePos?: { line: number }[] };
    const line = e.linePos?.[0]?.line;
    problems.push(`${file}: ${line ? `line ${line}: ` : ''}not valid YAML: ${(e.message ?? String(error)).split('\n')[0]}`);
    return undefined;
  }
}

/** A Markdown file's YAML front matter (between two `---` lines at the top) and its body. */
function splitFrontMatter(file: string, source: string, problems: Problems): { data: unknown; body: string } | undefined {
  const match = /^---\n([\s\S]*?)\n---[ \t]*(?:\n|$)/.exec(source);
  if (!match) {
    problems.push(`${file}: expected the fields between two "---" lines at the top of the file`);
    return undefined;
  }
  const data = parseYamlText(file, match[1] ?? '', problems);
  if (data === undefined) return undefined;
  return { data, body: source.slice(match[0].length).trim() };
}

function validate<S extends z.ZodType>(schema: S, file: string, data: unknown, problems: Problems): z.infer<S> | undefined {
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return result.data;
  problems.push(...describeIssues(file, result.error.issues));
  return undefined;
}

/** Reports every value of `key` used twice in `items`, naming both places (`where` ends with ": " or "."). */
function checkUnique<T>(items: readonly { item: T; where: string }[], key: keyof T & string, problems: Problems): void {
  const seen = new Map<unknown, string>();
  for (const { item, where } of items) {
    const value = item[key];
    const first = seen.get(value);
    if (first !== undefined) problems.push(`${where}${key}: ${show(value)} is already used by ${first}; expected each ${key} to be used once`);
    else seen.set(value, where.replace(/(\.|: )$/, ''));
  }
}

function listOf<T>(file: string, listName: string, items: readonly T[]) {
  return items.map((item, i) => ({ item, where: `${file}: ${listName}[${i + 1}].` }));
}

// ------------------------------------------------------------------------------------------------ collections

function loadNews(root: string, problems: Problems): NewsArticleData[] {
  const dir = CONTENT_FILES.news;
  const full = path.join(root, dir);
  if (!existsSync(full)) {
    problems.push(`${dir}: the folder is missing`);
    return [];
  }
  const articles: { item: NewsArticleData; where: string }[] = [];
  for (const name of readdirSync(full).sort()) {
    if (name.startsWith('.')) continue;
    const file = `${dir}/${name}`;
    if (!name.endsWith('.md')) {
      problems.push(`${file}: expected only Markdown files (.md) in ${dir}/`);
      continue;
    }
    const slug = name.slice(0, -'.md'.length);
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
      problems.push(`${file}: file name: expected lower-case letters, digits and hyphens (it becomes the address /news-and-events/${slug}); got ${JSON.stringify(slug)}`);
      continue;
    }
    const source = readText(root, file, problems);
    if (source === undefined) continue;
    const parts = splitFrontMatter(file, source, problems);
    if (!parts) continue;
    const front = validate(newsFrontMatterSchema, file, parts.data, problems);
    if (!parts.body) problems.push(`${file}: text: missing; expected the article text below the second "---" line`);
    if (front && parts.body) articles.push({ item: { ...front, slug, content: parts.body }, where: file });
  }
  checkUnique(
    articles.map(({ item, where }) => ({ item, where: `${where}: ` })),
    'id',
    problems,
  );
  return articles.map((a) => a.item).sort((a, b) => a.id - b.id);
}

function loadYamlFile<S extends z.ZodType>(root: string, file: string, schema: S, problems: Problems): z.infer<S> | undefined {
  const source = readText(root, file, problems);
  if (source === undefined) return undefined;
  const data = parseYamlText(file, source, problems);
  if (data === undefined) return undefined;
  return validate(schema, file, data, problems);
}

/**
 * The body of a legal page: "## Heading" starts a section; each block of text separated by an empty line is
 * a paragraph; a block of "- " lines is the section's list, after its paragraphs.
 */
export function parseSections(file: string, body: string, problems: Problems): TextSection[] {
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
      problems.push(`${file}: text: expected a "## Heading" line before the first paragraph; got ${show(block.split('\n')[0])}`);
      return [];
    } else if (block.split('\n').every((line) => /^[-*] /.test(line))) {
      if (current.list) problems.push(`${file}: section "${current.heading}": expected one list per section; got a second one`);
      current.list = block.split('\n').map((line) => line.slice(2).trim());
    } else if (current.list) {
      problems.push(`${file}: section "${current.heading}": expected the list after the paragraphs; got a paragraph after it`);
    } else {
      current.paragraphs.push(block.replace(/\s*\n\s*/g, ' '));
    }
  }
  if (sections.length === 0) problems.push(`${file}: text: missing; expected "## Heading" sections below the second "---" line`);
  for (const s of sections) {
    if (s.paragraphs.length === 0 && !s.list) problems.push(`${file}: section "${s.heading}": expected at least one paragraph`);
  }
  return sections.map((s) => (s.list ? { heading: s.heading, paragraphs: s.paragraphs, list: s.list } : { heading: s.heading, paragraphs: s.paragraphs }));
}

function loadLegal(root: string, problems: Problems): Record<LegalPageName, LegalPageData> {
  const entries = LEGAL_PAGES.map((name) => {
    const file = `${CONTENT_FILES.legal}/${name}.md`;
    const source = readText(root, file, problems);
    const parts = source === undefined ? undefined : splitFrontMatter(file, source, problems);
    const front = parts && validate(legalFrontMatterSchema, file, parts.data, problems);
    const sections = parts ? parseSections(file, parts.body, problems) : [];
    return [name, { updated: front?.updated ?? '', sections }] as const;
  });
  return Object.fromEntries(entries) as Record<LegalPageName, LegalPageData>;
}

function loadPages(root: string, problems: Problems): Record<Route, PageMetaData> {
  const file = CONTENT_FILES.pages;
  const data = loadYamlFile(root, file, pagesFileSchema, problems);
  const pages = {} as Record<Route, PageMetaData>;
  if (!data) return pages;
  checkUnique(listOf(file, 'pages', data.pages), 'route', problems);
  for (const { route, ...meta } of data.pages) pages[route] = meta;
  const missing = ROUTES.filter((route) => !(route in pages));
  if (missing.length) problems.push(`${file}: pages: expected an entry for every page; missing ${missing.join(', ')}`);
  return pages;
}

/** One list of case studies (both case-study files have the same shape), each id used once. */
function loadCaseStudies(root: string, file: string, problems: Problems): CaseStudyData[] | undefined {
  const list = loadYamlFile(root, file, caseStudiesFileSchema, problems)?.caseStudies;
  if (list) checkUnique(listOf(file, 'caseStudies', list), 'id', problems);
  return list;
}

function loadTexts(root: string, problems: Problems): Partial<Texts> {
  const texts: Partial<Record<TextFileName, unknown>> = {};
  for (const name of Object.keys(textFileSchemas) as TextFileName[]) {
    texts[name] = loadYamlFile(root, CONTENT_FILES.texts[name], textFileSchemas[name], problems);
  }
  const { site, shared, manufacturing, dfmCad } = texts as Partial<Texts>;
  if (site) {
    // A header or footer link inside the site must lead to one of its pages.
    const file = CONTENT_FILES.texts.site;
    const links = [
      ...site.nav.flatMap((item, i) => [
        { href: item.href, where: `nav[${i + 1}].href` },
        ...(item.children ?? []).map((child, j) => ({ href: child.href, where: `nav[${i + 1}].children[${j + 1}].href` })),
      ]),
      { href: site.rfq.href, where: 'rfq.href' },
      ...site.footer.legal.map((l, i) => ({ href: l.href, where: `footer.legal[${i + 1}].href` })),
    ];
    for (const { href, where } of links) {
      const route = href.split('#')[0] ?? '';
      if (href.startsWith('/') && !(ROUTES as readonly string[]).includes(route)) {
        problems.push(`${file}: ${where}: expected a page of this site (${ROUTES.join(', ')}); got ${show(href)}`);
      }
    }
  }
  if (manufacturing) {
    const file = CONTENT_FILES.texts.manufacturing;
    checkUnique(listOf(file, 'tabs', manufacturing.tabs), 'id', problems);
    if (!manufacturing.tabs.some((tab) => tab.id === COST_TAB)) {
      problems.push(`${file}: tabs: expected a tab with id "${COST_TAB}" (it shows the cost chart)`);
    }
  }
  if (dfmCad) checkUnique(listOf(CONTENT_FILES.texts.dfmCad, 'documents', dfmCad.documents), 'id', problems);
  if (shared) checkUnique(listOf(CONTENT_FILES.texts.shared, 'shareImageSections', shared.shareImageSections), 'route', problems);
  return texts as Partial<Texts>;
}

function load(root: string): Content {
  const problems: Problems = [];
  setPublicRoot(path.join(root, 'public'));

  const news = loadNews(root, problems);

  const team = loadYamlFile(root, CONTENT_FILES.team, teamFileSchema, problems);
  const offices = loadYamlFile(root, CONTENT_FILES.offices, officesFileSchema, problems);
  if (offices) checkUnique(listOf(CONTENT_FILES.offices, 'offices', offices.offices), 'id', problems);
  const partners = loadYamlFile(root, CONTENT_FILES.partners, partnersFileSchema, problems);
  if (partners) checkUnique(listOf(CONTENT_FILES.partners, 'partners', partners.partners), 'id', problems);
  const cards = loadYamlFile(root, CONTENT_FILES.serviceCards, serviceCardsFileSchema, problems);
  if (cards) {
    checkUnique(listOf(CONTENT_FILES.serviceCards, 'cards', cards.cards), 'link', problems);
    const missing = SERVICE_CARD_ROUTES.filter((route) => !cards.cards.some((card) => card.link === route));
    if (missing.length) problems.push(`${CONTENT_FILES.serviceCards}: cards: expected a card for every service page; missing ${missing.join(', ')}`);
  }
  const values = loadYamlFile(root, CONTENT_FILES.values, valuesFileSchema, problems);
  if (values) {
    checkUnique(listOf(CONTENT_FILES.values, 'values', values.values), 'id', problems);
    checkUnique(listOf(CONTENT_FILES.values, 'practices', values.practices), 'id', problems);
  }
  const caseStudies = loadCaseStudies(root, CONTENT_FILES.caseStudies, problems);
  const stories = loadCaseStudies(root, CONTENT_FILES.successStories, problems);
  const pages = loadPages(root, problems);
  const legal = loadLegal(root, problems);
  const texts = loadTexts(root, problems);

  if (problems.length) throw new ContentError(problems);

  const serviceCards = cards!.cards;
  return {
    news,
    team: team!.members.map(({ image, ...m }) => ({ ...m, img: image, info: `${m.name}, ${m.role}` })),
    offices: offices!.offices,
    partners: partners!.partners,
    serviceCards: serviceCards.map(({ page: _page, ...card }) => card),
    serviceCardPages: Object.fromEntries(serviceCards.map((c) => [c.link, c.page])) as Content['serviceCardPages'],
    values: values!.values,
    practices: values!.practices,
    caseStudies: caseStudies!,
    successStories: stories!,
    pages,
    legal,
    texts: texts as Texts,
  };
}

/**
 * One text file alone, validated, or undefined when it has a problem: for the content manager's own page, which
 * must open even while other content is broken (an editor repairs it there).
 */
export function loadTextFile<N extends TextFileName>(name: N, root: string = env.CONTENT_ROOT || process.cwd()): Texts[N] | undefined {
  const problems: Problems = [];
  const data = loadYamlFile(root, CONTENT_FILES.texts[name], textFileSchemas[name], problems);
  return problems.length ? undefined : (data as Texts[N]);
}

const cache = new Map<string, Content>();

/**
 * Every content file under `root`, read and validated once per process. The root is the project, or
 * CONTENT_ROOT when set (a test builds the site from a copy of content/ with an added article).
 */
export function loadContent(root: string = env.CONTENT_ROOT || process.cwd()): Content {
  const key = path.resolve(root);
  let content = cache.get(key);
  if (!content) {
    content = load(key);
    cache.set(key, content);
  }
  return content;
}
