#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when the committed .ts files are out of date with the sources (strings added, changed or
# removed without running `cmake --build <dir> --target update_translations`), or when a
# translation is unfinished. Runs lupdate on a scratch copy; the tree is never modified.
set -euo pipefail
src="$1"
lupdate="${LUPDATE:-$(command -v lupdate || echo /usr/lib/qt6/bin/lupdate)}"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
mapfile -t sources < <(cd "$src" && find app ui models -name '*.cpp' -not -path 'app/sim/*' | sort)
status=0
for ts in "$src"/translations/switchyard_*.ts; do
    name="$(basename "$ts")"
    cp "$ts" "$scratch/$name"
    (cd "$src" && "$lupdate" -silent -I . -no-obsolete -locations none "${sources[@]}" -ts "$scratch/$name") >/dev/null
    if ! diff -q "$ts" "$scratch/$name" >/dev/null; then
        echo "$name is out of date with the sources; run the update_translations target and translate:" >&2
        diff -u "$ts" "$scratch/$name" | head -40 >&2
        status=1
    fi
    unfinished="$(grep -c 'type="unfinished"' "$ts" || true)"
    if [ "$unfinished" -ne 0 ]; then
        echo "$name has $unfinished unfinished translation(s)" >&2
        status=1
    fi
    messages="$(grep -c '<message' "$ts" || true)"
    echo "$name: $messages messages"
done
exit $status
