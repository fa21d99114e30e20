// Whether this build counts visits, and where the events go: one rule for the pages (lib/analytics/) and for the
// policies the build writes (scripts/csp.mjs), which cannot import TypeScript.
import { envValue } from '../config/env-defaults.mjs';

/**
 * The visitor statistics of this build, or null when they are off. They are on only when the site's name on the
 * dashboard is set (NEXT_PUBLIC_ANALYTICS_DOMAIN): the service's origin alone has a default and switches nothing
 * on. The events go to Plausible's event API, `<origin>/api/event`, which its hosted service and its self-hosted
 * Community Edition share.
 */
export function analyticsSettings(env) {
  const domain = envValue(env, 'NEXT_PUBLIC_ANALYTICS_DOMAIN');
  if (!domain) return null;
  let origin;
  try {
    origin = new URL(envValue(env, 'NEXT_PUBLIC_ANALYTICS_ORIGIN')).origin;
  } catch {
    throw new Error(`NEXT_PUBLIC_ANALYTICS_ORIGIN: expected an origin like https://plausible.io; got ${JSON.stringify(env.NEXT_PUBLIC_ANALYTICS_ORIGIN)}`);
  }
  if (origin === 'null' || !/^https?:$/.test(new URL(origin).protocol)) {
    throw new Error(`NEXT_PUBLIC_ANALYTICS_ORIGIN: expected an http(s) origin; got ${JSON.stringify(env.NEXT_PUBLIC_ANALYTICS_ORIGIN)}`);
  }
  return { domain, origin, endpoint: `${origin}/api/event` };
}
