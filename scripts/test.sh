#!/usr/bin/env bash
# Runs every test: the build, types, unit tests (the inquiry store on PGlite and on a throwaway PostgreSQL 15),
# browser tests in Debian's Chromium against the production build, and beside them the integration tests (the
# scale-out one runs Debian's nginx in front of three instances). Installs what the tests need (npm
# packages, Chromium, the CJK fonts a phone has and two other sets that the scroll restoration is tested
# under, Java for the W3C checker, PostgreSQL 15, nginx and its Brotli module, systemd for systemd-analyze) when missing.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -f /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc ] || missing+=(fonts-noto-cjk)
[ -f /usr/share/fonts/opentype/ipafont-gothic/ipag.ttf ] || missing+=(fonts-ipafont-gothic)
[ -f /usr/share/fonts/truetype/nanum/NanumGothic.ttf ] || missing+=(fonts-nanum)
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
[ -x /usr/lib/postgresql/15/bin/initdb ] || missing+=(postgresql-15)
command -v systemd-analyze >/dev/null 2>&1 || missing+=(systemd)
[ -x /usr/sbin/nginx ] || missing+=(nginx)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || missing+=(libnginx-mod-http-brotli-static)
if [ ${#missing[@]} -gt 0 ] && [ "$(id -u)" != 0 ]; then
  echo "The tests need: ${missing[*]}. Install them with: sudo apt-get install ${missing[*]}" >&2
  exit 1
fi

# Each stage's seconds, printed at the end: where the run's minutes go (docs/testing.md).
stages=()
stage() {
  local name=$1 start=$SECONDS status=0
  shift
  "$@" || status=$?
  stages+=("$name $((SECONDS - start)) s")
  return $status
}

if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  stage "npm ci" npm ci --no-audit --no-fund
fi

mkdir -p .reports
# Built before the tests' packages are installed, as the README's first command builds on a newcomer's machine: a build
# that needs one of them (or anything they bring, such as a name for localhost) fails here, not for the newcomer.
stage build npm run build

# The packages install (38 s on a fresh machine, nearly all of it dpkg) while the type check runs.
install_missing() {
  echo "Installing ${missing[*]} from Debian's packages"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
}
[ ${#missing[@]} -eq 0 ] || { install_missing & installing=$!; }
stage "type check" npm run typecheck
[ -z "${installing:-}" ] || stage "Debian packages beyond the type check" wait "$installing"

# The integration tests leave a core idle half their time (servers, PostgreSQL and nginx starting, the rolling deploy
# waiting on each /readyz): they run beside the unit and browser tests, which fill it, and their output is kept in a log
# shown when they end. Every suite runs to its end, whichever fails; an interrupted run stops the one in the background.
failed=0
integration_tests() {
  local start=$SECONDS status=0
  npx vitest run --config vitest.integration.config.ts --reporter=default --reporter=json --outputFile=.reports/integration.json >.reports/integration.log 2>&1 || status=$?
  echo "$((SECONDS - start))" >.reports/integration.seconds
  return $status
}
trap 'trap - INT TERM; kill -TERM 0' INT TERM
integration_tests & integrating=$!
stage "unit tests" npx vitest run --reporter=default --reporter=json --outputFile=.reports/unit.json || failed=1
stage "browser tests" npx playwright test || failed=1
waited=$SECONDS
wait "$integrating" || failed=1
cat .reports/integration.log
stages+=("integration tests $(cat .reports/integration.seconds) s beside these two, $((SECONDS - waited)) s after them")
echo "stages: $(printf '%s; ' "${stages[@]}")in all ${SECONDS} s"
node scripts/test-summary.mjs .reports/unit.json .reports/e2e.json .reports/integration.json && exit "$failed"
