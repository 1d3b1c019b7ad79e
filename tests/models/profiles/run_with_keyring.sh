#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs one test inside a private D-Bus session with an unlocked gnome-keyring (Secret Service), in
# throw-away XDG folders. Usage: run_with_keyring.sh <test binary> [args...]
# (TOOLCHAIN.md §6: never `exec dbus-run-session`, which would drop the EXIT trap and leak the
# temporary folder.)
set -u
if ! command -v dbus-run-session >/dev/null 2>&1 || ! command -v gnome-keyring-daemon >/dev/null 2>&1; then
    echo "run_with_keyring.sh: dbus-run-session or gnome-keyring-daemon is missing; skipping" >&2
    exit 77
fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/switchyard-keyring.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM
mkdir -p "$tmp/data" "$tmp/runtime" "$tmp/config"
chmod 700 "$tmp/runtime"
XDG_DATA_HOME="$tmp/data" XDG_RUNTIME_DIR="$tmp/runtime" XDG_CONFIG_HOME="$tmp/config" \
HOME="$tmp" KEYCHAIN_REQUIRED=1 \
dbus-run-session -- sh -c '
    printf "switchyard-test" | gnome-keyring-daemon --unlock --components=secrets >/dev/null 2>&1
    "$@"
' keyring-session "$@"
status=$?
exit $status
