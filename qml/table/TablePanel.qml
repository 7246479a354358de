// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Knobelbecher
import Knobelbecher.Ui
import "../focus.js" as Focus

// The board of a game off the score sheet in the one game page, composed of the parts the game's
// observation and legal actions call for: a panel with cups per seat, the table's own dice and the
// pot, a stake board, the betting bar, the hand picker, plain action buttons, the round table, the
// hint, the event log, and the result. Every part shows when its kind of action is legal or its data
// exists, so the next game reuses them. The page around it has the header, the keys every game shares
// and the privacy screen.
Item {
    id: page
    objectName: "tablePanel"
    required property TableController table
    /// The privacy screen of the page, which covers the table between two people's turns.
    required property Item privacyScreen
    /// The page shows this game on top of the stack: only then it speaks.
    property bool onTop: true
    signal leave()

    // What the page's header shows of this game: its family.
    readonly property string subtitle: table.family
    /// The header keeps this line before the fingerprint (the round: yes; the family: no).
    readonly property bool subtitleFirst: false
    readonly property bool subtitleItalic: true
    readonly property bool hintEnabled: !table.hinting
    // Real dice: a throw typed at the table is not hurried (only a computer's hidden cup is the table's).
    readonly property bool hurryVisible: table.computerTurn || (table.roundEnded && !table.throwDue)
    readonly property string hurryText: table.roundEnded ? qsTr("Go on") : qsTr("Hurry")
    readonly property string hurryDescription: table.playsItself ? qsTr("Play the game out at once (any key)") : ""
    readonly property bool undoInHeader: true
    readonly property bool takesSpace: true
    /// The felt.
    readonly property string backgroundColor: "#2a5f38"
    function hurry() { table.skipComputer() }
    function askHint() { table.requestHint() }
    Component.onCompleted: page.takeKeys()

    // The seats and the dice as JavaScript, made once per change: every read of the controller's
    // lists would convert them anew (and feed the garbage collector).
    readonly property var seats: table.seats
    readonly property var dice: table.dice

    // The felt's dice grow with the window, as the sheet games' tray does: the seats share the
    // felt's width (as many side by side as fit at the smallest die), five dice fill a seat's width,
    // and the rows of seats leave at least half the felt's height to the board and the bars.
    readonly property int seatsPerRow: {
        // A seat's least width: five of the smallest dice, and its name with its marks, at this zoom.
        let minimum = Math.max(5 * (34 + 6) + 20, 240 * Math.max(1, AppSettings.fontScale * 0.75))
        for (let i = 0; i < seatRepeater.count; ++i)
            if (seatRepeater.itemAt(i))
                minimum = Math.max(minimum, seatRepeater.itemAt(i).headerWidth)
        return Math.max(1, Math.min(seats.length, Math.floor((mainArea.availableWidth + 10) / (minimum + 10))))
    }
    /// The seats' panels (for the tests that measure them).
    readonly property alias seatPanels: seatRepeater
    readonly property real seatWidth: Math.floor((mainArea.availableWidth - 10 * (seatsPerRow - 1)) / seatsPerRow)
    readonly property real dieSize: {
        const rows = Math.max(1, Math.ceil(seats.length / seatsPerRow))
        // Five dice fit across a seat, or the most any cup holds (six in the six-dice games).
        const perRow = page.dice.reduce((most, g) => Math.max(most, g.dice.length), 5)
        const byWidth = (seatWidth - 20) / perRow - 6
        const byHeight = mainArea.height * 0.5 / rows - 90 // a seat's name, chips and announcement
        return Math.floor(Math.max(34, Math.min(128, byWidth, byHeight)))
    }

    /// The seat whose cup is in the air (null while none is): the status says that player throws until it lands.
    readonly property var throwingSeat: {
        for (let i = 0; i < seatRepeater.count; ++i) {
            const panel = seatRepeater.itemAt(i)
            for (let c = 0; panel && c < panel.cups.count; ++c)
                if (panel.cups.itemAt(c) && panel.cups.itemAt(c).animating)
                    return panel.seat
        }
        return null
    }
    readonly property string throwerName: throwingSeat ? throwingSeat.name : ""
    readonly property bool animating: {
        if (throwingSeat)
            return true
        for (let j = 0; j < tableDice.count; ++j)
            if (tableDice.itemAt(j) && tableDice.itemAt(j).animating)
                return true
        return false
    }

    function takeKeys() {
        if (Focus.dialogHasKeys(Window.activeFocusItem, Overlay.overlay))
            return
        if (table.throwDue)
            return // real dice: the game page's entry has the keys until the throw is typed
        if (table.privacy)
            privacyScreen.takeKeys()
        else if (results.offersPlayAgain)
            results.takeKeys()
        else if (handPicker.visible && actionBar.mainIndex < 0)
            handPicker.takeKeys()
        else if (stakeBoard.staking && actionBar.mainIndex < 0)
            stakeBoard.takeKeys()
        else {
            // The page is a focus scope: the part that had the keys lets go, so that they come here.
            const holder = page.Window.activeFocusItem
            if (holder && holder !== page)
                holder.focus = false
            page.forceActiveFocus()
        }
    }
    function skipAnimation() {
        for (let i = 0; i < seatRepeater.count; ++i)
            seatRepeater.itemAt(i).skipAnimation()
        for (let j = 0; j < tableDice.count; ++j)
            tableDice.itemAt(j).skipAnimation()
    }
    // A control of the table that has the keys — reached with Tab, as a screen reader's user does:
    // a die, a stake field, a button of the bars — is what Space presses, as on every desktop. Other
    // buttons (Rules, Game list) keep the keys after a click, and Space never presses those; nor the
    // result's Play again, which has the keys after a game for Enter: a Space meant for the game that
    // just ended (a hurry, a throw) must not start the next one.
    function focusedControl() {
        const focused = page.Window.activeFocusItem
        if (!focused || focused === page || !focused.enabled)
            return null
        if (focused.isDie === true || focused.pressStake !== undefined)
            return focused
        if (typeof focused.clicked !== "function" || focused.pressed === undefined)
            return null // not a button
        for (let item = focused.parent; item; item = item.parent)
            if (item === actionBar || item === bettingBar || item === handPicker)
                return focused
        return null
    }
    // Space: the control with the keys, else the main thing to do now.
    function mainAction() {
        const control = table.privacy || animating || table.computerTurn || table.roundEnded ? null : focusedControl()
        if (control) {
            if (control.pressStake !== undefined)
                control.pressStake()
            else
                control.clicked()
        } else if (table.privacy) {
            table.confirmViewer()
        } else if (table.finished) {
            return // Play again only by Enter or a click on it
        } else if (animating && !table.playsItself) {
            skipAnimation()
        } else if (table.computerTurn || table.roundEnded) {
            table.skipComputer()
        } else if (actionBar.mainIndex >= 0) {
            table.act(actionBar.mainIndex)
        } else if (bettingBar.visible && bettingBar.mainIndex() >= 0) {
            table.act(bettingBar.mainIndex())
        } else if (handPicker.visible) {
            handPicker.announce()
        }
    }
    // S or Ctrl+I: where the game stands, said at once (the dice still falling land first).
    function sayState() {
        if (animating)
            skipAnimation()
        page.say(table.stateText())
    }
    function toggleDie(die) {
        const index = table.actions.indexOfDie(-1, die)
        if (index >= 0)
            table.act(index)
    }

    // What a screen reader hears, only from the page on top: every new line of the log (a throw in
    // words, "Ben raises to 4"). (The page says the privacy screen, the result says itself.)
    function say(text) {
        if (page.onTop && text.length > 0)
            Speech.say(text)
    }
    Connections {
        target: page.table
        function onTold(text) { page.say(text) }
        function onViewerChanged() { Qt.callLater(page.takeKeys) }
        // Every step puts the keys where the next one is taken: the page (Space), the hand picker, the board.
        function onStateChanged() { Qt.callLater(page.takeKeys) }
    }

    // S says where the game stands; H asks for a hint; 1–5 keep a die or take it back; any other key
    // hurries a computer or skips the animation.
    // (The page has let Tab and the keys with Ctrl or Alt pass.)
    function keyPressed(event) {
        if (event.key === Qt.Key_S) {
            sayState()
            event.accepted = true
        } else if (event.key === Qt.Key_H && table.hintAvailable) {
            // H: the hint; the dice that are still falling land first.
            if (animating)
                skipAnimation()
            table.requestHint()
            event.accepted = true
        } else if (animating && !table.playsItself) {
            skipAnimation()
            event.accepted = true
        } else if (table.computerTurn || table.roundEnded) {
            table.skipComputer()
            event.accepted = true
        } else if (event.key >= Qt.Key_1 && event.key <= Qt.Key_6) {
            toggleDie(event.key - Qt.Key_1)
            event.accepted = true
        }
    }


    // Positioned by hand, not with layouts: Qt 6.4's layouts loop (and crash) when the parts' sizes
    // follow their content as the game changes.
    Item {
        anchors.fill: parent
        anchors.margins: 12

        Item {
            id: side
            anchors.right: parent.right
            anchors.top: parent.top
            anchors.bottom: parent.bottom
            width: Math.min(340, page.width * 0.3)
            // The hint: the choices, best first, each with its worth; gone when the position changes.
            // At the top of the side column: it never pushes the felt's bars (the betting bar) off
            // the window.
            Rectangle {
                id: hintBox
                objectName: "tableHint"
                visible: page.table.hinting || page.table.hints.length > 0
                width: parent.width
                height: hintList.implicitHeight + 16
                radius: 6
                color: "#fff8e1"
                HintList {
                    id: hintList
                    controller: page.table
                    x: 8
                    y: 8
                    width: parent.width - 16
                }
            }
            RoundTable {
                id: roundTable
                table: page.table
                width: parent.width
                y: hintBox.visible ? hintBox.height + 12 : 0
            }
            EventLog {
                readonly property Item above: roundTable.visible ? roundTable : hintBox.visible ? hintBox : null
                entries: page.table.log
                width: parent.width
                anchors.top: above ? above.bottom : parent.top
                anchors.topMargin: above ? 12 : 0
                anchors.bottom: parent.bottom
            }
        }

        ScrollView {
            id: mainArea
            objectName: "tableFelt"
            anchors.left: parent.left
            anchors.right: side.left
            anchors.rightMargin: 12
            anchors.top: parent.top
            anchors.bottom: parent.bottom
            contentWidth: availableWidth
            clip: true

            Column {
                width: mainArea.availableWidth
                spacing: 12

                StatusLine {
                    controller: page.table
                    width: parent.width
                    color: "white"
                    // Until the dice land, the status says only that they are thrown, not what follows.
                    instead: !page.animating ? ""
                             : page.throwerName.length > 0 ? qsTr("%1 throws…").arg(page.throwerName)
                             : qsTr("The dice roll…")
                }

                Flow {
                    width: parent.width
                    spacing: 10
                    // The models are counts, the data read by index: a click changes the seats' and dice's
                    // data, not their number, and the panels stay (a list as the model would make them anew).
                    Repeater {
                        id: seatRepeater
                        model: page.seats.length
                        SeatPanel {
                            required property int index
                            objectName: "seatPanel"
                            // While the seats change in number (a new game) a panel on its way out reads an empty seat.
                            readonly property var modelData: page.seats[index] || TableData.noSeat
                            table: page.table
                            seat: modelData
                            groups: page.dice.filter(g => g.owner === modelData.seat)
                            dieSize: page.dieSize
                            width: Math.min(Math.max(implicitWidth, page.seatWidth), mainArea.availableWidth)
                        }
                    }
                }

                // The dice of the table or the bank, and the pot.
                // Beside a stake board the row keeps its height while the pot is empty: the first stake
                // moves no field (a second click at the same spot hits the same field).
                Row {
                    visible: tableDice.count > 0 || page.table.pot > 0 || stakeBoard.visible
                    height: Math.max(implicitHeight, stakeBoard.visible ? 40 : 0)
                    spacing: 16
                    Repeater {
                        id: tableDice
                        readonly property var groups: page.dice.filter(g => g.owner < 0)
                        model: groups.length
                        Cup {
                            required property int index
                            table: page.table
                            group: tableDice.groups[index] || TableData.noGroup
                            dieSize: Math.round(page.dieSize * 1.25)
                        }
                    }
                    Rectangle {
                        objectName: "pot"
                        visible: page.table.pot > 0
                        width: potLabel.implicitWidth + 24
                        height: Math.max(40, potLabel.implicitHeight + 12)
                        radius: 20
                        color: "#ffb300"
                        Accessible.role: Accessible.StaticText
                        Accessible.name: potLabel.text
                        Label {
                            id: potLabel
                            anchors.centerIn: parent
                            text: qsTr("Pot: %n chip(s)", "", page.table.pot)
                            font.bold: true
                            color: "#3e2723"
                        }
                    }
                }

                TrackPanel { table: page.table; visible: page.table.facts.trackMarks !== undefined; width: Math.min(implicitWidth, parent.width) }

                PointPanel { table: page.table; visible: page.table.facts.called_number !== undefined }

                CounterPanel { table: page.table; visible: page.table.facts.counter !== undefined }

                BagPanel { table: page.table; visible: page.table.facts.bagUnseen !== undefined; width: Math.min(implicitWidth, parent.width) }

                ModePanel { table: page.table; visible: page.table.facts.mode !== undefined; width: Math.min(implicitWidth, parent.width) }

                HeartPanel { table: page.table; visible: page.table.facts.heartChambers !== undefined; width: Math.min(implicitWidth, parent.width) }

                CalculationPanel { table: page.table; visible: page.table.facts.calcNumbers !== undefined; width: Math.min(implicitWidth, parent.width) }

                StakeBoard {
                    id: stakeBoard
                    table: page.table
                    maxWidth: mainArea.availableWidth
                    width: Math.min(implicitWidth, parent.width)
                    height: implicitHeight
                }

                ActionBar {
                    id: actionBar
                    table: page.table
                    width: parent.width
                    spaceTaken: page.focusedControl() !== null
                }
                BettingBar {
                    id: bettingBar
                    table: page.table
                    width: implicitWidth
                    height: implicitHeight
                }
                HandPicker {
                    id: handPicker
                    table: page.table
                    width: Math.min(implicitWidth, parent.width)
                    height: implicitHeight
                }
                GameResult {
                    id: results
                    controller: page.table
                    onTop: page.onTop
                    visible: page.table.finished
                    width: Math.min(560, parent.width)
                    onLeave: page.leave()
                }
            }
        }
    }
}
