'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { env } from '@/lib/config/env';
import { analyticsSettings } from '@/lib/analytics/settings.mjs';
import { asksNotToBeCounted, eventPayload, postEvent } from '@/lib/analytics/send';
import { sendWaiting, track } from '@/lib/analytics/track';

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
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () => {
      if (!cancelled) void import('@/lib/analytics/runtime').then(({ startCounting }) => startCounting(settings));
    };
    const whenIdle = () => {
      if ('requestIdleCallback' in window) idle = window.requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS });
      else timer = setTimeout(load, 0);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('pagehide', leaving);
      window.removeEventListener('load', whenIdle);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, []);

  return null;
}
