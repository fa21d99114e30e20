import { loadContent } from '../lib/content/load';
import { pages } from './pages';
import { site } from './site';
import type { LegalPage, TextSection } from '../lib/content/load';

/**
 * Privacy and terms: texts that are true of this site, in content/legal/privacy.md and terms.md ("## Heading"
 * sections of paragraphs and "- " lists). Update `updated` on any change. The texts may say {name},
 * {address}, {email} and {phone}: they are filled from the company details (content/site.yml, offices.yml), so the company's identity stays in
 * one place.
 */
const identity: Record<string, string> = {
  name: site.name,
  address: site.offices[0]?.address ?? '',
  email: site.email,
  phone: site.phone.display,
};

const fill = (text: string) => text.replace(/\{(name|address|email|phone)\}/g, (_, key: string) => identity[key] ?? '');

function legalPage(name: 'privacy' | 'terms', route: '/privacy' | '/terms'): LegalPage {
  const { updated, sections } = loadContent().legal[name];
  return {
    ...pages[route],
    updated,
    sections: sections.map(
      (s): TextSection => ({ ...s, paragraphs: s.paragraphs.map(fill), ...(s.list ? { list: s.list.map(fill) } : {}) }),
    ),
  };
}

export const privacy = legalPage('privacy', '/privacy');

export const terms = legalPage('terms', '/terms');
