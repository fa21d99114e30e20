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
 * The event as Plausible's API takes it. The address loses its fragment (never part of a page's identity); its
 * query stays, for the campaign tags (utm_*) that say where a visitor came from.
 */
export function eventPayload(event: AnalyticsEvent, { domain, referrer }: { domain: string; referrer: string }): EventPayload {
  const url = new URL(event.url);
  url.hash = '';
  return { name: event.name, url: url.href, domain, referrer: referrer || null, props: event.props };
}

/**
 * Posts one event. As plain text, like Plausible's own script, so the browser sends it without asking the
 * service first (no CORS preflight); with no credentials, so no cookie goes along; `keepalive`, so an event of a
 * click that leaves the page (a language switch, an outbound link) still arrives. A lost event is not retried.
 */
export function postEvent(endpoint: string, payload: EventPayload, send: typeof fetch = fetch): Promise<void> {
  return send(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain' },
    body: JSON.stringify(payload),
    credentials: 'omit',
    keepalive: true,
  }).then(
    () => undefined,
    () => undefined,
  );
}
