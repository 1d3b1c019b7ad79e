#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Validates the .desktop and AppStream metainfo files with the distribution's tools.
set -euo pipefail
dir="$1/installer/linux"
desktop-file-validate "$dir/io.github.switchyard.Switchyard.desktop"
appstreamcli validate --no-net --pedantic "$dir/io.github.switchyard.Switchyard.metainfo.xml"
echo "desktop and metainfo files are valid"
