import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './e2e/support/chromium';
import { HOST_PORTS, TILES_PORT } from './e2e/support/ports.mjs';
import { availableHosts, type Host } from './scripts/preview.mjs';

/**
 * The host suite: the same checks (e2e/hosts/) against the built out/ under every host runtime installed
 * here, each server started once: our scripts/serve.mjs, Debian's nginx with deploy/nginx.conf, and
 * Cloudflare's local runtime (wrangler pages dev) with out/_headers and out/_redirects.
 * HOSTS="nginx cloudflare" picks some; a host whose runtime is missing is named and left out.
 */
const installed = availableHosts();
const wanted = (process.env.HOSTS?.split(/[\s,]+/).filter(Boolean) as Host[] | undefined) ?? (['serve', 'nginx', 'cloudflare'] as Host[]);
const missing = wanted.filter((host) => !installed.includes(host));
if (missing.length) console.warn(`host suite: no runtime for ${missing.join(', ')} on this machine; those hosts are not tested`);
const hosts = wanted.filter((host) => installed.includes(host));

const chromium = chromiumLaunch;

export default defineConfig({
  testDir: './e2e/hosts',
  testMatch: '**/*.host.ts',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['./e2e/support/summary-reporter.ts']],
  use: { trace: 'retain-on-failure', launchOptions: chromium },
  projects: hosts.map((host) => ({
    name: host,
    use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium, baseURL: `http://127.0.0.1:${HOST_PORTS[host]}` },
  })),
  webServer: [
    ...hosts.map((host) => ({
      command: `node scripts/preview.mjs ${host} --port ${HOST_PORTS[host]}`,
      url: `http://127.0.0.1:${HOST_PORTS[host]}/robots.txt`,
        // Cloudflare's runtime takes a few seconds to boot workerd.
      timeout: 120_000,
      reuseExistingServer: !process.env.CI,
      // Cloudflare's runtime logs every file lookup that throws (the hostile-path test makes hundreds).
      ...(host === 'cloudflare' ? { stderr: 'ignore' as const } : {}),
    })),
    { command: 'node e2e/support/tile-server.mjs', port: TILES_PORT, reuseExistingServer: !process.env.CI },
  ],
});
