import { loadContent } from '../lib/content/load';
import type { SERVICE_CARD_ROUTES } from '../lib/content/schema';
import { caseStudyPages } from './case-studies';
import type { NavLink, ParticleSettings, PartnerLogo, ServiceCard, ServiceCardPage } from './types';

/** Business constants: particle background. */
export const particleSettings = {
  count: 50,
  colors: ['#0055a4', '#00AEEF', '#74E1ED'],
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
export const partners: readonly PartnerLogo[] = loadContent().partners;

/** The Key Features service cards (icon, title, description, features, link, back texts): content/service-cards.yml. */
export const serviceCards: readonly ServiceCard[] = loadContent().serviceCards;

/** Home page texts. */
export const home = {
  hero: {
    buttons: [
      { label: 'Our Services', href: '/services' },
      { label: 'Contact Us', href: '/contact' },
    ] as const satisfies readonly NavLink[],
  },
  partners: {
    heading: 'Our Partners',
    pause: 'Pause partner logos',
    play: 'Play partner logos',
    hint: 'Press a logo to highlight it.',
  },
  keyFeatures: {
    heading: 'Key Features',
    lead: 'Powerful solutions designed to fuel your business growth across the APAC region',
    learnMore: 'Learn More',
  },
  successStories: {
    heading: 'Success Stories',
    lead: "See how we've helped businesses succeed in APAC",
    cta: { label: 'View All Case Studies', href: caseStudyPages.success },
  },
  caseStudiesPage: {
    storiesHeading: 'The full stories',
    cta: { heading: 'Your business could be next', text: 'Tell us where you want to grow and we will show you how we would get you there.', link: { label: 'Contact Us', href: '/contact' } },
  },
  servicePage: {
    featuresHeading: 'What we do for you',
    otherServices: 'Our other services',
  },
} as const;

const contactLink = { label: 'Contact Us', href: '/contact' } as const satisfies NavLink;

/** The address of a page behind a home service card. */
export type ServiceCardRoute = (typeof SERVICE_CARD_ROUTES)[number];

/** The pages behind the home service cards, keyed by the card's link: the card plus its page's own texts. */
export const serviceCardPages = Object.fromEntries(
  serviceCards.map((card) => {
    const page = loadContent().serviceCardPages[card.link];
    return [card.link, { card, highlightLabel: page.highlightLabel, cta: { ...page.cta, link: contactLink } }];
  }),
) as Record<ServiceCardRoute, ServiceCardPage>;
