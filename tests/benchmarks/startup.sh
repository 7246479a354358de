#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Start-up time (until the first window is mapped) and resident memory two seconds later, for
# Knobelbecher beside KDE Kiriki and GNOME Tali, in one run under one Xvfb display.
# Needs: xvfb xdotool dbus, and the Debian packages kiriki and tali for the comparison
# (Kiriki refuses to start without a D-Bus session bus, so every program gets one).
# Run:   tests/benchmarks/startup.sh [build-dir] [runs]
set -euo pipefail
build="${1:-build}"
runs="${2:-5}"
if [ -z "${DISPLAY:-}" ]; then
    exec xvfb-run -a -s "-screen 0 1280x800x24" "$0" "$@"
fi
if [ -z "${DBUS_SESSION_BUS_ADDRESS:-}" ]; then
    exec dbus-run-session -- "$0" "$@"
fi

measure() { # prints "milliseconds rss-kB anonymous-kB pss-kB" for one start of the command
    local config
    config=$(mktemp -d)
    local start end pid window=""
    start=$(date +%s%N)
    XDG_CONFIG_HOME="$config" XDG_DATA_HOME="$config" "$@" >"$config/output.log" 2>&1 &
    pid=$!
    for _ in $(seq 1 3000); do
        window=$(xdotool search --onlyvisible --pid "$pid" 2>/dev/null | head -n 1 || true)
        [ -n "$window" ] && break
        sleep 0.005
    done
    end=$(date +%s%N)
    sleep 2
    if ! kill -0 "$pid" 2>/dev/null; then
        local status=0
        wait "$pid" || status=$?
        echo "$1 ended by itself with status $status; it said:" >&2
        tail -n 5 "$config/output.log" >&2
        rm -rf "$config"
        return 1
    fi
    local rss anon pss
    rss=$(awk '/^VmRSS/ {print $2}' "/proc/$pid/status")
    anon=$(awk '/^RssAnon/ {print $2}' "/proc/$pid/status")
    pss=$(awk '/^Pss:/ {s += $2} END {print s}' "/proc/$pid/smaps")
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    rm -rf "$config"
    [ -n "$window" ] || { echo "no window" >&2; return 1; }
    echo "$(( (end - start) / 1000000 )) $rss $anon $pss"
}

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

report() { # name command...
    local name=$1; shift
    if ! command -v "$1" >/dev/null 2>&1 && [ ! -x "$1" ]; then
        printf '%-14s not installed\n' "$name"
        return
    fi
    local times="" sizes="" anons="" psss=""
    for _ in $(seq 1 "$runs"); do
        read -r ms kb anon pss < <(measure "$@") || { echo "$name: a start failed" >&2; return 1; }
        times+="$ms"$'\n'
        sizes+="$kb"$'\n'
        anons+="$anon"$'\n'
        psss+="$pss"$'\n'
    done
    mib() { median | awk '{printf "%.1f", $1 / 1024}'; }
    printf '%-14s %10s ms %10s MiB %10s MiB %10s MiB   (runs: %s ms)\n' "$name" \
        "$(printf '%s' "$times" | median)" "$(printf '%s' "$sizes" | mib)" "$(printf '%s' "$anons" | mib)" \
        "$(printf '%s' "$psss" | mib)" "$(printf '%s' "$times" | tr '\n' ' ')"
}

echo "medians of $runs starts; memory two seconds after the window was shown"
printf '%-14s %13s %14s %14s %14s\n' "program" "window shown" "RSS" "anonymous" "PSS"
report knobelbecher "$build/app/knobelbecher/knobelbecher" --lang en
report kiriki /usr/games/kiriki
report tali /usr/games/tali
