#!/usr/bin/env bash
# The server the browser tests drive (playwright.config.ts webServer): the built SPA and the real Worker in
# workerd, on a fresh local D1/R2 state that is migrated and seeded, so every run starts from the same data.
set -euo pipefail
port="${1:-8790}"
# E2E_STATE: another state directory, for a second server beside the first (test/e2e/connected-server.ts).
state="${E2E_STATE:-.wrangler/e2e}"
rm -rf "$state"
mkdir -p "$state"
[ -f web/dist/app-shell.html ] || npm run build
# A throwaway admin password for this run only, kept where the tests can read it.
ADMIN_PASSWORD="$(node -e 'console.log(require("node:crypto").randomBytes(18).toString("base64url"))')"
printf '{"username":"admin","password":"%s"}\n' "$ADMIN_PASSWORD" > "$state/admin.json"
# Migrated and seeded in one process (scripts/apply-migrations.ts: 3 s of CPU where `wrangler d1 migrations apply`
# took 19 for the gazetteer's SQL, at every server start).
ADMIN_PASSWORD="$ADMIN_PASSWORD" npx tsx scripts/seed.ts --migrate --persist-to "$state"
# Its own inspector port, so several checkouts can run their browser tests side by side. No sender address: the
# browser tests see email as a deployment without one does (waiting, "not connected"), whatever .dev.vars holds;
# E2E_EMAIL_FROM gives one (the local EMAIL binding then "sends"), for the tests of conversations by email.
# --test-scheduled: the cron's run at /__scheduled (wrangler.toml sends it to the Worker first), for the tests of what
# the cron sends; wrangler dev's /cdn-cgi/handler/scheduled reaches the assets' router, which has no scheduled handler.
# E2E_INDEED_ORIGIN: Indeed's API at a local stand-in (test/e2e/fake-indeed.ts) with an app's credentials, and the
# site's own address for the postings' links, for the tests of Indeed's Job Sync API.
indeed=()
if [ -n "${E2E_INDEED_ORIGIN:-}" ]; then
  indeed=(--var "INDEED_API_ORIGIN:$E2E_INDEED_ORIGIN" --var INDEED_CLIENT_ID:e2e-indeed-client
    --var INDEED_CLIENT_SECRET:e2e-indeed-secret --var "SITE_URL:http://localhost:$port")
fi
exec node node_modules/wrangler/bin/wrangler.js dev --port "$port" --inspector-port "$((port + 1000))" --ip 127.0.0.1 --persist-to "$state" --show-interactive-dev-session=false --test-scheduled --var "EMAIL_FROM:${E2E_EMAIL_FROM:-}" --var E2E_CLOCK:on ${indeed[@]+"${indeed[@]}"}
