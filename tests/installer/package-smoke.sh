#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the .deb and .tar.gz with CPack, installs the .deb into a scratch root and runs
# `switchyard --version` and `switchyard --help` from it; checks `cmake --install` to a prefix.
set -euo pipefail
build="$1"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
(cd "$build" && cpack -B "$scratch/pkg" >"$scratch/cpack.log" 2>&1) || { cat "$scratch/cpack.log"; exit 1; }
deb="$(ls "$scratch"/pkg/switchyard_*.deb)"
ls "$scratch"/pkg/switchyard-*.tar.gz >/dev/null
depends="$(dpkg-deb -f "$deb" Depends)"
echo "Depends: $depends"
case "$depends" in *libqt6core6*) ;; *) echo "shlibdeps did not fill Depends" >&2; exit 1 ;; esac
dpkg -x "$deb" "$scratch/root"
test -f "$scratch/root/usr/share/applications/io.github.switchyard.Switchyard.desktop"
test -f "$scratch/root/usr/share/metainfo/io.github.switchyard.Switchyard.metainfo.xml"
test -f "$scratch/root/usr/share/icons/hicolor/scalable/apps/io.github.switchyard.Switchyard.svg"
test -f "$scratch/root/usr/share/icons/hicolor/48x48/apps/io.github.switchyard.Switchyard.png"
version="$(env -u DISPLAY -u QT_QPA_PLATFORM "$scratch/root/usr/bin/switchyard" --version)"
echo "$version"
case "$version" in *switchyard*|*Switchyard*) ;; *) echo "unexpected --version output" >&2; exit 1 ;; esac
env -u DISPLAY -u QT_QPA_PLATFORM "$scratch/root/usr/bin/switchyard" --help | grep -q -- "--demo"
cmake --install "$build" --prefix "$scratch/prefix" >/dev/null
test -x "$scratch/prefix/bin/switchyard"
echo "package smoke test passed"
