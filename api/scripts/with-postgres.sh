#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throwaway PostgreSQL 15 server on a free loopback port,
# then stops the server and deletes its data: `bash api/scripts/with-postgres.sh npx jest --selectProjects api`.
set -euo pipefail

PGBIN="${PGBIN:-/usr/lib/postgresql/15/bin}"
if [ ! -x "$PGBIN/initdb" ]; then
  if [ "$(id -u)" = 0 ]; then
    echo "with-postgres: installing PostgreSQL from Debian" >&2
    apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  fi
  PGBIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
  [ -x "$PGBIN/initdb" ] || { echo "with-postgres: no PostgreSQL server found" >&2; exit 1; }
fi

DIR="$(mktemp -d /tmp/sdp-pg.XXXXXX)"
# A free port in 4100-4999 (the range kept for ad hoc servers on shared machines).
PORT="$(node -e "
const net = require('net');
const tryPort = (left) => {
  const port = 4100 + Math.floor(Math.random() * 900);
  const server = net.createServer().once('error', () => (left > 0 ? tryPort(left - 1) : process.exit(1)));
  server.listen(port, '127.0.0.1', () => { console.log(port); server.close(); });
};
tryPort(50);")"

# initdb refuses root: run the server as postgres when we are root.
as_owner() {
  if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi
}
[ "$(id -u)" = 0 ] && chown postgres "$DIR"

cleanup() {
  as_owner "'$PGBIN/pg_ctl' -D '$DIR/data' -m immediate stop" >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT INT TERM

as_owner "'$PGBIN/initdb' -D '$DIR/data' -U postgres -A trust --no-sync -E UTF8 --locale=C" >/dev/null
as_owner "'$PGBIN/pg_ctl' -D '$DIR/data' -l '$DIR/server.log' -w -o \"-p $PORT -k '$DIR' -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200\" start" >/dev/null

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "with-postgres: PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') at $DATABASE_URL" >&2
set +e
"$@"
STATUS=$?
set -e
exit $STATUS
