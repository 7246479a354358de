// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Knobelbecher

Page {
    id: page
    /// The window's session: it starts the game with the controller of its family.
    required property GameSession session
    property string gameId
    readonly property bool scorePadPossible: session.hasScorePad(gameId)
    /// Real dice thrown at the table and typed in (issue 32): every game (Würfel-Hold'em among people).
    readonly property bool realDicePossible: session.realDicePossible(gameId)
    /// Würfel-Hold'em: real dice only when every seat is a person (the pockets come from the bag).
    readonly property bool realDicePeopleOnly: session.realDicePeopleOnly(gameId)
    readonly property bool anyComputer: {
        kindRevision
        for (let i = 0; i < players.count; ++i)
            if (players.get(i).kind !== "human")
                return true
        return false
    }
    /// The game's computer levels, the weakest first.
    readonly property var levels: session.levelsOf(gameId)
    /// "human", then the game's computer levels, then a program over the player protocol (every game
    /// with computer players, the table games and the sheet games alike).
    readonly property var kinds: ["human"].concat(levels, levels.length > 0 ? ["program"] : [])
    /// Changes whenever a seat's kind does: the bindings that read the kinds look again.
    property int kindRevision: 0
    readonly property bool anyProgram: {
        kindRevision
        for (let i = 0; i < players.count; ++i)
            if (players.get(i).kind === "program")
                return true
        return false
    }
    function kindName(kind) {
        switch (kind) {
        case "human": return qsTr("Human")
        case "beginner": return qsTr("Computer: beginner")
        case "good": return qsTr("Computer: good")
        case "perfect": return qsTr("Computer: perfect")
        case "program": return qsTr("Program")
        }
        return qsTr("Computer: %1").arg(kind)
    }
    property string gameName
    property int minPlayers: 1
    // Computers play on the screen only, not on the score pad.
    readonly property bool computersPossible: !scorePadMode.checked && levels.length > 0
    property int maxPlayers: 8
    readonly property int playerCount: players.count
    signal started()
    signal cancelled()
    signal rulesRequested()

    title: qsTr("New game of %1").arg(gameName)

    // Enter starts the game from wherever the keyboard is on the page (a text field passes it on).
    focus: true
    StackView.onActivated: forceActiveFocus()
    Keys.onReturnPressed: start()
    Keys.onEnterPressed: start()

    RuleOptionsModel {
        id: ruleOptions
        gameId: page.gameId
    }

    ListModel {
        id: players
        // Two seats, or as many as the game needs (Va banque: a bank and two players).
        Component.onCompleted: {
            for (let i = 0; i < Math.max(2, page.minPlayers); ++i)
                append({ name: qsTr("Player %1").arg(i + 1), kind: "human", command: "", named: false })
        }
    }
    /// The name a seat gets until someone types one: a computer seat is named as a computer.
    function defaultName(kind, seat) {
        if (kind === "human")
            return qsTr("Player %1").arg(seat + 1)
        if (kind === "program")
            return qsTr("Program %1").arg(seat + 1)
        return qsTr("Computer %1").arg(seat + 1)
    }
    /// A seat whose name nobody typed follows its kind and its place.
    function renameUnnamed() {
        for (let i = 0; i < players.count; ++i)
            if (!players.get(i).named)
                players.setProperty(i, "name", defaultName(computersPossible ? players.get(i).kind : "human", i))
    }

    function start() {
        const names = []
        const kinds = []
        for (let i = 0; i < players.count; ++i) {
            names.push(players.get(i).name)
            const kind = computersPossible ? players.get(i).kind : "human"
            // A program seat passes its command line; the file will only say "program".
            kinds.push(kind === "program" ? "cmd:" + players.get(i).command : kind)
        }
        const words = []
        for (let w = 0; w < wordFields.count; ++w)
            words.push(scorePadMode.checked || realDiceMode.checked ? "" : wordFields.itemAt(w).text)
        const seed = FairDice.mixedSeed(seedField.text, words)
        const problem = session.start(gameId, names, ruleOptions.values, seed, scorePadMode.checked, kinds,
                                      realDiceMode.checked)
        if (problem.length > 0) {
            problemLabel.text = problem
            return
        }
        problemLabel.text = ""
        started()
    }

    header: ToolBar {
        RowLayout {
            anchors.fill: parent
            ToolButton {
                text: qsTr("Back")
                Keys.onReturnPressed: clicked()
                Keys.onEnterPressed: clicked()
                onClicked: page.cancelled()
            }
            Label {
                text: page.title
                font.pixelSize: Math.round(20 * AppSettings.fontScale)
                font.bold: true
                Layout.fillWidth: true
            }
            ToolButton {
                text: qsTr("Rules")
                Keys.onReturnPressed: clicked()
                Keys.onEnterPressed: clicked()
                onClicked: page.rulesRequested()
            }
        }
    }

    ScrollView {
        id: scroller
        anchors.fill: parent
        contentWidth: availableWidth

        ColumnLayout {
            width: Math.min(scroller.availableWidth - 48, 720)
            x: 24
            spacing: 16

            Item { implicitHeight: 8 }

            GroupBox {
                title: qsTr("How do you play?")
                visible: page.scorePadPossible || page.realDicePossible
                Layout.fillWidth: true
                ColumnLayout {
                    anchors.fill: parent
                    RadioButton {
                        id: playMode
                        checked: true
                        text: qsTr("Play with dice on the screen")
                    }
                    RadioButton {
                        id: realDiceMode
                        objectName: "realDiceMode"
                        visible: page.realDicePossible
                        text: qsTr("Play with real dice: type each throw, the program keeps the game")
                    }
                    Label {
                        objectName: "realDicePeopleOnly"
                        visible: page.realDicePeopleOnly && realDiceMode.checked && page.computersPossible
                                 && page.anyComputer
                        text: qsTr("With real dice every seat must be a person: a computer's pocket dice would come "
                                   + "from the bag at the table, and somebody would have to see them to type them.")
                        color: "#b3261e"
                        wrapMode: Text.WordWrap
                        Layout.fillWidth: true
                        Accessible.role: Accessible.AlertMessage
                        Accessible.name: text
                    }
                    RadioButton {
                        id: scorePadMode
                        visible: page.scorePadPossible
                        text: qsTr("Keep score of a game played with real dice")
                        onCheckedChanged: page.renameUnnamed() // on the pad every seat is a person
                    }
                }
            }

            GroupBox {
                title: qsTr("Players")
                Layout.fillWidth: true
                ColumnLayout {
                    anchors.fill: parent
                    Repeater {
                        model: players
                        delegate: RowLayout {
                            id: playerRow
                            required property int index
                            required property string name
                            required property string kind
                            required property string command
                            Layout.fillWidth: true
                            Label {
                                text: qsTr("%1.").arg(index + 1)
                                Layout.preferredWidth: 24
                            }
                            TextField {
                                Layout.fillWidth: true
                                text: name
                                maximumLength: 40
                                placeholderText: qsTr("Name")
                                Accessible.name: qsTr("Name of player %1").arg(index + 1)
                                onTextEdited: {
                                    players.setProperty(index, "name", text)
                                    players.setProperty(index, "named", true)
                                }
                            }
                            ComboBox {
                                readonly property var kinds: page.kinds
                                model: kinds.map(k => page.kindName(k))
                                enabled: page.computersPossible
                                visible: page.levels.length > 0 // a game without decisions: every seat is a player
                                currentIndex: page.computersPossible ? Math.max(0, kinds.indexOf(playerRow.kind)) : 0
                                Layout.preferredWidth: 190
                                Accessible.name: qsTr("Kind of player %1").arg(playerRow.index + 1)
                                onActivated: {
                                    players.setProperty(playerRow.index, "kind", kinds[currentIndex])
                                    page.renameUnnamed()
                                    ++page.kindRevision
                                    if (kinds[currentIndex] === "program" && playerRow.command.length === 0)
                                        players.setProperty(playerRow.index, "command", AppSettings.programCommand(page.gameId))
                                    // A computer will need its tables: they are built while the game is set up.
                                    if (currentIndex > 0)
                                        page.session.prepareComputers(page.gameId, ruleOptions.values)
                                }
                            }
                            TextField {
                                objectName: "programCommand"
                                visible: page.computersPossible && playerRow.kind === "program"
                                Layout.preferredWidth: 220
                                text: playerRow.command
                                placeholderText: qsTr("Command line, e.g. python3 bot.py")
                                Accessible.name: qsTr("Command line of the program playing seat %1").arg(playerRow.index + 1)
                                Accessible.description: qsTr("The program is started once per game and plays this seat over the player protocol.")
                                onTextEdited: {
                                    players.setProperty(playerRow.index, "command", text)
                                    AppSettings.setProgramCommand(page.gameId, text)
                                }
                            }
                            ToolButton {
                                text: "✕"
                                enabled: players.count > page.minPlayers
                                Accessible.name: qsTr("Remove player %1").arg(index + 1)
                                onClicked: {
                                    players.remove(index)
                                    page.renameUnnamed()
                                    ++page.kindRevision
                                }
                            }
                        }
                    }
                    Button {
                        text: qsTr("Add player")
                        enabled: players.count < page.maxPlayers
                        onClicked: players.append({ name: page.defaultName("human", players.count), kind: "human", command: "", named: false })
                    }
                }
            }

            // How a program in a seat is treated: its time for a decision and who plays on when it fails.
            GroupBox {
                objectName: "programSettings"
                title: qsTr("Programs")
                visible: page.computersPossible && page.anyProgram
                Layout.fillWidth: true
                GridLayout {
                    anchors.fill: parent
                    columns: 2
                    Label { text: qsTr("Seconds per decision") }
                    SpinBox {
                        objectName: "programTimeLimit"
                        from: 1
                        to: 600
                        editable: true
                        value: AppSettings.programTimeLimit
                        Accessible.role: Accessible.SpinBox
                        Accessible.name: qsTr("Seconds a program may take for a decision")
                        onValueModified: AppSettings.programTimeLimit = value
                    }
                    Label { text: qsTr("When a program fails") }
                    ComboBox {
                        objectName: "programFallback"
                        readonly property var levels: page.levels
                        model: levels.map(l => page.kindName(l))
                        currentIndex: Math.max(0, levels.indexOf(AppSettings.programFallback))
                        Layout.preferredWidth: 220
                        Accessible.role: Accessible.ComboBox
                        Accessible.name: qsTr("Computer player that takes over a program that fails")
                        onActivated: AppSettings.programFallback = levels[currentIndex]
                    }
                    Label {
                        Layout.columnSpan: 2
                        Layout.fillWidth: true
                        text: qsTr("What a program writes to its standard error is kept in a log file; the game names the file when the program fails.")
                        wrapMode: Text.WordWrap
                        opacity: 0.7
                        font.pixelSize: 12
                    }
                }
            }

            GroupBox {
                title: qsTr("Rules")
                Layout.fillWidth: true
                ColumnLayout {
                    anchors.fill: parent
                    spacing: 10
                    Label {
                        visible: optionRepeater.count === 0
                        text: qsTr("This game has no rule options.")
                        opacity: 0.7
                    }
                    Repeater {
                        id: optionRepeater
                        model: ruleOptions
                        delegate: ColumnLayout {
                            id: optionRow
                            required property int index
                            required property string label
                            required property string description
                            required property string type
                            required property var choices
                            required property string value
                            required property int minimum
                            required property int maximum
                            Layout.fillWidth: true
                            spacing: 2

                            Switch {
                                visible: optionRow.type === "switch"
                                text: optionRow.label
                                checked: optionRow.value === "true"
                                onToggled: ruleOptions.setValue(optionRow.index, checked ? "true" : "false")
                            }
                            RowLayout {
                                visible: optionRow.type !== "switch"
                                Label { text: optionRow.label }
                                ComboBox {
                                    visible: optionRow.type === "choice"
                                    model: optionRow.choices
                                    currentIndex: optionRow.choices.indexOf(optionRow.value)
                                    Accessible.name: optionRow.label
                                    onActivated: ruleOptions.setValue(optionRow.index, currentText)
                                }
                                SpinBox {
                                    objectName: "optionNumber"
                                    visible: optionRow.type === "number"
                                    from: optionRow.minimum
                                    to: Math.max(optionRow.maximum, optionRow.minimum)
                                    value: optionRow.type === "number" ? parseInt(optionRow.value) : 0
                                    // Typed as well as stepped: a number outside the range snaps to it.
                                    editable: true
                                    Accessible.name: optionRow.label
                                    onValueModified: ruleOptions.setValue(optionRow.index, String(value))
                                }
                            }
                            Label {
                                Layout.fillWidth: true
                                leftPadding: optionRow.type === "switch" ? 52 : 0
                                text: optionRow.description
                                wrapMode: Text.WordWrap
                                opacity: 0.7
                                font.pixelSize: Math.round(12 * AppSettings.fontScale)
                            }
                        }
                    }
                }
            }

            GroupBox {
                id: advanced
                title: qsTr("Advanced")
                Layout.fillWidth: true
                ColumnLayout {
                    anchors.fill: parent
                    RowLayout {
                        Layout.fillWidth: true
                        Label { text: qsTr("Seed") }
                        TextField {
                            id: seedField
                            Layout.fillWidth: true
                            placeholderText: qsTr("empty: new dice every game")
                            validator: RegularExpressionValidator { regularExpression: /[0-9]{0,20}/ }
                            Accessible.name: qsTr("Seed for a reproducible game")
                        }
                    }
                    // Each player's word is mixed into the seed before its fingerprint is made, so
                    // that neither the program nor any one player alone decides the dice. Labels
                    // down the first column, fields down the second.
                    GridLayout {
                        Layout.fillWidth: true
                        visible: !scorePadMode.checked && !realDiceMode.checked
                        flow: GridLayout.TopToBottom
                        rows: Math.max(1, players.count)
                        Repeater {
                            model: players
                            delegate: Label {
                                required property string name
                                text: qsTr("%1's word for the dice").arg(name)
                                textFormat: Text.PlainText
                            }
                        }
                        Repeater {
                            id: wordFields
                            model: players
                            delegate: TextField {
                                required property int index
                                required property string name
                                objectName: "diceWord" + index
                                Layout.fillWidth: true
                                maximumLength: 100
                                placeholderText: qsTr("any word; mixed into the dice")
                                Accessible.name: qsTr("%1's word for the dice").arg(name)
                            }
                        }
                    }
                    Label {
                        Layout.fillWidth: true
                        visible: !scorePadMode.checked && !realDiceMode.checked
                        text: qsTr("Before the first throw the game shows a fingerprint of its dice; when it is over, the seed that proves it.")
                        wrapMode: Text.WordWrap
                        opacity: 0.7
                        font.pixelSize: Math.round(12 * AppSettings.fontScale)
                    }
                }
            }

            Item { implicitHeight: 8 }
        }
    }

    // Start stays in sight below the options at any window size (1024×640, a large zoom): the
    // options scroll above it. A problem with the setup is said beside it.
    footer: ToolBar {
        objectName: "setupFooter"
        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: 24
            anchors.rightMargin: 24
            spacing: 12
            Label {
                id: problemLabel
                objectName: "setupProblem"
                textFormat: Text.PlainText
                Layout.fillWidth: true
                color: "#c62828"
                wrapMode: Text.WordWrap
                Accessible.role: Accessible.AlertMessage
                Accessible.name: text
                Accessible.ignored: text.length === 0
            }
            Button {
                objectName: "startButton"
                text: qsTr("Start")
                highlighted: true
                Layout.topMargin: 6
                Layout.bottomMargin: 6
                onClicked: page.start()
            }
        }
    }
}
