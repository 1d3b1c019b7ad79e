#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Installs every build, test and packaging dependency of Switchyard by Debian package name
# (Debian 12 "bookworm" and newer). Idempotent: packages already present are left alone.
# Works as root, or as a user with sudo. `install-deps.sh --list` prints the list and installs nothing
# (installer/check-deps.sh holds it against what the build and the tests use).
set -euo pipefail

PACKAGES=(
    # toolchain
    build-essential cmake ninja-build pkg-config file dpkg-dev python3 clang-format git ccache lld
    # Qt 6 and the libraries
    qt6-base-dev qt6-charts-dev qt6-svg-dev qt6-httpserver-dev qt6-websockets-dev qt6-tools-dev qt6-tools-dev-tools
    qt6-l10n-tools libqt6opengl6-dev libegl-dev libglu1-mesa-dev
    qt6-translations-l10n libqt6sql6-sqlite qtkeychain-qt6-dev libquazip1-qt6-dev nlohmann-json3-dev libgl-dev
    libxkbcommon-dev libsource-highlight-dev libsqlite3-dev
    # tests: offscreen/Xvfb GUI, keychain on a private session bus, schema validation, desktop files
    xvfb xauth dbus gnome-keyring fonts-dejavu-core python3-jsonschema desktop-file-utils appstream
)

if [ "${1:-}" = "--list" ]; then
    printf '%s\n' "${PACKAGES[@]}"
    exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
    SUDO=()
elif command -v sudo >/dev/null 2>&1; then
    SUDO=(sudo)
else
    echo "install-deps.sh: run as root or install sudo" >&2
    exit 1
fi

missing=()
for p in "${PACKAGES[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$p")
    fi
done

export DEBIAN_FRONTEND=noninteractive
if [ ${#missing[@]} -eq 0 ]; then
    echo "install-deps.sh: all ${#PACKAGES[@]} packages are installed"
    # installer/check-deps.sh (a test) asks apt what a fresh machine would get: it needs the lists.
    if ! ls /var/lib/apt/lists/*_Packages >/dev/null 2>&1; then
        "${SUDO[@]}" apt-get update -qq
    fi
    exit 0
fi

echo "install-deps.sh: installing ${#missing[@]} packages: ${missing[*]}"
"${SUDO[@]}" apt-get update -qq
"${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
