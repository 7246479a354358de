// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Fusion.impl
import QtQuick.Layouts

// A menu entry that shows its keyboard shortcut on the right ("Ctrl+N", in German "Strg+N"), and a
// radio mark for an action of an exclusive group. An action may name its keys itself in a property
// `keys` when a separate Shortcut carries them.
MenuItem {
    id: entry
    readonly property bool radio: action !== null && action.ActionGroup.group !== null
                                  && action.ActionGroup.group.exclusive
    readonly property string keysText: {
        const named = action && action.keys !== undefined ? action.keys : ""
        const text = named.length > 0 ? named : probe.nativeText
        // Qt's own key names are English; the modifiers read as the keyboard labels them.
        return text.replace("Ctrl", qsTr("Ctrl")).replace("Shift", qsTr("Shift"))
    }

    // Only reads the shortcut's text; the action itself carries the shortcut.
    Shortcut {
        id: probe
        enabled: false
        sequence: entry.action && entry.action.shortcut !== undefined ? entry.action.shortcut : ""
    }

    Accessible.name: text.replace("&", "") + (keysText.length > 0 ? " (" + keysText + ")" : "")

    contentItem: RowLayout {
        spacing: 24
        MenuLabel {
            Layout.fillWidth: true
            control: entry
            leftInset: entry.checkable && entry.indicator ? entry.indicator.width + entry.spacing : 0
        }
        Label {
            visible: entry.keysText.length > 0
            text: entry.keysText
            font: entry.font
            opacity: 0.7
            color: entry.down || entry.highlighted ? entry.palette.highlightedText : entry.palette.text
        }
    }

    indicator: Loader {
        x: entry.mirrored ? entry.width - width - entry.rightPadding : entry.leftPadding
        y: entry.topPadding + (entry.availableHeight - height) / 2
        active: entry.checkable
        sourceComponent: entry.radio ? radioMark : checkMark
        Component {
            id: radioMark
            RadioIndicator { control: entry }
        }
        Component {
            id: checkMark
            CheckIndicator { control: entry }
        }
    }
}
