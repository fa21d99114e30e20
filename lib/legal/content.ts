import { analyticsSettings } from '../analytics/settings.mjs';
import { env } from '../config/env';
import { loadContent } from '../content/load';
import { pages } from '../content/pages';
import { site } from '../site/content';
import type { PageMeta } from '../site/schema';
import { parseSections, type TextSection } from './sections';

/** A legal page as shown: its header (content/pages.yml), date and sections. */
export type LegalPage = PageMeta & { updated: string; sections: TextSection[] };

/**
 * Privacy and terms: texts that are true of this site, in content/legal/privacy.md and terms.md ("## Heading"
 * sections of paragraphs and "- " lists). Update `updated` on any change. The texts may say {name},
 * {address}, {email} and {phone}: they are filled from the company details (content/site.yml, offices.yml), so the company's identity stays in
 * one place. Parts that hold only with or without visitor statistics are marked (lib/legal/sections.ts).
 */
const identity: Record<string, string> = {
  name: site.name,
  address: site.offices[0]?.address ?? '',
  email: site.email,
  phone: site.phone.display,
};

const fill = (text: string) => text.replace(/\{(name|address|email|phone)\}/g, (_, key: string) => identity[key] ?? '');

function legalPage(name: 'privacy' | 'terms', route: '/privacy' | '/terms'): LegalPage {
  const { updated, body } = loadContent().legal[name];
  // The loader has checked the sections already; nothing is left to report here. The parts about visitor
  // statistics are shown as this build has them.
  const sections = parseSections(body, () => {}, { analytics: analyticsSettings(env) !== null });
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
