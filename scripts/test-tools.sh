# Sourced by scripts/test.sh: where the tools the tests start are (WordPress, MariaDB and PHP
# too), and which Debian packages are missing. PG_BIN, NGINX_BIN and CHROMIUM, when set, say where they are (README, "Test it"): they
# are checked, never replaced, and a wrong one is named rather than a package installed for it.

# The newest installed PostgreSQL (Debian keeps each major under /usr/lib/postgresql/<major>/bin).
postgres_bin() {
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$dir/initdb" ]; then echo "$dir"; return; fi
  done
}

# Sets `missing` (Debian packages to install) and `wrong` (overrides that point at nothing), and
# exports PG_BIN, NGINX_BIN and CHROMIUM for the tests.
find_test_tools() {
  missing=()
  wrong=()
  if [ -n "${PG_BIN:-}" ]; then
    [ -x "$PG_BIN/initdb" ] || wrong+=("PG_BIN=$PG_BIN (tidak berisi initdb)")
  else
    PG_BIN="$(postgres_bin)"
    [ -n "$PG_BIN" ] || missing+=(postgresql)
  fi
  if [ -n "${NGINX_BIN:-}" ]; then
    [ -x "$NGINX_BIN" ] || wrong+=("NGINX_BIN=$NGINX_BIN")
  else
    NGINX_BIN=/usr/sbin/nginx
    [ -x "$NGINX_BIN" ] || missing+=(nginx)
  fi
  if [ -n "${CHROMIUM:-}" ]; then
    [ -x "$CHROMIUM" ] || wrong+=("CHROMIUM=$CHROMIUM")
  else
    CHROMIUM=/usr/bin/chromium
    [ -x "$CHROMIUM" ] || missing+=(chromium)
  fi
  # A real WordPress for the import's round trip (tests/support/wordpress-site.ts): Debian's
  # WordPress, MariaDB and PHP (php-fpm brings the PHP command the test serves it with).
  [ -d "${WORDPRESS_DIR:-/usr/share/wordpress}" ] || missing+=(wordpress)
  [ -x /usr/sbin/mariadbd ] || missing+=(mariadb-server)
  [ -x "${PHP_BIN:-/usr/bin/php}" ] || missing+=(php-fpm php-cli)
  export PG_BIN NGINX_BIN CHROMIUM
}
