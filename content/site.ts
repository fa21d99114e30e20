import hostRules from '../lib/host-rules.json' with { type: 'json' };
import type { SiteConfig } from './types';

/**
 * The site's identity in one place. Rebranding = edit this file and the images in public/brand/.
 * `NEXT_PUBLIC_SITE_URL` (build time) overrides the canonical origin, e.g. for a staging host.
 */
const strategyProductUrl = 'https://strategy.apexbridge.global/';

export const site = {
  name: 'Apexbridge Global',
  shortName: 'Apexbridge',
  url: (process.env.NEXT_PUBLIC_SITE_URL ?? 'https://www.apexbridge.global').replace(/\/+$/, ''),
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
  offices: [
    {
      id: 'las-vegas',
      name: 'Global Headquarters',
      city: 'Las Vegas',
      role: 'US headquarters',
      address: '3960 Howard Hughes Parkway, Suite 500, Las Vegas, NV 89169, United States',
      postal: {
        streetAddress: '3960 Howard Hughes Parkway, Suite 500',
        addressLocality: 'Las Vegas',
        addressRegion: 'NV',
        postalCode: '89169',
        addressCountry: 'US',
      },
      position: { lat: 36.1215, lng: -115.1581 },
    },
    {
      id: 'ho-chi-minh-city',
      name: 'Asia Pacific Office',
      city: 'Ho Chi Minh City, Vietnam',
      role: 'Asia Pacific office',
      address: '2 Hai Trieu Street, Ben Nghe Ward, District 1, Ho Chi Minh City, Vietnam',
      postal: {
        streetAddress: '2 Hai Trieu Street, Ben Nghe Ward, District 1',
        addressLocality: 'Ho Chi Minh City',
        addressCountry: 'VN',
      },
      position: { lat: 10.7717, lng: 106.7043 },
    },
    {
      id: 'portland',
      name: 'Product Studio',
      city: 'Portland metro area',
      role: 'Product studio',
      address: '1455 NW Irving Street, Portland, OR 97209, United States',
      postal: {
        streetAddress: '1455 NW Irving Street',
        addressLocality: 'Portland',
        addressRegion: 'OR',
        postalCode: '97209',
        addressCountry: 'US',
      },
      position: { lat: 45.5276, lng: -122.6851 },
    },
  ],
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

/** Every pre-rendered route of the site, for the sitemap, tests and host rules. */
export const ROUTES = [
  '/',
  '/about-us',
  '/about-us/team',
  '/about-us/what-we-do',
  '/about-us/who-we-are',
  '/about-us/values',
  '/services',
  '/services/case-studies',
  '/services/manufacturing',
  '/services/dfm-cad',
  '/services/mechanical-engineering',
  '/services/supply-chain',
  '/news-and-events',
  '/contact',
  '/privacy',
  '/terms',
  '/market-expansion-services',
  '/sourcing-supply-chain-sourcing-in-southeast-asia',
  '/corporate-services',
  '/case-studies',
] as const;

export type Route = (typeof ROUTES)[number];

/** Sections whose unknown sub-paths redirect to the section root (SPEC "About", "Services"); shared with the hosts. */
export const REDIRECT_SECTIONS: readonly string[] = hostRules.redirectSections;
