#!/usr/bin/env bash
# Starts Debian's PostgreSQL 15 with an `ilm` superuser and an `ilm_test` database, idempotently.
# Then run the API suite on it:
#   DATABASE_URL=postgres://ilm:ilm@127.0.0.1:5432/ilm_test pnpm --filter @ilm/api test
# The suite makes its own databases (a template and one per test file) and drops them at the end.
# Standard output is only the database URL (so `URL=$(ci-postgres.sh)` works); progress goes to stderr.
set -euo pipefail
exec 3>&1 1>&2

PG_VERSION="${PG_VERSION:-15}"
ROLE="${PG_ROLE:-ilm}"
PASSWORD="${PG_PASSWORD:-ilm}"
DATABASE="${PG_DATABASE:-ilm_test}"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"

if ! command -v pg_ctlcluster >/dev/null 2>&1 || [ ! -d "/usr/lib/postgresql/${PG_VERSION}" ]; then
  echo "installing postgresql…"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
fi
PG_VERSION="$(ls /usr/lib/postgresql | sort -n | tail -1)"

if ! pg_lsclusters -h | awk '{print $1" "$2}' | grep -qx "${PG_VERSION} main"; then
  $SUDO pg_createcluster "${PG_VERSION}" main
fi
if ! pg_lsclusters -h | awk '$1=="'"${PG_VERSION}"'" && $2=="main" {print $4}' | grep -qx online; then
  $SUDO pg_ctlcluster "${PG_VERSION}" main start
fi

as_postgres() { $SUDO su postgres -c "$1"; }
for _ in $(seq 1 30); do
  as_postgres "psql -qAtc 'select 1'" >/dev/null 2>&1 && break
  sleep 1
done

if [ "$(as_postgres "psql -qAtc \"select 1 from pg_roles where rolname = '${ROLE}'\"")" != "1" ]; then
  as_postgres "psql -qc \"create role ${ROLE} login superuser password '${PASSWORD}'\""
fi
if [ "$(as_postgres "psql -qAtc \"select 1 from pg_database where datname = '${DATABASE}'\"")" != "1" ]; then
  as_postgres "createdb -O ${ROLE} ${DATABASE}"
fi
echo "PostgreSQL ${PG_VERSION} ready"
echo "postgres://${ROLE}:${PASSWORD}@127.0.0.1:5432/${DATABASE}" >&3
