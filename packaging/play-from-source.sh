#!/usr/bin/env bash
# Play from a source checkout: installs what is needed, then starts the window.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
DICEBOX_EXTRAS="" bash packaging/setup-dev.sh
exec .venv/bin/dicebox "$@"
