import { TEST_CONTENT_ROOT } from './test-content.mjs';

// Fixed local ports of the e2e run: the static site, the fake EmailJS API, the fake tile server, the host suite's
// runtimes and the analytics stand-in. E2E_PORT_BASE moves them all (for running two checkouts' tests side by side); default 3210.
const BASE = Number(process.env.E2E_PORT_BASE ?? 3210);
export const SITE_PORT = BASE;
export const EMAILJS_PORT = BASE + 1;
export const TILES_PORT = BASE + 2;
export const SITE_ORIGIN = `http://127.0.0.1:${SITE_PORT}`;
export const EMAILJS_ORIGIN = `http://127.0.0.1:${EMAILJS_PORT}`;
export const TILES_ORIGIN = `http://127.0.0.1:${TILES_PORT}`;
/**
 * The stand-in for the visitor statistics' event API (e2e/support/fake-analytics.mjs), which the test build
 * switches on: every page of the test build posts its events there, under the site's name on the dashboard.
 */
export const ANALYTICS_PORT = BASE + 7;
export const ANALYTICS_ORIGIN = `http://127.0.0.1:${ANALYTICS_PORT}`;
export const ANALYTICS_DOMAIN = 'www.apexbridge.global';
/**
 * Build-time settings of the site under test: EmailJS and the map talk to the local fakes, and the content is
 * the project's plus the fixtures (e2e/support/test-content.mjs). The tests read their expected values from the
 * same CONTENT_ROOT (playwright.config.ts sets it).
 */
export const TEST_BUILD_ENV = {
  NEXT_PUBLIC_SITE_URL: 'https://www.apexbridge.global',
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'test-public-key',
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_test',
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'template_test',
  NEXT_PUBLIC_EMAILJS_ORIGIN: EMAILJS_ORIGIN,
  NEXT_PUBLIC_MAP_TILE_URL: `${TILES_ORIGIN}/{z}/{x}/{y}.png`,
  NEXT_PUBLIC_ANALYTICS_DOMAIN: ANALYTICS_DOMAIN,
  NEXT_PUBLIC_ANALYTICS_ORIGIN: ANALYTICS_ORIGIN,
  CONTENT_ROOT: TEST_CONTENT_ROOT,
};
/** The host suite (the host-* projects of playwright.config.ts): one port per host runtime, each serving the same out/. */
export const HOST_PORTS = { serve: BASE + 3, nginx: BASE + 4, cloudflare: BASE + 5 };
/**
 * The stand-in for github.com that the GitHub sign-in function (functions/api/) talks to under Cloudflare's
 * runtime in the host suite (scripts/preview.mjs hands it over; e2e/hosts/cms-oauth.host.ts starts it).
 */
export const CMS_GITHUB_PORT = BASE + 6;
/** The settings that function gets there: the stand-in's address and the OAuth app the stand-in knows. */
export const CMS_OAUTH_TEST_ENV = {
  GITHUB_CLIENT_ID: 'cms-test-client',
  GITHUB_CLIENT_SECRET: 'cms-test-secret',
  GITHUB_ORIGIN: `http://127.0.0.1:${CMS_GITHUB_PORT}`,
};
