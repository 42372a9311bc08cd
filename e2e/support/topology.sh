#!/usr/bin/env bash
# The e2e suite's API as the scaled-out topology (playwright.config.ts with E2E_TOPOLOGY=1): two server instances
# on one PostgreSQL and one Redis, nginx in front of them on the port the specs call the API on (E2E_API_PORT),
# both instances feed candidates (one leads, the other replays). The database and the Redis logical database are
# emptied first, so every run starts from the same fresh world as the single-process run's in-memory one.
#
# Needs E2E_TOPOLOGY_DATABASE_URL (a PostgreSQL database of its own: it is reset) and E2E_TOPOLOGY_REDIS_URL (a
# Redis logical database of its own: it is flushed). Instance ports: E2E_API_PORT_A, E2E_API_PORT_B.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
: "${E2E_TOPOLOGY_DATABASE_URL:?set E2E_TOPOLOGY_DATABASE_URL to a PostgreSQL database the run may reset}"
: "${E2E_TOPOLOGY_REDIS_URL:?set E2E_TOPOLOGY_REDIS_URL to a Redis logical database the run may flush}"
export DATABASE_URL="$E2E_TOPOLOGY_DATABASE_URL" REDIS_URL="$E2E_TOPOLOGY_REDIS_URL"

(cd "$ROOT/apps/server" && npx tsx src/db/reset.ts)
redis-cli -u "$REDIS_URL" flushdb >/dev/null

export NGINX_PORT="${E2E_API_PORT:-4100}" API_PORT_A="${E2E_API_PORT_A:-4101}" API_PORT_B="${E2E_API_PORT_B:-4102}"
# The web app is started by Playwright (its own env); nginx's `/` still points at it.
export NO_WEB=1 WEB_PORT="${E2E_WEB_PORT:-3100}"
exec "$ROOT/deploy/local-topology.sh"
