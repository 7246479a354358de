// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Controls.impl

// The label of a menu entry or a menu bar title, its mnemonic underlined. Qt 6.4's label drops the
// underline when its text changes (every language switch), so it is made anew for each text.
Loader {
    id: loader
    required property var control
    property real leftInset: 0
    readonly property string shownText: control.text
    onShownTextChanged: {
        active = false
        active = true
    }
    sourceComponent: IconLabel {
        leftPadding: loader.leftInset
        spacing: loader.control.spacing
        mirrored: loader.control.mirrored
        display: loader.control.display
        alignment: Qt.AlignLeft
        icon: loader.control.icon
        text: loader.control.text
        font: loader.control.font
        color: loader.control.down || loader.control.highlighted ? loader.control.palette.highlightedText
                                                                 : loader.control.palette.text
    }
}
