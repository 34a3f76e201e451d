#!/usr/bin/env bash
# The one test command (`npm test`, and what .ci/run calls): installs what is missing, then runs
# lint, type check, codegen drift check, i18n check, the conformance facts against the sandbox, unit tests, production build, bundle budgets and e2e tests.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .cache

step() { printf '\n==> %s\n' "$1"; }
timed() { local t=$SECONDS; "$@"; echo "    took $((SECONDS - t)) s"; }

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  step 'npm ci'
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund
fi

missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
[ -x "${MOSQUITTO_PATH:-/usr/sbin/mosquitto}" ] || missing+=(mosquitto)
if [ ${#missing[@]} -gt 0 ]; then
  step "apt-get install ${missing[*]}"
  sudo=''
  [ "$(id -u)" = 0 ] || sudo='sudo'
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# ESLint works on one core: it runs beside the type check, drift check and i18n check (about 30 s saved).
step 'lint (in the background)'
npx eslint . --max-warnings 0 > .cache/lint.log 2>&1 &
lint_pid=$!
step 'typecheck';          timed npm run -s typecheck
step 'codegen drift';      timed npm run -s check:generated
step 'i18n catalogs';      timed npm run -s i18n:check
# Every fact of conformance/facts/ (what EMQX 5.8.1's code answers) against the sandbox.
step 'conformance';        timed npm run -s conformance -- --json .cache/conformance.json
step 'lint'
lint_status=0
wait "$lint_pid" || lint_status=$?
cat .cache/lint.log
[ "$lint_status" = 0 ] || { echo "lint failed (exit $lint_status)" >&2; exit "$lint_status"; }
step 'unit tests';         timed npx vitest run --reporter=default --reporter=json --outputFile.json=.cache/vitest.json
step 'production build';   timed npx vite build --logLevel warn
# The router plugin rewrites src/routeTree.gen.ts on build: a difference means it was edited by hand or not committed.
if git rev-parse --is-inside-work-tree >/dev/null 2>&1 && ! git diff --quiet -- src/routeTree.gen.ts; then
  echo 'src/routeTree.gen.ts differs from what the router plugin generates: commit the generated file, never edit it.' >&2
  git --no-pager diff --stat -- src/routeTree.gen.ts >&2
  exit 1
fi
step 'bundle budgets';     timed npm run -s check:budget
step 'end-to-end tests';   PLAYWRIGHT_JSON_OUTPUT_NAME=.cache/playwright.json timed npx playwright test --reporter=list,json

step 'summary'
node scripts/test-summary.mjs .cache/vitest.json .cache/conformance.json .cache/playwright.json
