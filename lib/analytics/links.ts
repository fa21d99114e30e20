import type { AnalyticsEventKey, AnalyticsProps } from './events';

/** What a clicked link tells: its resolved address, whether it downloads, and the language it leads to. */
export interface ClickedLink {
  href: string;
  download: boolean;
  hreflang: string | null;
}

/** The page the click happened on: its origin and its edition's language (its `<html lang>`). */
export interface ClickPage {
  origin: string;
  language: string;
}

export type LinkEvent = { [K in AnalyticsEventKey]: { key: K; props: AnalyticsProps<K> } }[AnalyticsEventKey];

/** Files a link may lead to that count as a download even without a `download` attribute. */
const FILE_PATH = /\.(pdf|zip|docx?|xlsx?|pptx?|csv)$/i;

/**
 * The event a click on a link is, if any: an e-mail or phone link (never its address: the contact form's
 * fallback link carries what the visitor typed), a link to another site (its address without query), a file,
 * a link into another edition (from and to, as hreflang). Other links are page views of their own.
 */
export function linkEvent(link: ClickedLink, page: ClickPage): LinkEvent | null {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(link.href)?.[1]?.toLowerCase();
  if (scheme === 'mailto') return { key: 'emailClick', props: {} };
  if (scheme === 'tel') return { key: 'phoneClick', props: {} };
  if (scheme !== 'http' && scheme !== 'https') return null;
  const url = new URL(link.href);
  if (url.origin !== page.origin) return { key: 'outboundLink', props: { url: `${url.origin}${url.pathname}` } };
  // A file before a language: the brochure's link names the language it is written in, which is no switch.
  if (link.download || FILE_PATH.test(url.pathname)) return { key: 'fileDownload', props: { url: url.pathname } };
  if (link.hreflang && link.hreflang !== page.language) return { key: 'languageSwitch', props: { from: page.language, to: link.hreflang } };
  return null;
}
