#!/usr/bin/env bash
# The project's one test command (README, CI): installs what it needs, lints, runs every test.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash packaging/setup-dev.sh
export QT_QPA_PLATFORM=offscreen
.venv/bin/ruff check .
.venv/bin/lint-imports  # the layer contracts of .importlinter (docs/architecture.md)
.venv/bin/python -m pytest -q "$@"
