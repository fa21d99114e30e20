#!/usr/bin/env bash
# The one test command (README): installs what it needs, then the test build of the site (wired to the local fakes,
# with the test content; tests never touch the internet) beside the type-check, lint, unit and Node tests; then,
# as soon as the build is there, one Playwright run (the site on desktop, on a phone where the viewport matters,
# and the host suite over the same out/ under our server, nginx and Cloudflare's local runtime) beside the Node
# tests that use the build. Each stage prints its time; Playwright ends with its slowest specs. Arguments go to
# Playwright (e.g. a spec file).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
START=$SECONDS
LOGS=$(mktemp -d)
trap 'rm -rf "$LOGS"' EXIT

took() { echo "== $1: $(( SECONDS - $2 )) s"; }

t=$SECONDS; bash scripts/ensure-deps.sh; took "install" "$t"

# Every stage is CPU-bound on the two cores, so the stages overlap wherever one leaves a core idle: the test build
# (with the link check) beside the checks (type-check, lint, unit tests and the Node tests that need no build), then
# Playwright as soon as the build is there, beside the Node tests that use the build or the project's own folders
# (scripts/__tests__/after-build/: the bench over out/, npm run cms with its next dev and the CMS files it copies
# into public/; they never write out/) and whatever of the checks is still running. Each side's output is shown in
# one piece when it ends; Playwright's, live.
t=$SECONDS
# (The checks type-check the code, so the build skips Next.js's own type-check.)
( b=$SECONDS; status=0; { NEXT_SKIP_TYPECHECK=1 npm run build:test --silent && node scripts/check-links.mjs; } || status=$?; echo "== build and link check: $(( SECONDS - b )) s"; exit $status ) >"$LOGS/build" 2>&1 &
BUILD=$!
# (Called as `checks || ...`, where bash ignores set -e: each step returns its own failure.)
checks() {
  local s
  s=$SECONDS; echo "== type-check"; npx tsc --noEmit || return $?; took "type-check" "$s"
  s=$SECONDS; echo "== lint"; npx eslint . --max-warnings=0 || return $?; took "lint" "$s"
  s=$SECONDS; echo "== unit tests"; npx jest --ci --maxWorkers=1 || return $?; took "unit tests" "$s"
  s=$SECONDS; echo "== host rules, server, link checker, translations (node)"; node --test scripts/__tests__/*.test.mjs || return $?; took "node tests" "$s"
}
( checks ) >"$LOGS/checks" 2>&1 &
CHECKS=$!
BUILT=0; wait "$BUILD" || BUILT=$?
echo "== build (test configuration) and link check"; cat "$LOGS/build"
took "build" "$t"
if [ "$BUILT" -ne 0 ]; then
  wait "$CHECKS" || true; echo "== checks"; cat "$LOGS/checks"
  echo "== the build or the link check failed"; exit "$BUILT"
fi

( n=$SECONDS; echo "== the bench over the build, npm run cms (node)"; node --test scripts/__tests__/after-build/ || exit $?; echo "== node tests after the build: $(( SECONDS - n )) s" ) >"$LOGS/after" 2>&1 &
AFTER=$!
e=$SECONDS; echo "== end-to-end: the site and the host suite"; E2E=0; npx playwright test "$@" || E2E=$?; took "end-to-end" "$e"
CHECKED=0; wait "$CHECKS" || CHECKED=$?
echo "== checks (beside the build)"; cat "$LOGS/checks"
AFTERED=0; wait "$AFTER" || AFTERED=$?
echo "== node tests after the build (beside end-to-end)"; cat "$LOGS/after"
took "npm test" "$START"
[ "$CHECKED" -eq 0 ] || { echo "== the checks failed"; exit "$CHECKED"; }
[ "$AFTERED" -eq 0 ] || { echo "== the node tests after the build failed"; exit "$AFTERED"; }
[ "$E2E" -eq 0 ] || { echo "== end-to-end failed"; exit "$E2E"; }
