#!/usr/bin/env bash
# The Windows check, on Debian: build the Windows bundle and NSIS installer under Wine, install,
# smoke-test and uninstall them (packaging/dicebox_packaging/wine.py says how; packaging/README.md
# what it proves). As root it installs Wine, NSIS and MinGW with apt-get when they are missing;
# if that cannot be done it fails loudly. CI (.ci/run) runs it after the tests.
#
#   bash packaging/windows/check-under-wine.sh [--no-install]
#
# The Linux side needs the .venv (pip for the Windows wheels, Qt for the icons); a fresh clone
# gets one from packaging/setup-dev.sh (the locked build set), as tests/run.sh does.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
if ! .venv/bin/python -c 'import PySide6, pip' >/dev/null 2>&1; then
  DICEBOX_SET=build bash packaging/setup-dev.sh
fi
# Run as a module from packaging/, where dicebox_packaging lives (see its __init__.py).
cd packaging
exec ../.venv/bin/python -m dicebox_packaging.wine "$@"
