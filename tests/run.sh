#!/usr/bin/env bash
# The project's one test command (README, CI): installs what it needs, lints, runs every test.
#
# The suite runs on every core (pytest-xdist, -n auto in pyproject.toml) in a shuffled order
# (pytest-randomly; the seed is printed first, and --randomly-seed=N replays that order; a seed
# given on the command line is used as it is), and ends with pytest's own closing line
# ("N passed in S s"), which CI reads, after the reason of every skip (-rs). Each stage's time is
# printed as "==> stage NAME: N s", which .ci/run gathers into its table.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
stage() { printf '==> stage %s: %s s\n' "$1" "$2"; }
started=$SECONDS
bash packaging/setup-dev.sh
stage "setup (system packages, locked .venv)" $((SECONDS - started))
started=$SECONDS
export QT_QPA_PLATFORM=offscreen
.venv/bin/ruff check .
.venv/bin/lint-imports  # the layer contracts of .importlinter (docs/architecture.md)
.venv/bin/mypy  # strict, over what pyproject.toml's [tool.mypy] lists
stage "lint (ruff, import contracts, mypy)" $((SECONDS - started))
order=()
if [[ " $* " != *" --randomly-seed"* && " $* " != *" no:randomly "* ]]; then
  seed=$(( (RANDOM << 15 | RANDOM) % 1000000000 ))
  order=(--randomly-seed="$seed")
  echo "==> test order: --randomly-seed=$seed (pass it to tests/run.sh or pytest to run this order again)"
fi
exec .venv/bin/python -m pytest -q -rs ${order[@]+"${order[@]}"} "$@"
