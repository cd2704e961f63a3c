#!/usr/bin/env bash
# npm run dev: migrate local D1, seed the demo business (printing its keys), then serve.
set -euo pipefail
source "$(dirname "$0")/env.sh"
bash "$(dirname "$0")/migrate-local.sh"
echo "Demo credentials (fresh keys on every start):"
tsx "$(dirname "$0")/seed.ts"
echo "Serving on http://127.0.0.1:8787/v1/accounting (docs at /v1/accounting/docs)"
exec wrangler dev --local --ip 127.0.0.1 --port "${PORT:-8787}" "$@"
