import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ROUTES } from '../../content/routes';
import { ICON_NAMES, NEWS_CATEGORIES } from '../../content/types';

/**
 * The one schema of every editable content file under content/. The build validates each file against it
 * (lib/content/load.ts), the TypeScript types of the content are inferred from it (content/types.ts), and the
 * CMS configuration at /admin/config.yml is generated from it (lib/content/cms-config.ts). `.meta()` carries
 * what the CMS shows an editor: `title` is the field's label, `description` its hint in plain words,
 * `widget` overrides the widget the field's type implies (text, markdown, image), and `folder` is where an
 * image upload goes in public/.
 *
 * Objects are strict: a misspelt or unknown field fails the build instead of being silently ignored.
 */

/** public/ of the checkout being validated; the loader points it at the root it reads. */
let publicRoot = path.join(process.cwd(), 'public');

export function setPublicRoot(root: string): void {
  publicRoot = root;
}

const text = (title: string, description?: string) =>
  z.string({ error: 'expected text' }).trim().min(1, { error: 'must not be empty' }).meta({ title, description });

const longText = (title: string, description?: string) => text(title, description).meta({ title, description, widget: 'text' });

/** A URL-safe id: lower-case letters, digits and single hyphens ("ho-chi-minh-city"). */
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const id = (title: string, description: string) =>
  z
    .string({ error: 'expected text' })
    .regex(slugPattern, { error: 'expected lower-case letters, digits and hyphens (like "my-article")' })
    .meta({ title, description });

/** A path of a file in public/ ("/news/x.svg"), which must exist: a missing image fails the build, not the visitor. */
const image = (folder: string, title = 'Image', description?: string) =>
  z
    .string({ error: 'expected an image path' })
    .regex(new RegExp(`^/${folder}/[A-Za-z0-9._-]+\\.(svg|webp|png|jpe?g|avif)$`), {
      error: `expected an image in public/${folder}/ (a path like "/${folder}/picture.webp")`,
    })
    .superRefine((value, ctx) => {
      const file = path.join(publicRoot, value);
      if (!existsSync(file) || !statSync(file).isFile()) {
        ctx.addIssue({ code: 'custom', message: `expected an image that exists in public/; there is no file public${value}`, input: value });
      }
    })
    .meta({ title, description, widget: 'image', folder });

const isoDate = (title: string, description?: string) =>
  z.iso.date({ error: 'expected a date as YYYY-MM-DD' }).meta({ title, description, widget: 'date' });

const icon = z.enum(ICON_NAMES).meta({ title: 'Icon', description: 'The pictogram shown with this item.' });
const internalPath = z
  .string({ error: 'expected a link' })
  .regex(/^\/[a-z0-9/#-]*$/, { error: 'expected a link inside the site, starting with "/" (like "/contact")' });
const link = z
  .strictObject({ label: text('Link text'), href: internalPath.meta({ title: 'Link target', description: 'A page of this site, like /contact.' }) })
  .meta({ title: 'Link' });

// ------------------------------------------------------------------------------------------------ news

/** Front matter of content/news/<slug>.md; the file name is the slug, the body is the article text. */
export const newsFrontMatterSchema = z
  .strictObject({
    id: z
      .number({ error: 'expected a whole number' })
      .int({ error: 'expected a whole number' })
      .min(1, { error: 'expected a number above 0' })
      .meta({ title: 'Number', description: 'A whole number no other article uses: take the highest number so far plus one.' }),
    title: text('Title'),
    summary: longText('Summary', 'One or two sentences shown in the news list and in link previews.'),
    image: image('news', 'Image', 'A 1200 x 630 picture, SVG or WebP. Uploads go to public/news/.'),
    date: isoDate('Date', 'The publication date. The list shows the newest first.'),
    author: text('Author'),
    category: z.enum(NEWS_CATEGORIES).meta({ title: 'Category' }),
  })
  .meta({ title: 'News article' });

export const newsArticleSchema = newsFrontMatterSchema.extend({
  /** URL segment of /news-and-events/<slug>: the file name without .md. */
  slug: id('Address', 'The last part of the article address, /news-and-events/<this>.'),
  /** Paragraphs separated by blank lines. */
  content: text('Text', 'The article. Leave an empty line between paragraphs.').meta({
    title: 'Text',
    description: 'The article. Leave an empty line between paragraphs.',
    widget: 'markdown',
  }),
});

// ------------------------------------------------------------------------------------------------ team

export const teamFileSchema = z.strictObject({
  members: z
    .array(
      z.strictObject({
        name: text('Name'),
        role: text('Role', 'Shown under the name, like "Head of Sourcing & Quality".'),
        base: text('Based in', 'The city this person works from.'),
        image: image('team', 'Portrait', 'A square portrait, SVG or WebP, at least 240 x 240. Uploads go to public/team/.'),
        alt: text('Portrait description', 'What the portrait shows, for people who cannot see it.'),
      }),
    )
    .min(1, { error: 'expected at least one team member' })
    .meta({ title: 'Team members', description: 'The carousel shows them in this order, evenly spaced.' }),
});

// ------------------------------------------------------------------------------------------------ offices

export const officeSchema = z.strictObject({
  id: id('Id', 'A short name for this office in lower case, like "portland". Never change it once published.'),
  name: text('Name', 'As shown on the map and the contact page, like "Product Studio".'),
  city: text('Place', 'Short place name for the footer, like "Portland metro area".'),
  role: text('Role', 'What the footer says of this office, like "Product studio".'),
  address: text('Address', 'One line, as shown in the map popup and the office list.'),
  postal: z
    .strictObject({
      streetAddress: text('Street'),
      addressLocality: text('City'),
      addressRegion: text('Region or state').optional(),
      postalCode: text('Postal code').optional(),
      addressCountry: z
        .string({ error: 'expected a country code' })
        .regex(/^[A-Z]{2}$/, { error: 'expected a two-letter country code like "US" or "VN"' })
        .meta({ title: 'Country code', description: 'Two capital letters, like US or VN.' }),
    })
    .meta({ title: 'Postal address', description: 'For search engines (the address in parts).' }),
  position: z
    .strictObject({
      lat: z.number({ error: 'expected a number' }).min(-90).max(90).meta({ title: 'Latitude', description: 'Like 45.5276 (north is positive).' }),
      lng: z.number({ error: 'expected a number' }).min(-180).max(180).meta({ title: 'Longitude', description: 'Like -122.6851 (east is positive).' }),
    })
    .meta({ title: 'Map position' }),
});

export const officesFileSchema = z.strictObject({
  offices: z
    .array(officeSchema)
    .min(1, { error: 'expected at least one office' })
    .meta({ title: 'Offices', description: 'The first office is the headquarters named in the privacy policy.' }),
});

// ------------------------------------------------------------------------------------------------ partners

export const partnerSchema = z.strictObject({
  id: id('Id', 'A short name in lower case, like "northwind".'),
  name: text('Name', 'The partner’s name; also read out for the logo.'),
  src: image('partners', 'Logo', 'A logo 200 x 64, SVG or WebP. Uploads go to public/partners/.'),
  width: z.number().int().positive().meta({ title: 'Width', description: 'In pixels; 200 for every logo today.' }),
  height: z.number().int().positive().meta({ title: 'Height', description: 'In pixels; 64 for every logo today.' }),
});

export const partnersFileSchema = z.strictObject({
  partners: z.array(partnerSchema).min(1, { error: 'expected at least one partner' }).meta({ title: 'Partner logos' }),
});

// ------------------------------------------------------------------------------------------------ home service cards

/** The pages behind the home cards: one page exists for each of these addresses. */
export const SERVICE_CARD_ROUTES = [
  '/market-expansion-services',
  '/sourcing-supply-chain-sourcing-in-southeast-asia',
  '/corporate-services',
] as const;

export const serviceCardSchema = z.strictObject({
  icon,
  title: text('Title'),
  description: longText('Description'),
  features: z
    .array(z.strictObject({ title: text('Title'), description: text('Description') }))
    .min(1, { error: 'expected at least one feature' })
    .meta({ title: 'Features', description: 'Three short points with a title each.' }),
  link: z.enum(SERVICE_CARD_ROUTES).meta({ title: 'Page', description: 'The page "Learn More" opens.' }),
  backTitle: text('Back title', 'Shown when the card turns, like "Key benefit".'),
  backDescription: longText('Back text'),
  page: z
    .strictObject({
      highlightLabel: text('Highlight heading', 'Heading of the back text on the card’s own page.'),
      cta: z.strictObject({ heading: text('Call to action heading'), text: longText('Call to action text') }).meta({ title: 'Call to action' }),
    })
    .meta({ title: 'The card’s page' }),
});

export const serviceCardsFileSchema = z.strictObject({
  cards: z.array(serviceCardSchema).min(1, { error: 'expected at least one card' }).meta({ title: 'Service cards' }),
});

// ------------------------------------------------------------------------------------------------ values and practices

export const aboutPillarSchema = z.strictObject({
  id: id('Id', 'A short name in lower case, like "excellence"; the page section is named after it.'),
  icon,
  title: text('Title'),
  description: longText('Description'),
  points: z.array(text('Point')).min(1, { error: 'expected at least one point' }).meta({ title: 'Points' }),
  link: link.optional(),
});

export const valuesFileSchema = z.strictObject({
  values: z.array(aboutPillarSchema).min(1, { error: 'expected at least one value' }).meta({ title: 'Our values' }),
  practices: z.array(aboutPillarSchema).min(1, { error: 'expected at least one practice' }).meta({ title: 'What we do' }),
});

// ------------------------------------------------------------------------------------------------ case studies

/**
 * A case study: the card (title, summary, picture) and the full story behind it. The same model serves both
 * lists: the home page's Success Stories (content/success-stories.yml, full stories on /case-studies) and the
 * services case studies (content/case-studies.yml, full stories on /services/case-studies).
 */
export const caseStudySchema = z.strictObject({
  id: id('Id', 'A short name in lower case; the full story is found at its list page followed by #<this>.'),
  title: text('Title'),
  description: longText('Summary', 'Shown on the case study card.'),
  image: image('case-studies', 'Image', 'A 640 x 400 picture, SVG or WebP. Uploads go to public/case-studies/. Without one, a placeholder is shown.').optional(),
  imageAlt: text('Image description', 'What the picture shows, for people who cannot see it. Leave it out when the picture only decorates the card.').optional(),
  category: text('Category', 'Shown above the title: the service, like "Mechanical Engineering", or the client’s sector.'),
  client: text('Client', 'Who the client is, without naming them if they are confidential.').optional(),
  challenge: longText('The challenge'),
  approach: z.array(longText('Step')).min(1, { error: 'expected at least one step' }).meta({ title: 'What we did' }),
  results: z.array(text('Result')).min(1, { error: 'expected at least one result' }).meta({ title: 'Results' }),
});

/** Both case-study files: one list under `caseStudies`. */
export const caseStudiesFileSchema = z.strictObject({
  caseStudies: z.array(caseStudySchema).min(1, { error: 'expected at least one case study' }).meta({ title: 'Case studies' }),
});

// ------------------------------------------------------------------------------------------------ page headers

export const pageMetaSchema = z.strictObject({
  title: text('Title', 'The browser tab and link preview title; " | Apexbridge Global" is added after it.'),
  description: longText('Description', 'One or two sentences for search results and link previews.'),
  heading: text('Heading', 'The big heading at the top of the page.'),
  lead: longText('Lead', 'An optional sentence under the heading.').optional(),
});

export const pageEntrySchema = pageMetaSchema.extend({
  route: z.enum(ROUTES).meta({ title: 'Page' }),
});

export const pagesFileSchema = z.strictObject({
  pages: z.array(pageEntrySchema).meta({ title: 'Pages', description: 'One entry for each page of the site.' }),
});

// ------------------------------------------------------------------------------------------------ legal pages

/** Front matter of content/legal/<page>.md; the body holds "## Heading" sections of paragraphs and "- " lists. */
export const legalFrontMatterSchema = z.strictObject({
  updated: isoDate('Last updated', 'Change it whenever the text changes.'),
});

export type NewsArticleData = z.infer<typeof newsArticleSchema>;
export type OfficeData = z.infer<typeof officeSchema>;
export type PartnerData = z.infer<typeof partnerSchema>;
export type ServiceCardData = z.infer<typeof serviceCardSchema>;
export type AboutPillarData = z.infer<typeof aboutPillarSchema>;
export type CaseStudyData = z.infer<typeof caseStudySchema>;
export type PageMetaData = z.infer<typeof pageMetaSchema>;
