import type { AnalyticsEvent } from './events';

/** What a browser says about being counted: Global Privacy Control and the older Do Not Track. */
export interface PrivacySignals {
  globalPrivacyControl?: unknown;
  doNotTrack?: unknown;
}

/**
 * Whether the visitor asked not to be tracked: `navigator.globalPrivacyControl` true, or Do Not Track "1" (some
 * browsers keep it on `window`). Such a visitor is not counted at all: nothing loads, nothing is sent.
 */
export function asksNotToBeCounted(navigator: PrivacySignals, window: PrivacySignals = {}): boolean {
  return navigator.globalPrivacyControl === true || navigator.doNotTrack === '1' || window.doNotTrack === '1';
}

/** The body of Plausible's event API (`POST <origin>/api/event`). */
export interface EventPayload {
  name: string;
  url: string;
  domain: string;
  referrer: string | null;
  props: Readonly<Record<string, string>>;
}

/**
 * The query parameters an event's address keeps: the campaign tags that say where a visitor came from, as
 * Plausible reads them (its five utm_ tags and `ref`). The one list: every other parameter is dropped before
 * anything is sent, since an address can carry what a visitor or another site put there (a link in an e-mail
 * that fills in the visitor's address, a form that sends by GET).
 */
export const CAMPAIGN_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'ref'] as const;

const CAMPAIGN = new Set<string>(CAMPAIGN_PARAMETERS);

/**
 * The page's address as the service gets it: its origin and path, with only the campaign parameters of its
 * query; no fragment, no user name or password.
 */
export function countedUrl(href: string): string {
  const url = new URL(href);
  const kept = new URLSearchParams([...url.searchParams].filter(([name]) => CAMPAIGN.has(name)));
  url.search = kept.toString();
  url.hash = '';
  url.username = '';
  url.password = '';
  return url.href;
}

/**
 * Where the visitor came from, as the service gets it: the referring site's origin only, never its path or
 * query (a search, another site's page holding the visitor's details, or this site's own previous address).
 * A referrer that is no web address (an app's `android-app://` one) keeps its scheme and host; nothing else
 * is sent.
 */
export function countedReferrer(referrer: string): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.origin !== 'null') return url.origin;
  return url.host ? `${url.protocol}//${url.host}` : null;
}

/** The event as Plausible's API takes it, with the address and the referrer cleaned as above. */
export function eventPayload(event: AnalyticsEvent, { domain, referrer }: { domain: string; referrer: string }): EventPayload {
  return { name: event.name, url: countedUrl(event.url), domain, referrer: countedReferrer(referrer), props: event.props };
}

/**
 * Posts one event. As plain text, like Plausible's own script, so the browser sends it without asking the
 * service first (no CORS preflight); with no credentials, so no cookie goes along; `keepalive`, so an event of a
 * click that leaves the page (a language switch, an outbound link) still arrives; with the page's origin alone as
 * its Referer, whatever policy the page has, so the request itself carries no query either. A lost event is not
 * retried.
 */
export function postEvent(endpoint: string, payload: EventPayload, send: typeof fetch = fetch): Promise<void> {
  return send(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain' },
    body: JSON.stringify(payload),
    credentials: 'omit',
    referrerPolicy: 'strict-origin',
    keepalive: true,
  }).then(
    () => undefined,
    () => undefined,
  );
}
