// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Knobelbecher
import Knobelbecher.Ui
import "focus.js" as Focus

// The one page of every game: the header (the game, its round or family, the fair dice, the
// preparation with its Cancel, Hurry, Hint, Rules), the keys every game shares, and the privacy
// screen, written once. The family's board is a panel — the score sheet (SheetPanel) or the table
// (TablePanel) — chosen by the controller's page, the only family question the page asks; what the
// header and the keys need of the game, the panel answers.
Page {
    id: page
    objectName: "gamePage"
    /// The session's controller of the game shown (a GameController or a TableController).
    required property QtObject controller
    signal leave()
    signal rulesRequested()

    /// The family's board.
    readonly property Item panel: board.item
    readonly property Item privacyScreen: cover
    readonly property bool animating: panel ? panel.animating : false
    function skipAnimation() {
        if (panel)
            panel.skipAnimation()
    }
    // After a dialog, the keys go to the board again (its sheet, the answer it waits for, the page).
    function takeKeys() {
        if (Focus.dialogHasKeys(Window.activeFocusItem, Overlay.overlay))
            return
        if (cover.visible)
            cover.takeKeys()
        else if (diceEntry.due)
            diceEntry.takeKeys()
        else if (panel)
            panel.takeKeys()
    }
    // Only the page on top speaks and takes Space: one that is leaving is still there while it slides away.
    readonly property bool onTop: page.StackView.status === StackView.Active
                                  || page.StackView.status === StackView.Activating

    title: controller.gameName
    focus: true
    // Coming on top (a new game, a game opened, back from the history) the page says where the game
    // stands — who is asked to take the screen, the result, or the status line — and the board
    // takes the keys.
    StackView.onActivated: {
        Speech.say(page.arrivalText())
        if (panel)
            panel.takeKeys()
        // A game taken up again may wait for a typed throw at once.
        Qt.callLater(page.keysToTheEntry)
    }
    function arrivalText() {
        return cover.visible ? cover.spoken : controller.finished ? controller.resultText() : controller.status
    }

    background: Rectangle {
        color: page.panel && page.panel.backgroundColor.length > 0 ? page.panel.backgroundColor : page.palette.window
    }

    // A shortcut comes before the focused control: Space never presses the button that was clicked
    // last (Rules, Game list). Modal dialogs block it.
    Shortcut {
        sequence: "Space"
        enabled: page.onTop && page.panel !== null && page.panel.takesSpace && !diceEntry.due
        onActivated: page.panel.mainAction()
    }
    // Ctrl+I (and S): where the game stands, said at once.
    Shortcut {
        sequence: "Ctrl+I"
        enabled: page.StackView.status === StackView.Active && page.panel !== null
        onActivated: page.panel.sayState()
    }
    // The privacy screen goes with Enter (or Space) when the next player says it is them.
    Shortcut {
        sequences: ["Return", "Enter"]
        enabled: cover.visible
        onActivated: cover.confirm()
    }

    // The keys the game's controls leave alone go to the board: S says where the game stands, H asks
    // for a hint, the digits set dice aside, any other key skips the animation or hurries a computer.
    // Keys with Ctrl or Alt belong to the menus, Tab to the focus.
    Keys.onPressed: (event) => {
        if (event.key === Qt.Key_Tab || event.key === Qt.Key_Backtab
                || (event.modifiers & (Qt.ControlModifier | Qt.AltModifier | Qt.MetaModifier)))
            return
        if (panel)
            panel.keyPressed(event)
    }

    header: ToolBar {
        RowLayout {
            id: headerRow
            anchors.fill: parent
            anchors.rightMargin: 12
            /// The width of everything but the round's or family's line and the fingerprint: those
            /// give way first when the bar is full (a large zoom, German words, the Hurry button), so
            /// that no button leaves the window. A sheet's round goes after the fingerprint, a table's
            /// family before it.
            readonly property real othersWidth: {
                let width = 0
                for (let i = 0; i < children.length; ++i) {
                    const c = children[i]
                    if (c !== subtitle && c !== fairNote && c.visible)
                        width += c.implicitWidth + spacing
                }
                return width
            }
            ToolButton {
                text: qsTr("Game list")
                focusPolicy: Qt.TabFocus
                Accessible.onPressAction: page.leave()
                Keys.onReturnPressed: clicked()
                Keys.onEnterPressed: clicked()
                onClicked: page.leave()
            }
            Label {
                text: page.controller.gameName
                font.pixelSize: Math.round(20 * AppSettings.fontScale)
                font.bold: true
            }
            // The round of a sheet game, the family of a table game.
            Label {
                id: subtitle
                visible: !page.controller.preparing && page.panel !== null
                         && headerRow.othersWidth + (fairNote.visible ? fairNote.implicitWidth + headerRow.spacing : 0)
                            + implicitWidth + 8 <= headerRow.width
                text: page.panel ? page.panel.subtitle : ""
                font.italic: page.panel !== null && page.panel.subtitleItalic
                opacity: 0.75
                Layout.leftMargin: 8
            }
            Item { Layout.fillWidth: true }
            // The fingerprint gives way after the round's line, before any button.
            FairDiceNote {
                id: fairNote
                fair: page.controller.fairDice
                visible: !page.controller.preparing && (fair.fingerprint || "").length > 0
                         && headerRow.othersWidth + implicitWidth + 8
                            + (page.panel && page.panel.subtitleFirst ? subtitle.implicitWidth + headerRow.spacing : 0)
                            <= headerRow.width
            }
            PreparationBar {
                controller: page.controller
                Layout.fillWidth: true
            }
            BusyIndicator {
                running: page.controller.thinking && !page.controller.preparing
                visible: running
                Layout.preferredHeight: 28
                Layout.preferredWidth: 28
            }
            ToolButton {
                objectName: "hurryButton"
                visible: page.panel !== null && page.panel.hurryVisible
                text: page.panel ? page.panel.hurryText : ""
                Accessible.description: page.panel ? page.panel.hurryDescription : ""
                focusPolicy: Qt.TabFocus
                Accessible.onPressAction: page.panel.hurry()
                Keys.onReturnPressed: clicked()
                Keys.onEnterPressed: clicked()
                onClicked: page.panel.hurry()
            }
            // Real dice: why the hint is off (the program does not know the person's own cup).
            Label {
                objectName: "hintOffLabel"
                readonly property string reason: page.controller.hintOff
                visible: reason.length > 0 && !page.controller.finished
                text: reason
                elide: Text.ElideRight
                Layout.maximumWidth: 420
                Accessible.role: Accessible.StaticText
                Accessible.name: reason
            }
            // H: the best choices for the situation, with what each is worth.
            ToolButton {
                objectName: "hintButton"
                visible: page.controller.hintAvailable && !page.controller.finished
                enabled: page.panel !== null && page.panel.hintEnabled
                text: qsTr("Hint")
                focusPolicy: Qt.TabFocus
                Accessible.description: qsTr("What the best computer would do here (H)")
                Accessible.onPressAction: page.panel.askHint()
                Keys.onReturnPressed: clicked()
                Keys.onEnterPressed: clicked()
                onClicked: page.panel.askHint()
            }
            ToolButton {
                visible: page.panel !== null && page.panel.undoInHeader
                text: qsTr("Undo")
                enabled: page.controller.canUndo
                focusPolicy: Qt.TabFocus
                Accessible.onPressAction: page.controller.undo()
                Keys.onReturnPressed: clicked()
                onClicked: page.controller.undo()
            }
            ToolButton {
                text: qsTr("Rules")
                focusPolicy: Qt.TabFocus
                Accessible.onPressAction: page.rulesRequested()
                Keys.onReturnPressed: clicked()
                Keys.onEnterPressed: clicked()
                onClicked: page.rulesRequested()
            }
        }
    }

    // The family's board: the one question the page asks of the game's family.
    Loader {
        id: board
        anchors.fill: parent
        focus: true
        sourceComponent: page.controller.page === "table" ? tablePanel : sheetPanel
    }
    Component {
        id: sheetPanel
        SheetPanel {
            controller: page.controller
            onTop: page.onTop
            onLeave: page.leave()
        }
    }
    Component {
        id: tablePanel
        TablePanel {
            table: page.controller
            privacyScreen: page.privacyScreen
            onTop: page.onTop
            onLeave: page.leave()
        }
    }

    // Real dice: the throw the game waits for is typed here, under the board; it has the keys while
    // a throw is due (a space typed is a space between faces, never the main action).
    footer: DiceEntry {
        id: diceEntry
        controller: page.controller
        onAccepted: if (!due) page.takeKeys()
    }
    // After every step, once the field shows (an item that is not visible takes no keys): a throw of
    // real dice that waits — the first, the computer's, the next deal's — has the keys.
    function keysToTheEntry() {
        if (diceEntry.due && page.onTop && !cover.visible)
            diceEntry.takeKeys()
    }
    Connections {
        target: page.controller
        function onStateChanged() { Qt.callLater(page.keysToTheEntry) }
        // The privacy screen says whom it waits for when it comes.
        function onViewerChanged() {
            if (page.onTop && page.controller.privacy)
                Speech.say(cover.spoken)
        }
    }

    // Where dice are hidden and several people share the screen: covered until the next player says
    // it is them, so that nobody sees another's dice.
    PrivacyScreen {
        id: cover
        controller: page.controller
        anchors.fill: parent
    }
}
