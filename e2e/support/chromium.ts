import { existsSync } from 'node:fs';

/**
 * Debian's Chromium for every Playwright run (Playwright cannot download its own browsers here). Its headless
 * shell (package chromium-headless-shell) when installed: the same engine without the desktop browser around
 * it, which opens a page in about half the time of `chromium --headless`, and the suite opens hundreds.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    // No test reaches the internet: every host name but the local ones resolves to nothing (the test servers
    // listen on 127.0.0.1), so a request to another host fails and the test's problem list names it.
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
  ],
};
