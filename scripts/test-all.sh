#!/usr/bin/env bash
# The one test command (`npm test`, and what .ci/run calls): installs what is missing, then runs
# lint, type check, codegen drift check, i18n check, the conformance facts against the sandbox, unit tests, production build, bundle budgets and e2e tests.
# However it ends, it ends with the summary (each step's time, the slowest test files, the counts)
# and leaves no process of its own behind.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .cache
# Reports of an earlier run are not this run's: the summary reads only what this one wrote.
rm -f .cache/steps.tsv .cache/vitest.json .cache/conformance.json .cache/playwright.json

current=''
background_pids=()
step() { printf '\n==> %s\n' "$1"; current="$1"; }
# Runs a step and records its time (read by the summary).
timed() {
  local t=$SECONDS status=0
  "$@" || status=$?
  printf '%s\t%s\t%s\n' "$current" "$((SECONDS - t))" "$status" >> .cache/steps.tsv
  echo "    took $((SECONDS - t)) s"
  return "$status"
}
finish() {
  local status=$?
  trap - EXIT INT TERM
  # The checks in the background run in process groups of their own: stop all of each if the run ends before it does.
  local pid
  for pid in "${background_pids[@]}"; do kill -- "-$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; done
  printf '\n==> summary\n'
  [ "$status" = 0 ] || echo "The step \"$current\" failed (exit $status); what ran before it:"
  node scripts/test-summary.mjs .cache/steps.tsv .cache/vitest.json .cache/conformance.json .cache/playwright.json || status=$((status ? status : 1))
  exit "$status"
}
trap finish EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  step 'npm ci'
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 timed npm ci --no-audit --no-fund
fi

missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
[ -x "${MOSQUITTO_PATH:-/usr/sbin/mosquitto}" ] || missing+=(mosquitto)
if [ ${#missing[@]} -gt 0 ]; then
  step "apt-get install ${missing[*]}"
  sudo=''
  [ "$(id -u)" = 0 ] || sudo='sudo'
  install_missing() {
    $sudo apt-get update -qq &&
      DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
  }
  timed install_missing
fi

# ESLint and the type check run in the background beside the checks that use one core each (the drift
# check, the catalogs, the conformance facts): on 2 cores the three would otherwise leave one idle.
# Each writes its output to a log, printed when the run waits for it; the time recorded for it is
# what the run waited for it after the steps beside it. (The drift check writes src/.generated-check/,
# which tsconfig.json and the lint leave out.)
background() {
  local name=$1
  shift
  setsid "$@" > ".cache/$name.log" 2>&1 &
  background_pids+=("$!")
  eval "${name}_pid=$!"
}
wait_for() {
  local name=$1 pid_var="${1}_pid" status=0
  step "$name"
  timed wait "${!pid_var}" || status=$?
  # Taken off the list by equality: a substitution would also cut it out of a longer pid holding its digits.
  local kept=() pid
  for pid in "${background_pids[@]}"; do [ "$pid" = "${!pid_var}" ] || kept+=("$pid"); done
  background_pids=("${kept[@]}")
  cat ".cache/$name.log"
  [ "$status" = 0 ] || { echo "$name failed (exit $status)" >&2; exit "$status"; }
}
step 'lint and typecheck (in the background)'
background lint node node_modules/eslint/bin/eslint.js . --max-warnings 0
background typecheck node node_modules/typescript7/bin/tsc --noEmit -p tsconfig.json
step 'codegen drift';      timed npm run -s check:generated
step 'i18n catalogs';      timed npm run -s i18n:check
# Every fact of conformance/facts/ (what EMQX 5.8.1's code answers) against the sandbox.
step 'conformance';        timed npm run -s conformance -- --json .cache/conformance.json
wait_for typecheck
wait_for lint
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
