import { z } from 'zod';
import { fact, icon, id, image, link, longText, sectionText, sectionWith, template, text, whole, ANY_SIZE } from '../content/fields';

/** The case studies the Mechanical Engineering page shows in its Success Stories block, by id. */
export const MECHANICAL_CASE_STUDY_IDS = ['handheld-scanner-housing', 'solar-inverter-enclosure', 'conveyor-retrofit'] as const;

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
      .meta({ title: 'Tabs', singular: 'Tab' }),
    cost: z
      .strictObject({
        heading: text('Heading'),
        chartLabel: template('Chart name', ['shares'], 'Read out for the chart; {shares} lists every share with its percentage.'),
        items: z
          .array(
            z.strictObject({
              id: id('Id', 'A short name in lower case, like "raw-materials": it names the share in every language\'s record of what was translated, so keep it when the share moves.'),
              label: text('Share'),
              percent: whole('Percent').min(0).max(100),
              colour: colour('Its colour in the chart; at least 3:1 against white.'),
            }),
          )
          .min(1, { error: 'expected at least one share' })
          .meta({ title: 'Shares', singular: 'Share' }),
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
          url: image('services/documents', 'Image', `A drawing (SVG) or a scan or photo of the document, shown whole when opened; best at least 3000 px wide; ${ANY_SIZE}. Uploads go to public/services/documents/.`),
        }),
      )
      .min(1, { error: 'expected at least one document' })
      .meta({ title: 'Documents', singular: 'Document' }),
  })
  .meta({ title: 'DFM & CAD', description: 'Services > DFM & CAD: the document gallery.' });

export const mechanicalTextsSchema = z
  .strictObject({
    subNavLabel: text('Page menu name'),
    subNav: z
      .array(z.strictObject({ id: id('Id', 'The address of the section, after "#".'), label: text('Link text') }))
      .length(4, { error: 'expected four links: overview, services, success stories, contact' })
      .meta({ title: 'Page menu', singular: 'Link', description: 'One link for each of the four sections, in order.' }),
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
    successStories: sectionText('Success Stories block').meta({
      title: 'Success Stories block',
      description: 'Shows three of the services case studies; which three is set by a developer (MECHANICAL_CASE_STUDY_IDS).',
    }),
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
            note: text('Note', 'Shown after the link text, brackets and all, like "(PDF, 1 page)"; on a page in another language than the brochure’s, say which language it is in.'),
            language: z
              .string({ error: 'expected a language code' })
              .regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]+)*$/, { error: 'expected a language code like "en" or "zh-Hans"' })
              .meta({ title: 'Language of the brochure', description: 'The language the PDF is written in, as a code ("en"): browsers and screen readers are told before it opens.' }),
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
        .array(z.strictObject({ id: id('Id', 'A short name in lower case, like "manufacturing": it names the step in every language\'s record of what was translated, so keep it when the step moves.'), title: text('Title'), description: longText('Description'), icon }))
        .min(1, { error: 'expected at least one step' })
        .meta({ title: 'Steps', singular: 'Step' }),
    }),
    metrics: z
      .strictObject({
        heading: text('Heading'),
        items: z
          .array(
            z.strictObject({
              id: id('Id', 'A short name in lower case, like "cost-reduction": it names the figure in every language\'s record of what was translated, so keep it when the figure moves.'),
              value: text('Figure', 'As shown when the count ends, like "30%".'),
              label: text('What it measures'),
              icon,
              numericValue: whole('Counts up to', 'The number in the figure, like 30 for "30%".').min(0),
            }),
          )
          .min(1, { error: 'expected at least one result' })
          .meta({ title: 'Results', singular: 'Result' }),
      })
      .meta({ title: 'Results our clients see' }),
    testimonial: z
      .strictObject({
        heading: text('Heading'),
        quote: longText('Quote'),
        name: text('Name'),
        role: text('Role'),
        company: text('Company'),
        attribution: template('Role and company', ['role', 'company'], 'Under the name, in the order the language writes them.'),
      })
      .meta({ title: 'Client quote' }),
  })
  .meta({ title: 'Supply Chain Management', description: 'Services > Supply Chain Management: services, the flow of goods, results and a client quote.' });

type Mechanical = z.infer<typeof mechanicalTextsSchema>;
type SupplyChain = z.infer<typeof supplyChainTextsSchema>;
type Manufacturing = z.infer<typeof manufacturingTextsSchema>;
/** A link of an in-page menu: the id of the section it scrolls to. */
export type SubNavItem = Mechanical['subNav'][number];
/** Service (services pages): id, title, description, icon, colour. */
export type Service = z.infer<typeof serviceItem>;
/** Metric: value, label, icon, numericValue. */
export type Metric = SupplyChain['metrics']['items'][number];
/** A step of the Supply Chain flow. */
export type FlowStep = SupplyChain['flow']['steps'][number];
/** A client quote: the quote and who said it. */
export type Testimonial = Omit<SupplyChain['testimonial'], 'heading'>;
/** Document card: id, name, url. */
export type DocumentCard = z.infer<typeof dfmCadTextsSchema>['documents'][number];
/** One tab of the Manufacturing & Production tabs: its label and the panel's text. */
export type ManufacturingTab = Manufacturing['tabs'][number];
/** One share of the sample cost breakdown (Cost Structure tab). */
export type CostItem = Manufacturing['cost']['items'][number];
