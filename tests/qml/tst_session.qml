// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtTest
import Knobelbecher
import Knobelbecher.Ui

// The whole program in one window: game after game is started and left, as a player would.
TestCase {
    id: testCase
    name: "Session"
    when: windowShown

    // The program's own window, not transient for the test's window: the keys go where they go for a
    // player (a transient window would report itself active while the test's window has the keys).
    Component {
        id: mainComponent
        Main {}
    }

    function descendant(root, test) {
        let found = null
        function walk(item) {
            if (!item || found)
                return
            if (test(item)) {
                found = item
                return
            }
            for (let i = 0; i < item.children.length && !found; ++i)
                walk(item.children[i])
        }
        walk(root)
        return found
    }
    function buttonOn(page, text) {
        return descendant(page, i => i.text === text && i.clicked !== undefined && i.visible)
    }

    // A fresh window whose game list has the keyboard, with no offer of earlier games in the way.
    function openWindow() {
        const app = createTemporaryObject(mainComponent, null)
        verify(app)
        const resume = findChild(app, "resumeDialog")
        if (resume && resume.opened)
            resume.close()
        app.requestActivate()
        tryVerify(() => app.active)
        const pages = findChild(app, "pages")
        tryVerify(() => !pages.busy)
        return app
    }
    function settle(app) {
        const pages = findChild(app, "pages")
        tryVerify(() => !pages.busy, 5000)
        return pages
    }

    // Leaves the game with Ctrl+N; a game with moves asks first, and Enter answers "Leave".
    function leave(app) {
        keyClick(Qt.Key_N, Qt.ControlModifier)
        const ask = findChild(app, "leaveDialog")
        if (ask.opened || ask.visible) {
            tryVerify(() => ask.opened)
            keyClick(Qt.Key_Return)
        }
        tryVerify(() => !app.controller.active)
    }

    // A few moves, so that the page's sheet and headers have something to show and follow.
    function play(app, scorePad, i) {
        const game = app.controller
        if (scorePad) {
            compare(game.editBox(0, 0, 0, game.allowedText(0).split(/[ ,]+/)[0]), "")
            return
        }
        if (game.computerTurn)
            return
        keyClick(Qt.Key_Space)
        compare(game.throwsMade, 1, "Space threw in game " + i)
        for (let row = 0; row < game.sheet.gameRowCount; ++row)
            if (game.sheet.isWritable(row, game.currentPlayer * game.sheet.sheetColumns)) {
                verify(game.writeBox(0, row))
                break
            }
    }

    function test_gamesOfChangingShapesComeAndGo() {
        const app = openWindow()
        const games = [["escalero", 1], ["wuerfelpoker", 2], ["ohio", 1], ["sechzerspiel", 1]]
        // 24 games: every pairing of the four ways (and games) with the score pad on and off, twice.
        for (let i = 0; i < 24; ++i) {
            const [gameId, minPlayers] = games[i % games.length]
            const count = Math.max(minPlayers, 1 + (i * 3) % 8)
            const scorePad = i % 3 === 2
            const names = []
            for (let p = 0; p < count; ++p)
                names.push("P" + (p + 1))
            let pages = settle(app)
            compare(pages.depth, 1, "game " + i + " starts from the game list")
            const way = i % 4
            if (way < 2) {
                // Through the setup page, started with Enter or the Start button.
                pages.currentItem.gameChosen(gameId, gameId, minPlayers, 8)
                pages = settle(app)
                const setup = pages.currentItem
                while (setup.playerCount < count)
                    mouseClick(buttonOn(setup, "Add player"))
                while (setup.playerCount > count)
                    mouseClick(buttonOn(setup, "✕"))
                if (scorePad)
                    mouseClick(descendant(setup, i => i.text === "Keep score of a game played with real dice"))
                if (way === 0) {
                    keyClick(Qt.Key_Return)
                } else {
                    buttonOn(setup, "Start").clicked()
                }
            } else if (way === 2) {
                // As from the command line.
                compare(app.controller.startGame(gameId, names, {}, String(i), scorePad), "")
                app.showGame()
            } else {
                // File → Open of a game file written a moment ago (its autosave).
                compare(app.controller.startGame(gameId, names, {}, String(i), scorePad), "")
                // A game with no move keeps no autosave: make one.
                if (scorePad)
                    compare(app.controller.editBox(0, 0, 0, "1"), "")
                else
                    verify(app.controller.throwDice())
                const file = app.controller.autosaveFile
                verify(file.length > 0)
                app.controller.endGame()
                app.openFile(file)
            }
            tryVerify(() => app.controller.active, 5000, "game " + i + " started")
            compare(app.controller.gameId, gameId)
            compare(app.controller.playerNames.length, count)
            compare(app.controller.scorePad, scorePad)
            // Half the time the player is quick and the page is still sliding in.
            if (i % 2 === 0)
                settle(app)
            play(app, scorePad, i)
            leave(app)
        }
        settle(app)
        verify(app.visible)
    }
}
