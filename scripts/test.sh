#!/usr/bin/env bash
# The one test command (README): installs what it needs, then type-check, lint, unit tests, a build of the
# site wired to the local fakes (tests never touch the internet), Playwright on desktop and phone, and the
# host suite over the same build under our server, nginx and Cloudflare's local runtime.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

bash scripts/ensure-deps.sh

echo "== type-check"; npx tsc --noEmit
echo "== lint"; npx eslint . --max-warnings=0
echo "== unit tests"; npx jest --ci
echo "== host rules and link checker"; node --test scripts/__tests__/
echo "== build (test configuration)"
eval "$(node -e "import('./e2e/support/ports.mjs').then(m=>{for(const[k,v]of Object.entries(m.TEST_BUILD_ENV))console.log('export '+k+'='+JSON.stringify(v))})")"
npm run build --silent
echo "== link check"; node scripts/check-links.mjs
echo "== end-to-end tests"; npx playwright test "$@"
echo "== host suite (the same out/ under each host's runtime)"; npx playwright test -c playwright.hosts.config.ts
