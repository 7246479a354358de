// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Knobelbecher
import Knobelbecher.Ui

// The history is read without eyes: every line of figures is reached with Tab and reads as one
// sentence, the buttons say which game they show, and the page says what it holds when it opens.
TestCase {
    id: testCase
    name: "HistoryPage"
    when: windowShown
    visible: true
    width: 900
    height: 420

    GameController { id: game }
    HistoryStore { id: store }
    // Played games, with dice: a history of their own, so that the score pads above stay as they are.
    HistoryStore { id: diceStore }
    GameSession { id: session; sheet: game }
    // Craps and Escalero played to their ends, for the dice of all games and the sums of two dice.
    HistoryStore { id: sumsStore }
    TableController { id: table }
    GameSession { id: tableSession; table: table }
    Component {
        id: sheetComponent
        ScoreSheet { width: 680; height: 580 }
    }
    Component {
        id: signalSpy
        SignalSpy {}
    }
    Component {
        id: dicePageComponent
        HistoryPage { width: testCase.width; height: testCase.height; history: diceStore; gameId: "escalero" }
    }
    Component {
        id: sumsPageComponent
        HistoryPage { width: testCase.width; height: testCase.height; history: sumsStore }
    }
    Component {
        id: pageComponent
        HistoryPage { width: testCase.width; height: testCase.height; history: store; gameId: "escalero" }
    }

    // A score pad filled with the given points in every box, so that the game is over.
    function finishGame(names, points) {
        compare(game.startGame("escalero", names, {}, "", true), "")
        for (let p = 0; p < names.length; ++p)
            for (let r = 0; r < game.sheet.gameRowCount; ++r)
                compare(game.editBox(p, 0, r, String(points[p])), "", "row " + r)
        verify(game.finished)
        const before = store.gameCount
        session.recordFinished(store) // what the window does when a game ends
        compare(store.gameCount, before + 1)
    }

    function initTestCase() {
        verify(store.clear())
        finishGame(["Anna", "Ben"], [0, 0])
        // A first row that takes any count of its dice: Anna writes more than Ben in the second game.
        compare(game.startGame("escalero", ["Anna", "Ben"], {}, "", true), "")
        for (let r = 0; r < game.sheet.gameRowCount; ++r) {
            compare(game.editBox(0, 0, r, r === 0 ? "3" : "0"), "")
            compare(game.editBox(1, 0, r, "0"), "")
        }
        verify(game.finished)
        const before = store.gameCount
        session.recordFinished(store) // what the window does when a game ends
        compare(store.gameCount, before + 1)
        compare(store.games("escalero").length, 2)
    }

    // A game played to its end by throwing once a turn and writing the first box that takes the dice.
    function playGame(names, seed, history) {
        compare(game.startGame("escalero", names, {}, seed, false), "")
        for (let turn = 0; !game.finished && turn < 1000; ++turn) {
            verify(game.throwDice(), "turn " + turn)
            let written = false
            for (let c = 0; c < 4 && !written; ++c)
                for (let r = 0; r < game.sheet.gameRowCount && !written; ++r)
                    written = game.writeBox(c, r)
            verify(written, "turn " + turn)
        }
        verify(game.finished)
        session.recordFinished(history || diceStore)
    }

    // Craps between two computers, played out at once.
    function playCraps(seed) {
        table.computerPace = 0
        compare(table.startGame("craps", ["Anna", "Ben"], {}, seed, ["good", "beginner"]), "")
        tryVerify(() => table.finished, 20000)
        const before = sumsStore.gameCount
        tableSession.recordFinished(sumsStore)
        compare(sumsStore.gameCount, before + 1)
    }

    // The accessible names of what Tab reaches, in order, from the first control of the page.
    function tabOrder(page) {
        const reached = []
        page.forceActiveFocus()
        for (let i = 0; i < 40; ++i) {
            keyClick(Qt.Key_Tab)
            const item = page.Window.activeFocusItem
            if (!item || reached.length > 0 && item === reached[0].item)
                break
            reached.push({ item: item, name: item.Accessible.name || item.text || "" })
        }
        return reached
    }

    function test_tabReadsEveryLineOfFigures() {
        const page = createTemporaryObject(pageComponent, testCase)
        waitForRendering(page)
        const names = tabOrder(page).map(r => r.name)
        const anna = names.find(n => n.indexOf("\u2068Anna\u2069, 2 games, ") === 0)
        verify(anna, names.join(" | "))
        verify(anna.indexOf(" win") > 0 && anna.indexOf("best 3") > 0, anna)
        verify(names.find(n => n.indexOf("\u2068Ben\u2069, 2 games, ") === 0), names.join(" | "))
        verify(names.find(n => n.indexOf("How the scores spread: 0: 3 scores; ") === 0), names.join(" | "))
        verify(names.find(n => n.indexOf("Place 1: \u2068Anna\u2069, 3 points, ") === 0), names.join(" | "))
        const shows = names.filter(n => n.indexOf("Show the game of ") === 0)
        compare(shows.length, 2, names.join(" | "))
        verify(shows[0] !== shows[1], "two games of one minute are told apart: " + shows.join(" | "))
        verify(shows.every(n => n.indexOf(", \u2068Anna\u2069, \u2068Ben\u2069, won by ") > 0), shows.join(" | "))
        verify(names.filter(n => n.indexOf("Print the game of ") === 0).length === 2, names.join(" | "))
        verify(names.filter(n => n.indexOf(" — won by ") > 0).length === 2, names.join(" | "))
        verify(names.every(n => n.length > 0), names.join(" | "))
    }

    function test_theLineWithTheKeysIsInSight() {
        const page = createTemporaryObject(pageComponent, testCase)
        waitForRendering(page)
        const reached = tabOrder(page)
        const last = reached.filter(r => r.name.indexOf("Print the game of ") === 0).pop()
        verify(last)
        last.item.forceActiveFocus()
        const top = last.item.mapToItem(page, 0, 0).y
        verify(top >= 0 && top + last.item.height <= page.height, "the last button lies at " + top)
    }

    // The question before the history is cleared takes the keys on its safe answer; Enter keeps.
    function test_clearingAsksAndEnterOnKeepKeepsTheHistory() {
        const page = createTemporaryObject(pageComponent, testCase)
        waitForRendering(page)
        const dialog = findChild(page, "clearHistoryDialog")
        dialog.open()
        tryVerify(() => dialog.opened)
        const focused = page.Window.activeFocusItem
        verify(focused && focused.text === "Keep", "the keys are on " + focused)
        keyClick(Qt.Key_Return)
        tryVerify(() => !dialog.visible)
        compare(store.games("escalero").length, 2)
    }

    // Enter on a button does what Space does; Escape goes back.
    function test_enterPressesAButtonAndEscapeGoesBack() {
        const page = createTemporaryObject(pageComponent, testCase)
        waitForRendering(page)
        const shown = signalSpy.createObject(testCase, { target: page, signalName: "showGame" })
        const back = signalSpy.createObject(testCase, { target: page, signalName: "back" })
        const show = tabOrder(page).find(r => r.name.indexOf("Show the game of ") === 0)
        show.item.forceActiveFocus()
        keyClick(Qt.Key_Return)
        compare(shown.count, 1)
        keyClick(Qt.Key_Escape)
        compare(back.count, 1)
    }

    // A score pad shown from the history takes no typing, and says so in its description.
    function test_aPastScorePadTakesNoTyping() {
        const past = store.games("escalero")[0]
        compare(session.showFromHistory(store, past.id), "")
        verify(game.readOnly && game.scorePad)
        const sheet = createTemporaryObject(sheetComponent, testCase, { controller: game })
        sheet.forceActiveFocus()
        sheet.cursorRow = 0
        sheet.cursorColumn = 0
        keyClick(Qt.Key_5)
        compare(sheet.editingRow, -1, "no editor opened")
        keyClick(Qt.Key_Return)
        compare(sheet.editingRow, -1)
        let described = ""
        function walk(item) {
            for (let i = 0; i < item.children.length; ++i) {
                const child = item.children[i]
                if (child.Accessible && child.Accessible.role === Accessible.Table)
                    described = child.Accessible.description
                walk(child)
            }
        }
        walk(sheet)
        compare(described, "A game from the history: the arrow keys move between the boxes.")
        game.endGame()
    }

    // A history of played games shows their dice, an entry a player and one for all, each read as
    // one sentence; score pads have no dice, and no section.
    function test_theDiceSectionShowsForPlayedGames() {
        const plain = createTemporaryObject(pageComponent, testCase)
        waitForRendering(plain)
        verify(!findChild(plain, "diceHeading").visible, "score pads threw no dice")

        diceStore.databaseFile = store.databaseFile.replace(/[^/]*$/, "history-dice-test.sqlite")
        verify(diceStore.clear())
        playGame(["Anna", "Ben"], "5")
        playGame(["Anna", "Ben"], "6")
        const dice = diceStore.diceStatistics("escalero")
        compare(dice.length, 3)
        const page = createTemporaryObject(dicePageComponent, testCase)
        waitForRendering(page)
        verify(findChild(page, "diceHeading").visible)
        const names = tabOrder(page).map(r => r.name)
        const anna = names.find(n => n.indexOf("⁨Anna⁩: " + dice[0].total + " dice; 1: " + dice[0].faces[0] + ", 2: ") === 0)
        verify(anna, names.join(" | "))
        verify(anna.indexOf("; expected ") > 0 && anna.endsWith("; " + dice[0].verdict), anna)
        verify(names.find(n => n.indexOf("⁨Ben⁩: " + dice[1].total + " dice; ") === 0), names.join(" | "))
        const all = names.find(n => n.indexOf("All players: " + (dice[0].total + dice[1].total) + " dice; ") === 0)
        verify(all, names.join(" | "))
        verify(/(nothing unusual \(p = 0\.\d\d\)|unusual, p = |too few dice to tell much)$/.test(all), all)
    }

    function test_thePageSaysWhatItHolds() {
        const page = createTemporaryObject(pageComponent, testCase)
        compare(page.summary(),
                "History of Escalero: 2 finished games. Tab reads the statistics line by line.")
    }

    // "All games" shows the dice of every game where the chosen game has none, reached and chosen with
    // the keyboard; the sums of two dice are one sentence for Craps, and absent for Escalero (thrown
    // once a turn here: five dice every throw).
    function test_allGamesAndTheSumsOfTwoDice() {
        sumsStore.databaseFile = store.databaseFile.replace(/[^/]*$/, "history-sums-test.sqlite")
        verify(sumsStore.clear())
        playGame(["Anna", "Ben"], "5", sumsStore)
        playCraps("5")
        playCraps("6")

        const escalero = createTemporaryObject(sumsPageComponent, testCase, { gameId: "escalero" })
        waitForRendering(escalero)
        verify(findChild(escalero, "diceHeading").visible)
        compare(escalero.sums.length, 0)
        let names = tabOrder(escalero).map(r => r.name)
        verify(!names.some(n => n.indexOf("Sums of ") === 0), names.join(" | "))
        escalero.visible = false // out of the keys' way

        const crapsSums = sumsStore.sumStatistics("craps")
        compare(crapsSums.length, 1)
        compare(crapsSums[0].dice, 2)
        const craps = createTemporaryObject(sumsPageComponent, testCase, { gameId: "craps" })
        waitForRendering(craps)
        const sentence = "Sums of two dice: " + crapsSums[0].throws + " throws; "
                + crapsSums[0].sums.map(b => b.sum + ": " + b.count).join(", ") + "; " + crapsSums[0].verdict
        names = tabOrder(craps).map(r => r.name)
        verify(names.indexOf(sentence) >= 0, sentence + " in " + names.join(" | "))
        craps.visible = false

        // A game without dice in the history: the section says so, and offers every game's.
        const none = createTemporaryObject(sumsPageComponent, testCase, { gameId: "sechzerspiel" })
        waitForRendering(none)
        verify(findChild(none, "diceHeading").visible)
        compare(none.dice.length, 0)
        const reached = tabOrder(none)
        verify(reached.some(r => r.name === "No dice of Sechzerspiel yet."), reached.map(r => r.name).join(" | "))
        const allGames = reached.find(r => r.name === "Dice of all games")
        verify(allGames, reached.map(r => r.name).join(" | "))
        verify(reached.find(r => r.name === "Dice of Sechzerspiel"))
        allGames.item.forceActiveFocus()
        keyClick(Qt.Key_Space)
        verify(none.diceOfAllGames)
        const all = sumsStore.diceStatistics("")
        const escaleroDice = sumsStore.diceStatistics("escalero")
        const crapsDice = sumsStore.diceStatistics("craps")
        compare(all[all.length - 1].total, escaleroDice[escaleroDice.length - 1].total + crapsDice[crapsDice.length - 1].total)
        names = tabOrder(none).map(r => r.name)
        verify(names.find(n => n.indexOf("All players: " + all[all.length - 1].total + " dice; ") === 0), names.join(" | "))
        // Escalero's five dice add no sums: every game's sums are Craps'.
        verify(names.indexOf(sentence) >= 0, sentence + " in " + names.join(" | "))
        verify(!names.some(n => n.indexOf("No dice of ") === 0), names.join(" | "))
    }
}
