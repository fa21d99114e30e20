import type { z } from 'zod';
import { adminTextsSchema } from '../admin/schema';
import { aboutTextsSchema, teamFileSchema, valuesFileSchema } from '../about/schema';
import { caseStudiesFileSchema, caseStudyTextsSchema } from '../case-studies/schema';
import { contactTextsSchema } from '../contact/schema';
import { homeTextsSchema, partnersFileSchema, SERVICE_CARD_ROUTES, serviceCardsFileSchema } from '../home/schema';
import { introTextsSchema } from '../intro/schema';
import { legalFrontMatterSchema } from '../legal/schema';
import { parseSections } from '../legal/sections';
import { newsFrontMatterSchema, newsTextsSchema } from '../news/schema';
import { searchTextsSchema } from '../search/schema';
import { ROUTES } from '../routes/routes';
import { COST_TAB } from '../services/tabs';
import {
  dfmCadTextsSchema,
  manufacturingTextsSchema,
  MECHANICAL_CASE_STUDY_IDS,
  mechanicalTextsSchema,
  supplyChainTextsSchema,
} from '../services/schema';
import { notFoundTextsSchema, officesFileSchema, pagesFileSchema, sharedTextsSchema, siteFileSchema } from '../site/schema';

/**
 * The one list of everything an editor can change. Each collection names its file (or folder), its schema, the
 * values that must be used once, any further rule the build enforces, and how the CMS presents it. The loader
 * (lib/content/load.ts), the `Content` type below and the CMS configuration at /admin/config.yml
 * (lib/content/cms-config.ts) are all made from this list: adding a collection is one entry here and its schema.
 */

/** Reports a problem at a field of the file being checked (`field` as an editor reads it, like `tabs[2].id`). */
export type Report = (field: string, message: string) => void;

/** How the CMS shows a collection. */
export interface CmsPresentation {
  label: string;
  /** The name of one entry, for a folder of entries ("News article"). */
  labelSingular?: string;
  description: string;
  /** The CMS shows a preview of the page beside the form (registered in public/admin/cms-setup.js). */
  preview?: boolean;
}

/** One YAML file. */
export interface FileSource<S extends z.ZodObject = z.ZodObject> {
  file: string;
  schema: S;
  /** Lists whose items each need their own value of a field: `[list, field]`. */
  unique?: readonly (readonly [string, string])[];
  /**
   * Lists that hold exactly one item per value of a field (`[list, field]`: one entry per page): the CMS neither
   * adds nor removes items there, nor lets that field be changed.
   */
  fixed?: readonly (readonly [string, string])[];
  /**
   * Lists inside a group or inside another list's items whose items each need their own value of a field:
   * `[path, field]`, the path naming the list through its groups and lists (`story.milestones`, `nav.children`:
   * the children of each header item). With `unique` and `fixed`, they name each item in a translation's record of
   * what it was translated from (lib/content/translation-state.ts), so a record follows its item when the list is
   * reordered.
   */
  keys?: readonly (readonly [string, string])[];
  /** Rules beyond the schema (links that must lead to a page, an entry every page needs). */
  check?: (data: z.infer<S>, report: Report) => void;
  /** The entry's name in the CMS; the schema's title when left out. */
  label?: string;
  /** false: one file for every language (the content manager's own texts, which only editors read). */
  translated?: false;
}

/** The text below a Markdown file's front matter. */
export interface BodySource {
  label: string;
  hint: string;
  /** Rules the text must follow (the sections of a legal page). */
  check?: (body: string, report: Report) => void;
}

export interface FileCollection<S extends z.ZodObject = z.ZodObject> extends FileSource<S> {
  kind: 'file';
  cms: CmsPresentation;
}

/** A folder of Markdown files, one entry each; the file name is the entry's slug. */
export interface FolderCollection<S extends z.ZodObject = z.ZodObject> {
  kind: 'folder';
  folder: string;
  schema: S;
  body: BodySource;
  /** File names an entry may not take: the addresses of other pages beside the entries' own. */
  reservedSlugs?: readonly string[];
  cms: CmsPresentation & {
    /** The field that names an entry, and what the list of entries shows. */
    identifierField: string;
    summary: string;
    sortableFields: string[];
  };
}

/** A fixed set of YAML files, each with its own schema (the interface texts). */
export interface GroupCollection<F extends Record<string, FileSource> = Record<string, FileSource>> {
  kind: 'group';
  files: F;
  cms: CmsPresentation;
}

/** A fixed set of Markdown files sharing one schema (the legal pages). */
export interface MarkdownGroupCollection<S extends z.ZodObject = z.ZodObject, K extends string = string> {
  kind: 'markdown-group';
  files: Record<K, { file: string; label: string }>;
  schema: S;
  body: BodySource;
  cms: CmsPresentation;
}

export type Collection = FileCollection | FolderCollection | GroupCollection | MarkdownGroupCollection;

// Helpers that keep each entry's schema type, so that `Content` is inferred from the list.
const file = <S extends z.ZodObject>(c: Omit<FileCollection<S>, 'kind'>): FileCollection<S> => ({ kind: 'file', ...c });
const folder = <S extends z.ZodObject>(c: Omit<FolderCollection<S>, 'kind'>): FolderCollection<S> => ({ kind: 'folder', ...c });
const group = <F extends Record<string, FileSource>>(c: Omit<GroupCollection<F>, 'kind'>): GroupCollection<F> => ({ kind: 'group', ...c });
const source = <S extends z.ZodObject>(s: FileSource<S>): FileSource<S> => s;
const markdownGroup = <S extends z.ZodObject, K extends string>(c: Omit<MarkdownGroupCollection<S, K>, 'kind'>): MarkdownGroupCollection<S, K> => ({
  kind: 'markdown-group',
  ...c,
});

/** A header or footer link inside the site must lead to one of its pages. */
function checkSiteLinks(site: z.infer<typeof siteFileSchema>, report: Report): void {
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
      report(where, `expected a page of this site (${ROUTES.join(', ')}); got ${JSON.stringify(href)}`);
    }
  }
}

/** Every value in `required` must appear as `key` of some item; reports the missing ones at `list`. */
function requireEach<T>(items: readonly T[], key: (item: T) => string, required: readonly string[], list: string, what: string, report: Report) {
  const missing = required.filter((value) => !items.some((item) => key(item) === value));
  if (missing.length) report(list, `expected ${what}; missing ${missing.join(', ')}`);
}

const articleBody: BodySource = { label: 'Text', hint: 'The article. Leave an empty line between paragraphs.' };

export const registry = {
  news: folder({
    folder: 'content/news',
    schema: newsFrontMatterSchema,
    body: articleBody,
    // /news-and-events/page/2 is the list's second page, /news-and-events/data/… the files its island reads; a
    // page named 404 would be the not-found answer Cloudflare Pages gives every unknown address beside it.
    reservedSlugs: ['page', 'data', '404'],
    cms: {
      label: 'News articles',
      labelSingular: 'News article',
      description: 'News & Events: one article per entry. The list shows the newest first; each article gets its own page.',
      identifierField: 'title',
      summary: '{{date}} · {{title}}',
      sortableFields: ['date', 'title'],
      preview: true,
    },
  }),
  caseStudies: file({
    file: 'content/case-studies.yml',
    schema: caseStudiesFileSchema,
    unique: [['caseStudies', 'id']],
    check: (data, report) =>
      requireEach(data.caseStudies, (s) => s.id, MECHANICAL_CASE_STUDY_IDS, 'caseStudies', 'the case studies the Mechanical Engineering page shows', report),
    cms: { label: 'Case studies', description: 'The projects on /services/case-studies.', preview: true },
  }),
  successStories: file({
    file: 'content/success-stories.yml',
    schema: caseStudiesFileSchema,
    unique: [['caseStudies', 'id']],
    cms: { label: 'Success stories', description: 'The home page Success Stories cards and /case-studies.', preview: true },
  }),
  team: file({ file: 'content/team.yml', schema: teamFileSchema, unique: [['members', 'id']], cms: { label: 'Team', description: 'The leadership cards of /about-us/team.', preview: true } }),
  offices: file({
    file: 'content/offices.yml',
    schema: officesFileSchema,
    unique: [['offices', 'id']],
    cms: { label: 'Offices', description: 'The offices on the map, the contact page and the footer.', preview: true },
  }),
  partners: file({
    file: 'content/partners.yml',
    schema: partnersFileSchema,
    unique: [['partners', 'id']],
    cms: { label: 'Partner logos', description: 'The logos of the home page partner strip.' },
  }),
  serviceCards: file({
    file: 'content/service-cards.yml',
    schema: serviceCardsFileSchema,
    unique: [['cards', 'link']],
    fixed: [['cards', 'link']],
    check: (data, report) => requireEach(data.cards, (c) => c.link, SERVICE_CARD_ROUTES, 'cards', 'a card for every service page', report),
    cms: { label: 'Home service cards', description: 'The Key Features cards and the page behind each.' },
  }),
  values: file({
    file: 'content/values.yml',
    schema: valuesFileSchema,
    unique: [
      ['values', 'id'],
      ['practices', 'id'],
    ],
    cms: { label: 'Values and practices', description: 'Our values and What we do, on the About pages.' },
  }),
  texts: group({
    files: {
      site: source({
        file: 'content/site.yml',
        schema: siteFileSchema,
        unique: [['nav', 'href']],
        keys: [
          ['nav.children', 'href'],
          ['footer.legal', 'href'],
        ],
        check: checkSiteLinks,
      }),
      shared: source({ file: 'content/texts/shared.yml', schema: sharedTextsSchema, unique: [['shareImageSections', 'route']] }),
      intro: source({ file: 'content/texts/intro.yml', schema: introTextsSchema }),
      about: source({ file: 'content/texts/about.yml', schema: aboutTextsSchema, keys: [['story.milestones', 'id']] }),
      contact: source({ file: 'content/texts/contact.yml', schema: contactTextsSchema }),
      news: source({ file: 'content/texts/news.yml', schema: newsTextsSchema }),
      search: source({ file: 'content/texts/search.yml', schema: searchTextsSchema }),
      notFound: source({ file: 'content/texts/not-found.yml', schema: notFoundTextsSchema }),
      home: source({ file: 'content/texts/home.yml', schema: homeTextsSchema, keys: [['hero.buttons', 'href']] }),
      caseStudies: source({ file: 'content/texts/case-studies.yml', schema: caseStudyTextsSchema }),
      manufacturing: source({
        file: 'content/texts/manufacturing.yml',
        schema: manufacturingTextsSchema,
        unique: [['tabs', 'id']],
        keys: [['cost.items', 'id']],
        check: (data, report) => {
          if (!data.tabs.some((tab) => tab.id === COST_TAB)) report('tabs', `expected a tab with id "${COST_TAB}" (it shows the cost chart)`);
        },
      }),
      dfmCad: source({ file: 'content/texts/dfm-cad.yml', schema: dfmCadTextsSchema, unique: [['documents', 'id']] }),
      mechanical: source({ file: 'content/texts/mechanical-engineering.yml', schema: mechanicalTextsSchema, unique: [['subNav', 'id']], keys: [['services.items', 'id']] }),
      supplyChain: source({
        file: 'content/texts/supply-chain.yml',
        schema: supplyChainTextsSchema,
        keys: [
          ['services.items', 'id'],
          ['flow.steps', 'id'],
          ['metrics.items', 'id'],
        ],
      }),
      admin: source({ file: 'content/texts/admin.yml', schema: adminTextsSchema, translated: false }),
    },
    cms: {
      label: 'Site texts',
      description: 'The company details, the navigation, and the texts of every page around its content: headings, buttons, labels, messages, the About story, the services pages.',
    },
  }),
  pages: file({
    file: 'content/pages.yml',
    schema: pagesFileSchema,
    unique: [['pages', 'route']],
    fixed: [['pages', 'route']],
    check: (data, report) => requireEach(data.pages, (p) => p.route, ROUTES, 'pages', 'an entry for every page', report),
    cms: { label: 'Page headers', description: 'Title, description, heading and lead of every page.' },
  }),
  legal: markdownGroup({
    files: {
      privacy: { file: 'content/legal/privacy.md', label: 'Privacy policy' },
      terms: { file: 'content/legal/terms.md', label: 'Terms of use' },
    },
    schema: legalFrontMatterSchema,
    body: {
      label: 'Text',
      hint: 'Start each section with a line "## Heading"; a list is lines starting with "- ", after the paragraphs.',
      check: (body, report) => void parseSections(body, report),
    },
    cms: {
      label: 'Legal pages',
      description: 'Privacy policy and terms of use. {name}, {address}, {email} and {phone} are filled in from the company details.',
    },
  }),
} as const satisfies Record<string, Collection>;

export type Registry = typeof registry;
export type CollectionName = keyof Registry;

type GroupData<F> = { [K in keyof F]: F[K] extends FileSource<infer S> ? z.infer<S> : never };

/** What the loader hands back for a collection. */
export type DataOf<C> =
  C extends FolderCollection<infer S>
    ? (z.infer<S> & { slug: string; body: string })[]
    : C extends FileCollection<infer S>
      ? z.infer<S>
      : C extends GroupCollection<infer F>
        ? GroupData<F>
        : C extends MarkdownGroupCollection<infer S, infer K>
          ? Record<K, z.infer<S> & { body: string }>
          : never;

/** The validated data of the collections of `C` (the registry, or part of it), by name. */
export type ContentOf<C> = { [K in keyof C]: DataOf<C[K]> };

/** Every collection's validated data, by name. */
export type Content = ContentOf<Registry>;

/** The interface text files, by name. */
export type Texts = Content['texts'];
export type TextFileName = keyof Texts;
