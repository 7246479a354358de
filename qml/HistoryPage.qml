// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Knobelbecher

// Past games and what they tell: per player games, wins, average and best; the high scores; the
// scores over time and how they spread.
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
    readonly property var stats: revision >= 0 ? history.statistics(gameId) : []
    readonly property var best: revision >= 0 ? history.highScores(gameId, 10) : []
    readonly property var overTime: revision >= 0 ? history.scoresOverTime(gameId) : []
    readonly property var spread: revision >= 0 ? history.distribution(gameId, 8) : []
    readonly property var pastGames: revision >= 0 ? history.games(gameId) : []
    readonly property var lineColors: ["#1565c0", "#c62828", "#2e7d32", "#ef6c00", "#6a1b9a", "#00838f", "#5d4037", "#ad1457"]

    GameListModel { id: games }

    header: ToolBar {
        RowLayout {
            anchors.fill: parent
            ToolButton {
                text: qsTr("Back")
                onClicked: page.back()
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
                onActivated: page.gameId = currentValue
            }
            ToolButton {
                text: qsTr("Clear history…")
                enabled: page.history.gameCount > 0
                onClicked: clearDialog.open()
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
            Label {
                visible: page.pastGames.length === 0
                text: qsTr("No finished game of %1 yet.").arg(gameBox.currentText)
                opacity: 0.7
            }

            // Per player, in the colour of the player's line in the chart.
            Repeater {
                model: page.stats
                delegate: RowLayout {
                    required property var modelData
                    required property int index
                    spacing: 24
                    Rectangle {
                        width: 12; height: 12; radius: 6
                        color: page.lineColors[index % page.lineColors.length]
                    }
                    // A computer is shown by its level, in italics.
                    Label {
                        text: modelData.name
                        textFormat: Text.PlainText
                        font.bold: true
                        font.italic: modelData.computer
                        Layout.preferredWidth: 160
                        elide: Text.ElideRight
                    }
                    Label { text: qsTr("%n game(s)", "", modelData.played); Layout.preferredWidth: 90 }
                    Label { text: qsTr("%n win(s)", "", modelData.wins); Layout.preferredWidth: 80 }
                    Label { text: qsTr("average %1").arg(Number(modelData.average).toLocaleString(Qt.locale(), "f", 1)); Layout.preferredWidth: 110 }
                    Label { text: qsTr("best %1").arg(modelData.best) }
                    Label {
                        visible: modelData.settlesInChips
                        // Qt fills in %n only for n >= 0, so a loss has its own text.
                        text: modelData.chips > 0 ? qsTr("+%n chip(s)", "", modelData.chips)
                            : modelData.chips < 0 ? qsTr("−%n chip(s)", "", -modelData.chips)
                            : qsTr("%n chip(s)", "", 0)
                        color: modelData.chips > 0 ? "#1b5e20" : modelData.chips < 0 ? "#c62828" : palette.text
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
                    ctx.fillText(String(high), 4, top + 8)
                    ctx.fillText(String(low), 4, bottom)
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
            Row {
                visible: page.spread.length > 0
                spacing: 6
                Layout.preferredHeight: 150
                readonly property int most: Math.max(1, ...page.spread.map(b => b.count))
                Repeater {
                    model: page.spread
                    delegate: Column {
                        required property var modelData
                        spacing: 2
                        anchors.bottom: parent ? parent.bottom : undefined
                        Label {
                            anchors.horizontalCenter: parent.horizontalCenter
                            text: modelData.count
                            font.pixelSize: Math.round(11 * AppSettings.fontScale)
                        }
                        Rectangle {
                            width: 64
                            height: 100 * modelData.count / parent.parent.most
                            color: "#1565c0"
                            opacity: 0.8
                        }
                        Label {
                            anchors.horizontalCenter: parent.horizontalCenter
                            text: modelData.from === modelData.to ? modelData.from : modelData.from + "–" + modelData.to
                            font.pixelSize: Math.round(11 * AppSettings.fontScale)
                        }
                    }
                }
            }

            Label {
                visible: page.best.length > 0
                text: qsTr("High scores")
                font.pixelSize: Math.round(16 * AppSettings.fontScale)
                font.bold: true
            }
            Repeater {
                model: page.best
                delegate: Label {
                    required property var modelData
                    required property int index
                    textFormat: Text.PlainText
                    text: qsTr("%1. %2 — %3 — %4").arg(index + 1).arg(modelData.name).arg(modelData.total)
                          .arg(modelData.finishedAt.toLocaleDateString(Qt.locale(), Locale.ShortFormat))
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
                    required property var modelData
                    Layout.fillWidth: true
                    // Wrapped, not cut: the winners are the point of the line.
                    Label {
                        Layout.fillWidth: true
                        wrapMode: Text.Wrap
                        textFormat: Text.PlainText
                        text: qsTr("%1 — %2 — won by %3").arg(modelData.finishedAt.toLocaleString(Qt.locale(), Locale.ShortFormat))
                              .arg(modelData.players).arg(modelData.winners)
                    }
                    Button {
                        text: qsTr("Show")
                        onClicked: page.showGame(modelData.id)
                    }
                    Button {
                        text: qsTr("Print…")
                        onClicked: page.printGame(modelData.id)
                    }
                }
            }
            Item { implicitHeight: 16 }
        }
    }

    Dialog {
        id: clearDialog
        anchors.centerIn: parent
        modal: true
        title: qsTr("Clear the history?")
        Label { text: qsTr("Every finished game and all statistics will be gone for good.") }
        footer: DialogButtonBox {
            Button {
                text: qsTr("Clear")
                DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
            }
            Button {
                text: qsTr("Keep")
                DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
            }
        }
        onAccepted: page.history.clear()
    }
}
