import { loadContent } from '../content/load';
import { BRAND_COLORS } from '../ui/design-tokens';
import type { SERVICE_CARD_ROUTES } from './schema';
import { caseStudyPages } from '../case-studies/content';
import type { ParticleSettings } from './particles';
import type { PartnerLogo, ServiceCard, ServiceCardPage } from './schema';

/** Business constants: particle background. */
export const particleSettings = {
  count: 50,
  colors: [BRAND_COLORS.particle.deep, BRAND_COLORS.particle.bright, BRAND_COLORS.particle.pale],
  size: 3,
  opacity: 0.5,
  links: { distance: 150, opacity: 0.3 },
  hover: { mode: 'repulse', distance: 100 },
  click: { mode: 'push', quantity: 4 },
} as const satisfies ParticleSettings;

/** Business constants: home timings and motion. */
export const homeMotion = {
  /** Maximum logo tilt on each axis, in degrees. */
  tiltMax: 15,
  /** The logo animation (entrance and tilt) starts this many ms after the hero mounts. */
  logoStartDelay: 300,
  /** Partner strip scroll step, px per frame, at 60 frames per second. */
  stripPxPerFrame: 0.5,
  stripFps: 60,
  /** The strip resumes this many ms after a press or touch ends (unless a logo is selected). */
  resumeDelay: 2000,
} as const;

/** The partner strip's logos: content/partners.yml, artwork in public/partners/ (some raster, some vector). */
export const partners: readonly PartnerLogo[] = loadContent().partners.partners;

/** The Key Features service cards (icon, title, description, features, link, back texts): content/service-cards.yml. */
const cards = loadContent().serviceCards.cards;
export const serviceCards: readonly ServiceCard[] = cards.map(({ page: _page, ...card }) => card);

const texts = loadContent().texts;
const { viewAll, ...successStories } = texts.home.successStories;
const { contact: contactLink, ...servicePage } = texts.home.servicePage;

/** Home page texts (content/texts/home.yml), with the /case-studies page's own (content/texts/case-studies.yml). */
export const home = {
  hero: texts.home.hero,
  partners: texts.home.partners,
  keyFeatures: texts.home.keyFeatures,
  successStories: { ...successStories, cta: { label: viewAll, href: caseStudyPages.success } },
  caseStudiesPage: texts.caseStudies.successStories,
  servicePage,
};

/** The address of a page behind a home service card. */
export type ServiceCardRoute = (typeof SERVICE_CARD_ROUTES)[number];

/** The pages behind the home service cards, keyed by the card's link: the card plus its page's own texts. */
export const serviceCardPages = Object.fromEntries(
  serviceCards.map((card) => {
    const page = cards.find((c) => c.link === card.link)!.page;
    return [card.link, { card, highlightLabel: page.highlightLabel, cta: { ...page.cta, link: contactLink } }];
  }),
) as Record<ServiceCardRoute, ServiceCardPage>;
