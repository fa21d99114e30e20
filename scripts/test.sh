#!/usr/bin/env bash
# The one test command (README): installs what it needs, then, side by side on the two cores, the test build of
# the site (wired to the local fakes, with the test content; tests never touch the internet) beside the
# type-check, lint, unit and node tests; then one Playwright run: the site on desktop (and on a phone where the
# viewport matters) and the host suite over the same out/ under our server, nginx and Cloudflare's local
# runtime. Each stage prints its time; Playwright ends with its slowest spec files and tests. Arguments go to
# Playwright (e.g. a spec file).
# (Every stage keeps both cores busy: starting Playwright beside the Node tests that follow the build was tried,
# and the whole took as long, 639 s against 637 s, with more contention for the timing of the browser tests.)
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
START=$SECONDS
LOGS=$(mktemp -d)
trap 'rm -rf "$LOGS"' EXIT

took() { echo "== $1: $(( SECONDS - $2 )) s"; }

t=$SECONDS; bash scripts/ensure-deps.sh; took "install" "$t"

# The build in the background (its output is shown when it ends, in one piece), the checks in the foreground.
t=$SECONDS
# (The checks type-check the code, so the build skips Next.js's own type-check.)
# The Node test-runner tests are split so that the two sides take about as long as each other: those that use
# the build or the project's own folders (scripts/__tests__/after-build/: the bench over out/, npm run cms with
# its next dev and the CMS files it copies into public/) follow it on its core; the others, each in a folder of
# its own (host rules, the preview server, the link checker, translations ...), follow the unit tests.
( b=$SECONDS; status=0; { NEXT_SKIP_TYPECHECK=1 npm run build:test --silent && node scripts/check-links.mjs; } || status=$?; echo "== build and link check: $(( SECONDS - b )) s"
  [ $status -ne 0 ] && exit $status
  n=$SECONDS; echo "== the bench over the build, npm run cms (node)"; node --test scripts/__tests__/after-build/ || exit $?; echo "== node tests after the build: $(( SECONDS - n )) s" ) >"$LOGS/build" 2>&1 &
BUILD=$!
# (Called as `checks || ...`, where bash ignores set -e: each step returns its own failure.)
checks() {
  local s
  s=$SECONDS; echo "== type-check"; npx tsc --noEmit || return $?; took "type-check" "$s"
  s=$SECONDS; echo "== lint"; npx eslint . --max-warnings=0 || return $?; took "lint" "$s"
  s=$SECONDS; echo "== unit tests"; npx jest --ci --maxWorkers=1 || return $?; took "unit tests" "$s"
  s=$SECONDS; echo "== host rules, server, link checker, translations (node)"; node --test scripts/__tests__/*.test.mjs || return $?; took "node tests" "$s"
}
CHECKS=0; checks || CHECKS=$?
BUILT=0; wait "$BUILD" || BUILT=$?
echo "== build (test configuration), link check and node tests"; cat "$LOGS/build"
took "checks beside the build" "$t"
[ "$CHECKS" -eq 0 ] || { echo "== the checks failed"; exit "$CHECKS"; }
[ "$BUILT" -eq 0 ] || { echo "== the build, the link check or the node tests failed"; exit "$BUILT"; }

t=$SECONDS; echo "== end-to-end: the site and the host suite"; npx playwright test "$@"; took "end-to-end" "$t"
took "npm test" "$START"
