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
stage_cpu=()
failed_stages=0
run_start=$(date +%s)

now_ms() { date +%s%3N; }

# children_cpu VAR [NAME]: sets VAR to the CPU seconds (user + system) of the processes this shell has waited for so
# far: bash's `times`, second line. It must run in this shell, not in a command substitution (a subshell, with no
# children of its own), so it sets a variable; its file is named by NAME in a background stage's subshell.
children_cpu() {
  local file="$reports/times${2:+-$2}"
  times >"$file"
  printf -v "$1" '%s' "$(awk 'NR == 2 { s = 0; for (i = 1; i <= NF; i++) { split($i, p, /[ms]/); s += p[1] * 60 + p[2] } printf "%.1f", s }' "$file")"
}
# Each stage's CPU is reported beside its time: the run is CPU-bound on two cores, so its length follows the CPU.

# The machine's busy and total CPU seconds so far (/proc/stat, every core), and the PostgreSQL server's own (its
# postmaster's reaped backends: the platform tests' queries run there, outside this script's processes).
machine_cpu() { awk '/^cpu / { printf "%.1f %.1f", ($2 + $3 + $4 + $7 + $8 + $9) / 100, ($2 + $3 + $4 + $5 + $6 + $7 + $8 + $9) / 100 }' /proc/stat 2>/dev/null || echo "0 0"; }
postgres_cpu() {
  local pid="" file
  [[ -n "${DATABASE_URL:-}" ]] || return 0
  for file in /var/run/postgresql/*.pid; do
    [[ -r "$file" ]] && read -r pid <"$file"
    break
  done
  [[ -n "$pid" && -r "/proc/$pid/stat" ]] || return 0
  awk '{ sub(/^.*\) /, ""); printf "%.1f", ($12 + $13 + $14 + $15) / 100 }' "/proc/$pid/stat"
}

# stage NAME COMMAND...: runs one stage with a header and its elapsed time; never stops the script.
stage() {
  local name="$1"
  shift
  local started status=0 elapsed cpu=0.0
  printf '\n\033[1m==> %s\033[0m  (%s)\n' "$name" "$*"
  started=$(now_ms)
  # In a subshell of its own, whose children are the stage's alone: this shell also reaps a background stage the
  # moment it ends, which would count its CPU in the foreground stage running then.
  (
    status=0
    "$@" || status=$?
    children_cpu cpu "$name"
    echo "$cpu" >"$reports/cpu-$name"
    exit "$status"
  ) || status=$?
  elapsed=$(awk -v ms="$(($(now_ms) - started))" 'BEGIN { printf "%.1f", ms / 1000 }')
  [[ -f "$reports/cpu-$name" ]] && read -r cpu <"$reports/cpu-$name"
  stage_names+=("$name")
  stage_times+=("$elapsed")
  stage_cpu+=("$cpu")
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
  stage_cpu+=("0.0")
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
    children_cpu cpu "$name"
    echo "$status $(($(now_ms) - started)) $cpu" >"$reports/stage-$name.status"
  ) &
  background_pids+=("$!")
  background_names+=("$name")
}

collect() {
  local i name status ms cpu elapsed
  for i in "${!background_names[@]}"; do
    name="${background_names[$i]}"
    wait "${background_pids[$i]}" || true
    status=1
    ms=0
    cpu=0.0
    [[ -f "$reports/stage-$name.status" ]] && read -r status ms cpu <"$reports/stage-$name.status"
    printf '\n\033[1m==> %s\033[0m  (output of the stage run beside the others)\n' "$name"
    cat "$reports/stage-$name.log" 2>/dev/null || true
    elapsed=$(awk -v ms="$ms" 'BEGIN { printf "%.1f", ms / 1000 }')
    stage_names+=("$name")
    stage_times+=("$elapsed")
    stage_cpu+=("$cpu")
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

read -r machine_busy_start machine_total_start <<<"$(machine_cpu)"
postgres_start=$(postgres_cpu)
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
# The model stage (one worker: the chart's paths are generated once per process) before the platform stage (two),
# so the stage still running when the browser stage ends can use both cores: in the order unit, platform, model the
# model stage ran alone on one core for the run's last 44 s (fresh-clone CI 2026-12-01 09:07: e2e ended at 567 s, the
# chain at 611 s; the machine idle 47 of its 1,219 CPU s). Path coverage is printed by the model stage (the same
# figures as `npm run coverage:paths`, which is not run twice).
stage model vitest_project model
# Two worker processes for the platform tests. Each test has its own PGlite or PostgreSQL schema, a new one or one its
# process kept and reset to new (platform/test-support/testing.ts), so files in different processes share nothing.
# Since test databases are kept per process ("Tenth pass (vitest)"), a third worker costs more CPU than it saves in
# waits: alone on the 2.1 GHz AMD EPYC host, with PostgreSQL, 133 CPU s and 74 s on two workers against 158-165 CPU s
# and 82-85 s on three (two runs each, alternating; bench/results/2026-12-01-epyc-2100.md). Beside the browser stage,
# which sets the run's length, the CPU is what counts. On 28 November, before that change and under other helpers'
# load, a third worker had taken 833 -> 768 s off the chain while the two longest files (durability, pgliteDb;
# scripts/testSequencer.ts starts them first) waited on their child processes and the disk.
stage platform vitest_project platform --maxWorkers=2
collect

# Test counts from the JSON reports. A test stage that failed without reporting a failed test (a suite that
# did not load, a server that did not start, a crash) counts as one failure, so the totals never say
# "0 failed" for a red run.
counts=$(node --input-type=module - "$reports" "${stage_names[@]}" -- "${stage_results[@]}" <<'EOF'
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
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
// The browser tests that failed and then passed on their retry (CI's `retries: 1`): counted as passed above, and named
// in the summary, since each is a race someone should look at (two were found only by reading the log on 2 December).
const flaky = [];
const walk = (suite) => {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests ?? []) if (test.status === 'flaky') flaky.push(`${spec.file}: ${spec.title}`);
  for (const child of suite.suites ?? []) walk(child);
};
for (const suite of e2e?.suites ?? []) walk(suite);
writeFileSync(`${reports}/flaky.txt`, flaky.map((name) => `${name}\n`).join(''));
process.stdout.write(`${passed} ${failed} ${flaky.length}`);
EOF
) || counts="0 1 0"
read -r total_passed total_failed total_flaky <<<"$counts"

printf '\n\033[1mSummary\033[0m (%ss in all)\n' "$(($(date +%s) - run_start))"
for i in "${!stage_names[@]}"; do
  printf '  %-16s %7ss %8s CPU s  %s\n' "${stage_names[$i]}" "${stage_times[$i]}" "${stage_cpu[$i]}" "${stage_results[$i]}"
done
read -r machine_busy_end machine_total_end <<<"$(machine_cpu)"
postgres_end=$(postgres_cpu)
postgres_used=0
if [[ -n "$postgres_start" && -n "$postgres_end" ]]; then
  postgres_used=$(awk -v a="$postgres_end" -v b="$postgres_start" 'BEGIN { printf "%.1f", a - b }')
  printf '  %-16s %7s  %8s CPU s  (the server'"'"'s own)\n' postgresql '' "$postgres_used"
fi
# What no stage reaped: processes that outlived their parent (adopted by init, so no stage's count has them: in a
# CI run 2026-11-29 this was about half the machine's CPU, most of it while the browser stage ran, so likely
# Chromium's), kernel threads, and whatever else ran on the machine.
awk -v b="$machine_busy_end" -v bs="$machine_busy_start" -v t="$machine_total_end" -v ts="$machine_total_start" \
  -v stages="$(printf '%s\n' "${stage_cpu[@]}" | awk '{ s += $1 } END { print s + 0 }')" -v pg="$postgres_used" \
  'BEGIN {
    busy = b - bs
    printf "  %-16s %7s  %8.1f CPU s  (what no stage waited for: processes adopted by init, the kernel, anything else running)\n", "elsewhere", "", busy - stages - pg
    printf "  the machine was busy %.0f CPU s of the %.0f its cores had (/proc/stat)\n", busy, t - ts
  }'
# Which host ran it: hosts of this kind differ by up to three times in a run's length (README "CI"). (A fixed script's
# CPU and a page fault's cost, read here at the start and the end on 2 December, stayed at the quiet host's values
# while the suite's CPU rose by a quarter: they did not tell the host's hours apart, and were taken out;
# bench/results/test-times.md "Twenty-fifth pass".)
host_model=$(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo 2>/dev/null)
host_mhz=$(awk -F': ' '/^cpu MHz/ { printf "%.0f", $2; exit }' /proc/cpuinfo 2>/dev/null)
printf '  the host: %s at %s MHz (/proc/cpuinfo)\n' "${host_model:-?}" "${host_mhz:-?}"
if [[ "${total_flaky:-0}" -gt 0 ]]; then
  printf '  %s flaky (failed, then passed on their retry; counted as passed):\n' "$total_flaky"
  sed 's/^/    /' "$reports/flaky.txt" 2>/dev/null || true
fi
echo
echo "${total_passed} passed, ${total_failed} failed"

if [[ $failed_stages -gt 0 || $total_failed -gt 0 ]]; then
  exit 1
fi
