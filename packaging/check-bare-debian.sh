#!/usr/bin/env bash
# The README, proved on a bare Debian 12: a `debootstrap --variant=minbase` chroot with only
# python3, python3-venv and git added, the repository cloned into it (committed HEAD, as CI
# clones it), and the README's two commands run in it exactly as written, as root: the set-up
# and play command with --smoke-test appended, then the test command. Both are read from
# README.md's code blocks (dicebox_packaging/bare_debian.py), so they cannot drift apart.
#
#   bash packaging/check-bare-debian.sh [--keep]      as root on Debian; CI (.ci/run) runs it
#   bash packaging/check-bare-debian.sh --suite=trixie --play-only [--keep]
#   bash packaging/check-bare-debian.sh --current-orca --prebuilt-dist=DIR   (CI)
#
# --suite=SUITE tries another Debian release from the same archive; --play-only stops after the
# play command (CI runs it so on Debian 13, whose Python is 3.13: the README's play command must
# work on the newest Python too, while the whole suite runs once, on Debian 12).
#
# Anything the bare machine lacks is fixed in assets/system-packages.txt, the one list the
# README's commands install from, never here. What is copied in from this machine is how it
# reaches the registries, nothing of the project: its apt sources (and their Acquire settings),
# resolv.conf, its pip configuration and PIP_* variables, and the local wheel folders they name
# (bind-mounted read-only). --current-orca, after the suite, runs the Orca scenarios again with
# Debian 13's Orca (tests/outside/orca/current-orca.sh's cached base, unpacked inside the chroot and
# started there with chroot, on the same displays and buses). --prebuilt-dist=DIR hands the test
# command a Linux build (packaging/build.py's dist folder, as CI makes it first) for the packaging
# tests to check instead of building their own (DICEBOX_PREBUILT_DIST): one build per CI run.
# The minbase system (with the three packages) is kept as a tarball in $DICEBOX_BARE_CACHE (default /var/cache/dicebox-bare-debian), keyed by suite, architecture,
# archive and packages, and made again when older than 30 days. --keep leaves the chroot.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
REPO=$PWD
SUITE=bookworm
PLAY_ONLY=""
CURRENT_ORCA=""
PREBUILT=""
KEEP=""
for arg in "$@"; do
  case $arg in
    --keep) KEEP=--keep ;;
    --play-only) PLAY_ONLY=1 ;;
    --current-orca) CURRENT_ORCA=1 ;;
    --prebuilt-dist=?*) PREBUILT=$(cd "${arg#--prebuilt-dist=}" && pwd) ;;
    --suite=?*) SUITE=${arg#--suite=} ;;
    *) echo "usage: bash packaging/check-bare-debian.sh [--suite=SUITE] [--play-only] [--current-orca] [--prebuilt-dist=DIR] [--keep]" >&2
      exit 2 ;;
  esac
done
ADDED="python3 python3-venv git"
CACHE=${DICEBOX_BARE_CACHE:-/var/cache/dicebox-bare-debian}
START=$SECONDS

NAME=bare-debian
# shellcheck source=packaging/chroot.sh
source "$REPO/packaging/chroot.sh"
mapfile -t COMMANDS < <(helper readme "$REPO/README.md")
[ ${#COMMANDS[@]} -eq 2 ] || fail "README.md's two commands could not be read"
COMMIT=$(git -C "$REPO" rev-parse HEAD)

# The repository as CI gets it: a clone of the committed HEAD, nothing of the work tree.
git clone -q --bare --no-local "$REPO" "$ROOT/srv/dicebox.git"
in_root git clone -q /srv/dicebox.git /root/dicebox
in_root git -C /root/dicebox -c advice.detachedHead=false checkout -q "$COMMIT"
say "cloned $COMMIT ($(git -C "$REPO" log -1 --format=%s "$COMMIT" | cut -c1-60))"
printf '==> stage %s: %s s\n' "bare Debian $SUITE chroot (base, registries, clone)" "$((SECONDS - START))"

run_readme() {
  local started=$SECONDS
  say "running, as written in README.md: $*"
  in_root ${PIP_ENV[@]+"${PIP_ENV[@]}"} ${TEST_ENV[@]+"${TEST_ENV[@]}"} TERM=dumb bash -c 'cd /root/dicebox && eval "$1"' bash "$*" ||
    fail "'$*' failed on a bare Debian $SUITE (after $((SECONDS - started)) s)"
  say "passed in $((SECONDS - started)) s: $*"
}
started=$SECONDS
run_readme "${COMMANDS[0]}" --smoke-test
printf '==> stage %s: %s s\n' "README play command --smoke-test on $SUITE (runtime set)" "$((SECONDS - started))"
if [ -n "$PLAY_ONLY" ]; then
  say "the README's play command passes on a bare Debian $SUITE, $(in_root python3 --version) (total $((SECONDS - START)) s)"
  exit 0
fi
TEST_ENV=()
if [ -n "$PREBUILT" ]; then # the packaging tests check this Linux build instead of making their own
  cp -a "$PREBUILT" "$ROOT/root/prebuilt-dist"
  TEST_ENV=(DICEBOX_PREBUILT_DIST=/root/prebuilt-dist)
  say "the packaging tests check the Linux build in $PREBUILT"
fi
run_readme "${COMMANDS[1]}"
say "the README's commands pass on a bare Debian $SUITE (total $((SECONDS - START)) s)"
[ -n "$CURRENT_ORCA" ] || exit 0

started=$SECONDS
base=$(bash "$REPO/tests/outside/orca/current-orca.sh" | tail -1)
[ -f "$base" ] || fail "no current Orca: tests/outside/orca/current-orca.sh made no base"
ORCA_ROOT=/opt/current-orca
mkdir -p "$ROOT$ORCA_ROOT"
tar -xzpf "$base" -C "$ROOT$ORCA_ROOT" --numeric-owner
mount -t proc proc "$ROOT$ORCA_ROOT/proc"
mount --rbind /dev "$ROOT$ORCA_ROOT/dev"
mount --make-rslave "$ROOT$ORCA_ROOT/dev"
mount --bind "$ROOT/tmp" "$ROOT$ORCA_ROOT/tmp" # the displays' sockets, the buses' and Orca's logs
say "a current Orca: $(in_root chroot "$ORCA_ROOT" orca --version 2>/dev/null | tail -1)"
heard=$(mktemp)
in_root DICEBOX_ORCA="chroot $ORCA_ROOT orca" QT_QPA_PLATFORM=offscreen bash -c \
  'cd /root/dicebox && .venv/bin/python -m pytest -q -rs -n 0 -p no:randomly -p no:cacheprovider -s tests/outside/orca -k hears' \
  >"$heard" 2>&1 || true
sed 's/^/  current Orca: /' "$heard" # indented: never taken for the suite's closing line
closing=$(grep -E '^=*[ ]*[0-9]+ (passed|failed|skipped)' "$heard" | tail -1 || true)
rm -f "$heard"
# A skip is a failure here: this stage exists to hear the current Orca.
grep -qE '^=*[ ]*[1-9][0-9]* passed' <<<"$closing" && ! grep -qE 'failed|error|skipped' <<<"$closing" ||
  fail "a current Orca did not hear every step: '${closing:-no closing line}'"
printf '==> stage %s: %s s\n' "a current Orca (Debian 13's) hears every step" "$((SECONDS - started))"
