#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the Debian package from a build folder and checks it as a distribution would:
# desktop-file-validate, appstreamcli, lintian (no errors), the file list and the Depends,
# and the programs run from a scratch root where the package was unpacked (dpkg -x).
# Run: packaging/check-package.sh build
set -euo pipefail
build="$(cd "${1:-build}" && pwd)"
source_dir="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

cd "$build"
cpack -G DEB -B "$work/out" >"$work/cpack.log" 2>&1 || { cat "$work/cpack.log"; exit 1; }
deb=$(ls "$work"/out/knobelbecher_*_amd64.deb)
echo "built $(basename "$deb") ($(stat -c %s "$deb") bytes)"

desktop-file-validate "$source_dir/packaging/org.knobelbecher.Knobelbecher.desktop"
appstreamcli validate --no-net "$source_dir/packaging/org.knobelbecher.Knobelbecher.metainfo.xml"
lintian --fail-on error "$deb" 2>&1 | grep -v 'running with root privileges' || true
lintian --fail-on error "$deb" >/dev/null 2>&1 || { echo "lintian reports errors"; exit 1; }
echo "lintian: no errors"

# The package holds what it should.
dpkg-deb -c "$deb" | awk '{print $6}' | sed 's|^\./|/|' >"$work/files"
missing=0
for file in /usr/games/knobelbecher /usr/games/knobel \
    /usr/share/applications/org.knobelbecher.Knobelbecher.desktop \
    /usr/share/metainfo/org.knobelbecher.Knobelbecher.metainfo.xml \
    /usr/share/mime/packages/knobelbecher.xml \
    /usr/share/icons/hicolor/scalable/apps/knobelbecher.svg \
    /usr/share/icons/hicolor/16x16/apps/knobelbecher.png /usr/share/icons/hicolor/48x48/apps/knobelbecher.png \
    /usr/share/icons/hicolor/256x256/apps/knobelbecher.png \
    /usr/share/man/man6/knobelbecher.6.gz /usr/share/man/man6/knobel.6.gz \
    /usr/share/doc/knobelbecher/copyright /usr/share/doc/knobelbecher/changelog.gz; do
    grep -qx "$file" "$work/files" || { echo "missing from the package: $file"; missing=1; }
done
[ "$missing" = 0 ] || exit 1
# Würfel-Poker's table is shipped (tools/ship_tables), so a fresh install's first computer decision
# reads it instead of building it.
grep -qx '/usr/share/knobelbecher/tables/wuerfelpoker-[0-9a-f]*\.table' "$work/files" \
    || { echo "missing from the package: Würfel-Poker's table under /usr/share/knobelbecher/tables"; exit 1; }
if grep -q "$build" <(dpkg-deb --fsys-tarfile "$deb" | tar -xO 2>/dev/null | strings); then
    echo "the package refers to the build folder $build"
    exit 1
fi
echo "file list: complete, no reference to the build folder"

depends=$(dpkg-deb -f "$deb" Depends)
for package in qml6-module-qtquick qml6-module-qtquick-controls qml6-module-qtquick-layouts \
    qml6-module-qtquick-window qml6-module-qtqml-workerscript qt6-qpa-plugins libqt6sql6-sqlite libqt6quick6 libqt6core6; do
    grep -q "$package" <<<"$depends" || { echo "Depends lacks $package"; exit 1; }
done
echo "Depends: $depends"

# Unpacked into a scratch root, the programs run from their installed paths alone.
dpkg -x "$deb" "$work/root"
"$work/root/usr/games/knobel" --version
"$work/root/usr/games/knobel" score escalero 10 J Q K A --served >/dev/null
# The installed knobel reads the shipped table: nothing is built into an empty cache.
XDG_CACHE_HOME="$work/cache" "$work/root/usr/games/knobel" simulate wuerfelpoker --level perfect --games 1 \
    --seed 1 >/dev/null
if [ -n "$(ls -A "$work/cache/knobelbecher/tables" 2>/dev/null)" ]; then
    echo "the installed knobel built Würfel-Poker's table instead of reading the shipped one"
    exit 1
fi
echo "the shipped table is read"
QT_QPA_PLATFORM=offscreen "$work/root/usr/games/knobelbecher" --version
zcat "$work/root/usr/share/man/man6/knobel.6.gz" | grep -q "knobel print"
echo "package checks passed"
