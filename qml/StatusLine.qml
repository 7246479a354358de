// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import Knobelbecher

// The status line of every game: whose turn it is and what to do now, as the controller words it
// (SessionController::status), read by a screen reader as it is shown. It follows every step; a panel
// may show something else for a moment (a sheet's dice still in the air: `instead`). What is said
// aloud when the page comes up is the page's (GamePage.arrivalText), after a step the game's own
// narration.
Label {
    id: line
    objectName: "status"
    required property QtObject controller
    /// Shown instead of the status while it is not (""), e.g. "Anna throws…" until the dice land.
    property string instead: ""
    text: instead.length > 0 ? instead : controller.status
    textFormat: Text.PlainText
    font.pixelSize: Math.round(16 * AppSettings.fontScale)
    wrapMode: Text.Wrap
    Accessible.role: Accessible.StaticText
    Accessible.name: text
}
