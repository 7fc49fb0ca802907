#!/usr/bin/env bash
# The README, proved on a bare Debian 12: a `debootstrap --variant=minbase` chroot with only
# python3, python3-venv and git added, the repository cloned into it (committed HEAD, as CI
# clones it), and the README's two commands run in it exactly as written, as root: the set-up
# and play command with --smoke-test appended, then the test command. Both are read from
# README.md's code blocks (dicebox_packaging/bare_debian.py), so they cannot drift apart.
#
#   bash packaging/check-bare-debian.sh [--keep]      as root on Debian; CI (.ci/run) runs it
#
# Anything the bare machine lacks is fixed in assets/system-packages.txt, the one list the
# README's commands install from, never here. What is copied in from this machine is how it
# reaches the registries, nothing of the project: its apt sources (and their Acquire settings),
# resolv.conf, its pip configuration and PIP_* variables, and the local wheel folders they name
# (bind-mounted read-only). The minbase system (with the three packages) is kept as a tarball in
# $DICEBOX_BARE_CACHE (default /var/cache/dicebox-bare-debian), keyed by suite, architecture,
# archive and packages, and made again when older than 30 days. --keep leaves the chroot.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
REPO=$PWD
SUITE=bookworm
ADDED="python3 python3-venv git"
ADD="apt-get install -y -qq --no-install-recommends $ADDED" # nothing but the three and what they depend on
CACHE=${DICEBOX_BARE_CACHE:-/var/cache/dicebox-bare-debian}
KEEP=${1-}
START=$SECONDS

say() { printf '[bare-debian %4ss] %s\n' "$((SECONDS - START))" "$*"; }
fail() {
  printf '\n==== BARE DEBIAN CHECK FAILED: %s ====\n' "$*" >&2
  exit 1
}

[ "$(id -u)" = 0 ] || fail "it must run as root (debootstrap, chroot and mounts)"
if ! command -v debootstrap >/dev/null 2>&1; then
  say "installing debootstrap"
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends debootstrap >/dev/null; } ||
    fail "debootstrap could not be installed with apt-get"
fi
helper() { (cd "$REPO/packaging" && python3 -m dicebox_packaging.bare_debian "$@"); }
ARCHIVE=$(helper archive "$SUITE") || fail "no apt source for $SUITE on this machine"
mapfile -t COMMANDS < <(helper readme "$REPO/README.md")
[ ${#COMMANDS[@]} -eq 2 ] || fail "README.md's two commands could not be read"
ARCH=$(dpkg --print-architecture)
COMMIT=$(git -C "$REPO" rev-parse HEAD)

ROOT=$(mktemp -d /var/tmp/dicebox-bare-debian.XXXXXX)
# Every mount under $ROOT, deepest first (from the kernel's own table, not from a list kept here).
mounts_under() { awk -v root="$ROOT" '$5 == root || index($5, root "/") == 1 { print $5 }' /proc/self/mountinfo | sort -r; }
mount_system() {
  mount -t proc proc "$ROOT/proc"
  mount -t sysfs sysfs "$ROOT/sys"
  mount --rbind /dev "$ROOT/dev"
  mount --make-rslave "$ROOT/dev"
}
unmount_all() {
  local target
  for target in $(mounts_under); do umount "$target" 2>/dev/null || umount -l "$target" || true; done
  [ -z "$(mounts_under)" ]
}
cleanup() {
  local status=$?
  trap - EXIT INT TERM
  if ! unmount_all; then
    echo "check-bare-debian.sh: still mounted under $ROOT, so it is left in place:" $(mounts_under) >&2
  elif [ "$KEEP" = --keep ] && [ -d "$ROOT" ]; then
    echo "check-bare-debian.sh: the chroot is kept in $ROOT" >&2
  else
    rm -rf --one-file-system "$ROOT"
  fi
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# The base: a cached tarball of minbase plus the three packages, or made now and cached.
KEY="$SUITE-$ARCH-$(printf '%s %s' "$ARCHIVE" "$ADD" | sha256sum | cut -c1-12)"
TARBALL="$CACHE/$KEY.tar.gz"
in_root() { chroot "$ROOT" /usr/bin/env -i HOME=/root PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin "$@"; }
chmod 755 "$ROOT" # apt's _apt user must be able to walk in
if [ -f "$TARBALL" ] && [ -z "$(find "$TARBALL" -mtime +30)" ]; then
  say "unpacking the cached base $TARBALL"
  tar -xzpf "$TARBALL" -C "$ROOT" --numeric-owner
else
  say "debootstrap --variant=minbase $SUITE from $ARCHIVE (no cached base)"
  debootstrap --variant=minbase "$SUITE" "$ROOT" "$ARCHIVE" >"$ROOT.debootstrap.log" 2>&1 ||
    { tail -20 "$ROOT.debootstrap.log" >&2; fail "debootstrap failed (log: $ROOT.debootstrap.log)"; }
  rm -f "$ROOT.debootstrap.log"
  cp /etc/resolv.conf "$ROOT/etc/resolv.conf"
  say "adding only: $ADDED"
  mount_system
  in_root sh -c "apt-get update -qq && DEBIAN_FRONTEND=noninteractive $ADD >/dev/null && apt-get clean" ||
    fail "apt-get could not add $ADDED"
  unmount_all || fail "could not unmount the chroot's /proc, /sys and /dev before caching it"
  mkdir -p "$CACHE"
  tar -czpf "$TARBALL.part" -C "$ROOT" --numeric-owner --one-file-system . && mv "$TARBALL.part" "$TARBALL"
  say "cached the base as $TARBALL ($(du -h "$TARBALL" | cut -f1))"
fi

# How this machine reaches the registries: DNS, apt's sources and Acquire settings, pip's config.
cp /etc/resolv.conf "$ROOT/etc/resolv.conf"
rm -f "$ROOT/etc/apt/sources.list" "$ROOT"/etc/apt/sources.list.d/*
for file in /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources; do
  [ -f "$file" ] && cp "$file" "$ROOT$file"
done
for file in /etc/apt/apt.conf.d/*; do
  grep -q 'Acquire' "$file" 2>/dev/null && cp "$file" "$ROOT$file"
done
for keyring in $(grep -hoE '(Signed-By:|signed-by=)[[:space:]]*/[^] ]+' /etc/apt/sources.list /etc/apt/sources.list.d/* 2>/dev/null | sed 's/.*[:=][[:space:]]*//'); do
  [ -e "$ROOT$keyring" ] || cp --parents "$keyring" "$ROOT"
done
# The machine's own certificate authorities (a TLS proxy's, say): the CA bundle pip is pointed at
# is copied below, and these keep it whole should the tests' apt-get run update-ca-certificates.
for config in /usr/local/share/ca-certificates /etc/pip.conf /etc/xdg/pip; do
  [ -e "$config" ] && cp -r --parents "$config" "$ROOT"
done
for config in .pip .config/pip; do # this account's pip settings become the chroot's root's
  [ -d "$HOME/$config" ] && mkdir -p "$ROOT/root/$config" && cp -r "$HOME/$config/." "$ROOT/root/$config/"
done
PIP_ENV=()
while IFS='=' read -r name value; do PIP_ENV+=("$name=$value"); done < <(env | grep '^PIP_' || true)
LOCAL_DIRS=()
while read -r kind path; do
  if [ "$kind" = file ]; then
    cp --parents "$path" "$ROOT"
  else
    LOCAL_DIRS+=("$path")
  fi
done < <(helper pip-paths)

mount_system
for dir in ${LOCAL_DIRS[@]+"${LOCAL_DIRS[@]}"}; do
  mkdir -p "$ROOT$dir"
  mount --bind "$dir" "$ROOT$dir"
  mount -o remount,bind,ro "$ROOT$dir"
done
[ ${#LOCAL_DIRS[@]} -eq 0 ] || say "pip's local folders, read-only: ${LOCAL_DIRS[*]}"

# The repository as CI gets it: a clone of the committed HEAD, nothing of the work tree.
git clone -q --bare --no-local "$REPO" "$ROOT/srv/dicebox.git"
in_root git clone -q /srv/dicebox.git /root/dicebox
in_root git -C /root/dicebox -c advice.detachedHead=false checkout -q "$COMMIT"
say "cloned $COMMIT ($(git -C "$REPO" log -1 --format=%s "$COMMIT" | cut -c1-60))"
printf '==> stage %s: %s s\n' "bare Debian $SUITE chroot (base, registries, clone)" "$((SECONDS - START))"

run_readme() {
  local started=$SECONDS
  say "running, as written in README.md: $*"
  in_root ${PIP_ENV[@]+"${PIP_ENV[@]}"} TERM=dumb bash -c 'cd /root/dicebox && eval "$1"' bash "$*" ||
    fail "'$*' failed on a bare Debian $SUITE (after $((SECONDS - started)) s)"
  say "passed in $((SECONDS - started)) s: $*"
}
started=$SECONDS
run_readme "${COMMANDS[0]}" --smoke-test
printf '==> stage %s: %s s\n' "README play command --smoke-test (runtime set)" "$((SECONDS - started))"
run_readme "${COMMANDS[1]}"
say "the README's commands pass on a bare Debian $SUITE (total $((SECONDS - START)) s)"
