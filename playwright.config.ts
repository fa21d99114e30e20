import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './e2e/support/chromium';
import { EMAILJS_PORT, SITE_ORIGIN, SITE_PORT, TILES_PORT } from './e2e/support/ports.mjs';

const chromium = chromiumLaunch;

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // A test that fails sometimes is a failing test: it is never run twice.
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['./e2e/support/summary-reporter.ts']],
  use: {
    baseURL: SITE_ORIGIN,
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium } },
    // The phone runs what depends on the viewport or on touch (tagged @responsive); the rest runs once, on desktop.
    { name: 'phone', grep: /@responsive/, use: { ...devices['Pixel 7'], launchOptions: chromium } },
  ],
  webServer: [
    { command: `node scripts/serve.mjs --port ${SITE_PORT}`, port: SITE_PORT, reuseExistingServer: !process.env.CI },
    { command: 'node e2e/support/fake-emailjs.mjs', port: EMAILJS_PORT, reuseExistingServer: !process.env.CI },
    { command: 'node e2e/support/tile-server.mjs', port: TILES_PORT, reuseExistingServer: !process.env.CI },
  ],
});
