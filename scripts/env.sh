# Sourced by the npm scripts: keeps wrangler fully offline.
export WRANGLER_SEND_METRICS=false
export CLOUDFLARE_CF_FETCH_ENABLED=false
