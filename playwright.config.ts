import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { chromiumLaunch } from './e2e/support/chromium';
import { ANALYTICS_PORT, EMAILJS_PORT, HOST_PORTS, SITE_ORIGIN, SITE_PORT, TILES_PORT } from './e2e/support/ports.mjs';
import { TEST_CONTENT_ROOT } from './e2e/support/test-content.mjs';
import { availableHosts, type Host } from './scripts/preview.mjs';

// The tests read their expected texts, names and counts through the site's own loader, from the content the
// test build was made from (npm run build:test). Set here, so the runner and every worker read the same.
process.env.CONTENT_ROOT ||= TEST_CONTENT_ROOT;

const chromium = chromiumLaunch;
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium };

/**
 * The host suite (e2e/hosts/): what differs between hosts (headers, redirects, caching, host files, hostile
 * paths), checked on each host runtime installed here against the same out/: our scripts/serve.mjs (the server
 * the site tests use), Debian's nginx with deploy/nginx.conf, and Cloudflare's local runtime (wrangler pages dev)
 * with out/_headers and out/_redirects. HOSTS="nginx cloudflare" picks some; a missing runtime is named and left out.
 */
const installed = availableHosts();
const wanted = (process.env.HOSTS?.split(/[\s,]+/).filter(Boolean) as Host[] | undefined) ?? (['serve', 'nginx', 'cloudflare'] as Host[]);
const missing = wanted.filter((host) => !installed.includes(host));
if (missing.length) console.warn(`host suite: no runtime for ${missing.join(', ')} on this machine; those hosts are not tested`);
const hosts = wanted.filter((host) => installed.includes(host));
const hostOrigin = (host: Host) => (host === 'serve' ? SITE_ORIGIN : `http://127.0.0.1:${HOST_PORTS[host]}`);

/**
 * The host runtimes start only for a run that can include host tests: a run of a few site specs or of the
 * site projects does not wait for workerd. (Only the servers depend on the command line; the projects are
 * the same in the runner and in every worker.)
 */
const args = process.argv.slice(2);
const picksSiteOnly = args.some((a) => /(^|\/)e2e\/|\.spec\b|^--project/.test(a)) && !args.some((a) => /host/.test(a));
const hostServers: Exclude<PlaywrightTestConfig['webServer'], undefined | { command: string }> = hosts
  .filter((host) => host !== 'serve' && !picksSiteOnly)
  .map((host) => ({
    command: `node scripts/preview.mjs ${host} --port ${HOST_PORTS[host]}`,
    url: `${hostOrigin(host)}/robots.txt`,
    // Cloudflare's runtime takes a few seconds to boot workerd.
    timeout: 120_000,
    reuseExistingServer: !process.env.CI,
    // Cloudflare's runtime logs every file lookup that throws (the hostile-path test makes hundreds).
    ...(host === 'cloudflare' ? { stderr: 'ignore' as const } : {}),
  }));

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // A test that fails sometimes is a failing test: it is never run twice.
  retries: 0,
  // Two cores here, and most tests spend their time waiting on the page's own timers (a run uses about a third
  // of the two cores with one worker): three workers keep them busy. CI machines are shared: two there.
  workers: process.env.CI ? 2 : 3,
  // A budget, not a wait: several tests check a page's behaviours in one visit, and CI machines are busy.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['./e2e/support/summary-reporter.ts']],
  use: {
    baseURL: SITE_ORIGIN,
    // Off by default: recording costs about a tenth of the run. `npm test -- --trace=retain-on-failure` records failures.
    trace: 'off',
    launchOptions: chromium,
  },
  projects: [
    { name: 'desktop', testMatch: '*.spec.ts', use: desktop },
    // The phone runs what depends on the viewport or on touch (tagged @responsive); the rest runs once, on desktop.
    { name: 'phone', testMatch: '*.spec.ts', grep: /@responsive/, use: { ...devices['Pixel 7'], launchOptions: chromium } },
    ...hosts.map((host) => ({
      name: `host-${host}`,
      testDir: './e2e/hosts',
      testMatch: '*.host.ts',
      timeout: 60_000,
      use: { ...desktop, baseURL: hostOrigin(host) },
    })),
  ],
  webServer: [
    { command: `node scripts/serve.mjs --port ${SITE_PORT}`, port: SITE_PORT, reuseExistingServer: !process.env.CI },
    { command: 'node e2e/support/fake-emailjs.mjs', port: EMAILJS_PORT, reuseExistingServer: !process.env.CI },
    { command: 'node e2e/support/tile-server.mjs', port: TILES_PORT, reuseExistingServer: !process.env.CI },
    { command: 'node e2e/support/fake-analytics.mjs', port: ANALYTICS_PORT, reuseExistingServer: !process.env.CI },
    ...hostServers,
  ],
});
