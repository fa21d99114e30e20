import { analyticsSettings } from '@/lib/analytics/settings.mjs';
import { env } from '@/lib/config/env';
import { AnalyticsIsland } from './analytics-island';

/**
 * The visitor statistics' place in every page. With them off (no NEXT_PUBLIC_ANALYTICS_DOMAIN) nothing is
 * rendered, so the page names none of their code and its browser never fetches any.
 */
export function Analytics() {
  return analyticsSettings(env) ? <AnalyticsIsland /> : null;
}
