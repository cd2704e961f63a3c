#!/usr/bin/env bash
# npm run test:e2e: OAuth in Chromium, the offline docs page and the README's examples,
# against one `wrangler dev` (test/e2e/run.ts). Needs Chromium: Debian's package at
# /usr/bin/chromium (apt-get install chromium) or CHROMIUM_PATH.
set -euo pipefail
source "$(dirname "$0")/env.sh"
if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "Chromium not found at ${CHROMIUM_PATH:-/usr/bin/chromium}: apt-get install chromium, or set CHROMIUM_PATH" >&2
  exit 1
fi
bash "$(dirname "$0")/assets.sh"
exec tsx test/e2e/run.ts
