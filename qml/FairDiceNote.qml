// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import Knobelbecher

// Dice players can check (issue 31): while a game is played its fingerprint; once it is over, the
// salt and the seed that give it. `fair` is a controller's fairDice.
Label {
    id: note
    required property var fair
    /// The result's long form (salt and seed); else one short line for a tool bar.
    property bool full: false
    readonly property bool revealed: fair.revealed === true
    visible: (fair.fingerprint || "").length > 0
    objectName: full ? "fairDiceResult" : "fairDiceFingerprint"
    text: !full ? qsTr("Fingerprint %1").arg(fair.fingerprint || "")
          : revealed ? qsTr("Fingerprint of the dice: %1 = SHA-256 of salt %2 and seed %3. The rules page says how to check it.").arg(fair.fingerprint).arg(fair.salt).arg(fair.seed)
          : qsTr("Fingerprint of the dice: %1; its seed is shown when the game is over.").arg(fair.fingerprint)
    textFormat: Text.PlainText
    wrapMode: full ? Text.Wrap : Text.NoWrap
    opacity: 0.75
    Accessible.role: Accessible.StaticText
    Accessible.name: full ? text : qsTr("Fingerprint of the dice: %1").arg(fair.fingerprint)
    HoverHandler { id: hover }
    ToolTip.visible: !full && hover.hovered
    ToolTip.delay: 500
    ToolTip.text: qsTr("The dice of this game follow from a seed fixed before the first throw; this is its fingerprint. When the game is over the seed is shown, and anyone can check that it gives this fingerprint and every die.")
}
