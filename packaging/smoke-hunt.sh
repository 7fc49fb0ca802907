#!/usr/bin/env bash
# Hunt a rare crash of the built app: install the .deb with apt in a bare Debian SUITE chroot
# (packaging/chroot.sh), then run the installed `dicebox --smoke-test` RUNS times, half on a
# fresh profile each time and half on one profile reused, with core dumps allowed and Python's
# faulthandler on. Prints each failing run's exit status and last lines, then a count.
#
#   bash packaging/smoke-hunt.sh SUITE RUNS DIST [--load]     as root on Debian
#
# DIST is the folder packaging/build.py wrote (it holds dicebox_*_amd64.deb). --load keeps both
# cores busy with stress-ng meanwhile (the one crash found so far needed a loaded machine).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
REPO=$PWD
SUITE=${1:?SUITE (bookworm, trixie, ...)}
RUNS=${2:?RUNS}
DIST=$(cd "${3:?DIST}" && pwd)
LOAD=${4-}
ADDED="ca-certificates"
CACHE=${DICEBOX_BARE_CACHE:-/var/cache/dicebox-bare-debian}
KEEP=""
START=$SECONDS
NAME=smoke-hunt
# shellcheck source=packaging/chroot.sh
source "$REPO/packaging/chroot.sh"

DEB=$(ls "$DIST"/dicebox_*_amd64.deb | head -1)
cp "$DEB" "$ROOT/root/dicebox.deb"
in_root sh -c "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq /root/dicebox.deb >/dev/null" ||
  fail "apt could not install $(basename "$DEB") on $SUITE"
say "installed $(basename "$DEB") on $SUITE; $RUNS smoke tests"
if [ "$LOAD" = --load ]; then
  command -v stress-ng >/dev/null || { apt-get install -y -qq stress-ng >/dev/null; }
  stress-ng --cpu "$(nproc)" --timeout 0 --quiet &
  STRESS=$!
  trap 'kill $STRESS 2>/dev/null || true; cleanup' EXIT
fi
crashes=0
for run in $(seq 1 "$RUNS"); do
  if [ $((run % 2)) = 0 ]; then home=/root/reused; else home=/root/fresh-$run; fi
  status=0
  out=$(in_root sh -c "mkdir -p $home && cd $home && ulimit -c unlimited && HOME=$home PYTHONFAULTHANDLER=1 \
        QT_QPA_PLATFORM=offscreen timeout 120 dicebox --smoke-test 2>&1") || status=$?
  if [ "$status" != 0 ] || ! grep -q "smoke-test ok" <<<"$out"; then
    crashes=$((crashes + 1))
    printf 'run %s (%s profile): exit %s\n%s\n' "$run" "$([ "$home" = /root/reused ] && echo reused || echo fresh)" \
      "$status" "$(tail -15 <<<"$out" | sed 's/^/    /')"
  fi
done
say "$SUITE: $RUNS runs, $crashes failed"
[ "$crashes" = 0 ]
