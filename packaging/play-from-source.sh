#!/usr/bin/env bash
# Play from a source checkout: installs what the app needs (the locked runtime set, no numpy, no
# test tools), then starts the window.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
DICEBOX_SET=runtime bash packaging/setup-dev.sh
exec .venv/bin/dicebox "$@"
