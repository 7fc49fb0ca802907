#!/usr/bin/env bash
# The whole suite, PASSES times in a row, while stress-ng keeps every core busy: no test may
# depend on how fast the machine is. Prints each pass's order seed, pytest's closing line and
# its wall time; exits 1 at the first pass that fails.
#
#   bash tests/outside/under-load.sh [PASSES]     (default 3; needs stress-ng: apt-get install stress-ng)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
PASSES=${1:-3}
CORES=$(nproc)
command -v stress-ng >/dev/null || { echo "under-load.sh: stress-ng is not installed (apt-get install stress-ng)" >&2; exit 2; }
bash packaging/setup-dev.sh >/dev/null
stress-ng --cpu "$CORES" --timeout 0 --quiet &
STRESS=$!
trap 'kill $STRESS 2>/dev/null; wait $STRESS 2>/dev/null || true' EXIT
echo "stress-ng --cpu $CORES (pid $STRESS) keeps every core busy"
for pass in $(seq 1 "$PASSES"); do
  seed=$(( (RANDOM << 15 | RANDOM) % 1000000000 ))
  log=$(mktemp)
  started=$SECONDS
  status=0
  QT_QPA_PLATFORM=offscreen .venv/bin/python -m pytest -q --randomly-seed="$seed" >"$log" 2>&1 || status=$?
  closing=$(grep -E '^=*[ ]*[0-9]+ (passed|failed)' "$log" | tail -1)
  printf 'pass %s: --randomly-seed=%s: %s (%s s wall)\n' "$pass" "$seed" "$closing" "$((SECONDS - started))"
  if [ "$status" != 0 ]; then
    grep -E '^(FAILED|ERROR)' "$log" >&2 || true
    echo "the full log: $log" >&2
    exit 1
  fi
  rm -f "$log"
done
