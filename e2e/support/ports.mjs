// Fixed local ports of the e2e run: the static site, the fake EmailJS API and the fake tile server.
export const SITE_PORT = 3210;
export const EMAILJS_PORT = 3211;
export const TILES_PORT = 3212;
export const SITE_ORIGIN = `http://127.0.0.1:${SITE_PORT}`;
export const EMAILJS_ORIGIN = `http://127.0.0.1:${EMAILJS_PORT}`;
export const TILES_ORIGIN = `http://127.0.0.1:${TILES_PORT}`;
/** Build-time settings of the site under test: EmailJS and the map talk to the local fakes. */
export const TEST_BUILD_ENV = {
  NEXT_PUBLIC_SITE_URL: 'https://www.apexbridge.global',
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'test-public-key',
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_test',
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'template_test',
  NEXT_PUBLIC_EMAILJS_ORIGIN: EMAILJS_ORIGIN,
  NEXT_PUBLIC_MAP_TILE_URL: `${TILES_ORIGIN}/{z}/{x}/{y}.png`,
};
