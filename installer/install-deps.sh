#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Installs every build, test and packaging dependency of Switchyard by Debian package name
# (Debian 12 "bookworm" and newer). Idempotent: packages already present are left alone.
# Works as root, or as a user with sudo.
set -euo pipefail

PACKAGES=(
    # toolchain
    build-essential cmake ninja-build pkg-config file dpkg-dev python3 clang-format
    # Qt 6 and the libraries
    qt6-base-dev qt6-charts-dev qt6-svg-dev qt6-httpserver-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    qt6-translations-l10n libqt6sql6-sqlite qtkeychain-qt6-dev libquazip1-qt6-dev nlohmann-json3-dev libgl-dev
    libxkbcommon-dev libsource-highlight-dev
    # tests: offscreen/Xvfb GUI, keychain on a private session bus, schema validation, desktop files
    xvfb xauth dbus gnome-keyring fonts-dejavu-core python3-jsonschema desktop-file-utils appstream
)

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

if [ ${#missing[@]} -eq 0 ]; then
    echo "install-deps.sh: all ${#PACKAGES[@]} packages are installed"
    exit 0
fi

echo "install-deps.sh: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${SUDO[@]}" apt-get update -qq
"${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
