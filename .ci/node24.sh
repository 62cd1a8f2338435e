#!/usr/bin/env bash
# The suite once more on Node 24, the other end of the Node versions the
# project supports: unit and API tests against a throwaway Debian PostgreSQL
# 15 cluster (the oldest PostgreSQL supported), then the end-to-end tests
# against the production build that `npm test` has just made.
set -euo pipefail
cd "$(dirname "$0")/.."

node24=$(npx -y -p node@24 node -p process.execPath)
pgbin=/usr/lib/postgresql/15/bin
dir=$(mktemp -d /tmp/w3p-pg15-XXXXXX)
chmod 755 "$dir"
run_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }
if [ "$(id -u)" = 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --user-group --no-create-home postgres
  chown postgres "$dir"
fi
cleanup() { run_pg "$pgbin/pg_ctl -D $dir/data -m fast stop" >/dev/null 2>&1 || true; rm -rf "$dir"; }
trap cleanup EXIT

run_pg "$pgbin/initdb -D $dir/data -U postgres --auth=trust -E UTF8 --locale=C.UTF-8" >/dev/null
run_pg "$pgbin/pg_ctl -D $dir/data -l $dir/log -w -o \"-p 5432 -k $dir -c listen_addresses=''\" start" >/dev/null

echo "node $("$node24" --version), PostgreSQL $(psql -h "$dir" -U postgres -Atc 'show server_version' postgres)"
TEST_DATABASE_URL="postgresql://postgres@localhost/postgres?host=$dir" \
  "$node24" node_modules/vitest/vitest.mjs run
# The end-to-end suite runs once, on the Node the README names (npm test): a second pass here
# would double CI for the same browser journeys.
