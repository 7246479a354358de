// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Knobelbecher

// Real dice (issue 32): the players throw their own cups, and the throw the table waits for is typed
// here — "4 4 2"; poker dice 9 10 J Q K A (German 9 10 B D K A); Würfel-Hold'em's draws with their
// colours, "4r 6w". The line above says what to throw, for whom, and what stays as it lies ("Throw 3
// dice for Ben; kept as they lie: K K."); Enter confirms; what the rules refuse is said under the field
// and nothing changes. What was entered is read back; the table then tells the throw as any other.
//
// The page shows it where the dice lie, bound to the session's controller of the game:
//     DiceEntry { controller: session.current }
// It is visible only while a throw waits (controller.throwDue); takeKeys() gives it the keyboard.
Rectangle {
    id: entry
    objectName: "diceEntry"
    /// The session's controller of the game (SessionController: throwDue, throwPrompt, enterThrow).
    property var controller: null
    readonly property bool due: controller !== null && controller.throwDue === true
    /// A person's hidden cup (Liar Dice): Enter alone keeps it closed; only five Aces are typed.
    readonly property bool hidden: due && controller.throwHidden === true
    /// What the rules refused last; "" after a throw was taken or while nothing was refused.
    property string problem: ""
    /// The last throw taken, as it was typed (the read-back).
    property string entered: ""
    signal accepted(string text)

    visible: due
    implicitWidth: column.implicitWidth + 24
    implicitHeight: column.implicitHeight + 16
    radius: 8
    color: "#1f4a2b"

    function takeKeys() {
        field.forceActiveFocus()
    }
    function confirm() {
        if (!entry.due)
            return
        const typed = field.text.trim()
        const refused = entry.controller.enterThrow(typed)
        entry.problem = refused
        if (refused.length > 0) {
            Speech.say(refused)
            field.selectAll()
            return
        }
        entry.entered = typed
        field.clear()
        Speech.say(typed.length === 0 ? qsTr("Your cup stays closed.") : qsTr("Entered: %1").arg(typed))
        entry.accepted(typed)
    }
    // Nothing typed stays in the field when the entry goes: the next person at the screen (a pocket of
    // Würfel-Hold'em is typed behind the privacy screen) sees none of it.
    onDueChanged: if (!due) {
        problem = ""
        entered = ""
        field.clear()
    }

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: 8
        anchors.leftMargin: 12
        anchors.rightMargin: 12
        spacing: 4
        Label {
            id: prompt
            objectName: "diceEntryPrompt"
            text: entry.controller ? entry.controller.throwPrompt : ""
            color: "white"
            font.bold: true
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
        RowLayout {
            spacing: 8
            Layout.fillWidth: true
            Label {
                text: qsTr("Dice thrown:")
                color: "white"
            }
            TextField {
                id: field
                objectName: "diceEntryField"
                Layout.fillWidth: true
                Layout.minimumWidth: 160
                // Hidden: nothing to type; else as many dice as are thrown, in the game's faces and the
                // player's letters (SessionController::throwExample).
                placeholderText: entry.hidden ? qsTr("nothing: your dice stay hidden")
                    : entry.controller && entry.controller.throwExample
                    ? qsTr("for example %1").arg(entry.controller.throwExample) : ""
                Accessible.name: qsTr("Dice thrown")
                Accessible.description: prompt.text + " "
                    + qsTr("Type the faces separated by spaces, then press Enter.")
                onAccepted: entry.confirm()
                onTextEdited: entry.problem = ""
            }
            Button {
                objectName: "diceEntryButton"
                text: qsTr("Enter")
                Accessible.name: qsTr("Enter the dice thrown")
                onClicked: entry.confirm()
            }
        }
        Label {
            objectName: "diceEntryProblem"
            text: entry.problem
            visible: text.length > 0
            color: "#ffd27f"
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
            Accessible.role: Accessible.AlertMessage
            Accessible.name: text
        }
    }
}
