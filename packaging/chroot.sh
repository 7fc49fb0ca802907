#!/usr/bin/env bash
# A bare Debian to run things in, shared by packaging/check-bare-debian.sh and the checks that
# try the built app on other Debian releases: a `debootstrap --variant=minbase SUITE` chroot with
# only ADDED packages, reaching the registries exactly as this machine does (its apt archive and
# Acquire settings, DNS, pip's configuration and the local wheel folders it names, bind-mounted
# read-only), /proc, /sys and /dev mounted, everything unmounted by a trap, failed or not, and the
# chroot deleted only once no mount is left under it (read from /proc/self/mountinfo). The
# minbase system with ADDED is kept as a tarball in $CACHE, keyed by suite, architecture,
# archive and packages, and made again when older than 30 days.
#
# Sourced, after setting: NAME (for messages and the chroot's folder), REPO, SUITE, ADDED,
# CACHE, START (the caller's $SECONDS at its start) and KEEP ("--keep" leaves the chroot).
# Gives: ROOT, in_root CMD..., PIP_ENV (the PIP_* variables to pass in), say, fail, helper.

ADD="apt-get install -y -qq --no-install-recommends $ADDED" # nothing but these and what they depend on

say() { printf '[%s %4ss] %s\n' "$NAME" "$((SECONDS - START))" "$*"; }
fail() {
  printf '\n==== %s FAILED: %s ====\n' "$NAME" "$*" >&2
  exit 1
}

[ "$(id -u)" = 0 ] || fail "it must run as root (debootstrap, chroot and mounts)"
if ! command -v debootstrap >/dev/null 2>&1; then
  say "installing debootstrap"
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends debootstrap >/dev/null; } ||
    fail "debootstrap could not be installed with apt-get"
fi
helper() { (cd "$REPO/packaging" && python3 -m dicebox_packaging.bare_debian "$@"); }
HOST_SUITE=$(. /etc/os-release 2>/dev/null && echo "${VERSION_CODENAME-}")
# The archive apt uses for the suite; another Debian release comes from the same archive as this one.
ARCHIVE=$(helper archive "$SUITE" 2>/dev/null || helper archive "$HOST_SUITE") ||
  fail "no apt source for $SUITE (or $HOST_SUITE) on this machine"
ARCH=$(dpkg --print-architecture)

ROOT=$(mktemp -d "/var/tmp/dicebox-$NAME-$SUITE.XXXXXX")
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
    echo "$NAME: still mounted under $ROOT, so it is left in place:" $(mounts_under) >&2
  elif [ "$KEEP" = --keep ] && [ -d "$ROOT" ]; then
    echo "$NAME: the chroot is kept in $ROOT" >&2
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
if [ "$SUITE" = "$HOST_SUITE" ]; then
  for file in /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources; do
    [ -f "$file" ] && cp "$file" "$ROOT$file"
  done
else # another release: its own suite from the same archive (this machine's sources name only its own)
  echo "deb $ARCHIVE $SUITE main" >"$ROOT/etc/apt/sources.list"
fi
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
