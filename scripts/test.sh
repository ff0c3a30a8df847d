#!/usr/bin/env bash
# The whole test run from a fresh Debian machine with Node and npm: installs what the tests need
# (Chromium, PostgreSQL server, nginx) when missing, then `npm ci` and `npm test`.
#   bash scripts/test.sh
set -euo pipefail
cd "$(dirname "$0")/.."

# The newest installed PostgreSQL (Debian keeps each major under /usr/lib/postgresql/<major>/bin).
postgres_bin() {
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$dir/initdb" ]; then echo "$dir"; return; fi
  done
}

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -n "$(postgres_bin)" ] || missing+=(postgresql)
[ -x /usr/sbin/nginx ] || missing+=(nginx)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "Paket Debian belum terpasang: ${missing[*]}. Pasang sebagai root: apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
  echo "Memasang paket Debian: ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi

PG_BIN="$(postgres_bin)"
export PG_BIN
npm ci --no-audit --no-fund
npm test
