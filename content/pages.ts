import { loadContent } from '../lib/content/load';
import type { Route } from './routes';
import type { PageMeta } from './types';

/**
 * Title, description and visible heading of every route, from content/pages.yml (validated when the site
 * builds: every route needs its entry). Titles get the site-wide template " | Apexbridge Global".
 */
export const pages: Readonly<Record<Route, PageMeta>> = loadContent().pages;

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
