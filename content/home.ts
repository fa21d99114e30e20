import type { HomeCaseStudyStory, NavLink, ParticleSettings, PartnerLogo, ServiceCard, ServiceCardPage } from './types';

/** SPEC "Business constants": particle background. */
export const particleSettings = {
  count: 50,
  colors: ['#0055a4', '#00AEEF', '#74E1ED'],
  size: 3,
  opacity: 0.5,
  links: { distance: 150, opacity: 0.3 },
  hover: { mode: 'repulse', distance: 100 },
  click: { mode: 'push', quantity: 4 },
} as const satisfies ParticleSettings;

/** SPEC "Business constants": home timings and motion. */
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

/** SPEC "Partner logos: six image files" (original artwork in public/partners/, some raster, some vector). */
export const partners = [
  { id: 'northwind', name: 'Northwind Components', src: '/partners/northwind.svg', width: 200, height: 64 },
  { id: 'meridian', name: 'Meridian Freight', src: '/partners/meridian.webp', width: 200, height: 64 },
  { id: 'lotus', name: 'Lotus Precision', src: '/partners/lotus.svg', width: 200, height: 64 },
  { id: 'harbor', name: 'Harborline Logistics', src: '/partners/harborline.webp', width: 200, height: 64 },
  { id: 'kestrel', name: 'Kestrel Electronics', src: '/partners/kestrel.svg', width: 200, height: 64 },
  { id: 'tidewater', name: 'Tidewater Retail Group', src: '/partners/tidewater.webp', width: 200, height: 64 },
] as const satisfies readonly PartnerLogo[];

/** SPEC "Home": the three Key Features service cards (icon, title, description, features, link, back texts). */
export const serviceCards = [
  {
    icon: 'design',
    title: 'Innovative Product Design',
    description:
      'Turn an idea into a product that sells in new markets, designed for the buyers and the factories that will make it.',
    features: [
      { title: 'Market research', description: 'Demand, pricing and competitor studies for each target APAC market.' },
      { title: 'Industrial design', description: 'Concepts, prototypes and design for manufacture from day one.' },
      { title: 'Launch planning', description: 'Channel, partner and go-to-market plans for a confident entry.' },
    ],
    link: '/market-expansion-services',
    backTitle: 'Success story',
    backDescription:
      'A US outdoor-gear brand launched a redesigned product line in Vietnam and Thailand within nine months, with 30% lower unit costs.',
  },
  {
    icon: 'chain',
    title: 'End-to-End Solution',
    description:
      'One partner from the first supplier quote to the final delivery, with sourcing and logistics in Southeast Asia handled for you.',
    features: [
      { title: 'Supplier sourcing', description: 'Vetted factories matched to your volumes, materials and standards.' },
      { title: 'Quality control', description: 'On-site inspections at every production stage, with photo reports.' },
      { title: 'Logistics', description: 'Consolidation, freight and customs clearance to your warehouse door.' },
    ],
    link: '/sourcing-supply-chain-sourcing-in-southeast-asia',
    backTitle: 'Key benefit',
    backDescription:
      'A single accountable team and one schedule across design, sourcing, production and shipping: fewer hand-offs, faster time-to-market.',
  },
  {
    icon: 'building',
    title: 'Corporate Services',
    description:
      'The local groundwork for operating in APAC: entities, compliance and people on the ground who represent you.',
    features: [
      { title: 'Company setup', description: 'Entity registration, licences and bank accounts in your new market.' },
      { title: 'Compliance', description: 'Tax, customs and product regulations kept current as you grow.' },
      { title: 'Local representation', description: 'A trusted team to meet partners and manage suppliers for you.' },
    ],
    link: '/corporate-services',
    backTitle: 'Key benefit',
    backDescription:
      'Operate in a new country from week one without opening an office: we act as your local presence until you are ready for your own.',
  },
] as const satisfies readonly ServiceCard[];

/** SPEC "Home": the Success Stories block's case studies (title, description, image), with the story on /case-studies. */
export const homeCaseStudies = [
  {
    id: 'consumer-electronics',
    title: 'Consumer electronics maker cuts costs by 30%',
    description: 'Moving production of a smart-home device from a single supplier to a vetted Vietnamese partner.',
    image: '/home/case-electronics.webp',
    sector: 'Consumer electronics',
    challenge:
      'A US smart-home brand depended on one overseas supplier whose prices rose every quarter and whose lead times had doubled.',
    approach:
      'We audited eight factories in Vietnam, ran a pilot batch with the best two and moved tooling, testing and packaging in stages without a stock-out.',
    results: ['30% lower unit cost', 'Lead time down from 16 to 9 weeks', 'Defect rate below 0.5%'],
  },
  {
    id: 'furniture-expansion',
    title: 'Furniture brand enters three APAC markets',
    description: 'A Scandinavian-style furniture company opened sales in Singapore, Australia and Vietnam in one year.',
    image: '/home/case-furniture.webp',
    sector: 'Home furnishings',
    challenge:
      'A direct-to-consumer furniture brand wanted to sell in Asia-Pacific but had no entity, partners or logistics in the region.',
    approach:
      'We set up a regional company, found showroom and e-commerce partners, and moved final assembly close to the new customers.',
    results: ['Three markets live in 12 months', 'Delivery times under 10 days', 'Local partners in every market'],
  },
  {
    id: 'medical-device',
    title: 'Medical device start-up scales production',
    description: 'From 200 hand-built prototypes to 20,000 certified units a year with a contract manufacturer in APAC.',
    image: '/home/case-medical.svg',
    sector: 'Medical devices',
    challenge:
      'A start-up with a cleared diagnostic device needed a certified contract manufacturer and a supply chain that auditors would accept.',
    approach:
      'We redesigned three parts for moulding, qualified an ISO 13485 manufacturer and built a documented, dual-sourced component supply.',
    results: ['100x production volume', 'ISO 13485 certified line', 'Dual-sourced critical parts'],
  },
] as const satisfies readonly HomeCaseStudyStory[];

/** Image shown when a case study has no image of its own. */
export const caseStudyPlaceholder = { src: '/home/case-placeholder.svg', width: 640, height: 400 } as const;

/** Home page texts (SPEC "Home"). */
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
    readMore: 'Read Case Study',
    cta: { label: 'View All Case Studies', href: '/case-studies' },
  },
  caseStudiesPage: {
    storiesHeading: 'The full stories',
    challenge: 'The challenge',
    approach: 'Our approach',
    results: 'Results',
    cta: { heading: 'Your business could be next', text: 'Tell us where you want to grow and we will show you how we would get you there.', link: { label: 'Contact Us', href: '/contact' } },
  },
  servicePage: {
    featuresHeading: 'What we do for you',
    otherServices: 'Our other services',
  },
} as const;

const contactLink = { label: 'Contact Us', href: '/contact' } as const satisfies NavLink;

/** The pages behind the three home service cards, keyed by the card's link. */
export const serviceCardPages = {
  '/market-expansion-services': {
    card: serviceCards[0],
    highlightLabel: 'Success story',
    cta: {
      heading: 'Ready to design for a new market?',
      text: 'Tell us about your product and the markets you have in mind. We will come back with a first plan.',
      link: contactLink,
    },
  },
  '/sourcing-supply-chain-sourcing-in-southeast-asia': {
    card: serviceCards[1],
    highlightLabel: 'Key benefit',
    cta: {
      heading: 'Looking for a reliable supplier in Southeast Asia?',
      text: 'Share your product, volumes and target price. We will shortlist suppliers and walk you through the next steps.',
      link: contactLink,
    },
  },
  '/corporate-services': {
    card: serviceCards[2],
    highlightLabel: 'Key benefit',
    cta: {
      heading: 'Planning to operate in APAC?',
      text: 'Tell us where and when. We will explain the setup, the compliance steps and what it costs.',
      link: contactLink,
    },
  },
} as const satisfies Record<string, ServiceCardPage>;

export type ServiceCardRoute = keyof typeof serviceCardPages;
