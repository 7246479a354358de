// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Knobelbecher
import Knobelbecher.Dialogs

// A blank sheet of any game for any number of players, to play on paper.
Dialog {
    id: dialog
    title: qsTr("Print a blank sheet")
    modal: true
    signal problem(string message)
    /// The game on the table, if any: the dialog starts from its game, players and names.
    property string gameId
    property var playerNames: []

    GameListModel { id: games }
    /// The games kept on a score sheet, the only ones with a blank sheet to print (in the language shown).
    readonly property var sheetGames: {
        const language = Language.code // the names follow a switch of the language
        const list = []
        for (let i = 0; i < games.rowCount(); ++i) {
            const game = games.get(i)
            if (Printing.hasBlankSheet(game.gameId))
                list.push({ gameId: game.gameId, name: game.name, minPlayers: game.minPlayers,
                            maxPlayers: game.maxPlayers })
        }
        return list
    }

    function nameCount(text) {
        return text.split(",").filter(name => name.trim().length > 0).length
    }
    onAboutToShow: {
        let index = 0
        for (let i = 0; i < sheetGames.length; ++i)
            if (sheetGames[i].gameId === gameId)
                index = i
        gameBox.currentIndex = index
        if (gameId.length > 0 && playerNames.length > 0) {
            playersBox.value = playerNames.length
            // The names come isolated for sentences (U+2068 … U+2069); a field to edit gets them bare.
            namesField.text = playerNames.map(name => name.replace(/[\u2068\u2069]/g, "")).join(", ")
        }
        gameBox.forceActiveFocus()
    }

    function print(toPdf) {
        const problem = Printing.printBlank(gameBox.currentValue, playersBox.value, namesField.text, toPdf)
        if (problem.length > 0)
            dialog.problem(problem)
        else
            close()
    }

    GridLayout {
        width: dialog.availableWidth // the names' field as wide as the dialog, its hint whole
        columns: 2
        columnSpacing: 12
        Label { text: qsTr("Game") }
        ComboBox {
            id: gameBox
            objectName: "blankSheetGame"
            model: dialog.sheetGames
            textRole: "name"
            valueRole: "gameId"
            Layout.fillWidth: true
            Accessible.name: qsTr("Game")
        }
        Label { text: qsTr("Players") }
        SpinBox {
            id: playersBox
            from: gameBox.currentIndex >= 0 ? dialog.sheetGames[gameBox.currentIndex].minPlayers : 1
            to: gameBox.currentIndex >= 0 ? dialog.sheetGames[gameBox.currentIndex].maxPlayers : 8
            value: 2
            Accessible.name: qsTr("Players")
        }
        Label { text: qsTr("Names") }
        TextField {
            id: namesField
            Layout.fillWidth: true
            placeholderText: qsTr("optional, separated by commas")
            Accessible.name: qsTr("Names, separated by commas")
            // A name beyond the number of players raises the number rather than being dropped.
            onTextEdited: {
                const count = dialog.nameCount(text)
                if (count > playersBox.value)
                    playersBox.value = Math.min(count, playersBox.to)
            }
        }
    }

    footer: DialogButtonBox {
        Button {
            text: qsTr("Print…")
            onClicked: dialog.print(false)
        }
        Button {
            text: qsTr("Save as PDF…")
            onClicked: dialog.print(true)
        }
        Button {
            text: qsTr("Cancel")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
    }
}
