// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Knobelbecher

// Past games and what they tell: per player games, wins, average and best; the best results; the
// scores over time and how they spread. Numbers below zero carry a real minus sign (−12).
Page {
    id: page
    required property HistoryStore history
    property string gameId: "escalero"
    signal back()
    signal showGame(int id)
    signal printGame(int id)

    // Everything is read again when the history or the chosen game changes.
    property int revision: 0
    Connections {
        target: page.history
        function onChanged() { page.revision++ }
    }
    // The words the history writes (a computer's level, the test's verdict) follow the language.
    Connections {
        target: Language
        function onCodeChanged() { page.revision++ }
    }
    readonly property var stats: revision >= 0 ? history.statistics(gameId) : []
    readonly property var best: revision >= 0 ? history.highScores(gameId, 10) : []
    readonly property var overTime: revision >= 0 ? history.scoresOverTime(gameId) : []
    readonly property var spread: revision >= 0 ? history.distribution(gameId, 8) : []
    readonly property var pastGames: revision >= 0 ? history.games(gameId) : []
    /// The dice section shows every game's dice together (the choice above it), or the chosen game's.
    property bool diceOfAllGames: false
    readonly property string diceGameId: diceOfAllGames ? "" : gameId
    readonly property var dice: revision >= 0 ? history.diceStatistics(diceGameId) : []
    readonly property var sums: revision >= 0 ? history.sumStatistics(diceGameId) : []
    /// A game the program threw the dice of is in the history (a score pad's are not): the dice
    /// section and its choice are shown.
    readonly property bool anyDice: revision >= 0 && history.games("").some(g => !g.scorePad)
    /// A number as the page writes it: a real minus sign, never a hyphen.
    function signed(value) { return page.history.number(value) }
    /// A decimal in the language's form, with a real minus sign.
    function decimal(value) { return Number(value).toLocaleString(Qt.locale(), "f", 1).replace("-", "\u2212") }
    /// A bucket of the spread: "−12 to −5", or its one value.
    function range(bucket) {
        return bucket.from === bucket.to ? signed(bucket.from) : qsTr("%1 to %2").arg(signed(bucket.from)).arg(signed(bucket.to))
    }
    /// A count that may have a fraction: "20" when whole, else "20.5".
    function count(value) { return Math.abs(value - Math.round(value)) < 0.05 ? signed(Math.round(value)) : decimal(value) }
    readonly property var lineColors: ["#1565c0", "#c62828", "#2e7d32", "#ef6c00", "#6a1b9a", "#00838f", "#5d4037", "#ad1457"]

    GameListModel { id: games }

    // Coming on top the page says what it shows; Tab then reads it line by line.
    StackView.onActivated: Speech.say(page.summary())
    // Escape goes back, as Back does (a dialog open over the page takes Escape first).
    Shortcut {
        sequence: "Escape"
        enabled: (page.StackView.view === null || page.StackView.status === StackView.Active)
                 && !clearDialog.visible && !gameBox.popup.visible
        onActivated: page.back()
    }
    function summary() {
        return page.pastGames.length === 0 ? qsTr("History of %1: no finished game yet.").arg(gameBox.currentText)
            : qsTr("History of %1: %n finished game(s). Tab reads the statistics line by line.", "",
                   page.pastGames.length).arg(gameBox.currentText)
    }
    // What gets the keys is scrolled into sight.
    function reveal(item) {
        const flick = scroller.contentItem
        const top = item.mapToItem(flick.contentItem, 0, 0).y
        if (top < flick.contentY)
            flick.contentY = Math.max(0, top - 8)
        else if (top + item.height > flick.contentY + flick.height)
            flick.contentY = top + item.height - flick.height + 8
    }

    // A line of figures: reached with Tab, read as one sentence, framed while it has the keys.
    component ReadableLine: Item {
        id: line
        property string spoken
        default property alias content: holder.data
        implicitWidth: holder.childrenRect.width + 8
        implicitHeight: holder.childrenRect.height + 4
        activeFocusOnTab: true
        onActiveFocusChanged: if (activeFocus) page.reveal(line)
        Accessible.role: Accessible.ListItem
        Accessible.name: spoken
        Accessible.focusable: true
        FocusFrame {}
        Item {
            id: holder
            x: 4
            y: 2
            width: line.width - 8
            height: childrenRect.height
        }
    }

    header: ToolBar {
        RowLayout {
            anchors.fill: parent
            ToolButton {
                text: qsTr("Back")
                onClicked: page.back()
                Keys.onReturnPressed: clicked()
                Keys.onEnterPressed: clicked()
            }
            Label {
                text: qsTr("History and statistics")
                font.pixelSize: Math.round(20 * AppSettings.fontScale)
                font.bold: true
                Layout.fillWidth: true
            }
            ComboBox {
                id: gameBox
                model: games
                textRole: "name"
                valueRole: "gameId"
                Accessible.name: qsTr("Game")
                Component.onCompleted: currentIndex = Math.max(0, indexOfValue(page.gameId))
                onActivated: {
                    page.gameId = currentValue
                    Speech.say(page.summary())
                }
            }
            ToolButton {
                id: clearButton
                text: qsTr("Clear history…")
                enabled: page.history.gameCount > 0
                onClicked: clearDialog.open()
                Keys.onReturnPressed: clicked()
                Keys.onEnterPressed: clicked()
            }
        }
    }

    ScrollView {
        id: scroller
        anchors.fill: parent
        contentWidth: availableWidth

        ColumnLayout {
            width: Math.min(scroller.availableWidth - 48, 900)
            x: 24
            spacing: 14

            Item { implicitHeight: 4 }
            ReadableLine {
                visible: page.pastGames.length === 0
                spoken: noGames.text
                Label {
                    id: noGames
                    Accessible.ignored: true
                    text: qsTr("No finished game of %1 yet.").arg(gameBox.currentText)
                    opacity: 0.7
                }
            }

            // Per player, in the colour of the player's line in the chart.
            Repeater {
                model: page.stats
                delegate: ReadableLine {
                    id: statLine
                    required property var modelData
                    required property int index
                    readonly property string chipsText: modelData.chips > 0 ? qsTr("+%n chip(s)", "", modelData.chips)
                        : modelData.chips < 0 ? qsTr("−%n chip(s)", "", -modelData.chips)
                        : qsTr("%n chip(s)", "", 0)
                    spoken: [modelData.name, // a computer's name is its level: "Computer: good"
                             qsTr("%n game(s)", "", modelData.played), qsTr("%n win(s)", "", modelData.wins),
                             qsTr("average %1").arg(page.decimal(modelData.average)),
                             qsTr("best %1").arg(page.signed(modelData.best))]
                            .concat(modelData.settlesInChips ? [chipsText] : []).join(", ")
                    RowLayout {
                        spacing: 24
                        Rectangle {
                            width: 12; height: 12; radius: 6
                            color: page.lineColors[index % page.lineColors.length]
                        }
                        // A computer is shown by its level, in italics.
                        Label {
                            Accessible.ignored: true
                            text: modelData.name
                            textFormat: Text.PlainText
                            font.bold: true
                            font.italic: modelData.computer
                            Layout.preferredWidth: 160
                            elide: Text.ElideRight
                        }
                        Label { Accessible.ignored: true; text: qsTr("%n game(s)", "", modelData.played); Layout.preferredWidth: 90 }
                        Label { Accessible.ignored: true; text: qsTr("%n win(s)", "", modelData.wins); Layout.preferredWidth: 80 }
                        Label { Accessible.ignored: true; text: qsTr("average %1").arg(page.decimal(modelData.average)); Layout.preferredWidth: 110 }
                        Label { Accessible.ignored: true; text: qsTr("best %1").arg(page.signed(modelData.best)) }
                        Label {
                            Accessible.ignored: true
                            visible: modelData.settlesInChips
                            // Qt fills in %n only for n >= 0, so a loss has its own text.
                            text: statLine.chipsText
                            color: modelData.chips > 0 ? "#1b5e20" : modelData.chips < 0 ? "#c62828" : palette.text
                        }
                    }
                }
            }

            Label {
                visible: page.overTime.length > 0
                text: qsTr("Scores over time")
                font.pixelSize: Math.round(16 * AppSettings.fontScale)
                font.bold: true
            }
            Canvas {
                id: timeline
                visible: page.overTime.length > 0
                Layout.fillWidth: true
                Layout.preferredHeight: 200
                property var points: page.overTime
                onPointsChanged: requestPaint()
                onWidthChanged: requestPaint()
                Accessible.name: qsTr("Chart of the scores over time")
                onPaint: {
                    const ctx = getContext("2d")
                    ctx.reset()
                    if (points.length === 0)
                        return
                    let low = points[0].total, high = points[0].total
                    for (const p of points) { low = Math.min(low, p.total); high = Math.max(high, p.total) }
                    if (high === low) { high += 1; low -= 1 }
                    const left = 40, right = width - 10, top = 10, bottom = height - 20
                    ctx.strokeStyle = palette.mid
                    ctx.fillStyle = palette.windowText
                    ctx.font = "11px sans-serif"
                    ctx.beginPath(); ctx.moveTo(left, top); ctx.lineTo(left, bottom); ctx.lineTo(right, bottom); ctx.stroke()
                    ctx.fillText(page.signed(high), 4, top + 8)
                    ctx.fillText(page.signed(low), 4, bottom)
                    // One line per player, in the order of the statistics above.
                    const names = page.stats.map(s => s.name)
                    const series = names.map(() => [])
                    points.forEach(p => series[names.indexOf(p.name)].push({ i: p.game, total: p.total }))
                    const games = points[points.length - 1].game + 1
                    const x = i => left + (right - left) * (games === 1 ? 0.5 : i / (games - 1))
                    const y = t => bottom - (bottom - top) * (t - low) / (high - low)
                    series.forEach((s, n) => {
                        ctx.strokeStyle = page.lineColors[n % page.lineColors.length]
                        ctx.fillStyle = ctx.strokeStyle
                        ctx.lineWidth = 2
                        ctx.beginPath()
                        s.forEach((p, k) => k === 0 ? ctx.moveTo(x(p.i), y(p.total)) : ctx.lineTo(x(p.i), y(p.total)))
                        ctx.stroke()
                        s.forEach(p => { ctx.beginPath(); ctx.arc(x(p.i), y(p.total), 3, 0, 2 * Math.PI); ctx.fill() })
                    })
                }
            }

            Label {
                visible: page.spread.length > 0
                text: qsTr("How the scores spread")
                font.pixelSize: Math.round(16 * AppSettings.fontScale)
                font.bold: true
            }
            ReadableLine {
                visible: page.spread.length > 0
                spoken: qsTr("How the scores spread: %1").arg(page.spread.map(b => qsTr("%1: %n score(s)", "", b.count)
                        .arg(page.range(b))).join("; "))
                Row {
                    height: 150
                    spacing: 6
                    readonly property int most: Math.max(1, ...page.spread.map(b => b.count))
                    Repeater {
                        model: page.spread
                        delegate: Column {
                            required property var modelData
                            spacing: 2
                            anchors.bottom: parent ? parent.bottom : undefined
                            Label {
                                Accessible.ignored: true
                                anchors.horizontalCenter: parent.horizontalCenter
                                text: modelData.count
                                font.pixelSize: Math.round(11 * AppSettings.fontScale)
                            }
                            Rectangle {
                                width: 64
                                // An empty bucket is a line: a positioner leaves out what has no height.
                                height: Math.max(1, 100 * modelData.count / parent.parent.most)
                                color: "#1565c0"
                                opacity: 0.8
                            }
                            Label {
                                Accessible.ignored: true
                                anchors.horizontalCenter: parent.horizontalCenter
                                text: page.range(modelData)
                                font.pixelSize: Math.round(11 * AppSettings.fontScale)
                            }
                        }
                    }
                }
            }

            Label {
                visible: page.best.length > 0
                text: qsTr("Best results")
                font.pixelSize: Math.round(16 * AppSettings.fontScale)
                font.bold: true
            }
            Repeater {
                model: page.best
                delegate: ReadableLine {
                    required property var modelData
                    required property int index
                    // The total with the game's unit where it has one ("0 beer mats", "120 points").
                    spoken: qsTr("Place %1: %2, %3, %4").arg(index + 1).arg(modelData.name)
                            .arg(page.history.totalText(page.gameId, modelData.total))
                            .arg(modelData.finishedAt.toLocaleDateString(Qt.locale(), Locale.LongFormat))
                    Label {
                        Accessible.ignored: true
                        textFormat: Text.PlainText
                        text: qsTr("%1. %2 — %3 — %4").arg(index + 1).arg(modelData.name)
                              .arg(page.history.totalText(page.gameId, modelData.total))
                              .arg(modelData.finishedAt.toLocaleDateString(Qt.locale(), Locale.ShortFormat))
                    }
                }
            }

            // How often each face fell against how often it should, per player and for all: a bar a
            // face, the expected count a line across them, and the chi-square test in words.
            Label {
                objectName: "diceHeading"
                visible: page.anyDice
                text: qsTr("Dice")
                font.pixelSize: Math.round(16 * AppSettings.fontScale)
                font.bold: true
            }
            // The chosen game's dice or every game's: each named in full for a screen reader.
            RowLayout {
                visible: page.anyDice
                spacing: 12
                Label { text: qsTr("Dice of") }
                RadioButton {
                    objectName: "diceOfThisGame"
                    text: gameBox.currentText
                    checked: !page.diceOfAllGames
                    Accessible.name: qsTr("Dice of %1").arg(gameBox.currentText)
                    onCheckedChanged: if (checked) page.diceOfAllGames = false
                    onActiveFocusChanged: if (activeFocus) page.reveal(this)
                    Keys.onReturnPressed: checked = true
                    Keys.onEnterPressed: checked = true
                }
                RadioButton {
                    objectName: "diceOfAllGames"
                    text: qsTr("All games")
                    checked: page.diceOfAllGames
                    Accessible.name: qsTr("Dice of all games")
                    onCheckedChanged: if (checked) page.diceOfAllGames = true
                    onActiveFocusChanged: if (activeFocus) page.reveal(this)
                    Keys.onReturnPressed: checked = true
                    Keys.onEnterPressed: checked = true
                }
            }
            ReadableLine {
                visible: page.anyDice && page.dice.length === 0
                spoken: noDice.text
                Label {
                    id: noDice
                    Accessible.ignored: true
                    text: qsTr("No dice of %1 yet.").arg(gameBox.currentText)
                    opacity: 0.7
                }
            }
            Flow {
                visible: page.dice.length > 0
                Layout.fillWidth: true
                spacing: 24
                Repeater {
                    model: page.dice
                    delegate: ReadableLine {
                        id: diceLine
                        required property var modelData
                        objectName: "diceEntry"
                        readonly property real most: Math.max(1, modelData.expected, ...modelData.faces)
                        spoken: qsTr("%1: %n dice; %2; expected %3 each; %4", "", modelData.total)
                                .arg(modelData.name)
                                .arg(modelData.faces.map((n, f) => qsTr("%1: %2").arg(f + 1).arg(n)).join(", "))
                                .arg(page.count(modelData.expected)).arg(modelData.verdict)
                        Column {
                            spacing: 4
                            Label {
                                id: diceName
                                Accessible.ignored: true
                                text: qsTr("%1: %n dice", "", diceLine.modelData.total).arg(diceLine.modelData.name)
                                textFormat: Text.PlainText
                                font.bold: true
                                // One height for every entry, so that the bars stand side by side: the marks
                                // that keep a name apart from the text around it can bring a taller font in.
                                height: Math.ceil(diceNameMetrics.height) + 2
                                FontMetrics { id: diceNameMetrics; font: diceName.font }
                            }
                            Item {
                                width: bars.width
                                height: 100
                                Row {
                                    id: bars
                                    anchors.bottom: parent.bottom
                                    spacing: 6
                                    Repeater {
                                        model: diceLine.modelData.faces
                                        delegate: Rectangle {
                                            required property var modelData
                                            anchors.bottom: parent ? parent.bottom : undefined
                                            width: 28
                                            // A face that never fell is a line: a positioner leaves out what has no height.
                                            height: Math.max(1, 100 * modelData / diceLine.most)
                                            color: "#1565c0"
                                            opacity: 0.8
                                        }
                                    }
                                }
                                // The count each face should have: one line across the bars.
                                Rectangle {
                                    width: bars.width + 8
                                    x: -4
                                    height: 2
                                    y: 100 - 100 * diceLine.modelData.expected / diceLine.most - 1
                                    color: "#c62828"
                                }
                            }
                            Row {
                                spacing: 6
                                Repeater {
                                    model: diceLine.modelData.faces
                                    delegate: Column {
                                        required property var modelData
                                        required property int index
                                        width: 28
                                        Label {
                                            Accessible.ignored: true
                                            anchors.horizontalCenter: parent.horizontalCenter
                                            text: index + 1
                                            font.bold: true
                                            font.pixelSize: Math.round(11 * AppSettings.fontScale)
                                        }
                                        Label {
                                            Accessible.ignored: true
                                            anchors.horizontalCenter: parent.horizontalCenter
                                            text: modelData
                                            font.pixelSize: Math.round(11 * AppSettings.fontScale)
                                        }
                                    }
                                }
                            }
                            Label {
                                Accessible.ignored: true
                                text: qsTr("expected %1 each").arg(page.count(diceLine.modelData.expected))
                                color: "#c62828"
                                font.pixelSize: Math.round(11 * AppSettings.fontScale)
                            }
                            Label {
                                Accessible.ignored: true
                                text: diceLine.modelData.verdict
                                width: bars.width
                                wrapMode: Text.Wrap
                            }
                        }
                    }
                }
            }

            // The sums of the throws of exactly two and of three dice, all players together: a bar a sum,
            // the count fair dice should have a line across each bar (the exact distribution), the test
            // in words.
            Flow {
                visible: page.anyDice && page.sums.length > 0
                Layout.fillWidth: true
                spacing: 32
                Repeater {
                    model: page.sums
                    delegate: ReadableLine {
                        id: sumsLine
                        required property var modelData
                        objectName: "sumsEntry"
                        readonly property real most: Math.max(1, ...modelData.sums.map(b => Math.max(b.count, b.expected)))
                        readonly property string title: modelData.dice === 2
                            ? qsTr("Sums of two dice: %n throw(s)", "", modelData.throws)
                            : qsTr("Sums of three dice: %n throw(s)", "", modelData.throws)
                        spoken: qsTr("%1; %2; %3").arg(title)
                                .arg(modelData.sums.map(b => qsTr("%1: %2").arg(b.sum).arg(b.count)).join(", "))
                                .arg(modelData.verdict)
                        Column {
                            spacing: 4
                            Label {
                                Accessible.ignored: true
                                text: sumsLine.title
                                font.bold: true
                            }
                            Row {
                                id: sumBars
                                height: 100
                                spacing: 4
                                Repeater {
                                    model: sumsLine.modelData.sums
                                    delegate: Item {
                                        required property var modelData
                                        width: 26
                                        height: 100
                                        Rectangle {
                                            anchors.bottom: parent.bottom
                                            width: parent.width
                                            // A sum that never fell is a line.
                                            height: Math.max(1, 100 * modelData.count / sumsLine.most)
                                            color: "#1565c0"
                                            opacity: 0.8
                                        }
                                        // What fair dice should throw of this sum: the marks make a line
                                        // that rises to 7 (or 10 and 11) and falls again.
                                        Rectangle {
                                            x: -2
                                            width: parent.width + 4
                                            height: 2
                                            y: 100 - 100 * modelData.expected / sumsLine.most - 1
                                            color: "#c62828"
                                        }
                                    }
                                }
                            }
                            Row {
                                spacing: 4
                                Repeater {
                                    model: sumsLine.modelData.sums
                                    delegate: Column {
                                        required property var modelData
                                        width: 26
                                        Label {
                                            Accessible.ignored: true
                                            anchors.horizontalCenter: parent.horizontalCenter
                                            text: modelData.sum
                                            font.bold: true
                                            font.pixelSize: Math.round(11 * AppSettings.fontScale)
                                        }
                                        Label {
                                            Accessible.ignored: true
                                            anchors.horizontalCenter: parent.horizontalCenter
                                            text: modelData.count
                                            font.pixelSize: Math.round(10 * AppSettings.fontScale)
                                        }
                                    }
                                }
                            }
                            Label {
                                Accessible.ignored: true
                                text: qsTr("the line: what fair dice should throw")
                                color: "#c62828"
                                font.pixelSize: Math.round(11 * AppSettings.fontScale)
                            }
                            Label {
                                Accessible.ignored: true
                                text: sumsLine.modelData.verdict
                                width: sumBars.width
                                wrapMode: Text.Wrap
                            }
                        }
                    }
                }
            }

            Label {
                visible: page.pastGames.length > 0
                text: qsTr("Past games")
                font.pixelSize: Math.round(16 * AppSettings.fontScale)
                font.bold: true
            }
            Repeater {
                model: page.pastGames
                delegate: RowLayout {
                    id: pastGame
                    required property var modelData
                    readonly property string when: modelData.finishedAt.toLocaleString(Qt.locale(), Locale.ShortFormat)
                    Layout.fillWidth: true
                    // Wrapped, not cut: the winners are the point of the line.
                    ReadableLine {
                        Layout.fillWidth: true
                        implicitWidth: 200 // the line takes the width the buttons leave, and wraps in it
                        implicitHeight: pastLine.implicitHeight + 4
                        spoken: pastLine.text
                        Label {
                            id: pastLine
                            Accessible.ignored: true
                            width: parent.width
                            wrapMode: Text.Wrap
                            textFormat: Text.PlainText
                            text: qsTr("%1 — %2 — won by %3").arg(pastGame.when)
                                  .arg(pastGame.modelData.players).arg(pastGame.modelData.winners)
                        }
                    }
                    // Named with the players and the winners too: two games of one minute differ.
                    Button {
                        text: qsTr("Show")
                        Accessible.name: qsTr("Show the game of %1, %2, won by %3").arg(pastGame.when)
                                         .arg(pastGame.modelData.players).arg(pastGame.modelData.winners)
                        onActiveFocusChanged: if (activeFocus) page.reveal(this)
                        onClicked: page.showGame(pastGame.modelData.id)
                        Keys.onReturnPressed: clicked()
                        Keys.onEnterPressed: clicked()
                    }
                    Button {
                        text: qsTr("Print…")
                        Accessible.name: qsTr("Print the game of %1, %2, won by %3…").arg(pastGame.when)
                                         .arg(pastGame.modelData.players).arg(pastGame.modelData.winners)
                        onActiveFocusChanged: if (activeFocus) page.reveal(this)
                        onClicked: page.printGame(pastGame.modelData.id)
                        Keys.onReturnPressed: clicked()
                        Keys.onEnterPressed: clicked()
                    }
                }
            }
            Item { implicitHeight: 16 }
        }
    }

    Dialog {
        id: clearDialog
        objectName: "clearHistoryDialog"
        anchors.centerIn: parent
        width: Math.min(480, page.width - 40)
        modal: true
        focus: true
        title: qsTr("Clear the history?")
        onOpened: keepButton.forceActiveFocus() // the safe answer has the keys, and is read
        onClosed: clearButton.forceActiveFocus()
        EnterPressesFocused { popup: clearDialog }
        Label {
            width: clearDialog.availableWidth
            wrapMode: Text.WordWrap
            text: qsTr("Every finished game and all statistics will be gone for good.")
        }
        footer: DialogButtonBox {
            Button {
                text: qsTr("Clear")
                DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
            }
            Button {
                id: keepButton
                text: qsTr("Keep")
                DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
            }
        }
        onAccepted: page.history.clear()
    }
}
