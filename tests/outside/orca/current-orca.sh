#!/usr/bin/env bash
# A current Orca (Debian 13's, 45 or newer: it reads object:announcement) as a cached base for the
# Orca test: a minbase Debian 13 with only orca and what it needs to reach the displays and buses
# (packaging/chroot.sh makes it once and keeps it as a tarball in $CACHE, then reuses it). Prints
# the tarball's path last. packaging/check-bare-debian.sh --current-orca unpacks it inside the
# suite's chroot and runs the Orca scenarios again with DICEBOX_ORCA="chroot ROOT orca".
#
#   bash tests/outside/orca/current-orca.sh      as root on Debian
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../../.."
REPO=$PWD
SUITE=trixie
ADDED="orca python3-pyatspi at-spi2-core dbus x11-xkb-utils"
CACHE=${DICEBOX_ORCA_CACHE:-/var/cache/dicebox-orca-trixie}
KEEP=""
START=$SECONDS
NAME=current-orca
# shellcheck source=packaging/chroot.sh
source "$REPO/packaging/chroot.sh"
say "$(in_root orca --version 2>/dev/null | tail -1)"
echo "$TARBALL"
