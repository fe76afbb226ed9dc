#!/usr/bin/env bash
# `npm run fuzz`: the long run of the route fuzzer (platform/fuzz.test.ts), on an in-process platform on PGlite.
# It prints the number of requests sent and how many answered 5xx (0 expected), and a reproducible seed on failure.
#   FUZZ_RUNS=20000 (default)   requests to send
#   FUZZ_SEED=<n>               replay a run
#   FUZZ_INCLUDE_KNOWN=1        also send kinds listed in AWAITING_ROBUST_FIXES (none now)
set -euo pipefail
cd "$(dirname "$0")/.."
export FUZZ_RUNS="${FUZZ_RUNS:-20000}"
exec nice npx vitest run --project platform platform/fuzz.test.ts --reporter=verbose
