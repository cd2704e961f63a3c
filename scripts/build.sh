#!/usr/bin/env bash
# Bundles the worker exactly as a deploy would, without uploading, and prints its size.
set -euo pipefail
source "$(dirname "$0")/env.sh"
rm -rf dist
bash "$(dirname "$0")/assets.sh"
wrangler deploy --dry-run --outdir dist | grep -Ei "total upload|gzip" || true
echo "bundle: $(du -sh dist | cut -f1) on disk in dist/"
