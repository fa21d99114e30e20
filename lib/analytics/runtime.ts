import { linkEvent } from './links';
import { eventPayload, postEvent } from './send';
import type { AnalyticsSettings } from './settings.mjs';
import { deliverTo, track } from './track';

/**
 * The sender, loaded once the page is idle (components/analytics/analytics-island.tsx): it posts every event
 * to the service and counts the clicks on links, with one listener on the document rather than one in each
 * component that shows a link. It keeps nothing in the browser: no cookie, no storage.
 */
let started = false;

function onClick(event: MouseEvent) {
  // A middle click opens the link too; other buttons do not.
  if (event.type === 'auxclick' && event.button !== 1) return;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return;
  const found = linkEvent(
    { href: link.href, download: link.hasAttribute('download'), hreflang: link.getAttribute('hreflang') },
    { origin: window.location.origin, language: document.documentElement.lang },
  );
  if (found) track(found.key, found.props as never);
}

export function startCounting({ domain, endpoint }: Pick<AnalyticsSettings, 'domain' | 'endpoint'>): void {
  if (started) return;
  started = true;
  // Capture: a component that stops a click from bubbling (a menu closing) does not hide it.
  document.addEventListener('click', onClick, { capture: true });
  document.addEventListener('auxclick', onClick, { capture: true });
  deliverTo((event) => void postEvent(endpoint, eventPayload(event, { domain, referrer: document.referrer })));
}
