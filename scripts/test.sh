#!/usr/bin/env bash
# The whole test run from a fresh Debian machine with Node and npm: installs what the tests need
# (Chromium, PostgreSQL server, nginx, WordPress with MariaDB and PHP) when missing, then `npm ci` and `npm test`.
#   bash scripts/test.sh
# PG_BIN, NGINX_BIN and CHROMIUM point at tools installed elsewhere (README, "Test it").
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/test-tools.sh

find_test_tools
if [ ${#wrong[@]} -gt 0 ]; then
  echo "Tidak dapat dijalankan: ${wrong[*]}. Perbaiki atau kosongkan variabel itu." >&2
  exit 1
fi
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "Paket Debian belum terpasang: ${missing[*]}. Pasang sebagai root: apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
  echo "Memasang paket Debian: ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  find_test_tools
fi

npm ci --no-audit --no-fund
npm test
