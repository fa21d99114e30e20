import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ROUTES } from '../../content/routes';
import { ICON_NAMES } from '../icons';
import { NEWS_CATEGORIES } from '../news';

/**
 * The one schema of every editable content file under content/. The build validates each file against it
 * (lib/content/load.ts), the TypeScript types of the content are inferred from it (`z.infer`, below), and the
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
    // Short enough for a headline, a tab title and the file name made from it.
    title: text('Title').max(120, { error: 'at most 120 characters' }),
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

// ------------------------------------------------------------------------------------------------ company and navigation

const whole = (title: string, description?: string) =>
  z.number({ error: 'expected a whole number' }).int({ error: 'expected a whole number' }).meta({ title, description });
const year = (title: string, description?: string) => whole(title, description).min(1900, { error: 'expected a year like 2025' });
const flag = (title: string, description: string) => z.boolean({ error: 'expected true or false' }).meta({ title, description });

/** A header link: a page of this site, or a full address of another site ("https://..."). */
const navHref = z
  .string({ error: 'expected a link' })
  .regex(/^(?:\/[a-z0-9/#-]*|https:\/\/\S+)$/, {
    error: 'expected a link inside the site, starting with "/" (like "/contact"), or a full address starting with "https://"',
  })
  .meta({ title: 'Link target', description: 'A page of this site, like /contact, or a full address of another site.' });

export const navItemSchema = z
  .strictObject({
    label: text('Link text'),
    href: navHref,
    external: flag('Opens in a new tab', 'Switch on for a link to another site.').optional(),
    matchPrefix: flag('Highlighted on its sub-pages', 'The item stays highlighted on every page under its address.').optional(),
    // An empty list is no dropdown: the content manager writes one for an item whose dropdown has no links.
    children: z.array(link).meta({ title: 'Dropdown links', description: 'Leave empty for an item without a dropdown.' }).optional(),
  })
  .meta({ title: 'Header item' });

export const siteFileSchema = z
  .strictObject({
    name: text('Company name', 'As written everywhere, like "Apexbridge Global".'),
    shortName: text('Short name', 'The first word of the name, written large on share images.'),
    tagline: text('Tagline', 'The line in capitals under the logo.'),
    slogan: text('Slogan', 'The sentence under the tagline on the home page and in the footer.'),
    description: longText('Description', 'For search results and link previews of pages without their own description.'),
    foundedYear: year('Founded in', 'The About story says it where it writes {founded}.'),
    logo: z
      .strictObject({
        src: image('brand', 'Logo', 'An SVG in public/brand/.'),
        alt: text('Logo description', 'What the logo says, for people who cannot see it.'),
        width: whole('Width', 'In pixels, as drawn in the header.').positive({ error: 'expected a number above 0' }),
        height: whole('Height', 'In pixels, as drawn in the header.').positive({ error: 'expected a number above 0' }),
      })
      .meta({ title: 'Logo' }),
    email: z
      .string({ error: 'expected an e-mail address' })
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'expected an e-mail address like hello@example.com' })
      .meta({ title: 'E-mail address' }),
    phone: z
      .strictObject({
        display: text('As shown', 'Like +1 (702) 555-0148.'),
        tel: z
          .string({ error: 'expected a phone number' })
          .regex(/^\+[0-9]{6,15}$/, { error: 'expected "+" and the digits only, like "+17025550148"' })
          .meta({ title: 'As dialled', description: '"+" and the digits only, like +17025550148.' }),
      })
      .meta({ title: 'Phone' }),
    copyrightYear: year('Copyright year', 'The year in the footer line "© ..."'),
    nav: z.array(navItemSchema).min(1, { error: 'expected at least one header item' }).meta({ title: 'Header navigation', description: 'The header items, left to right.' }),
    rfq: link.meta({ title: 'Header button', description: 'The highlighted button at the end of the header.' }),
    footer: z
      .strictObject({
        legal: z.array(link).min(1, { error: 'expected at least one link' }).meta({ title: 'Legal links' }),
        locationsHeading: text('Locations heading'),
        contactHeading: text('Contact heading'),
        rights: text('Rights line', 'After "© <year> <name>."'),
      })
      .meta({ title: 'Footer' }),
  })
  .meta({ title: 'Company and navigation', description: 'Name, slogan, logo, e-mail, phone, the header links and the footer.' });

// ------------------------------------------------------------------------------------------------ interface texts

export const sharedTextsSchema = z
  .strictObject({
    skipToContent: text('Skip link', 'The first link on every page, for keyboard users.'),
    nav: z
      .strictObject({
        menu: text('Menu button'),
        newTab: text('New tab note', 'Read out after a link that opens in a new tab.'),
        submenu: text('Dropdown button', 'Read out after an item’s name on its dropdown button, like "About Us menu".'),
        overview: text('Overview link', 'Read out after an item’s name on its own link in the phone menu, like "About Us overview".'),
      })
      .meta({ title: 'Header' }),
    legal: z.strictObject({ updated: text('Last updated', 'Shown before the date of a legal page.') }).meta({ title: 'Legal pages' }),
    footer: z
      .strictObject({
        emailLabel: text('E-mail label'),
        phoneLabel: text('Phone label'),
        navHeading: text('Navigation heading'),
        legalHeading: text('Legal heading'),
      })
      .meta({ title: 'Footer' }),
    shareImageSections: z
      .array(z.strictObject({ route: z.enum(ROUTES).meta({ title: 'Page' }), section: text('Section') }))
      .meta({
        title: 'Share image sections',
        description: 'The section named on a page’s link preview picture. Pages under a header item take its name; these are the others.',
      }),
  })
  .meta({ title: 'Shared labels', description: 'Labels of the header, footer and legal pages, and the sections named on share images.' });

export const introTextsSchema = z
  .strictObject({
    firstText: text('First line', 'Typed first.'),
    secondText: text('Second line', 'Typed next; the site appears when it is complete.'),
    skipLabel: text('Skip button'),
  })
  .meta({ title: 'Intro', description: 'The animation on a visitor’s first page: the two lines it types and its skip button.' });

const fact = z.strictObject({ value: text('Figure', 'Short, like "8+" or "{founded}".'), label: text('What it counts') }).meta({ title: 'Fact' });

export const aboutTextsSchema = z
  .strictObject({
    team: z
      .strictObject({
        label: text('Carousel name', 'Read out for the carousel of team cards.'),
        slideLabel: text('Card position', 'Read out for each card; {index} and {total} are filled in.'),
        pause: text('Pause button'),
        play: text('Play button'),
        hint: longText('Hint', 'Shown under the carousel.'),
      })
      .meta({ title: 'Team carousel' }),
    story: z
      .strictObject({
        paragraphs: z.array(longText('Paragraph')).min(1, { error: 'expected at least one paragraph' }).meta({ title: 'Story' }),
        facts: z.array(fact).min(1, { error: 'expected at least one fact' }).meta({ title: 'Facts' }),
        milestonesHeading: text('Timeline heading'),
        milestones: z
          .array(z.strictObject({ year: year('Year'), title: text('Title'), description: longText('Description') }))
          .min(1, { error: 'expected at least one milestone' })
          .meta({ title: 'Timeline', description: 'Oldest first.' }),
        officesHeading: text('Offices heading'),
      })
      .meta({ title: 'Who we are', description: '{name}, {founded} and {offices} are filled in from the company details and the offices.' }),
  })
  .meta({ title: 'About pages', description: 'The team carousel’s controls and the Who we are story and timeline.' });

const formField = (title: string) =>
  z
    .strictObject({
      label: text('Label'),
      hint: text('Hint', 'Shown after the label, like "optional".').optional(),
      placeholder: text('Example', 'Shown in the empty field.').optional(),
      format: text('Format', 'Shown under the field: the formats it accepts.').optional(),
    })
    .meta({ title });

export const contactTextsSchema = z
  .strictObject({
    form: z
      .strictObject({
        heading: text('Heading'),
        lead: longText('Lead'),
        fields: z
          .strictObject({
            name: formField('Name field'),
            email: formField('E-mail field'),
            phone: formField('Phone field'),
            company: formField('Company field'),
            message: formField('Message field'),
          })
          .meta({ title: 'Fields' }),
        honeypotLabel: text('Hidden field label', 'Only robots see this field; the label tells anyone else to leave it empty.'),
        requiredNote: text('Required note'),
        noScript: text('Without JavaScript', 'Shown instead of the form when JavaScript is off, followed by the e-mail address.'),
        submit: text('Send button'),
        sending: text('Send button while sending'),
        counter: text('Character counter', 'Under the message near its limit: {count} and {max} are filled in.'),
        counterOver: text('Character counter over the limit', '{count}, {max} and {over} (characters too many) are filled in.'),
      })
      .meta({ title: 'Form' }),
    fallback: z
      .strictObject({
        lead: text('Lead'),
        link: text('Link', '{email} is filled in.'),
        subject: text('E-mail subject', '{name} is filled in.'),
      })
      .meta({ title: 'Send by e-mail instead', description: 'Offered when sending fails: the message as a ready e-mail.' }),
    errors: z
      .strictObject({
        required: text('Required field empty'),
        email: text('E-mail not valid'),
        phone: text('Phone not valid'),
        tooLong: text('Too long', '{max} and {count} are filled in.'),
      })
      .meta({ title: 'Field errors' }),
    status: z
      .strictObject({
        success: text('Sent'),
        failure: text('Failed'),
        wait: text('Sent too soon', 'After a message sent a moment ago; {seconds} is filled in.'),
        busy: text('Service busy', 'When the sending service refuses too many messages.'),
      })
      .meta({ title: 'Send outcome' }),
    waitTime: z
      .strictObject({ one: text('One second'), other: text('Seconds', '{count} is filled in.') })
      .meta({ title: 'Waiting time', description: 'Fills {seconds} in "Sent too soon".' }),
    offices: z
      .strictObject({ heading: text('Heading'), lead: longText('Lead'), phoneLabel: text('Phone label'), emailLabel: text('E-mail label') })
      .meta({ title: 'Offices block' }),
    map: z
      .strictObject({
        label: text('Map name', 'Read out for the map.'),
        loading: text('While loading'),
        attribution: text('Map credit', 'Required by the map provider; keep its link.'),
      })
      .meta({ title: 'Map' }),
  })
  .meta({ title: 'Contact page', description: 'The form, its messages and the offices block.' });

export const newsTextsSchema = z
  .strictObject({
    loading: text('While loading'),
    empty: text('Nothing found'),
    filterLabel: text('Filter name', 'Read out for the category buttons.'),
    all: text('All categories'),
    searchLabel: text('Search label'),
    searchPlaceholder: text('Search example'),
    readMore: text('Read more button'),
    readFullArticle: text('Full article link'),
    close: text('Close button'),
    previous: text('Previous page'),
    next: text('Next page'),
    paginationLabel: text('Page links name'),
    pageLabel: text('Page', 'Read out before a page number.'),
    resultsOne: text('One result'),
    resultsMany: text('Results', '{count} is filled in.'),
    listHeading: text('List heading'),
    by: text('By', 'Before the author.'),
    published: text('Published', 'Before the date.'),
    category: text('Category'),
    backToNews: text('Back link'),
    feedTitle: text('Feed title', 'The RSS feed’s name in a feed reader.'),
    feedLink: text('Feed link'),
  })
  .meta({ title: 'News & Events', description: 'The list, its filters and pages, the article window and page, the RSS feed.' });

export const notFoundTextsSchema = z
  .strictObject({
    title: text('Title', 'The browser tab title.'),
    description: longText('Description'),
    heading: text('Heading'),
    lead: longText('Lead'),
    home: text('Home link'),
    redirecting: text('Redirecting', 'Shown while an old section address is forwarded.'),
  })
  .meta({ title: 'Page not found', description: 'The page for an address that does not exist.' });

export const adminTextsSchema = z
  .strictObject({
    title: text('Title', 'The browser tab title.'),
    notice: z
      .strictObject({
        heading: text('Heading'),
        lead: longText('Lead'),
        localHeading: text('On your computer: heading'),
        local: longText('On your computer'),
        productionHeading: text('On the live site: heading'),
        production: longText('On the live site'),
      })
      .meta({ title: 'Not switched on', description: 'Shown at /admin when no Git host is configured.' }),
    preview: z.strictObject({ backToNews: text('Back link'), by: text('By') }).meta({ title: 'News preview' }),
  })
  .meta({ title: 'Content manager', description: 'This page (/admin): its title, its notice and the news preview.' });

// ------------------------------------------------------------------------------------------------ home and services texts

const sectionText = (title: string) =>
  z.strictObject({ heading: text('Heading'), lead: longText('Lead').optional() }).meta({ title });
const sectionWith = <T extends z.core.$ZodLooseShape>(title: string, shape: T) =>
  z.strictObject({ heading: text('Heading'), lead: longText('Lead').optional(), ...shape }).meta({ title });
const callToAction = (title: string) =>
  z.strictObject({ heading: text('Heading'), text: longText('Text'), link }).meta({ title });
/** A chart or accent colour as "#RRGGBB". */
const colour = (description: string) =>
  z
    .string({ error: 'expected a colour' })
    .regex(/^#[0-9A-Fa-f]{6}$/, { error: 'expected a colour as "#" and six hex digits, like "#0277BD"' })
    .meta({ title: 'Colour', description });
const serviceItem = z
  .strictObject({
    id: id('Id', 'A short name in lower case, like "warehousing".'),
    title: text('Title'),
    description: longText('Description'),
    icon,
    colour: colour('The accent of the card; dark enough to read white text on, like #0277BD.'),
  })
  .meta({ title: 'Service' });

export const homeTextsSchema = z
  .strictObject({
    hero: z
      .strictObject({ buttons: z.array(link).min(1, { error: 'expected at least one button' }).meta({ title: 'Buttons', description: 'Under the slogan, left to right.' }) })
      .meta({ title: 'Hero' }),
    partners: z
      .strictObject({ heading: text('Heading'), pause: text('Pause button'), play: text('Play button'), hint: text('Hint') })
      .meta({ title: 'Partner strip' }),
    keyFeatures: z.strictObject({ heading: text('Heading'), lead: longText('Lead'), learnMore: text('Card link') }).meta({ title: 'Key Features' }),
    successStories: z
      .strictObject({ heading: text('Heading'), lead: longText('Lead'), viewAll: text('Link to all stories') })
      .meta({ title: 'Success Stories block' }),
    servicePage: z
      .strictObject({
        featuresHeading: text('Features heading'),
        otherServices: text('Other services', 'Heading of the links to the other two pages.'),
        contact: link.meta({ title: 'Call to action link' }),
      })
      .meta({ title: 'Page behind a service card', description: 'Shared by the three pages; each card’s own texts are in Home service cards.' }),
  })
  .meta({ title: 'Home page', description: 'Hero buttons, partner strip, Key Features, the Success Stories block, and the pages behind the service cards.' });

export const caseStudyTextsSchema = z
  .strictObject({
    card: z
      .strictObject({
        readMore: text('Card link'),
        labels: z
          .strictObject({ client: text('Client'), challenge: text('The challenge'), approach: text('What we did'), results: text('Results') })
          .meta({ title: 'Story headings' }),
      })
      .meta({ title: 'Cards and stories' }),
    successStories: z
      .strictObject({ storiesHeading: text('Stories heading'), cta: callToAction('Call to action') })
      .meta({ title: '/case-studies', description: 'The page of the home page’s Success Stories.' }),
    services: z
      .strictObject({ section: sectionText('Section'), viewAll: text('Link to all case studies'), cta: callToAction('Call to action') })
      .meta({ title: '/services/case-studies', description: 'The services case studies: their block on /services and their page.' }),
  })
  .meta({ title: 'Case studies', description: 'Texts of the case-study cards and of the two pages that tell the stories in full.' });

export const manufacturingTextsSchema = z
  .strictObject({
    section: sectionText('Section'),
    tablistLabel: text('Tabs name', 'Read out for the row of tabs.'),
    tabs: z
      .array(
        z.strictObject({
          id: id('Id', 'A short name in lower case; "cost-structure" is the tab that shows the cost chart.'),
          label: text('Tab'),
          heading: text('Heading'),
          paragraphs: z.array(longText('Paragraph')).min(1, { error: 'expected at least one paragraph' }).meta({ title: 'Paragraphs' }),
          points: z.array(text('Point')).min(1, { error: 'expected at least one point, or no list at all' }).meta({ title: 'Points' }).optional(),
        }),
      )
      .min(1, { error: 'expected at least one tab' })
      .meta({ title: 'Tabs' }),
    cost: z
      .strictObject({
        heading: text('Heading'),
        chartLabel: text('Chart name', 'Read out for the chart.'),
        items: z
          .array(
            z.strictObject({
              label: text('Share'),
              percent: whole('Percent').min(0).max(100),
              colour: colour('Its colour in the chart; at least 3:1 against white.'),
            }),
          )
          .min(1, { error: 'expected at least one share' })
          .meta({ title: 'Shares' }),
      })
      .meta({ title: 'Sample cost breakdown' }),
  })
  .meta({ title: 'Manufacturing & Production', description: 'Services > Manufacturing & Production: tabs and the sample cost breakdown.' });

export const dfmCadTextsSchema = z
  .strictObject({
    section: sectionText('Section'),
    openLabel: text('Open button', 'Read out for each document.'),
    closeLabel: text('Close button'),
    documents: z
      .array(
        z.strictObject({
          id: id('Id', 'A short name in lower case, like "gear-drawing".'),
          name: text('Name'),
          url: image('services/documents', 'Image', 'An 800 x 566 image. Uploads go to public/services/documents/.'),
        }),
      )
      .min(1, { error: 'expected at least one document' })
      .meta({ title: 'Documents' }),
  })
  .meta({ title: 'DFM & CAD', description: 'Services > DFM & CAD: the document gallery.' });

export const mechanicalTextsSchema = z
  .strictObject({
    subNavLabel: text('Page menu name'),
    subNav: z
      .array(z.strictObject({ id: id('Id', 'The address of the section, after "#".'), label: text('Link text') }))
      .length(4, { error: 'expected four links: overview, services, success stories, contact' })
      .meta({ title: 'Page menu', description: 'One link for each of the four sections, in order.' }),
    overview: z
      .strictObject({
        heading: text('Heading'),
        paragraphs: z.array(longText('Paragraph')).min(1, { error: 'expected at least one paragraph' }).meta({ title: 'Paragraphs' }),
        facts: z.array(fact).min(1, { error: 'expected at least one fact' }).meta({ title: 'Facts' }),
      })
      .meta({ title: 'Overview' }),
    services: sectionWith('Services', {
      items: z.array(serviceItem).min(1, { error: 'expected at least one service' }).meta({ title: 'Services' }),
    }),
    successStories: sectionText('Success Stories block'),
    cta: z
      .strictObject({
        heading: text('Heading'),
        text: longText('Text'),
        contact: link.meta({ title: 'Contact link' }),
        brochure: z
          .strictObject({
            label: text('Link text'),
            href: z
              .string({ error: 'expected a link' })
              .regex(/^\/services\/[a-z0-9-]+\.pdf$/, { error: 'expected a PDF in public/services/ (a path like "/services/brochure.pdf")' })
              .meta({ title: 'File', description: 'A PDF in public/services/.' }),
            fileName: text('Saved as', 'The file name a download gets.'),
            note: text('Note', 'Shown after the link, like "PDF, 1 page".'),
          })
          .meta({ title: 'Brochure' }),
      })
      .meta({ title: 'Contact block' }),
  })
  .meta({ title: 'Mechanical Engineering', description: 'Services > Mechanical Engineering: page menu, overview, services, Success Stories and contact.' });

export const supplyChainTextsSchema = z
  .strictObject({
    services: sectionWith('Services', {
      items: z.array(serviceItem).min(1, { error: 'expected at least one service' }).meta({ title: 'Services' }),
    }),
    flow: sectionWith('How goods move', {
      steps: z
        .array(z.strictObject({ title: text('Title'), description: longText('Description'), icon }))
        .min(1, { error: 'expected at least one step' })
        .meta({ title: 'Steps' }),
    }),
    metrics: z
      .strictObject({
        heading: text('Heading'),
        items: z
          .array(
            z.strictObject({
              value: text('Figure', 'As shown when the count ends, like "30%".'),
              label: text('What it measures'),
              icon,
              numericValue: whole('Counts up to', 'The number in the figure, like 30 for "30%".').min(0),
            }),
          )
          .min(1, { error: 'expected at least one result' })
          .meta({ title: 'Results' }),
      })
      .meta({ title: 'Results our clients see' }),
    testimonial: z
      .strictObject({ heading: text('Heading'), quote: longText('Quote'), name: text('Name'), role: text('Role'), company: text('Company') })
      .meta({ title: 'Client quote' }),
  })
  .meta({ title: 'Supply Chain Management', description: 'Services > Supply Chain Management: services, the flow of goods, results and a client quote.' });

/** Every interface text file, by name: one YAML file each (paths in CONTENT_FILES.texts), one entry in the CMS's "Site texts". */
export const textFileSchemas = {
  site: siteFileSchema,
  shared: sharedTextsSchema,
  intro: introTextsSchema,
  about: aboutTextsSchema,
  contact: contactTextsSchema,
  news: newsTextsSchema,
  notFound: notFoundTextsSchema,
  home: homeTextsSchema,
  caseStudies: caseStudyTextsSchema,
  manufacturing: manufacturingTextsSchema,
  dfmCad: dfmCadTextsSchema,
  mechanical: mechanicalTextsSchema,
  supplyChain: supplyChainTextsSchema,
  admin: adminTextsSchema,
} as const;

export type TextFileName = keyof typeof textFileSchemas;
export type Texts = { [K in TextFileName]: z.infer<(typeof textFileSchemas)[K]> };

export type NewsArticleData = z.infer<typeof newsArticleSchema>;
export type OfficeData = z.infer<typeof officeSchema>;
export type PartnerData = z.infer<typeof partnerSchema>;
export type ServiceCardData = z.infer<typeof serviceCardSchema>;
export type AboutPillarData = z.infer<typeof aboutPillarSchema>;
export type CaseStudyData = z.infer<typeof caseStudySchema>;
export type PageMetaData = z.infer<typeof pageMetaSchema>;

/** A link inside the site. */
export type NavLink = z.infer<typeof link>;
/** A header item; `children` makes it a dropdown (About Us, Services). */
export type NavItem = z.infer<typeof navItemSchema>;
export type NewsArticle = NewsArticleData;
export type Office = OfficeData;
export type PageMeta = PageMetaData;
export type AboutPillar = AboutPillarData;
/** The texts of the news list, the article window and page, and the feed. */
export type NewsUi = Texts['news'];
/** The texts of one field of the "Get in Touch" form. */
export type ContactFieldText = Texts['contact']['form']['fields']['name'];
/** A link of an in-page menu: the id of the section it scrolls to. */
export type SubNavItem = Texts['mechanical']['subNav'][number];
/** A heading and optional lead of a services section. */
export type SectionText = z.infer<ReturnType<typeof sectionText>>;
/** Service (services pages): id, title, description, icon, colour. */
export type Service = z.infer<typeof serviceItem>;
/** Metric: value, label, icon, numericValue. */
export type Metric = Texts['supplyChain']['metrics']['items'][number];
/** A step of the Supply Chain flow. */
export type FlowStep = Texts['supplyChain']['flow']['steps'][number];
/** A client quote: the quote and who said it. */
export type Testimonial = Omit<Texts['supplyChain']['testimonial'], 'heading'>;
/** Document card: id, name, url. */
export type DocumentCard = Texts['dfmCad']['documents'][number];
/** One tab of the Manufacturing & Production tabs: its label and the panel's text. */
export type ManufacturingTab = Texts['manufacturing']['tabs'][number];
/** One share of the sample cost breakdown (Cost Structure tab). */
export type CostItem = Texts['manufacturing']['cost']['items'][number];
/** Service card (home): icon, title, description, features, link, back texts (content/service-cards.yml). */
export type ServiceCard = Omit<ServiceCardData, 'page'>;
/** One feature item of a home service card. */
export type ServiceCardFeature = ServiceCardData['features'][number];
/** One logo of the home partner strip (content/partners.yml); `name` is also its alt text. */
export type PartnerLogo = PartnerData;
/** The page behind a home service card (/market-expansion-services, ...): the card, its highlight heading and its call to action. */
export interface ServiceCardPage {
  card: ServiceCard;
  highlightLabel: ServiceCardData['page']['highlightLabel'];
  cta: ServiceCardData['page']['cta'] & { link: NavLink };
}
