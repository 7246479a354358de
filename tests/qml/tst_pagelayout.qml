// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtTest
import Knobelbecher
import Knobelbecher.Ui

// The game page at the smallest window it is made for (1024×640, less the menu bar): the whole sheet
// of eight players in reach, their names whole.
TestCase {
    id: testCase
    name: "GamePageLayout"
    when: windowShown
    visible: true
    width: 1024
    height: 640 - 30 // the menu bar

    // Each test has its own controller, made and destroyed with its page, so that no page is left
    // watching a model that a later test resets (see tst_scoresheet.qml).
    Component {
        id: tableComponent
        Item {
            property alias game: controller
            property alias page: gamePage
            anchors.fill: parent
            GameController { id: controller }
            GamePage {
                id: gamePage
                anchors.fill: parent
                controller: controller
            }
        }
    }
    property GameController game
    property Item table


    function findByObjectName(item, name) {
        if (item.objectName === name)
            return item
        for (let i = 0; i < item.children.length; ++i) {
            const found = findByObjectName(item.children[i], name)
            if (found)
                return found
        }
        return null
    }
    function findAll(item, test, found) {
        if (test(item))
            found.push(item)
        for (let i = 0; i < item.children.length; ++i)
            findAll(item.children[i], test, found)
        return found
    }
    function tableOf(sheet) {
        return findAll(sheet, item => item.columnWidthProvider !== undefined && item.syncView === null && item.rowHeightProvider !== undefined, [])[0]
    }
    // Within the window: the item's rectangle mapped to the test window.
    function inWindow(item) {
        const p = item.mapToItem(testCase, 0, 0)
        return p.x >= -0.5 && p.y >= -0.5 && p.x + item.width <= testCase.width + 0.5 && p.y + item.height <= testCase.height + 0.5
    }

    function init() {
        table = createTemporaryObject(tableComponent, testCase)
        game = table.game
    }

    readonly property var twelveLetterNames: ["Alexandrina", "Bartholomew", "Constantine", "Dorothea Ann",
        "Evangelinee", "Friederikea", "Gwendolynne", "Hildegardis"]

    function test_everyRowAndEveryNameOfEightPlayers_data() {
        return [
            { tag: "Würfel-Poker, three columns each, in play", game: "wuerfelpoker", scorePad: false },
            { tag: "Würfel-Poker on the score pad", game: "wuerfelpoker", scorePad: true },
            { tag: "Escalero in play", game: "escalero", scorePad: false },
            { tag: "Ohio in play", game: "ohio", scorePad: false },
        ]
    }
    function test_everyRowAndEveryNameOfEightPlayers(data) {
        compare(game.startGame(data.game, twelveLetterNames, {}, "3", data.scorePad), "")
        const page = table.page
        waitForRendering(page)
        const sheet = findByObjectName(page, "scoreSheet")
        const view = tableOf(sheet)
        verify(view)
        // Every row is in sight at once: the sheet does not need to scroll down.
        verify(inWindow(sheet))
        verify(view.contentHeight <= view.height + 0.5, `rows need ${view.contentHeight}, have ${view.height}`)
        // In play the dice and the status move above a sheet this wide, and it fits across as well.
        if (!data.scorePad)
            verify(view.contentWidth <= view.width + 1, `columns need ${view.contentWidth}, have ${view.width}`)
        // Sideways, where the columns do not fit, a scroll bar is in sight.
        const bar = findByObjectName(sheet, "horizontalBar")
        if (view.contentWidth > view.width + 1) {
            verify(bar.visible)
            compare(bar.policy, ScrollBar.AlwaysOn)
            verify(inWindow(bar))
        }
        // The names read whole (a long one may take a second line), each where its columns are.
        for (let p = 0; p < 8; ++p) {
            view.positionViewAtCell(Qt.point(p * game.sheet.sheetColumns, 0), TableView.Contain)
            const shown = () => findAll(sheet, item => item.objectName === "playerName" && item.visible
                                                       && item.text === "\u2068" + twelveLetterNames[p] + "\u2069", [])[0]
            tryVerify(() => shown() !== undefined, 2000, twelveLetterNames[p] + " is not shown")
            const label = shown()
            verify(!label.truncated, label.text + " is cut")
        }
        // The tray and the status stand beside the sheet, in the window.
        const status = findByObjectName(page, "status")
        verify(status.visible)
        verify(inWindow(status) || status.mapToItem(testCase, 0, 0).y < testCase.height)
        if (!data.scorePad) {
            const tray = findByObjectName(page, "diceTray")
            verify(inWindow(tray))
            verify(tray.height <= testCase.height * 0.9)
        }
    }

    // Contra by keyboard alone (seed 001's Contra and Recontra): C doubles, the answer takes the keys,
    // Tab reaches Give up, Enter plays on; the stake stands beside the sheet.
    function test_contraByKeyboard() {
        compare(game.startGame("wuerfelpoker", ["Anna", "Ben"], {"contra": "true"}, "3", false), "")
        const page = table.page
        waitForRendering(page)
        const panel = findByObjectName(page, "contraPanel")
        verify(panel.visible)
        const offer = findByObjectName(page, "contraOffer")
        compare(offer.Accessible.role, Accessible.Button)
        verify(offer.enabled)
        keyClick(Qt.Key_C)
        verify(game.contraWaiting)
        const playOn = findByObjectName(page, "contraPlayOn")
        const giveUp = findByObjectName(page, "contraGiveUp")
        tryVerify(() => playOn.activeFocus, 1000, "the answer does not have the keys")
        verify(giveUp.visible)
        compare(giveUp.Accessible.name, "Give up and pay at stake ×1")
        keyClick(Qt.Key_Tab)
        verify(giveUp.activeFocus)
        keyClick(Qt.Key_Tab)
        verify(playOn.activeFocus)
        keyClick(Qt.Key_Return)
        compare(game.stake, 2)
        verify(!game.contraWaiting)
        compare(findByObjectName(page, "stake").text, "Stake ×2: \u2068Anna\u2069 doubled last")
        verify(!offer.enabled) // doublings alternate
    }

    // Doppelhand by keyboard: K keeps the first hand (Space, a page shortcut, throws), which then
    // stands beside the tray with its name for a screen reader; after the third throw K is all there is.
    function test_doppelhandByKeyboard() {
        compare(game.startGame("wuerfelpoker", ["Anna & Ben", "Clara"], {"double_hand": "true"}, "3", false), "")
        const page = table.page
        waitForRendering(page)
        const tray = findByObjectName(page, "diceTray")
        const keep = findByObjectName(page, "keepFirstHand")
        verify(keep.visible)
        verify(!keep.enabled)
        compare(keep.Accessible.role, Accessible.Button)
        verify(game.throwDice())
        tray.skipAnimation()
        verify(keep.enabled)
        keyClick(Qt.Key_K)
        verify(game.hasFirstHand)
        const panel = findByObjectName(page, "firstHand")
        verify(panel.visible)
        verify(panel.Accessible.name.startsWith("First hand: "))
        verify(!keep.visible)
        verify(game.throwDice())
        tray.skipAnimation()
        verify(game.canWrite)
        // The next sheet plays its first turn to the third throw; then K keeps the hand.
        verify(game.writeBox(0, 0))
        for (let i = 0; i < 3; ++i) {
            verify(game.throwDice())
            tray.skipAnimation()
        }
        verify(!game.canThrow)
        verify(keep.enabled)
        keyClick(Qt.Key_K)
        verify(game.hasFirstHand)
        compare(game.currentPlayerName, "\u2068Clara\u2069")
    }

    function test_twoNamesAreNeverCut() {
        testCase.width = 1280
        testCase.height = 770
        compare(game.startGame("escalero", ["Player 1", "Player 2"], {}, "3", false), "")
        const page = table.page
        waitForRendering(page)
        const names = findAll(page, item => item.objectName === "playerName" && item.visible, [])
        compare(names.length, 2)
        for (const label of names) {
            verify(!label.truncated)
            compare(label.lineCount, 1)
        }
        // The wide window gives the dice their row; the sheet keeps its whole height.
        const tray = findByObjectName(page, "diceTray")
        verify(!tray.vertical)
        testCase.width = 1024
        testCase.height = 610
    }

    function test_theResultStandsBesideTheSheetWithPlayAgain() {
        game.computerPace = 0
        compare(game.startGame("sechzerspiel", ["Ada", "Bob"], {}, "8", false, ["good", "good"]), "")
        const page = table.page
        tryVerify(() => game.finished, 20000)
        const panel = findByObjectName(page, "gameResult")
        const sheet = findByObjectName(page, "scoreSheet")
        verify(panel.visible)
        // Beside, not over: the sheet and the result do not overlap.
        const p = panel.mapToItem(testCase, 0, 0)
        const s = sheet.mapToItem(testCase, 0, 0)
        verify(p.x >= s.x + sheet.width - 0.5)
        const again = findByObjectName(page, "playAgain")
        verify(again.visible)
        verify(again.activeFocus) // Enter plays again; Space by itself never does (issue 25)
        compare(again.Accessible.name, "Play again: the same game with new dice")
        const seed = game.seed
        keyClick(Qt.Key_Space)
        verify(game.finished, "Space played again")
        compare(game.seed, seed)
        keyClick(Qt.Key_Return)
        verify(!game.finished)
        verify(game.seed !== seed)
        compare(game.playerNames, ["\u2068Ada\u2069", "\u2068Bob\u2069"])
        verify(!panel.visible)
    }
}
