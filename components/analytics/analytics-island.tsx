'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { env } from '@/lib/config/env';
import { analyticsSettings } from '@/lib/analytics/settings.mjs';
import { asksNotToBeCounted, eventPayload, postEvent } from '@/lib/analytics/send';
import { sendWaiting, track } from '@/lib/analytics/track';
import { whenIdleAfterLoad } from '@/lib/ui/when-idle';

/** The sender waits at most this long for an idle moment after the page has loaded. */
const IDLE_TIMEOUT_MS = 4000;

/**
 * Visitor statistics, rendered only when the build switches them on (./analytics.tsx). A page view is noted on
 * arrival and on every navigation inside the edition; the code that sends is fetched only after the page has
 * loaded and the browser is idle, so it never competes with the page's first paint or a visitor's first input.
 * A visitor who leaves before then is still counted: what waits is posted as the page goes (pagehide). A visitor
 * whose browser sends Global Privacy Control or Do Not Track is not counted: the sender never loads.
 */
export function AnalyticsIsland() {
  const pathname = usePathname();

  useEffect(() => {
    track('pageview', { language: document.documentElement.lang });
  }, [pathname]);

  useEffect(() => {
    const settings = analyticsSettings(env);
    if (!settings || asksNotToBeCounted(navigator, window as unknown as { doNotTrack?: unknown })) return;
    const leaving = () => sendWaiting((event) => void postEvent(settings.endpoint, eventPayload(event, { domain: settings.domain, referrer: document.referrer })));
    window.addEventListener('pagehide', leaving);
    let cancelled = false;
    const cancelLoad = whenIdleAfterLoad(
      () => void import('@/lib/analytics/runtime').then(({ startCounting }) => !cancelled && startCounting(settings)),
      { timeout: IDLE_TIMEOUT_MS, fallbackDelay: 0 },
    );
    return () => {
      cancelled = true;
      cancelLoad();
      window.removeEventListener('pagehide', leaving);
    };
  }, []);

  return null;
}
