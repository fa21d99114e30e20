import { BUILD_ENV_DEFAULTS, readBuildEnv, type BuildEnv, type BuildEnvName } from './env-defaults.mjs';

export { BUILD_ENV_DEFAULTS, type BuildEnv, type BuildEnvName };

/**
 * This build's environment, defaults applied (names and defaults: lib/config/env-defaults.mjs). Each variable is
 * spelled out in full so that Next.js inlines the NEXT_PUBLIC_* values at build time: a dynamic
 * `process.env[name]` is undefined in the browser. The type makes this list name every variable, no more.
 */
const raw: Record<BuildEnvName, string | undefined> = {
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID,
  NEXT_PUBLIC_EMAILJS_ORIGIN: process.env.NEXT_PUBLIC_EMAILJS_ORIGIN,
  NEXT_PUBLIC_EMAILJS_BLOCK_HEADLESS: process.env.NEXT_PUBLIC_EMAILJS_BLOCK_HEADLESS,
  NEXT_PUBLIC_MAP_TILE_URL: process.env.NEXT_PUBLIC_MAP_TILE_URL,
  NEXT_PUBLIC_ANALYTICS_DOMAIN: process.env.NEXT_PUBLIC_ANALYTICS_DOMAIN,
  NEXT_PUBLIC_ANALYTICS_ORIGIN: process.env.NEXT_PUBLIC_ANALYTICS_ORIGIN,
  CMS_BACKEND: process.env.CMS_BACKEND,
  CMS_REPO: process.env.CMS_REPO,
  CMS_BRANCH: process.env.CMS_BRANCH,
  CMS_OAUTH_BASE_URL: process.env.CMS_OAUTH_BASE_URL,
  CMS_OAUTH_ENDPOINT: process.env.CMS_OAUTH_ENDPOINT,
  CONTENT_ROOT: process.env.CONTENT_ROOT,
  // Only the server renders by language. Left out of the browser's copy, the chunk that holds this list is the
  // same file in every edition, so a visitor who switches language does not download it again.
  NEXT_PUBLIC_SITE_LANGUAGE: typeof window === 'undefined' ? process.env.NEXT_PUBLIC_SITE_LANGUAGE : undefined,
};

export const env: BuildEnv = readBuildEnv(raw);
