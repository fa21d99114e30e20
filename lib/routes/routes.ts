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
  '/search',
] as const;

export type Route = (typeof ROUTES)[number];
