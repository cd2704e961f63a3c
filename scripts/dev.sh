#!/usr/bin/env bash
# npm run dev: migrate local D1, seed the demo business (printing its keys), copy the
# docs script into public/, then serve on 127.0.0.1:$PORT (default 8787).
set -euo pipefail
source "$(dirname "$0")/env.sh"
port="${PORT:-8787}"
bash "$(dirname "$0")/migrate-local.sh"
bash "$(dirname "$0")/assets.sh"
echo "Demo credentials (fresh keys on every start):"
tsx "$(dirname "$0")/seed.ts"
echo "Serving on http://127.0.0.1:${port}/v1/accounting (docs at http://127.0.0.1:${port}/v1/accounting/docs)"
# Locally anyone can send CF-Connecting-IP: per-IP limits must not trust it.
exec wrangler dev --local --ip 127.0.0.1 --port "$port" --var TRUST_CF_CONNECTING_IP:false "$@"
