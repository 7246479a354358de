// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Templates as T

// Enter presses the button of a dialog that has the keys, as on every desktop (Qt 6.4's buttons
// answer only Space). One per dialog: a modal dialog over another blocks the other's shortcuts.
Shortcut {
    required property T.Popup popup // any dialog: the styled Popup is not a Dialog's base
    sequences: ["Return", "Enter"]
    enabled: popup.opened
    onActivated: {
        const focused = popup.contentItem.Window.activeFocusItem
        if (focused && focused.enabled && typeof focused.clicked === "function")
            focused.clicked()
    }
}
