#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The two quick-start commands of the README, and CI's test command.
#   installer/dev.sh demo   install dependencies, build the app (release preset), launch `switchyard --demo`
#   installer/dev.sh test   install dependencies, build everything (ci preset: ASan+UBSan, -Werror), run every test
# Extra arguments after `demo` go to switchyard; after `test` they go to ctest.
# Each stage prints one line when it starts and one with its duration when it ends.
set -euo pipefail
cd "$(dirname "$0")/.."

mode="${1:-}"
shift || true
jobs="$(nproc)"
started=$SECONDS

stage() {
    echo "== dev.sh: $* ($((SECONDS - started)) s so far)"
}

case "$mode" in
demo | test) ;;
*)
    echo "usage: installer/dev.sh demo|test [args...]" >&2
    exit 2
    ;;
esac

stage "1/4 installing the Debian packages the build needs (installer/install-deps.sh)"
installer/install-deps.sh

case "$mode" in
demo)
    stage "2/4 configuring the release build in build/release"
    cmake --preset release
    stage "3/4 compiling the app and the demo server only (first time: several minutes on 2 cores)"
    cmake --build --preset release -j "$jobs" --target switchyard
    stage "4/4 launching build/release/bin/switchyard --demo"
    exec build/release/bin/switchyard --demo "$@"
    ;;
test)
    export QT_QPA_PLATFORM=offscreen
    export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$(mktemp -d)}"
    chmod 700 "$XDG_RUNTIME_DIR"
    stage "2/4 format check (clang-format, .clang-format)"
    git ls-files '*.cpp' '*.h' | xargs -r clang-format --dry-run -Werror
    stage "3/4 configuring and compiling everything in build/ci (ASan+UBSan, -Werror)"
    cmake --preset ci
    cmake --build --preset ci -j "$jobs"
    stage "4/4 running every test (ctest --preset ci)"
    ctest --preset ci -j "$jobs" "$@"
    stage "done"
    ;;
esac
