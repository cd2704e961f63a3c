#!/usr/bin/env bash
# Fills public/ (wrangler.toml [assets]) from node_modules: the API reference page's
# script, a pinned Scalar build served by the worker's own origin, so /docs works offline.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p public/v1/accounting/assets
cp node_modules/@scalar/api-reference/dist/browser/standalone.js public/v1/accounting/assets/scalar-api-reference.js
