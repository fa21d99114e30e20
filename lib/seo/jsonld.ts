import { site } from '@/lib/site/content';
import { language, localizedPath } from '@/lib/i18n/edition';

/** Organization JSON-LD with the three offices (PostalAddress and geo), placed in the root layout. */
export function organizationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    url: `${site.url}/`,
    logo: `${site.url}${site.logo.src}`,
    slogan: site.slogan,
    foundingDate: String(site.foundedYear),
    email: site.email,
    telephone: site.phone.tel,
    location: site.offices.map((office) => ({
      '@type': 'Place',
      name: office.name,
      address: { '@type': 'PostalAddress', ...office.postal },
      geo: { '@type': 'GeoCoordinates', latitude: office.position.lat, longitude: office.position.lng },
    })),
  };
}

/** The edition as a schema.org WebSite: its home page, name and language, placed in the root layout. */
export function websiteJsonLd() {
  const home = localizedPath('/');
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.name,
    url: `${site.url}${home === '/' ? '/' : home}`,
    inLanguage: language.hreflang,
    publisher: { '@type': 'Organization', name: site.name },
  };
}

/** JSON for a <script type="application/ld+json">, safe against "</script>" in texts. */
export function jsonLdString(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
