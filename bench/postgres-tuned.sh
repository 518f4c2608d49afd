#!/usr/bin/env bash
# A private PostgreSQL server configured for the analytics data's size, for `npm run
# bench:analytics` at 10,000,000 facts (decision 065). The machine's shared server (127.0.0.1:5432,
# which the tests use) keeps PostgreSQL's defaults, among them 128 MB of shared buffers: at that
# size the facts' and the rollups' indexes do not fit, and every fold and every view reads and
# evicts pages through the operating system. This cluster holds the settings a deployment of that
# size would have (bench/postgres-tuned.conf), on its own port and data directory, so the bench can
# be run against both and their figures compared.
#
#   bash bench/postgres-tuned.sh start   # prints BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5433/postgres
#   bash bench/postgres-tuned.sh stop    # stops it and removes its data directory
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
port="${BENCH_PG_PORT:-5433}"
dir="${BENCH_PG_DIR:-/tmp/quire-bench-pg}"
bin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n1)"
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

case "${1:-start}" in
  start)
    if [ ! -f "${dir}/PG_VERSION" ]; then
      mkdir -p "${dir}"
      [ "$(id -u)" = 0 ] && chown postgres "${dir}"
      as_pg "${bin}/initdb" -D "${dir}" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
      cat "${here}/postgres-tuned.conf" >>"${dir}/postgresql.conf"
    fi
    as_pg "${bin}/pg_ctl" -D "${dir}" -o "-p ${port} -k /tmp -c listen_addresses=127.0.0.1" \
      -l "${dir}/server.log" -w start >/dev/null
    echo "BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:${port}/postgres"
    ;;
  stop)
    [ -f "${dir}/PG_VERSION" ] && as_pg "${bin}/pg_ctl" -D "${dir}" -m fast -w stop >/dev/null || true
    rm -rf "${dir}"
    ;;
  *)
    echo "usage: $0 start|stop" >&2
    exit 2
    ;;
esac
