import { z } from 'zod';
import { icon, id, image, link, longText, text, whole, type NavLink, ANY_SIZE } from '../content/fields';

export const partnerSchema = z.strictObject({
  id: id('Id', 'A short name in lower case, like "northwind".'),
  name: text('Name', 'The partner’s name; also read out for the logo.'),
  src: image('partners', 'Logo', `A logo, best as an SVG drawing, else at least 480 px wide (shown in a 160 x 64 box); ${ANY_SIZE}. Uploads go to public/partners/.`),
  width: whole('Width', 'In pixels; 200 for every logo today.').min(1, { error: 'expected a number above 0' }),
  height: whole('Height', 'In pixels; 64 for every logo today.').min(1, { error: 'expected a number above 0' }),
});

export const partnersFileSchema = z.strictObject({
  partners: z.array(partnerSchema).min(1, { error: 'expected at least one partner' }).meta({ title: 'Partner logos', singular: 'Partner logo' }),
});

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
    .meta({ title: 'Features', singular: 'Feature', description: 'Three short points with a title each.' }),
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
  cards: z.array(serviceCardSchema).min(1, { error: 'expected at least one card' }).meta({ title: 'Service cards', singular: 'Service card' }),
});


export const homeTextsSchema = z
  .strictObject({
    hero: z
      .strictObject({ buttons: z.array(link).min(1, { error: 'expected at least one button' }).meta({ title: 'Buttons', singular: 'Button', description: 'Under the slogan, left to right.' }) })
      .meta({ title: 'Hero' }),
    partners: z
      .strictObject({
        heading: text('Heading'),
        pause: text('Pause button name', 'Read out for the button that stops the logos, like "Pause partner logos".'),
        play: text('Play button name', 'Read out for the same button once the logos stand still.'),
        pauseShort: text('Pause button text', 'Shown on the button, one word or two, like "Pause".'),
        playShort: text('Play button text', 'Shown on the button once the logos stand still, like "Play".'),
        hint: text('Hint'),
      })
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

/** One logo of the home partner strip (content/partners.yml); `name` is also its alt text. */
export type PartnerLogo = z.infer<typeof partnerSchema>;
type ServiceCardData = z.infer<typeof serviceCardSchema>;
/** Service card (home): icon, title, description, features, link, back texts (content/service-cards.yml). */
export type ServiceCard = Omit<ServiceCardData, 'page'>;
/** One feature item of a home service card. */
export type ServiceCardFeature = ServiceCardData['features'][number];
/** The page behind a home service card (/market-expansion-services, ...): the card, its highlight heading and its call to action. */
export interface ServiceCardPage {
  card: ServiceCard;
  highlightLabel: ServiceCardData['page']['highlightLabel'];
  cta: ServiceCardData['page']['cta'] & { link: NavLink };
}
