import { z } from 'zod';
import { flag, id, image, link, longText, template, text, whole, year, ANY_SIZE } from '../content/fields';
import { ROUTES } from '../routes/routes';

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
    .meta({ title: 'Offices', singular: 'Office', description: 'The first office is the headquarters named in the privacy policy.' }),
});


export const pageMetaSchema = z.strictObject({
  title: text('Title', 'The browser tab and link preview title; " | Apexbridge Global" is added after it.'),
  description: longText('Description', 'One or two sentences for search results and link previews.'),
  heading: text('Heading', 'The big heading at the top of the page.'),
  lead: longText('Lead', 'An optional sentence under the heading.').optional(),
});

// The page first: the content manager writes an entry's fields in this order, and the files name the page first.
export const pageEntrySchema = z.strictObject({
  route: z.enum(ROUTES).meta({ title: 'Page' }),
  ...pageMetaSchema.shape,
});

export const pagesFileSchema = z.strictObject({
  pages: z.array(pageEntrySchema).meta({ title: 'Pages', singular: 'Page', description: 'One entry for each page of the site.' }),
});


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
    external: flag('Opens in a new tab', 'Switch on for a link to another site.'),
    matchPrefix: flag('Highlighted on its sub-pages', 'The item stays highlighted on every page under its address.'),
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
        src: image('brand', 'Logo', `The logo, best as an SVG drawing (a photo format works too, at least 600 px wide; ${ANY_SIZE}). Uploads go to public/brand/.`),
        alt: text('Logo description', 'What the logo says, for people who cannot see it.'),
        width: whole('Width', 'In pixels, as drawn in the header.').min(1, { error: 'expected a number above 0' }),
        height: whole('Height', 'In pixels, as drawn in the header.').min(1, { error: 'expected a number above 0' }),
      })
      .meta({ title: 'Logo' }),
    email: z
      .string({ error: 'expected an e-mail address' })
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'expected an e-mail address like hello@example.com' })
      .meta({ title: 'E-mail address' }),
    phone: z
      .strictObject({
        display: text('As shown', 'Like +1 (206) 555-0100.'),
        tel: z
          .string({ error: 'expected a phone number' })
          .regex(/^\+[0-9]{6,15}$/, { error: 'expected "+" and the digits only, like "+12065550100"' })
          .meta({ title: 'As dialled', description: '"+" and the digits only, like +12065550100.' }),
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
        copyright: template('Copyright line', ['year', 'name'], 'The last line of every page; {year} is the copyright year.'),
      })
      .meta({ title: 'Footer' }),
  })
  .meta({ title: 'Company and navigation', description: 'Name, slogan, logo, e-mail, phone, the header links and the footer.' });

export const sharedTextsSchema = z
  .strictObject({
    skipToContent: text('Skip link', 'The first link on every page, for keyboard users.'),
    moreLink: template(
      'Card link',
      ['label', 'about'],
      'What a screen reader hears for a card’s link, like "Learn More: Market Expansion"; {label} is the link’s text (shown), {about} the card’s title (read out only).',
    ),
    nav: z
      .strictObject({
        main: text('Navigation name', 'What a screen reader calls the header navigation ("Main" is read as "Main navigation").'),
        menu: text('Menu button'),
        newTab: template('New tab link', ['label'], 'Read out for a link that opens in a new tab, like "Strategic Products (opens in a new tab)"; {label} is the link.'),
        submenu: template('Dropdown button', ['label'], 'Read out for an item’s dropdown button, like "About Us menu"; {label} is the item.'),
        overview: template('Overview link', ['label'], 'An item’s own link at the top of its dropdown, like "About Us overview"; {label} is the item.'),
        languages: text('Language switcher name', 'What a screen reader calls the list of languages in the header.'),
        languageButton: template('Language button', ['name'], 'Read out for the button that opens the list of languages; {name} is the page’s language.'),
      })
      .meta({ title: 'Header' }),
    breadcrumb: text(
      'Breadcrumb name',
      'What a screen reader calls the trail of links above a page’s heading on inner pages ("Home › Services › DFM & CAD").',
    ),
    organization: z
      .strictObject({
        contactType: text('Contact type', 'What search engines are told the company’s e-mail address and phone number are for, like "Customer service".'),
      })
      .meta({ title: 'Search engines', description: 'Texts that only search engines read, in the company’s description they get with every page.' }),
    legal: z.strictObject({ updated: template('Last updated', ['date'], 'Under a legal page; {date} is its date, written the language’s way.') }).meta({ title: 'Legal pages' }),
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
        singular: 'Share image section',
        description: 'The section named on a page’s link preview picture. Pages under a header item take its name; these are the others.',
      }),
  })
  .meta({ title: 'Shared labels', description: 'Labels of the header, footer and legal pages, and the sections named on share images.' });


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

export type Office = z.infer<typeof officeSchema>;
/** Title, description, heading and lead of a page. */
export type PageMeta = z.infer<typeof pageMetaSchema>;
/** A header item; `children` makes it a dropdown (About Us, Services). */
export type NavItem = z.infer<typeof navItemSchema>;
