/**
 * Every build-time environment variable the site reads, with its default ('' = none). The one list of names
 * and defaults: lib/config/env.ts types and reads it for the TypeScript code, and the build's own .mjs files
 * (next.config.mjs, scripts/csp.mjs), which cannot import TypeScript, read it here. A variable that is unset
 * or blank takes its default. The README's "Configuration" table describes them (lib/__tests__/env.test.ts
 * keeps it in step).
 */
export const BUILD_ENV_DEFAULTS = Object.freeze({
  // Canonical origin for canonical URLs, Open Graph and the sitemap.
  NEXT_PUBLIC_SITE_URL: 'https://www.apexbridge.global',
  // EmailJS: the three public identifiers the contact form cannot send without, the API origin, and whether
  // EmailJS refuses headless browsers.
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: '',
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: '',
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: '',
  NEXT_PUBLIC_EMAILJS_ORIGIN: 'https://api.emailjs.com',
  NEXT_PUBLIC_EMAILJS_BLOCK_HEADLESS: 'false',
  // The office map's tile URL template.
  NEXT_PUBLIC_MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  // Visitor statistics (Plausible's event API): the site's name on the dashboard switches them on; unset, nothing
  // loads or is sent and no policy names the service. The origin is Plausible's hosted service, or a self-hosted one.
  NEXT_PUBLIC_ANALYTICS_DOMAIN: '',
  NEXT_PUBLIC_ANALYTICS_ORIGIN: 'https://plausible.io',
  // The content manager's Git backend on the live site (docs/deploying.md, "The content manager on the live site").
  CMS_BACKEND: '',
  CMS_REPO: '',
  CMS_BRANCH: 'main',
  CMS_OAUTH_BASE_URL: '',
  CMS_OAUTH_ENDPOINT: '',
  // Build from another project folder's content/ ('' = this project's): the test build reads a copy of the
  // content with test fixtures added (npm run build:test).
  CONTENT_ROOT: '',
  // The edition being built, a code of content/languages.yml ('' = the default language). The build sets it for
  // each language in turn (scripts/build.mjs); set by hand only to build one edition alone.
  NEXT_PUBLIC_SITE_LANGUAGE: '',
});

/** A variable's value from `env`, or its default when it is unset or blank. */
export function envValue(env, name) {
  const value = env[name]?.trim();
  return value ? value : BUILD_ENV_DEFAULTS[name];
}

/** Every variable of the list from `env`, defaults applied. */
export function readBuildEnv(env) {
  return Object.fromEntries(Object.keys(BUILD_ENV_DEFAULTS).map((name) => [name, envValue(env, name)]));
}
