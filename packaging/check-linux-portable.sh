#!/usr/bin/env bash
# The Linux artifacts, tried as a new user would on each Debian release they claim to run on: one
# build (python packaging/build.py, on this machine), then in a bare minbase chroot of each release
# (packaging/chroot.sh, only ca-certificates added) the .deb installed with apt, the installed
# `dicebox --smoke-test` (at most one sound line in its output), every game drawn in German at
# 800x600 with the app's own clipping check (as the Wine check does; any cut-off text fails),
# `apt-get purge` leaving no file of the package, and the .tar.gz's smoke test. It first prints
# the newest glibc symbol any bundled binary needs and fails above FLOOR.
#
#   bash packaging/check-linux-portable.sh [DIST]     as root on Debian 12; CI (.ci/run) runs it
#   bash packaging/check-linux-portable.sh --build-only      the build alone (CI: first, for the suite too)
#
# DIST: a folder build.py wrote, to skip the build. FLOOR is 2.36 and the releases are Debian 12
# and 13: the locked PySide6 6.11 ships only manylinux_2_34 wheels, so Debian 11 (glibc 2.31) is
# out of reach (packaging/README.md, "Which Linux systems they run on").
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
REPO=$PWD
FLOOR=2.36
SUITES="bookworm trixie"
START=$SECONDS

BUILD_ONLY=""
if [ "${1-}" = --build-only ]; then BUILD_ONLY=1; shift; fi
DIST=${1-}
if [ -z "$DIST" ]; then
  if ! .venv/bin/python -c 'import PySide6, PyInstaller' >/dev/null 2>&1; then
    DICEBOX_SET=build bash packaging/setup-dev.sh # the locked build set, as the Wine check gets it
  fi
  DIST=$REPO/build/portable/dist
  rm -rf "$DIST"
  "$REPO/.venv/bin/python" packaging/build.py --dist "$DIST" --work "$REPO/build/portable/work"
  printf '==> stage %s: %s s\n' "Linux build (one, for every release)" "$((SECONDS - START))"
fi
[ -z "$BUILD_ONLY" ] || exit 0
DIST=$(cd "$DIST" && pwd)
(cd packaging && python3 -m dicebox_packaging.glibc "$DIST/dicebox" --max "$FLOOR") ||
  { echo "check-linux-portable: a bundled binary needs a glibc newer than $FLOOR" >&2; exit 1; }

try_release() { # in a subshell: chroot.sh's trap undoes its mounts when the subshell ends (and
  # reads these then, so they are the subshell's globals, not locals)
  SUITE=$1 ADDED="ca-certificates" CACHE=${DICEBOX_BARE_CACHE:-/var/cache/dicebox-bare-debian}
  KEEP="" NAME=portable START=$SECONDS
  local out status left shots
  # shellcheck source=packaging/chroot.sh
  source "$REPO/packaging/chroot.sh"
  cp "$DIST"/dicebox_*_amd64.deb "$ROOT/root/dicebox.deb"
  cp "$DIST"/dicebox-*-linux-x86_64.tar.gz "$ROOT/root/dicebox.tar.gz"
  in_root sh -c "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq /root/dicebox.deb >/dev/null" ||
    fail "apt could not install the .deb on $SUITE"
  in_root sh -c 'dpkg -L dicebox >/root/dicebox.files'
  say "the .deb installed with apt on $SUITE"
  run_app() { in_root sh -c "mkdir -p /root/home && cd /root/home && HOME=/root/home QT_QPA_PLATFORM=offscreen $1 2>&1"; }
  out=$(run_app "timeout 120 dicebox --smoke-test") || fail "dicebox --smoke-test failed on $SUITE: $out"
  grep -q '^smoke-test ok' <<<"$out" || fail "no smoke-test ok on $SUITE: $out"
  [ "$(grep -ciE 'alsa|sound' <<<"$out" || true)" -le 1 ] || fail "more than one sound line on $SUITE: $out"
  status=0
  run_app "timeout 600 dicebox --screenshots /root/shots --language de --size 800x600" >/dev/null || status=$?
  shots=$REPO/build/portable/shots-$SUITE # kept for a look, as the Wine check keeps its own
  rm -rf "$shots" && mkdir -p "$(dirname "$shots")" && cp -r "$ROOT/root/shots" "$shots" 2>/dev/null ||
    fail "dicebox --screenshots wrote nothing on $SUITE (exit $status)"
  (cd "$REPO/packaging" && "$REPO/.venv/bin/python" -c '
import json, sys
from pathlib import Path
from dicebox_packaging.wine_shots import REPORT_NAME, judge
folder, status = Path(sys.argv[1]), int(sys.argv[2])
report = json.loads((folder / REPORT_NAME).read_text(encoding="utf-8"))
wrong, clipped, drawn = judge(report, folder), report.get("clipped"), len(report.get("pictures", []))
if status not in (0, 1) or (status == 1) != bool(clipped):
    wrong.append(f"--screenshots exited with {status} for {clipped} clipped text(s)")
print("\n".join(wrong) or f"{drawn} pictures, de 800x600, every text fits")
sys.exit(1 if wrong else 0)' "$shots" "$status") || fail "text cut off in German at 800x600 on $SUITE (pictures: $shots)"
  in_root sh -c 'DEBIAN_FRONTEND=noninteractive apt-get purge -y -qq dicebox >/dev/null' || fail "apt-get purge failed on $SUITE"
  left=$(in_root sh -c 'while read -r f; do if [ -L "$f" ] || { [ -e "$f" ] && [ ! -d "$f" ]; }; then echo "$f"; fi; done </root/dicebox.files; [ -e /opt/dicebox ] && echo /opt/dicebox; true')
  [ -z "$left" ] || fail "apt-get purge left files of the package on $SUITE: $left"
  say "purged: no file of the package left"
  out=$(in_root sh -c 'cd /root && tar -xzf dicebox.tar.gz && mkdir -p /root/h2 && HOME=/root/h2 QT_QPA_PLATFORM=offscreen timeout 120 ./dicebox-*/dicebox --smoke-test 2>&1') ||
    fail "the .tar.gz's smoke test failed on $SUITE: $out"
  grep -q '^smoke-test ok' <<<"$out" || fail "no smoke-test ok from the .tar.gz on $SUITE: $out"
  say "$SUITE: .deb installed, smoke test, German 800x600 drawn and fits, purged clean, .tar.gz smoke test"
  printf '==> stage %s: %s s\n' "Linux artifacts on bare Debian $SUITE" "$((SECONDS - START))"
}
for suite in $SUITES; do
  (try_release "$suite")
done
echo "check-linux-portable: the .deb and .tar.gz pass on $SUITES (total $((SECONDS - START)) s)"
