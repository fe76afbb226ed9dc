#!/usr/bin/env bash
# `npm test`: every layer of ARCHITECTURE "Tests": typecheck, lint, the build, then the browser tests against the
# built app started beside the unit, platform and model tests (path coverage is printed by the model stage). Every
# stage runs even when an earlier one failed, so one run tells everything; the exit status is non-zero when any
# stage failed. The last line is always `N passed, N failed` (vitest and Playwright tests together).
#
# The browser tests spend most of their time waiting on the app and the platform (about a tenth of a core per
# worker), so they run beside the vitest stages instead of after them: the whole run takes about as long as the
# browser tests alone. Their output is printed, whole, when they end. TEST_SERIAL=1 runs every stage one after
# the other, as before (for reading one stage's output as it comes).
set -euo pipefail

cd "$(dirname "$0")/.."

reports="$(mktemp -d "${TMPDIR:-/tmp}/account-opening-tests-XXXXXX")"
trap 'rm -rf "$reports"' EXIT

stage_names=()
stage_results=()
stage_times=()
failed_stages=0
run_start=$(date +%s)

now_ms() { date +%s%3N; }

# stage NAME COMMAND...: runs one stage with a header and its elapsed time; never stops the script.
stage() {
  local name="$1"
  shift
  local started status=0 elapsed
  printf '\n\033[1m==> %s\033[0m  (%s)\n' "$name" "$*"
  started=$(now_ms)
  "$@" || status=$?
  elapsed=$(awk -v ms="$(($(now_ms) - started))" 'BEGIN { printf "%.1f", ms / 1000 }')
  stage_names+=("$name")
  stage_times+=("$elapsed")
  if [[ $status -eq 0 ]]; then
    stage_results+=(passed)
    printf '\033[1m<== %s passed in %ss\033[0m\n' "$name" "$elapsed"
  else
    stage_results+=("FAILED (exit $status)")
    failed_stages=$((failed_stages + 1))
    printf '\033[1;31m<== %s FAILED (exit %s) in %ss\033[0m\n' "$name" "$status" "$elapsed"
  fi
  return 0
}

skip() {
  local name="$1" reason="$2"
  printf '\n\033[1m==> %s\033[0m skipped: %s\n' "$name" "$reason"
  stage_names+=("$name")
  stage_times+=("0.0")
  stage_results+=("SKIPPED ($reason)")
  failed_stages=$((failed_stages + 1))
}

last_ok() { [[ "${stage_results[${#stage_results[@]} - 1]}" == passed ]]; }

# background NAME COMMAND...: starts a stage beside the ones that follow; its output goes to a file, printed by
# collect with the stage's result and elapsed time once every foreground stage is done.
background_names=()
background_pids=()
background() {
  local name="$1"
  shift
  printf '\n\033[1m==> %s\033[0m  (%s) started beside the stages below; its output follows when it ends\n' "$name" "$*"
  (
    started=$(now_ms)
    status=0
    "$@" >"$reports/stage-$name.log" 2>&1 || status=$?
    echo "$status $(($(now_ms) - started))" >"$reports/stage-$name.status"
  ) &
  background_pids+=("$!")
  background_names+=("$name")
}

collect() {
  local i name status ms elapsed
  for i in "${!background_names[@]}"; do
    name="${background_names[$i]}"
    wait "${background_pids[$i]}" || true
    status=1
    ms=0
    [[ -f "$reports/stage-$name.status" ]] && read -r status ms <"$reports/stage-$name.status"
    printf '\n\033[1m==> %s\033[0m  (output of the stage run beside the others)\n' "$name"
    cat "$reports/stage-$name.log" 2>/dev/null || true
    elapsed=$(awk -v ms="$ms" 'BEGIN { printf "%.1f", ms / 1000 }')
    stage_names+=("$name")
    stage_times+=("$elapsed")
    if [[ $status -eq 0 ]]; then
      stage_results+=(passed)
      printf '\033[1m<== %s passed in %ss\033[0m\n' "$name" "$elapsed"
    else
      stage_results+=("FAILED (exit $status)")
      failed_stages=$((failed_stages + 1))
      printf '\033[1;31m<== %s FAILED (exit %s) in %ss\033[0m\n' "$name" "$status" "$elapsed"
    fi
  done
}

vitest_project() {
  local project="$1"
  shift
  npx vitest run --project "$project" --reporter=default --reporter=json --outputFile.json="$reports/vitest-$project.json" "$@"
}

playwright_tests() {
  E2E_JSON_REPORT="$reports/playwright.json" npx playwright test
}

stage typecheck npm run typecheck
stage lint npm run lint
e2e_mode=background
[[ -n "${TEST_SERIAL:-}" ]] && e2e_mode=stage
stage chromium bash scripts/ensure-chromium.sh
if last_ok; then
  stage build npm run build
  if last_ok; then
    "$e2e_mode" e2e playwright_tests
  else
    skip e2e 'the build failed'
  fi
else
  skip build 'no Chromium'
  skip e2e 'no Chromium'
fi
stage unit vitest_project unit
# Three worker processes for the platform tests: its files mostly wait (on platform processes they start, PostgreSQL,
# initdb, a core), so more workers overlap their waits (alone: 92 s wall on one worker, 70 s on two, 28 November);
# beside the browser stage on one worker it took 654 s of a 747 s CI run, on two 477 s of 657 s, the longest chain.
# The two longest files (durability, pgliteDb; scripts/testSequencer.ts starts them first) wait on child processes and
# the disk for minutes under load and held both workers of two meanwhile; a third keeps the other 57 files going:
# 833 -> 768 s wall for 151.5 -> 154.4 CPU s, side by side at load 12-28 (bench/results/test-times.md "Seventh
# pass (vitest)"). Each test has its own PGlite or PostgreSQL schema, a new one or one its process kept and reset to new
# (platform/test-support/testing.ts), so files in different processes share nothing. Its CPU, which the browser stage beside it does not get: 130 -> 114 CPU s side
# by side with main on 28 November ("Fifth pass"), then a cleanly shut-down template folder and the compiled platform
# in caseTokenKey.test.ts ("Seventh pass (vitest)"), then test databases kept per process and reset instead of a new
# PGlite or migrated schema each: 133.8 -> 106.0 CPU s side by side on 29 November ("Tenth pass (vitest)").
stage platform vitest_project platform --maxWorkers=3
stage model vitest_project model
# Path coverage is printed by the model stage (the same figures as `npm run coverage:paths`, which is not run twice).
collect

# Test counts from the JSON reports. A test stage that failed without reporting a failed test (a suite that
# did not load, a server that did not start, a crash) counts as one failure, so the totals never say
# "0 failed" for a red run.
counts=$(node --input-type=module - "$reports" "${stage_names[@]}" -- "${stage_results[@]}" <<'EOF'
import { existsSync, readFileSync } from 'node:fs';
const [reports, ...rest] = process.argv.slice(2);
const split = rest.indexOf('--');
const names = rest.slice(0, split);
const results = rest.slice(split + 1);
const stageFailed = (name) => {
  const index = names.indexOf(name);
  return index >= 0 && results[index] !== 'passed';
};
const read = (file) => {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  } catch {
    return undefined;
  }
};
let passed = 0;
let failed = 0;
for (const project of ['unit', 'platform', 'model']) {
  const report = read(`${reports}/vitest-${project}.json`);
  const reportedFailed = report ? (report.numFailedTests ?? 0) : 0;
  passed += report ? (report.numPassedTests ?? 0) : 0;
  failed += reportedFailed;
  if (stageFailed(project) && reportedFailed === 0) failed += Math.max(1, report?.numFailedTestSuites ?? 0);
}
const e2e = read(`${reports}/playwright.json`);
const e2eFailed = e2e ? (e2e.stats?.unexpected ?? 0) : 0;
passed += e2e ? (e2e.stats?.expected ?? 0) + (e2e.stats?.flaky ?? 0) : 0;
failed += e2eFailed;
if (stageFailed('e2e') && e2eFailed === 0) failed += 1;
process.stdout.write(`${passed} ${failed}`);
EOF
) || counts="0 1"
read -r total_passed total_failed <<<"$counts"

printf '\n\033[1mSummary\033[0m (%ss in all)\n' "$(($(date +%s) - run_start))"
for i in "${!stage_names[@]}"; do
  printf '  %-16s %7ss  %s\n' "${stage_names[$i]}" "${stage_times[$i]}" "${stage_results[$i]}"
done
echo
echo "${total_passed} passed, ${total_failed} failed"

if [[ $failed_stages -gt 0 || $total_failed -gt 0 ]]; then
  exit 1
fi
