import { env } from '../config/env';
import { ANALYTICS_EVENTS, type AnalyticsEvent, type AnalyticsEventKey, type AnalyticsProps } from './events';

/**
 * Where the site's parts hand their events (the contact form, the page views): a few lines that load with them,
 * while the code that sends arrives only once the page is idle (lib/analytics/runtime.ts). Until then events wait
 * here, each with the page's address at the moment it happened; for a visitor who is not counted (Global Privacy
 * Control, Do Not Track) the sender never loads and they are never sent. With the statistics off this returns
 * at once.
 */
type Sink = (event: AnalyticsEvent) => void;

/** A page left open without the sender ever loading keeps no more than this many waiting. */
const MAX_WAITING = 50;
const waiting: AnalyticsEvent[] = [];
let sink: Sink | undefined;

export function track<K extends AnalyticsEventKey>(key: K, props: AnalyticsProps<K>): void {
  if (!env.NEXT_PUBLIC_ANALYTICS_DOMAIN || typeof window === 'undefined') return;
  const event: AnalyticsEvent = { name: ANALYTICS_EVENTS[key].name, props, url: window.location.href };
  if (sink) sink(event);
  else if (waiting.length < MAX_WAITING) waiting.push(event);
}

/**
 * The page is being left before the sender loaded (a visitor who moves on within a second of arriving): what
 * waits is sent now, with `send`, so that the visit still counts. Nothing once the sender has taken over.
 */
export function sendWaiting(send: Sink): void {
  if (sink) return;
  for (const event of waiting.splice(0)) send(event);
}

/** The sender takes over: what waited goes first, in order, then every event as it happens. */
export function deliverTo(next: Sink): void {
  sink = next;
  for (const event of waiting.splice(0)) next(event);
}
