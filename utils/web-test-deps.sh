# Sourced by utils/check-web and utils/bench-web: what the web build's
# tests need besides the build, Debian's node and headless Chromium (the
# browser the tests drive; puppeteer-core downloads none) and the npm
# packages pinned by web/test/package-lock.json.
. "$(dirname "${BASH_SOURCE[0]}")/common.sh"
gfxas_web_test_deps() {
  GFXAS_REQUIREMENTS=(
    "/usr/bin/node:nodejs"
    "/usr/bin/npm:npm"
    "/usr/bin/chromium:chromium"
  )
  gfxas_install_deps || return 1
  local dir=$GFXAS_ROOT/web/test
  if [ ! -f "$dir/node_modules/.package-lock.json" ] ||
     [ "$dir/package-lock.json" -nt "$dir/node_modules/.package-lock.json" ]; then
    gfxas_log "installing the playground tests' npm packages (npm ci)"
    (cd "$dir" && npm ci --no-audit --no-fund --silent >&2) || return 1
  fi
}
