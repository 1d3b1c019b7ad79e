#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs one test inside a private D-Bus session bus (no notification server on it but the test's
# own). Usage: run_with_session_bus.sh <test binary> [args...]
set -u
if ! command -v dbus-run-session >/dev/null 2>&1; then
    echo "run_with_session_bus.sh: dbus-run-session is missing; skipping" >&2
    exit 77
fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/switchyard-bus.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM
mkdir -p "$tmp/runtime"
chmod 700 "$tmp/runtime"
XDG_RUNTIME_DIR="$tmp/runtime" SWITCHYARD_TEST_PRIVATE_BUS=1 dbus-run-session -- "$@"
status=$?
exit $status
