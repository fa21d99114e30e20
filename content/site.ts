import { loadContent } from '../lib/content/load';
import { env } from '../lib/env';
import type { SiteConfig } from './types';

/**
 * The site's identity in one place. Rebranding = edit this file and the images in public/brand/.
 * `NEXT_PUBLIC_SITE_URL` (build time) overrides the canonical origin, e.g. for a staging host.
 */
const strategyProductUrl = 'https://strategy.apexbridge.global/';

export const site = {
  name: 'Apexbridge Global',
  shortName: 'Apexbridge',
  url: env.NEXT_PUBLIC_SITE_URL.replace(/\/+$/, ''),
  tagline: 'HERE TO GET YOU THERE',
  slogan: 'Your trusted partner for business expansion and sourcing in APAC',
  description:
    'Engineering, product design, manufacturing, sourcing, supply chain and market-expansion services that bridge Western markets and APAC manufacturing. Founded in 2021.',
  foundedYear: 2021,
  logo: { src: '/brand/logo.svg', alt: 'Apexbridge Global', width: 160, height: 40 },
  email: 'hello@apexbridge.global',
  phone: { display: '+1 (702) 555-0148', tel: '+17025550148' },
  strategyProductUrl,
  copyrightYear: 2025,
  /** The offices, from content/offices.yml (the first is the headquarters). */
  offices: loadContent().offices,
  nav: [
    { label: 'Home', href: '/' },
    { label: 'Strategy Product', href: strategyProductUrl, external: true },
    {
      label: 'About Us',
      href: '/about-us',
      matchPrefix: true,
      children: [
        { label: 'Meet the team', href: '/about-us/team' },
        { label: 'What we do', href: '/about-us/what-we-do' },
        { label: 'Who we are', href: '/about-us/who-we-are' },
        { label: 'Our values', href: '/about-us/values' },
      ],
    },
    {
      label: 'Services',
      href: '/services',
      matchPrefix: true,
      children: [
        { label: 'Case studies', href: '/services/case-studies' },
        { label: 'Manufacturing & Production', href: '/services/manufacturing' },
        { label: 'DFM & CAD', href: '/services/dfm-cad' },
        { label: 'Mechanical Engineering', href: '/services/mechanical-engineering' },
        { label: 'Supply Chain Management', href: '/services/supply-chain' },
      ],
    },
    { label: 'News & Events', href: '/news-and-events', matchPrefix: true },
  ],
  rfq: { label: 'RFQ', href: '/contact' },
  footer: {
    legal: [
      { label: 'Privacy', href: '/privacy' },
      { label: 'Terms', href: '/terms' },
    ],
    locationsHeading: 'Our locations',
    contactHeading: 'Contact',
    rights: 'All rights reserved.',
  },
} as const satisfies SiteConfig;

export { ROUTES, type Route } from './routes';
