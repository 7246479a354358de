#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Compares compile times under four sets of flags on a sample of the build's own files
# (docs/ci-time.md): each file is compiled alone with its own command line, only the optimisation,
# debug and sanitizer flags swapped; prints user + system seconds per set.
#   tests/benchmarks/compile-flags.sh [BUILD_DIR] [FILES]     default build, 14 files
# The sample is the same for the same build (a fixed shuffle).
set -euo pipefail
build="${1:-build}"
files="${2:-14}"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
ninja -C "$build" -t commands all | grep " -c " | grep -v "clang" \
    | shuf --random-source=<(yes) -n "$files" > "$out/commands"
sanitize="-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined"
declare -A flags=(
    ["O2 -g"]="-O2 -g"
    ["O2 -g1"]="-O2 -g1"
    ["O2 -g, sanitizers"]="-O2 -g $sanitize"
    ["O1 -g1, sanitizers"]="-O1 -g1 $sanitize")
declare -A seconds
cd "$build"
while read -r command; do
    command=${command#ccache }
    for name in "${!flags[@]}"; do
        line=$(echo "$command" | sed -e "s/ -O2 -g / ${flags[$name]} /" -e "s| -o [^ ]*\.o | -o $out/x.o |" \
                                    -e 's/ -MD -MT [^ ]* -MF [^ ]* / /')
        /usr/bin/time -o "$out/time" -f "%U %S" sh -c "$line" >/dev/null 2>&1 || true
        seconds[$name]=$(awk -v sum="${seconds[$name]:-0}" '{ print sum + $1 + $2 }' "$out/time")
    done
done < "$out/commands"
for name in "O2 -g" "O2 -g1" "O2 -g, sanitizers" "O1 -g1, sanitizers"; do
    printf '%-20s %8.1f s for %d files\n' "$name" "${seconds[$name]}" "$files"
done
