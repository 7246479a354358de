#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Frame times while dice are thrown: Knobelbecher at 1280×800 under Xvfb, Qt Quick's timing log
# (QSG_RENDER_TIMING=1), a seeded Escalero game, a number of throws with their full animation.
# Run: tests/benchmarks/frametimes.sh [build-dir] [throws] [backend: software (the default) | opengl]
set -euo pipefail
build="${1:-build}"
throws="${2:-10}"
backend="${3:-software}"
if [ -z "${DISPLAY:-}" ]; then
    exec xvfb-run -a -s "-screen 0 1280x800x24" "$0" "$@"
fi
log=$(mktemp)
config=$(mktemp -d)
XDG_CONFIG_HOME="$config" QT_QUICK_BACKEND="$backend" QSG_RENDER_TIMING=1 \
    QT_LOGGING_RULES="qt.scenegraph.time.renderloop.debug=true" \
    "$build/app/knobelbecher/knobelbecher" --game escalero --players Anna,Ben --seed 5 --lang en >"$log" 2>&1 &
pid=$!
window=""
for _ in $(seq 1 400); do
    window=$(xdotool search --onlyvisible --pid "$pid" 2>/dev/null | head -n 1 || true)
    [ -n "$window" ] && break
    sleep 0.01
done
xdotool windowsize "$window" 1280 800
sleep 1
skip=$(wc -l <"$log") # only the frames of the throws count
for turn in $(seq 1 "$throws"); do
    xdotool key space
    sleep 0.9 # the tumble takes 0.62 s
    if [ $((turn % 3)) -eq 0 ]; then # after three throws a box must be written: the first free one
        xdotool key Down Return
        sleep 0.2
        xdotool key Return 2>/dev/null || true # confirms a strike if one is asked for
        sleep 0.2
    fi
done
kill "$pid"
wait "$pid" 2>/dev/null || true
# "Frame rendered with 'software' renderloop in 1ms" (software) or "frame rendered in 1ms" (threaded, basic)
tail -n +"$((skip + 1))" "$log" | grep -oE '[Ff]rame rendered (with .software. renderloop )?in [0-9]+ms' | grep -oE '[0-9]+ms' | tr -d 'ms' | sort -n |
    awk -v backend="$backend" -v throws="$throws" '{a[NR]=$1; s+=$1}
        END {if (NR == 0) {print "no frames logged"; exit 1}
             printf "%s renderer, %d throws, %d frames: median %d ms, 95th percentile %d ms, max %d ms, mean %.2f ms\n",
                    backend, throws, NR, a[int((NR+1)/2)], a[int(NR*0.95 + 0.5)], a[NR], s/NR}'
rm -rf "$log" "$config"
