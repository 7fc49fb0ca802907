#!/usr/bin/env bash
# The project's one test command (README, CI): installs what it needs, lints, runs every test.
#
# The suite runs on every core (pytest-xdist, -n auto in pyproject.toml) in a shuffled order
# (pytest-randomly: the seed is printed at the top), and ends with pytest's own closing line
# ("N passed in S s"), which CI reads. Each stage's time is printed as "==> stage NAME: N s",
# which .ci/run gathers into its table.
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
stage "lint (ruff, import contracts)" $((SECONDS - started))
exec .venv/bin/python -m pytest -q "$@"
