#!/usr/bin/env bash
# The scaled-out topology on one machine, without Docker: PostgreSQL, Redis, two server instances (both feed
# candidates: one leads), the web app, and nginx in front on one origin. Ctrl-C (or SIGTERM) stops everything it
# started. See docs/operations.md.
#
#   deploy/local-topology.sh                 # everything on its default ports, prints the URL
#   DATABASE_URL=postgres://... REDIS_URL=redis://... deploy/local-topology.sh   # use running engines
#
# Environment (defaults): NGINX_PORT (8080), API_PORT_A (4001), API_PORT_B (4002), WEB_PORT (3000), PG_PORT (5433,
# for its own PostgreSQL), REDIS_PORT (6380, for its own Redis), RUN_DIR (a new /tmp/sportsbook-topology.*),
# NO_WEB=1 (no web app: API and realtime only), and anything the server reads (FEED_SPEED, LIVE_BET_DELAY_MS...).
# Each process's pid and log are in RUN_DIR (server-a.pid, server-a.log, ...).
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
export NGINX_PORT="${NGINX_PORT:-8080}" API_PORT_A="${API_PORT_A:-4001}" API_PORT_B="${API_PORT_B:-4002}"
export WEB_PORT="${WEB_PORT:-3000}"
PG_PORT="${PG_PORT:-5433}"
REDIS_PORT="${REDIS_PORT:-6380}"
export RUN_DIR="${RUN_DIR:-$(mktemp -d /tmp/sportsbook-topology.XXXXXX)}"
mkdir -p "$RUN_DIR"
chmod 755 "$RUN_DIR"
PG_BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"

pids=()
own_pg=""
own_redis=""
stop_all() {
  trap - EXIT INT TERM
  # Also the instances started again since (deploy/drill.mjs writes their pids in the same files).
  for file in "$RUN_DIR"/server-*.pid; do kill -TERM "$(cat "$file")" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  if [ -n "$own_redis" ]; then redis-cli -p "$REDIS_PORT" shutdown nosave >/dev/null 2>&1 || true; fi
  if [ -n "$own_pg" ]; then as_postgres "$PG_BIN/pg_ctl" -D "$RUN_DIR/pg" -m fast stop >/dev/null 2>&1 || true; fi
}
trap stop_all EXIT
trap 'exit 0' INT TERM

# initdb and postgres refuse to run as root.
as_postgres() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

wait_for() { # url, seconds
  for _ in $(seq 1 $(($2 * 4))); do
    if curl -fs -o /dev/null "$1"; then return 0; fi
    sleep 0.25
  done
  echo "timed out waiting for $1" >&2
  return 1
}

if [ -z "${DATABASE_URL:-}" ]; then
  echo "[topology] PostgreSQL on :$PG_PORT ($RUN_DIR/pg)"
  mkdir -p "$RUN_DIR/pg"
  [ "$(id -u)" = 0 ] && chown postgres "$RUN_DIR/pg"
  as_postgres "$PG_BIN/initdb" -D "$RUN_DIR/pg" -U postgres --auth=trust >"$RUN_DIR/pg-init.log"
  as_postgres "$PG_BIN/pg_ctl" -D "$RUN_DIR/pg" -l "$RUN_DIR/pg/server.log" \
    -o "-p $PG_PORT -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=200" start >/dev/null
  own_pg=1
  for _ in $(seq 1 40); do "$PG_BIN/pg_isready" -q -h 127.0.0.1 -p "$PG_PORT" && break; sleep 0.25; done
  "$PG_BIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U postgres sportsbook
  export DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/sportsbook"
fi
if [ -z "${REDIS_URL:-}" ]; then
  echo "[topology] Redis on :$REDIS_PORT"
  redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save '' --appendonly no --daemonize yes \
    --pidfile "$RUN_DIR/redis.pid" --logfile "$RUN_DIR/redis.log"
  own_redis=1
  export REDIS_URL="redis://127.0.0.1:$REDIS_PORT"
fi

start_server() { # name, port
  (
    cd "$ROOT/apps/server"
    PORT="$2" HOST=127.0.0.1 TRUST_PROXY=127.0.0.1 SHUTDOWN_DELAY_MS="${SHUTDOWN_DELAY_MS:-2000}" \
      exec node --import tsx src/server.ts
  ) >"$RUN_DIR/server-$1.log" 2>&1 &
  pids+=($!)
  echo $! >"$RUN_DIR/server-$1.pid"
}
echo "[topology] servers on :$API_PORT_A and :$API_PORT_B"
start_server a "$API_PORT_A"
# The first instance migrates; the second starts once it answers (both would wait on the migration lock anyway).
wait_for "http://127.0.0.1:$API_PORT_A/healthz" 180
start_server b "$API_PORT_B"
wait_for "http://127.0.0.1:$API_PORT_B/healthz" 180

if [ -z "${NO_WEB:-}" ]; then
  if [ ! -d "$ROOT/apps/web/.next" ]; then
    echo "[topology] building the web app"
    (cd "$ROOT" && npm run build -w @sportsbook/web >"$RUN_DIR/web-build.log" 2>&1)
  fi
  echo "[topology] web app on :$WEB_PORT"
  (
    cd "$ROOT/apps/web"
    # Server-side rendering calls the API through nginx too, and the browser's socket goes through nginx.
    API_URL="http://127.0.0.1:$NGINX_PORT" \
      NEXT_PUBLIC_REALTIME_URL="ws://127.0.0.1:$NGINX_PORT/connection/websocket" \
      exec node server.mjs -H 127.0.0.1 -p "$WEB_PORT"
  ) >"$RUN_DIR/web.log" 2>&1 &
  pids+=($!)
  echo $! >"$RUN_DIR/web.pid"
fi

envsubst '${NGINX_PORT} ${API_PORT_A} ${API_PORT_B} ${WEB_PORT} ${RUN_DIR}' \
  <"$ROOT/deploy/nginx.conf.template" >"$RUN_DIR/nginx.conf"
nginx -c "$RUN_DIR/nginx.conf" -p "$RUN_DIR" >"$RUN_DIR/nginx.log" 2>&1 &
pids+=($!)
echo $! >"$RUN_DIR/nginx.pid.main"
wait_for "http://127.0.0.1:$NGINX_PORT/readyz" 30
if [ -z "${NO_WEB:-}" ]; then wait_for "http://127.0.0.1:$NGINX_PORT/sports" 120; fi

echo "[topology] ready: http://127.0.0.1:$NGINX_PORT/sports (run dir $RUN_DIR)"
echo "ready" >"$RUN_DIR/ready"
wait
