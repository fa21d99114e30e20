#!/usr/bin/env bash
# Installs what the build and tests need on a fresh machine: npm packages from the lockfile (with Cloudflare's
# local runtime, wrangler), Debian's Chromium and its headless shell (Playwright cannot download its own browsers here) and Debian's
# nginx for the host suite, the Debian packages beside the npm install. --no-browser skips Chromium and nginx
# (serving only).
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

APT=""
if [ "${1:-}" != "--no-browser" ]; then
  MISSING=()
  if [ -z "${CHROMIUM_PATH:-}" ]; then
    # The tests run in Chromium's headless shell (faster to open a page); the bench runs the full browser.
    command -v chromium-headless-shell >/dev/null 2>&1 || MISSING+=(chromium-headless-shell fonts-dejavu-core)
    command -v chromium >/dev/null 2>&1 || MISSING+=(chromium)
    # A Chinese font (1.6 MB): the Chinese pages' punctuation and line breaks are tested as a Chinese reader's
    # browser draws them, with a Chinese font on the machine.
    [ -e /usr/share/fonts/truetype/wqy/wqy-microhei.ttc ] || MISSING+=(fonts-wqy-microhei)
  fi
  if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then MISSING+=(nginx); fi
  if [ ${#MISSING[@]} -gt 0 ]; then
    if command -v apt-get >/dev/null 2>&1; then
      echo "== installing from Debian (beside npm): ${MISSING[*]}"
      SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
      APT_LOG=$(mktemp)
      ( $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${MISSING[@]}" ) >"$APT_LOG" 2>&1 &
      APT=$!
    else
      echo "== no apt-get here: install ${MISSING[*]} yourself (without nginx the host suite leaves nginx out)"
    fi
  fi
fi

# `npm install` with the committed lockfile installs exactly its versions. (`npm ci` would refuse this lockfile:
# the registry mirror here omits other platforms' optional binaries, which npm ci expects to be listed.)
if [ ! -f node_modules/.package-lock.json ] || ! cmp -s package-lock.json node_modules/.lock-installed 2>/dev/null; then
  echo "== npm install (from package-lock.json)"; npm install --no-audit --no-fund
  cp package-lock.json node_modules/.lock-installed
fi

if [ -n "$APT" ]; then
  if ! wait "$APT"; then cat "$APT_LOG"; echo "== the Debian install failed"; exit 1; fi
  rm -f "$APT_LOG"
fi
