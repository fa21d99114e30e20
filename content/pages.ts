import type { PageMeta } from './types';
import type { Route } from './site';

/** Title, description and visible heading of every route. Titles get the site-wide template " | Apexbridge Global". */
export const pages = {
  '/': {
    title: 'Engineering, Sourcing and Market Expansion in APAC',
    description:
      'Apexbridge Global is your trusted partner for business expansion and sourcing in APAC: product design, engineering, manufacturing, supply chain and market entry.',
    heading: 'HERE TO GET YOU THERE',
  },
  '/about-us': {
    title: 'About Us',
    description:
      'Meet the Apexbridge Global leadership team and learn what we do, who we are and the values behind our work across the US and APAC.',
    heading: 'About Us',
    lead: 'A consultancy founded in 2021 to bridge Western markets and APAC manufacturing.',
  },
  '/about-us/team': {
    title: 'Meet the Team',
    description: 'The leadership team of Apexbridge Global across Las Vegas, Ho Chi Minh City and Portland.',
    heading: 'Meet the Team',
    lead: 'Engineers, sourcing specialists and operators who have shipped products on both sides of the Pacific.',
  },
  '/about-us/what-we-do': {
    title: 'What We Do',
    description:
      'Market expansion, product manufacturing and supply chain management for companies growing in the Asia-Pacific region.',
    heading: 'What We Do',
    lead: 'Three practices that take a product from an idea in one market to shelves in another.',
  },
  '/about-us/who-we-are': {
    title: 'Who We Are',
    description:
      'Founded in 2021, Apexbridge Global bridges Western markets and APAC manufacturing with teams in the US and Vietnam.',
    heading: 'Who We Are',
    lead: 'Our story, from a two-person sourcing desk to a cross-Pacific engineering and supply partner.',
  },
  '/about-us/values': {
    title: 'Our Values',
    description: 'Excellence, Collaboration and Innovation: the values that guide every Apexbridge Global engagement.',
    heading: 'Our Values',
    lead: 'What you can expect from us on every project, large or small.',
  },
  '/services': {
    title: 'Services',
    description:
      'Case studies, manufacturing and production, DFM and CAD, mechanical engineering and supply chain management services in APAC.',
    heading: 'Services',
    lead: 'Engineering, manufacturing and supply chain services under one roof.',
  },
  '/services/case-studies': {
    title: 'Case Studies',
    description: 'How Apexbridge Global helped clients design, manufacture and ship products across the Asia-Pacific region.',
    heading: 'Case Studies',
    lead: 'Real projects, measurable results.',
  },
  '/services/manufacturing': {
    title: 'Manufacturing & Production',
    description:
      'Product overview, manufacturing process, facilities and equipment, supply chain and cost structure of our manufacturing programmes.',
    heading: 'Manufacturing & Production',
    lead: 'From first article to mass production with vetted partner factories in Vietnam and across APAC.',
  },
  '/services/dfm-cad': {
    title: 'DFM & CAD',
    description: 'Design for manufacturing reviews and CAD documentation: drawings, models and reports we deliver.',
    heading: 'DFM & CAD',
    lead: 'Design for manufacturing and production-ready CAD documentation.',
  },
  '/services/mechanical-engineering': {
    title: 'Mechanical Engineering',
    description:
      'Mechanical engineering services: product development, prototyping, analysis and production support, with case studies.',
    heading: 'Mechanical Engineering',
    lead: 'Engineering that is designed to be built.',
  },
  '/services/supply-chain': {
    title: 'Supply Chain Management',
    description:
      'Supply chain management from manufacturing through warehousing and distribution to retail, across 8+ APAC countries.',
    heading: 'Supply Chain Management',
    lead: 'From the factory floor to the retail shelf.',
  },
  '/news-and-events': {
    title: 'News & Events',
    description: 'News, events and awards from Apexbridge Global: sourcing, technology and business updates from APAC.',
    heading: 'News & Events',
    lead: 'The latest from our teams in the US and Asia Pacific.',
  },
  '/contact': {
    title: 'Contact Us',
    description:
      'Contact Apexbridge Global: offices in Las Vegas, Ho Chi Minh City and Portland. Request a quote or send us a message.',
    heading: 'Contact Us',
    lead: 'Tell us about your project. We answer every message within two business days.',
  },
  '/privacy': {
    title: 'Privacy Policy',
    description: 'What this website collects, why, and who processes it: the contact form, EmailJS and OpenStreetMap.',
    heading: 'Privacy Policy',
  },
  '/terms': {
    title: 'Terms of Use',
    description: 'The terms that apply when you use the Apexbridge Global website.',
    heading: 'Terms of Use',
  },
  '/market-expansion-services': {
    title: 'Innovative Product Design and Market Expansion',
    description:
      'Product design and market expansion services that take your product from concept to launch in APAC markets.',
    heading: 'Innovative Product Design',
    lead: 'Design products that win in new markets, and the plan to launch them there.',
  },
  '/sourcing-supply-chain-sourcing-in-southeast-asia': {
    title: 'Sourcing and Supply Chain in Southeast Asia',
    description:
      'End-to-end sourcing and supply chain solutions in Southeast Asia: supplier discovery, quality control and logistics.',
    heading: 'End-to-End Solution',
    lead: 'Sourcing and supply chain in Southeast Asia, managed from first quote to final delivery.',
  },
  '/corporate-services': {
    title: 'Corporate Services',
    description:
      'Corporate services for companies entering APAC: entity setup, compliance, local representation and partner management.',
    heading: 'Corporate Services',
    lead: 'The local groundwork that lets you operate in APAC with confidence.',
  },
  '/case-studies': {
    title: 'Success Stories',
    description: 'Success stories of businesses that grew in APAC with Apexbridge Global.',
    heading: 'Case Studies',
    lead: "See how we've helped businesses succeed in APAC",
  },
} as const satisfies Record<Route, PageMeta>;

/**
 * The section named on a page's share image (the link preview picture). Pages under a header item take
 * that item's label; these are the pages outside the header's sections.
 */
export const shareImageSections = {
  '/contact': 'Contact',
  '/privacy': 'Legal',
  '/terms': 'Legal',
  '/market-expansion-services': 'Services',
  '/sourcing-supply-chain-sourcing-in-southeast-asia': 'Services',
  '/corporate-services': 'Services',
  '/case-studies': 'Success Stories',
} as const satisfies Partial<Record<Route, string>>;

export const notFoundPage = {
  title: 'Page not found',
  description: 'The page you asked for does not exist.',
  heading: 'Page not found',
  lead: 'The page you were looking for has moved or never existed. These links will get you there:',
  home: 'Back to the home page',
  redirecting: 'Taking you to the section page…',
} as const;
