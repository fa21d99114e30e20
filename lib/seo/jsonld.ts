import { pages } from '@/lib/content/pages';
import { site } from '@/lib/site/content';
import type { Office } from '@/lib/site/schema';
import { language, languages, localizedPath } from '@/lib/i18n/edition';
import { breadcrumbTrail, pageNames, type Crumb } from '@/lib/layout/breadcrumb';
import { logoImageOf } from '@/lib/pictures/search-images';
import { ui } from '@/lib/ui/texts';
import { absoluteUrl, pageUrl } from './metadata';

/**
 * The company's node in every page's JSON-LD: one identifier for every edition, so that an article's publisher, a
 * newsroom article's author and each edition's WebSite name the same organisation rather than one each.
 */
export const ORGANIZATION_ID = `${site.url}/#organization`;

/**
 * A calendar date of the content (`2025-02-18`) as a moment with its time zone, for search engines, which read a
 * date without one in a zone of their choosing: noon UTC. An article's date is a day, not an hour, and noon UTC
 * falls on that same day everywhere from UTC-12 to UTC+11: at every office (Las Vegas and Portland, UTC-8/-7; Ho
 * Chi Minh City, UTC+7) and for nearly every reader, so the date a result shows is the one the page shows.
 * Midnight UTC would be the day before in the whole of the Americas; midnight at the headquarters would need its
 * time zone, which the content does not hold.
 */
export function dateTimeOf(date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`expected a date like 2025-02-18, got ${JSON.stringify(date)}`);
  return `${date}T12:00:00Z`;
}

/** An office's address for search engines, in the edition's words. */
function postalAddress(office: Office) {
  return { '@type': 'PostalAddress', ...office.postal };
}

/** The logo search engines take: the build's square PNG of it (lib/pictures/search-images.ts), else the file itself. */
function logo() {
  const raster = logoImageOf(site.logo.src);
  const image = raster ?? { url: site.logo.src, width: site.logo.width, height: site.logo.height };
  return { '@type': 'ImageObject', url: absoluteUrl(image.url), width: image.width, height: image.height };
}

/**
 * The company where another node names it (an article's publisher, a WebSite's): its identifier, which joins it to
 * the page's Organization node, with the name, site and logo a reader of that node alone needs.
 */
export function organizationRef() {
  return { '@type': 'Organization', '@id': ORGANIZATION_ID, name: site.name, url: `${site.url}/`, logo: logo() };
}

/**
 * Organization JSON-LD, in the root layout of every page: name, logo, description, the headquarters' address (the
 * first office), the e-mail and phone as a contact point in every language the site speaks, the company's other
 * sites (the header's external links) and every office as a place (PostalAddress and geo), in the edition's words.
 */
export function organizationJsonLd() {
  const [headquarters] = site.offices;
  const otherSites = site.nav.filter((item) => item.external).map((item) => item.href);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': ORGANIZATION_ID,
    name: site.name,
    url: `${site.url}/`,
    logo: logo(),
    description: site.description,
    slogan: site.slogan,
    foundingDate: String(site.foundedYear),
    email: site.email,
    telephone: site.phone.tel,
    ...(headquarters ? { address: postalAddress(headquarters) } : {}),
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: ui.organization.contactType,
        email: site.email,
        telephone: site.phone.tel,
        availableLanguage: languages.map((lang) => lang.hreflang),
      },
    ],
    ...(otherSites.length ? { sameAs: otherSites } : {}),
    location: site.offices.map((office) => ({
      '@type': 'Place',
      name: office.name,
      address: postalAddress(office),
      geo: { '@type': 'GeoCoordinates', latitude: office.position.lat, longitude: office.position.lng },
    })),
  };
}

/** The edition as a schema.org WebSite: its home page, name and language, placed in the root layout. */
export function websiteJsonLd() {
  const home = localizedPath('/');
  const url = `${site.url}${home === '/' ? '/' : home}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${url}#website`,
    name: site.name,
    url,
    inLanguage: language.hreflang,
    publisher: organizationRef(),
  };
}

/**
 * The trail from the home page to the page at `route` in this edition, named by the header's words (else the pages'
 * titles); `current` names the page itself when it has no title of its own there (an article, a later list page).
 */
export function pageTrail(route: string, current?: string): Crumb[] {
  return breadcrumbTrail(route, pageNames(site.nav, pages), current);
}

/** BreadcrumbList JSON-LD of a trail: each step's name and its address in this edition. */
export function breadcrumbJsonLd(trail: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: pageUrl(crumb.href) })),
  };
}

/** JSON for a <script type="application/ld+json">, safe against "</script>" in texts. */
export function jsonLdString(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
