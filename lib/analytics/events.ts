/**
 * Every event the site counts, with its properties: the one list the dashboard is set up from (goals and custom
 * properties; the "Analytics" table of docs/deploying.md says the same). What a visitor typed never appears here: no
 * property carries a name, an e-mail address, a phone number or a message, and a link's address is sent only
 * for a file or another site, never for a mailto: link (the contact form's fallback link holds the message).
 */
export const ANALYTICS_EVENTS = {
  /** A page was shown (on arrival and on every navigation inside the edition), with its edition's language. */
  pageview: { name: 'pageview', props: ['language'] },
  /** The conversion: a message from the contact form reached the e-mail service. The page it was sent from and its language. */
  contactSent: { name: 'Contact sent', props: ['page', 'language'] },
  /** The contact form told the visitor that sending failed, and why, as a kind (CONTACT_FAILURE_REASONS). */
  contactFailed: { name: 'Contact failed', props: ['reason'] },
  /** A file was downloaded (the capabilities brochure): its path. Plausible's own name, so its report shows it. */
  fileDownload: { name: 'File Download', props: ['url'] },
  /** A link to another site was followed (the Strategy Product site): its address. Plausible's own name too. */
  outboundLink: { name: 'Outbound Link: Click', props: ['url'] },
  /** An e-mail link was clicked; never its address or text. */
  emailClick: { name: 'Email Link: Click', props: [] },
  /** A phone link was clicked. */
  phoneClick: { name: 'Phone Link: Click', props: [] },
  /** The visitor went to another edition through the language list: the languages (hreflang) from and to. */
  languageSwitch: { name: 'Language switch', props: ['from', 'to'] },
} as const;

type Events = typeof ANALYTICS_EVENTS;
export type AnalyticsEventKey = keyof Events;
export type AnalyticsEventName = Events[AnalyticsEventKey]['name'];

/** The properties of an event, as its entry lists them. */
export type AnalyticsProps<K extends AnalyticsEventKey> = { [P in Events[K]['props'][number]]: string };

/** One event as the site hands it to the sender: which, its properties, and the page's address at that moment. */
export interface AnalyticsEvent {
  name: AnalyticsEventName;
  props: Readonly<Record<string, string>>;
  url: string;
}

/** Why a send failed, as the dashboard groups it. */
export const CONTACT_FAILURE_REASONS = ['network', 'timeout', 'refused', 'throttled'] as const;
export type ContactFailureReason = (typeof CONTACT_FAILURE_REASONS)[number];
