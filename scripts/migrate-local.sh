#!/usr/bin/env bash
# Applies drizzle/ migrations to the local D1 database (.wrangler/state).
set -euo pipefail
source "$(dirname "$0")/env.sh"
wrangler d1 migrations apply DB --local "$@" >/dev/null
