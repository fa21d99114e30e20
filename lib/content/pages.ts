import { loadContent } from './load';
import type { Route } from '../routes/routes';
import type { PageMeta } from '../site/schema';

/**
 * Title, description and visible heading of every route, from content/pages.yml (validated when the site
 * builds: every route needs its entry). Titles get the site-wide template " | Apexbridge Global".
 */
export const pages = Object.fromEntries(loadContent().pages.pages.map(({ route, ...meta }) => [route, meta])) as Readonly<Record<Route, PageMeta>>;

/**
 * The section named on a page's share image (the link preview picture), from content/texts/shared.yml. Pages
 * under a header item take that item's label; these are the pages outside the header's sections.
 */
export const shareImageSections: Readonly<Partial<Record<Route, string>>> = Object.fromEntries(
  loadContent().texts.shared.shareImageSections.map(({ route, section }) => [route, section]),
);

/** The page for an address that does not exist: content/texts/not-found.yml. */
export const notFoundPage = loadContent().texts.notFound;
