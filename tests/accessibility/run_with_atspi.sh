#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs a command where assistive technology can see Qt programs: a display of its own (Xvfb), a
# D-Bus session of its own and the AT-SPI bus in it, Qt's AT-SPI bridge switched on.
#   run_with_atspi.sh COMMAND [ARGUMENTS…]
# Needs xvfb, dbus, at-spi2-core (and for the Python tests python3-pyatspi and xdotool, which types
# their keys); .ci/install-dependencies installs them. Nothing of the user's session is touched: settings and data go to a scratch folder.
set -euo pipefail
if [ -z "${KNOBEL_IN_DBUS:-}" ]; then
    export KNOBEL_IN_DBUS=1
    exec dbus-run-session -- "$0" "$@"
fi
scratch=$(mktemp -d)
cleanup() {
    for pid in ${bus:-} ${xvfb:-}; do kill "$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
    rm -rf "$scratch"
}
trap cleanup EXIT
export XDG_DATA_HOME=$scratch/data XDG_CONFIG_HOME=$scratch/config XDG_RUNTIME_DIR=$scratch/runtime
mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
# A display of its own: Xvfb picks a free number and writes it to the pipe.
exec 5<> <(:)
Xvfb -displayfd 5 -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
read -r -t 60 display <&5 || { echo "run_with_atspi.sh: Xvfb gave no display" >&2; exit 1; }
export DISPLAY=:$display
# The accessibility bus before any program asks for it; it starts the registry with this DISPLAY.
/usr/libexec/at-spi-bus-launcher --launch-immediately >/dev/null 2>&1 &
bus=$!
# Ready means: the session bus tells the accessibility bus's address, and on that bus the registry
# answers (a call to it starts it where D-Bus starts it on demand). A program started earlier finds no
# bus, stays off it for good, and a test would wait for it in vain. Each call returns as soon as the
# answer comes; the deadline is only for a launcher that never comes up (a machine under load takes
# seconds, not minutes).
deadline=$((SECONDS + 120))
address=
until address=$(dbus-send --session --print-reply=literal --dest=org.a11y.Bus /org/a11y/bus \
                    org.a11y.Bus.GetAddress 2>/dev/null) && [ -n "$address" ]; do
    if [ $SECONDS -ge $deadline ] || ! kill -0 "$bus" 2>/dev/null; then
        echo "run_with_atspi.sh: the accessibility bus did not come up" >&2
        exit 1
    fi
    sleep 0.1
done
address=$(echo $address)
until dbus-send --bus="$address" --print-reply --reply-timeout=20000 --dest=org.a11y.atspi.Registry \
          /org/a11y/atspi/accessible/root org.freedesktop.DBus.Properties.Get \
          string:org.a11y.atspi.Accessible string:Name >/dev/null 2>&1; do
    if [ $SECONDS -ge $deadline ]; then
        echo "run_with_atspi.sh: the accessibility registry did not answer on $address" >&2
        exit 1
    fi
    sleep 0.1
done
export QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 QT_QPA_PLATFORM=xcb NO_AT_BRIDGE=0
status=0
"$@" || status=$?
exit $status
