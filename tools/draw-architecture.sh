#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Redraws docs/architecture.png and docs/architecture.svg from the build itself: CMake's --graphviz
# output of a configure (tests, benchmarks and fuzzers off), filtered to the project's own targets
# (switchyard_*, switchyard, switchyard-sim; no helper targets) and the few external libraries that
# tell a layer's rule (Qt Widgets only above the models, SQLite in the models, JSON in the API layer
# and the simulator, ...), laid out by Graphviz `dot`. An arrow A -> B is "A links B" as the
# CMakeLists.txt files say it (direct links only; the rest follows transitively).
#
#   tools/draw-architecture.sh            # writes docs/architecture.{png,svg}
#   tools/draw-architecture.sh OUTDIR     # writes OUTDIR/architecture.{png,svg}
#
# Needs cmake, the project's build dependencies (a configure must succeed: installer/install-deps.sh)
# and Graphviz (Debian package graphviz: installed with apt-get when `dot` is missing).
set -eu

here=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-"$here/docs"}
mkdir -p "$out"

if ! command -v dot >/dev/null 2>&1; then
    echo "draw-architecture: installing graphviz (for dot)" >&2
    if [ "$(id -u)" -eq 0 ]; then
        apt-get install -y graphviz >&2
    else
        sudo apt-get install -y graphviz >&2
    fi
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM

# CMake reads the graph's options from CMakeGraphVizOptions.cmake in the build folder.
cat > "$work/CMakeGraphVizOptions.cmake" <<'OPTIONS'
set(GRAPHVIZ_GRAPH_NAME "switchyard")
set(GRAPHVIZ_EXTERNAL_LIBS TRUE)
set(GRAPHVIZ_GENERATE_PER_TARGET FALSE)
set(GRAPHVIZ_GENERATE_DEPENDERS FALSE)
set(GRAPHVIZ_INTERFACE_LIBS FALSE)
set(GRAPHVIZ_OBJECT_LIBS FALSE)
set(GRAPHVIZ_CUSTOM_TARGETS FALSE)
set(GRAPHVIZ_IGNORE_TARGETS "switchyard_options" "switchyard_testpch.*" ".*_autogen.*" ".*_lupdate" ".*_lrelease"
    ".*_qmlimportscan" "update_translations" "release_translations" ".*_other_files")
OPTIONS

cmake -S "$here" -B "$work" -G Ninja -DCMAKE_BUILD_TYPE=Release -DSWITCHYARD_BUILD_TESTS=OFF \
    -DSWITCHYARD_BUILD_BENCHMARKS=OFF -DSWITCHYARD_BUILD_FUZZERS=OFF -DSWITCHYARD_CCACHE=OFF \
    --graphviz="$work/targets.dot" >"$work/configure.log" 2>&1 || {
    cat "$work/configure.log" >&2
    exit 1
}

# Keep the project's own targets (the names CMake writes as labels) and the edges between them;
# give the layers the picture's order (the executables on top, the domain at the bottom).
awk '
    /label = "/ {
        match($0, /"node[0-9]+"/); node = substr($0, RSTART + 1, RLENGTH - 2)
        match($0, /label = "[^"]*"/); name = substr($0, RSTART + 9, RLENGTH - 10)
        if (name ~ /^switchyard([_-].*)?$/) { keep[node] = name; own[node] = 1 }
        else if (name ~ /^(Qt6::(Core|Network|Widgets|Sql|HttpServer|WebSockets|Charts|Concurrent|Svg)$|nlohmann_json::nlohmann_json$|QuaZip::QuaZip$|qt6keychain)/) {
            sub(/\\n.*/, "", name); keep[node] = name
        }
        next
    }
    /->/ {
        match($0, /"node[0-9]+" -> "node[0-9]+"/)
        split(substr($0, RSTART, RLENGTH), p, /"/)
        if ((p[2] in own) && (p[4] in keep)) edge[p[2] " " p[4]] = 1
        next
    }
    END {
        print "digraph switchyard {"
        print "  graph [rankdir=TB, nodesep=0.5, ranksep=0.55, fontname=\"Helvetica\", fontsize=11,"
        print "         label=\"Switchyard: CMake targets and what each links (tools/draw-architecture.sh)\", labelloc=b];"
        print "  node [shape=box, style=\"rounded,filled\", fontname=\"Helvetica\", fontsize=12, fillcolor=\"#eef3fb\", color=\"#4a6fa5\"];"
        print "  edge [color=\"#555555\", arrowsize=0.7];"
        for (n in keep) {
            name = keep[n]; extra = ""
            if (name == "switchyard" || name == "switchyard-sim") extra = ", shape=box3d, fillcolor=\"#fdf1dc\", color=\"#b07d2b\""
            else if (name == "switchyard_sim") extra = ", fillcolor=\"#fdf1dc\", color=\"#b07d2b\""
            else if (!(n in own)) extra = ", shape=ellipse, style=filled, fillcolor=\"#f2f2f2\", color=\"#999999\", fontsize=10"
            printf "  \"%s\" [label=\"%s\"%s];\n", n, name, extra
        }
        for (e in edge) { split(e, q, " "); printf "  \"%s\" -> \"%s\";\n", q[1], q[2] }
        print "}"
    }
' "$work/targets.dot" >"$work/architecture.dot"

# A stable file whatever awk's hash order: sort the node and edge lines.
{ head -5 "$work/architecture.dot"; sed -n '6,$p' "$work/architecture.dot" | grep -v '^}$' | sort; echo "}"; } \
    >"$work/sorted.dot"

dot -Tsvg "$work/sorted.dot" -o "$out/architecture.svg"
dot -Tpng -Gdpi=110 "$work/sorted.dot" -o "$out/architecture.png"
echo "draw-architecture: wrote $out/architecture.png and $out/architecture.svg"
