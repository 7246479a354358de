// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick

// The frame round a line or block of text that has the keys (text that Tab or the arrows reach).
Rectangle {
    anchors.fill: parent
    color: "transparent"
    border.color: palette.highlight
    border.width: 2
    radius: 3
    visible: parent !== null && parent.activeFocus
}
