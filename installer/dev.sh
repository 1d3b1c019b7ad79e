#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The two quick-start commands of the README, and CI's test command.
#   installer/dev.sh demo   install dependencies, build (release preset), launch `switchyard --demo`
#   installer/dev.sh test   install dependencies, build (ci preset: ASan+UBSan, -Werror), run every test
# Extra arguments after `demo` go to switchyard; after `test` they go to ctest.
set -euo pipefail
cd "$(dirname "$0")/.."

mode="${1:-}"
shift || true
jobs="$(nproc)"

installer/install-deps.sh

case "$mode" in
demo)
    cmake --preset release
    cmake --build --preset release -j "$jobs" --target switchyard
    exec build/release/bin/switchyard --demo "$@"
    ;;
test)
    export QT_QPA_PLATFORM=offscreen
    export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$(mktemp -d)}"
    chmod 700 "$XDG_RUNTIME_DIR"
    echo "== format check (clang-format, .clang-format)"
    git ls-files '*.cpp' '*.h' | xargs -r clang-format --dry-run -Werror
    cmake --preset ci
    cmake --build --preset ci -j "$jobs"
    ctest --preset ci -j "$jobs" "$@"
    ;;
*)
    echo "usage: installer/dev.sh demo|test [args...]" >&2
    exit 2
    ;;
esac
