#!/usr/bin/env bash
# Runs the unit and API tests once more on Node 24 against a throwaway
# Debian PostgreSQL 15 cluster: the two ends of what the project supports.
set -euo pipefail
cd "$(dirname "$0")/.."

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

echo "node $(npx -y -p node@24 node --version), $(psql -h "$dir" -U postgres -Atc 'show server_version' postgres)"
TEST_DATABASE_URL="postgresql://postgres@localhost/postgres?host=$dir" \
  npx -y -p node@24 node node_modules/vitest/vitest.mjs run
