#!/usr/bin/env bash
# Prepare a source checkout: Qt's system libraries (apt-get, as root or via sudo) and a .venv
# with dicebox installed in editable mode. Sourced by tests/run.sh and packaging/play-from-source.sh.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

QT_LIBS="libglib2.0-0 libegl1 libgl1 libx11-6 libdbus-1-3 libfontconfig1 libxkbcommon0 \
libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-render-util0 \
libxcb-render0 libxcb-shape0 libxcb-util1 libxcb-xkb1 fonts-dejavu-core"
# With the test extras (the default), also what packaging/build.py and its test use: Python's
# shared library for PyInstaller (libpython3-dev), strip and readelf (binutils), dpkg-shlibdeps
# (dpkg-dev) and the freedesktop validators.
if [ -n "${DICEBOX_EXTRAS-[test]}" ]; then
  QT_LIBS="$QT_LIBS libpython3-dev binutils dpkg-dev desktop-file-utils appstream"
fi

missing=()
if command -v dpkg-query >/dev/null 2>&1; then
  for pkg in $QT_LIBS; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
  done
fi
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ]; then SUDO=""; elif command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else SUDO="none"; fi
  if [ "$SUDO" = none ]; then
    echo "Dicebox needs these system packages; ask an administrator to install them: ${missing[*]}" >&2
  else
    echo "Installing system packages: ${missing[*]}"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
fi

PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  "$PY" -m venv .venv
fi
.venv/bin/python -m pip install -q --upgrade pip >/dev/null
.venv/bin/python -m pip install -q -e ".${DICEBOX_EXTRAS:-[test]}"
