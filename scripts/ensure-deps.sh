#!/usr/bin/env bash
# Installs what the build and tests need on a fresh machine: npm packages from the lockfile and Debian's
# Chromium (Playwright cannot download its own browsers here). --no-browser skips Chromium (serving only).
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# `npm install` with the committed lockfile installs exactly its versions. (`npm ci` would refuse this lockfile:
# the registry mirror here omits other platforms' optional binaries, which npm ci expects to be listed.)
if [ ! -f node_modules/.package-lock.json ] || ! cmp -s package-lock.json node_modules/.lock-installed 2>/dev/null; then
  echo "== npm install (from package-lock.json)"; npm install --no-audit --no-fund
  cp package-lock.json node_modules/.lock-installed
fi
if [ "${1:-}" != "--no-browser" ] && [ -z "${CHROMIUM_PATH:-}" ] && ! command -v chromium >/dev/null 2>&1; then
  echo "== installing Debian's chromium"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
fi
