import { loadContent } from '../content/load';
import { env } from '../config/env';

/**
 * The site's identity: name, slogan, logo, e-mail, phone, header navigation and footer from content/site.yml,
 * the offices from content/offices.yml (the first is the headquarters), both validated when the site builds.
 * Rebranding = edit those files and the images in public/brand/. `NEXT_PUBLIC_SITE_URL` (build time) sets the
 * canonical origin, e.g. for a staging host.
 */
const content = loadContent();

export const site = {
  ...content.texts.site,
  /** Canonical origin of the public site, no trailing slash. */
  url: env.NEXT_PUBLIC_SITE_URL.replace(/\/+$/, ''),
  offices: content.offices.offices,
};

export { ROUTES, type Route } from '../routes/routes';
