#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Are the dependencies complete by construction? Everything the build found (every path under /usr
# in CMakeCache.txt: package config files, libraries, programs) and everything the tests and
# packaging use at run time must belong to a Debian package that a pristine Debian 12 gets from
# installer/install-deps.sh's list, following Depends and Pre-Depends only (the script installs
# with --no-install-recommends), or to a package every Debian system has (Essential or
# Priority: required).
#
#   installer/check-deps.sh BUILD_DIR [PACKAGE_LIST_SCRIPT]
#
# The closure is computed with apt's resolver against an empty dpkg status (what a fresh machine
# would be given), so it needs the package lists (apt-get update). Exits 1 and names each path,
# its package and the package to add when something is outside it.
set -euo pipefail

build_dir="${1:?usage: check-deps.sh BUILD_DIR [install-deps.sh]}"
list_script="${2:-$(dirname "$0")/install-deps.sh}"
cache="$build_dir/CMakeCache.txt"
[ -f "$cache" ] || { echo "check-deps: no $cache (configure first)" >&2; exit 2; }

mapfile -t packages < <(bash "$list_script" --list)
[ ${#packages[@]} -gt 0 ] || { echo "check-deps: $list_script --list printed no packages" >&2; exit 2; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
: >"$work/empty-status"

# The packages a fresh machine would get: apt's own answer for an empty system.
if ! apt-get install -s -qq --no-install-recommends -o Dir::State::status="$work/empty-status" \
    "${packages[@]}" >"$work/sim" 2>"$work/sim.err"; then
    echo "check-deps: apt-get could not resolve the list from nothing:" >&2
    cat "$work/sim.err" >&2
    exit 2
fi
awk '$1 == "Inst" { print $2 }' "$work/sim" | sed 's/:.*//' | sort -u >"$work/closure"
printf '%s\n' "${packages[@]}" | sort -u >>"$work/closure"
sort -u -o "$work/closure" "$work/closure"

# Paths to account for: 1. what CMake found under /usr.
{
    sed -n 's/^[A-Za-z0-9_.+-]*:\(FILEPATH\|PATH\|STRING\|INTERNAL\)=\(\/usr\/.*\)$/\2/p' "$cache" |
        tr ';' '\n' | grep '^/usr/' || true
} | sort -u >"$work/cache-paths"

: >"$work/paths"
while IFS= read -r p; do
    [ -e "$p" ] || continue
    case "$p" in /usr/local/*) echo "note: $p is outside Debian's packages" >&2; continue ;; esac
    if [ -d "$p" ]; then
        # A package's config folder: account for its config files, not for the shared folder.
        find "$p" -maxdepth 1 \( -name '*Config.cmake' -o -name '*-config.cmake' \) -print >>"$work/paths"
    else
        echo "$p" >>"$work/paths"
    fi
done <"$work/cache-paths"

# 2. What the tests and packaging use at run time, beside what CMake found.
runtime_commands=(python3 dbus-run-session gnome-keyring-daemon xvfb-run xauth desktop-file-validate
    appstreamcli dpkg-shlibdeps file clang-format git)
for c in "${runtime_commands[@]}"; do
    if path="$(PATH=/usr/sbin:/usr/bin:/sbin:/bin command -v "$c")"; then
        echo "$path" >>"$work/paths"
    else
        echo "MISSING  command $c (used by the tests or packaging) is not installed"
        echo "missing" >>"$work/failed"
    fi
done
qt_plugins="$(qtpaths6 --plugin-dir 2>/dev/null || echo /usr/lib/x86_64-linux-gnu/qt6/plugins)"
for f in "$qt_plugins/sqldrivers/libqsqlite.so" "$qt_plugins/platforms/libqoffscreen.so" \
    "$qt_plugins/platforms/libqxcb.so" "$qt_plugins/imageformats/libqsvg.so" \
    /usr/share/qt6/translations/qtbase_de.qm /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf; do
    echo "$f" >>"$work/paths"
done
if jsonschema="$(/usr/bin/python3 -c 'import jsonschema, sys; sys.stdout.write(jsonschema.__file__)' 2>/dev/null)"; then
    echo "$jsonschema" >>"$work/paths"
else
    echo "MISSING  python module jsonschema (tst_simconformance) for /usr/bin/python3"
    echo "missing" >>"$work/failed"
fi

owner_of() {
    local path="$1" real
    real="$(readlink -f "$path")"
    for candidate in "$path" "$real" "${path#/usr}" "${real#/usr}"; do
        [ -n "$candidate" ] || continue
        if out="$(dpkg-query -S "$candidate" 2>/dev/null)"; then
            # "pkg1, pkg2: /path" (diversions print other lines first).
            echo "$out" | grep -v '^diversion' | tail -n 1 | sed 's/: \/.*$//; s/:[a-z0-9]*//g; s/, /\n/g' | head -n 1
            return 0
        fi
    done
    return 1
}

always_present() {
    local p="$1"
    [ "$(dpkg-query -W -f='${Essential}' "$p" 2>/dev/null)" = "yes" ] && return 0
    [ "$(dpkg-query -W -f='${Priority}' "$p" 2>/dev/null)" = "required" ] && return 0
    return 1
}

checked=0
sort -u "$work/paths" | while IFS= read -r path; do
    [ -e "$path" ] || { echo "MISSING  $path (expected on a machine set up by the list)"; echo x >>"$work/failed"; continue; }
    if ! pkg="$(owner_of "$path")"; then
        echo "UNOWNED  $path belongs to no Debian package"
        echo x >>"$work/failed"
        continue
    fi
    if grep -qx "$pkg" "$work/closure" || always_present "$pkg"; then
        continue
    fi
    echo "OUTSIDE  $path is in package $pkg, which install-deps.sh does not bring (add $pkg to its list)"
    echo x >>"$work/failed"
done
checked="$(sort -u "$work/paths" | wc -l)"

if [ -s "$work/failed" 2>/dev/null ]; then
    echo "check-deps: $(wc -l <"$work/failed") of $checked paths are not covered by the ${#packages[@]} listed packages"
    exit 1
fi
echo "check-deps: all $checked paths the build and tests use come from the ${#packages[@]} listed packages" \
    "($(wc -l <"$work/closure") packages with their Depends)"
