import type { BuildEnvName } from '../config/env-defaults.mjs';

export interface AnalyticsSettings {
  /** The site's name on the dashboard (Plausible's `domain`). */
  domain: string;
  /** The service's origin, the one host the pages' policies name for it. */
  origin: string;
  /** Where the events are posted: `<origin>/api/event`. */
  endpoint: string;
}
export function analyticsSettings(env: Partial<Record<BuildEnvName | string, string | undefined>>): AnalyticsSettings | null;
