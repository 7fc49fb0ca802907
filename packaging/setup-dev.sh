#!/usr/bin/env bash
# Prepare a source checkout: the system packages of assets/system-packages.txt (apt-get, as root
# or through sudo), then a .venv holding exactly the locked Python packages of
# requirements/<set>.txt (hashes checked) and dicebox itself, editable, with no other download.
# Run by tests/run.sh, CI and packaging/play-from-source.sh.
#
#   DICEBOX_SET=test     (default) everything tests/run.sh needs: the app, numpy's solver, PyInstaller, pytest, ruff
#   DICEBOX_SET=build    the app and PyInstaller, for packaging/build.py
#   DICEBOX_SET=runtime  the app alone (packaging/play-from-source.sh)
#   PYTHON=python3.12    the Python that makes the .venv (default python3; 3.11 or newer)
#
#   bash packaging/setup-dev.sh --print-system-packages   the set's system packages, one a line
#
# Without root, sudo is used when it can work: it needs no password, or there is a terminal to
# ask for one on. Otherwise the script stops before touching the .venv and prints the exact
# command an administrator runs.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

SET=${DICEBOX_SET:-test}
case "$SET" in
  runtime) SECTIONS="linked run" ;;
  build | test) SECTIONS="linked run build" ;;
  *)
    echo "setup-dev.sh: DICEBOX_SET must be runtime, build or test, not '$SET'" >&2
    exit 2
    ;;
esac
LOCK="requirements/$SET.txt"
LIST="assets/system-packages.txt"
INSTALL="apt-get install -y --no-install-recommends"

# The packages of the wanted sections of $LIST, in file order (desktop/base/system_packages.py reads
# the same file the same way; tests/desktop/base/test_system_packages.py checks that the two agree).
system_packages() {
  awk -v wanted=" $SECTIONS " '
    { sub(/#.*/, "") }
    /^[[:space:]]*\[/ { gsub(/[][[:space:]]/, ""); section = $0; next }
    NF && index(wanted, " " section " ") { print $1 }
  ' "$LIST"
}

if [ "${1-}" = "--print-system-packages" ]; then
  system_packages
  exit 0
fi

need_admin() {
  local why=$1
  shift
  {
    echo "setup-dev.sh: Dicebox needs $# system package(s) that are not installed: $*"
    echo "$why, so an administrator has to install them, with:"
    echo ""
    echo "    apt-get update && $INSTALL $*"
    echo ""
    echo "Then run this again. Nothing else was changed."
  } >&2
  exit 1
}

install_system_packages() {
  if ! command -v dpkg-query >/dev/null 2>&1; then
    echo "setup-dev.sh: not a Debian-like system (no dpkg-query); make sure the libraries of these" \
      "Debian packages are installed: $(system_packages | tr '\n' ' ')" >&2
    return 0
  fi
  local missing=() pkg sudo=()
  for pkg in $(system_packages); do
    # Debian 13 and Ubuntu 24.04 renamed some libraries with a t64 suffix (64-bit time_t); the
    # new package provides the old name, which apt-get installs by it, but dpkg-query does not
    # follow Provides, so either name counts as installed.
    # (dpkg-query exits 1 when a name is unknown, as one of the two always is: pipefail must not see it.)
    { dpkg-query -W -f='${Status}\n' "$pkg" "${pkg}t64" 2>/dev/null || true; } | grep -q "install ok installed" ||
      missing+=("$pkg")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" != 0 ]; then
    if ! command -v sudo >/dev/null 2>&1; then
      need_admin "This account is not root and has no sudo" "${missing[@]}"
    elif ! sudo -n true 2>/dev/null && ! [ -t 0 ]; then
      need_admin "This account is not root, and sudo wants a password with no terminal to ask on" "${missing[@]}"
    fi
    sudo=(sudo)
  fi
  echo "Installing ${#missing[@]} system package(s): ${missing[*]}"
  if ! { ${sudo[@]+"${sudo[@]}"} apt-get update -qq &&
    ${sudo[@]+"${sudo[@]}"} env DEBIAN_FRONTEND=noninteractive $INSTALL -qq "${missing[@]}" >/dev/null; }; then
    need_admin "apt-get failed (see above)" "${missing[@]}"
  fi
}

install_system_packages

PY=${PYTHON:-python3}
usable() { "$1" -c 'import sys, pip; sys.exit(sys.version_info < (3, 11))' >/dev/null 2>&1; }
if ! usable .venv/bin/python; then
  # No venv yet, or a half-made one (python3 -m venv fails without python3-venv but leaves
  # .venv/bin/python behind), or one from a Python older than 3.11: make it anew.
  if ! "$PY" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
    echo "setup-dev.sh: Dicebox needs Python 3.11 or newer; $PY is $("$PY" -V 2>&1 || echo missing)." \
      "Set PYTHON=/path/to/python3.11 (or newer) and run this again." >&2
    exit 1
  fi
  rm -rf .venv
  if ! "$PY" -m venv .venv; then
    rm -rf .venv
    echo "setup-dev.sh: $PY could not make a virtual environment; on Debian/Ubuntu an administrator" \
      "installs it with: apt-get install -y python3-venv" >&2
    exit 1
  fi
fi
# The lock pins every package with its hashes, setuptools (the build backend) included, so the
# editable install below needs no build isolation and downloads nothing.
.venv/bin/python -m pip install -q --disable-pip-version-check --require-hashes -r "$LOCK"
.venv/bin/python -m pip install -q --disable-pip-version-check --no-deps --no-build-isolation -e .
# The translations the window loads, built from the .ts sources (never committed, so never stale).
.venv/bin/python packaging/translations.py build >/dev/null
