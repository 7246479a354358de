// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtTest
import Knobelbecher
import Knobelbecher.Ui
import Knobelbecher.Dialogs

// The whole program driven by the keyboard alone, in one window: the keys of Help → Keys do what
// they say, whatever was clicked before.
TestCase {
    id: testCase
    name: "Keyboard"
    when: windowShown

    // The program's own window, not transient for the test's window: the keys go where they go for a
    // player (a transient window would report itself active while the test's window has the keys).
    Component {
        id: mainComponent
        Main {}
    }
    Component {
        id: gameListModel
        GameListModel {}
    }

    property var app: null

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
    function buttonOn(item, text) {
        return descendant(item, i => i.text === text && i.clicked !== undefined && i.visible)
    }
    function pages() {
        return findChild(app, "pages")
    }
    function settle() {
        tryVerify(() => !pages().busy, 5000)
    }
    // Dice that are still rolling take the first key to land; the tests wait for them.
    function landed(page) {
        const tray = descendant(page, i => i.animating !== undefined && i.skipAnimation !== undefined)
        tryVerify(() => !tray.animating, 5000)
    }
    function throwAndLand(page) {
        const before = app.controller.throwsMade
        keyClick(Qt.Key_Space)
        compare(app.controller.throwsMade, before + 1, "Space threw")
        landed(page)
    }
    function sheetOf(page) {
        return descendant(page, i => i.cursorRow !== undefined && i.moveCursor !== undefined)
    }

    // One window for every test, as for a player: each test starts from the game list.
    function initTestCase() {
        app = mainComponent.createObject(null)
        verify(app)
    }
    function cleanupTestCase() {
        app.controller.endGame()
        app.destroy()
    }
    function init() {
        Language.setCode("en")
        for (const name of ["resumeDialog", "leaveDialog", "problemDialog", "rulesDialog", "keysDialog", "aboutDialog"]) {
            const dialog = findChild(app, name)
            if (dialog.visible)
                dialog.close()
            tryVerify(() => !dialog.visible)
        }
        app.controller.endGame()
        pages().pop(null)
        settle()
        app.requestActivate()
        tryVerify(() => app.active)
        app.controller.computerPace = 0
    }
    function cleanup() {
        Language.setCode("en")
    }
    // Starts a game as from the command line; the game page has the keyboard.
    function startGame(gameId, names, scorePad, kinds) {
        compare(app.controller.startGame(gameId, names, {}, "7", scorePad, kinds || []), "")
        app.showGame()
        settle()
        const page = pages().currentItem
        verify(page.controller !== undefined)
        tryVerify(() => sheetOf(page).activeFocus)
        return page
    }

    // At the start the unfinished games are offered; the game list behind the dialog, which takes
    // the keys a moment later, leaves them with the dialog (a blind player heard the list instead and
    // Enter opened a game behind the dialog).
    function test_theUnfinishedGamesDialogAtTheStartKeepsTheKeys() {
        const page = startGame("escalero", ["Anna"], false)
        throwAndLand(page)
        app.controller.endGame() // left with a move: the next start offers it
        const second = mainComponent.createObject(null)
        verify(second)
        second.requestActivate()
        const dialog = findChild(second, "resumeDialog")
        tryVerify(() => dialog.opened, 3000)
        wait(300) // past the list's own Qt.callLater and its activation
        const focused = second.activeFocusItem
        verify(focused && focused.text === "Resume", "the keys are on " + focused)
        keyClick(Qt.Key_Escape)
        tryVerify(() => !dialog.visible, 2000)
        const grid = findChild(second, "gameGrid")
        tryVerify(() => grid.activeFocus || (second.activeFocusItem && grid.currentItem
                                              && second.activeFocusItem.objectName === "gameCard"), 2000,
                  "the list has the keys once the dialog is closed: " + second.activeFocusItem)
        second.destroy()
        app.requestActivate()
    }

    function test_spaceThrowsAfterTheRulesWereClickedAndClosed() {
        const page = startGame("escalero", ["Anna", "Ben"], false)
        const rules = findChild(app, "rulesDialog")
        mouseClick(buttonOn(page, "Rules"))
        tryVerify(() => rules.opened)
        keyClick(Qt.Key_Escape)
        tryVerify(() => !rules.visible)
        tryVerify(() => sheetOf(page).activeFocus, 2000, "the sheet has the keys again")
        throwAndLand(page)
        compare(app.controller.throwsMade, 1)
        verify(!rules.visible, "Space did not open the rules again")
        throwAndLand(page)
        compare(app.controller.throwsMade, 2)
    }

    function test_spaceThrowsAfterTheGameListButtonAskedAndTheAnswerWasStay() {
        const page = startGame("ohio", ["Anna"], false)
        throwAndLand(page)
        const ask = findChild(app, "leaveDialog")
        mouseClick(buttonOn(page, "Game list"))
        tryVerify(() => ask.opened)
        keyClick(Qt.Key_Escape) // stay
        tryVerify(() => !ask.visible)
        verify(app.controller.active)
        throwAndLand(page)
        compare(app.controller.throwsMade, 2, "Space threw again")
        verify(!ask.visible, "Space did not press Game list again")
    }

    function test_ctrlNAsksOnlyWhenTheGameHasMoves() {
        startGame("sechzerspiel", ["Anna", "Ben"], false)
        const ask = findChild(app, "leaveDialog")
        keyClick(Qt.Key_N, Qt.ControlModifier)
        settle()
        verify(!ask.visible, "nothing to lose: no question")
        verify(!app.controller.active)
        compare(pages().depth, 1)

        const page = startGame("sechzerspiel", ["Anna", "Ben"], false)
        throwAndLand(page)
        keyClick(Qt.Key_N, Qt.ControlModifier)
        tryVerify(() => ask.opened)
        keyClick(Qt.Key_Escape)
        tryVerify(() => !ask.visible)
        verify(app.controller.active, "Escape stays")
        // Tab to Stay and Enter: stays (Orca's tester lost a game this way).
        keyClick(Qt.Key_N, Qt.ControlModifier)
        tryVerify(() => ask.opened)
        keyClick(Qt.Key_Tab)
        verify(buttonOn(ask.footer, "Stay").activeFocus, "Tab reaches Stay")
        keyClick(Qt.Key_Return)
        tryVerify(() => !ask.visible)
        verify(app.controller.active, "Enter on Stay stays")
        keyClick(Qt.Key_N, Qt.ControlModifier)
        tryVerify(() => ask.opened)
        keyClick(Qt.Key_Return)
        tryVerify(() => !app.controller.active, 2000, "Enter leaves")
        settle()
        compare(pages().depth, 1)
    }

    function test_leavingAScorePadWithEntriesAsks() {
        const page = startGame("escalero", ["Anna", "Ben"], true)
        const ask = findChild(app, "leaveDialog")
        compare(app.controller.editBox(0, 0, 3, "8"), "")
        mouseClick(buttonOn(page, "Game list"))
        tryVerify(() => ask.opened)
        keyClick(Qt.Key_Return)
        tryVerify(() => !app.controller.active)
    }

    function test_enterOnTheSetupPageStartsTheGame() {
        pages().currentItem.gameChosen("ohio", "Ohio", 1, 8)
        settle()
        const setup = pages().currentItem
        compare(setup.playerCount, 2)
        // From a player's name field, too: the field passes Enter on.
        const name = descendant(setup, i => i.placeholderText === "Name")
        name.forceActiveFocus()
        keyClick(Qt.Key_Return)
        tryVerify(() => app.controller.active)
        compare(app.controller.gameId, "ohio")
        compare(app.controller.playerNames.length, 2)
    }

    function test_enterWritesOnlyTheBoxTheCursorMarks() {
        const page = startGame("escalero", ["Anna"], false)
        const sheet = sheetOf(page)
        throwAndLand(page)
        // No cursor shown yet: Enter shows it and writes nothing.
        keyClick(Qt.Key_Return)
        verify(sheet.cursorShown)
        compare(app.controller.throwsMade, 1)
        compare(app.controller.round, 1)
        // The focus goes elsewhere: the cursor is no longer shown, and Enter there writes nothing.
        const rulesButton = buttonOn(page, "Rules")
        rulesButton.forceActiveFocus()
        verify(!sheet.cursorShown)
        throwAndLand(page) // still throws, though a button has the focus
        sheet.forceActiveFocus()
        // Now the box under the visible cursor is written (or asked about, when it would be 0).
        const row = sheet.cursorRow
        const zero = app.controller.writesZero(0, row)
        keyClick(Qt.Key_Return)
        if (zero) {
            const strike = findChild(page, "strikeDialog")
            tryVerify(() => strike.opened)
            keyClick(Qt.Key_Return) // the default button: strike out
            tryVerify(() => !strike.visible)
        }
        verify(!app.controller.sheet.isWritable(row, 0) || app.controller.round === 2)
        compare(app.controller.round, 2, "one box written")
    }

    function test_theStrikeDialogTakesEnterAndEscape() {
        const page = startGame("escalero", ["Anna"], false)
        const game = app.controller
        const strike = findChild(page, "strikeDialog")
        let row = -1
        for (let turn = 0; turn < 20 && row < 0; ++turn) {
            throwAndLand(page)
            for (let r = 0; r < game.sheet.gameRowCount && row < 0; ++r)
                if (game.writesZero(0, r))
                    row = r
            if (row < 0) { // nothing that gives 0: write something and try the next turn
                for (let r = 0; r < game.sheet.gameRowCount; ++r)
                    if (game.sheet.isWritable(r, 0)) {
                        verify(game.writeBox(0, r))
                        break
                    }
            }
        }
        verify(row >= 0, "a throw that gives 0 somewhere")
        const round = game.round
        page.panel.requestWrite(0, row)
        tryVerify(() => strike.opened)
        keyClick(Qt.Key_Escape)
        tryVerify(() => !strike.visible)
        compare(game.round, round, "Escape cancels")
        verify(game.sheet.isWritable(row, 0))
        tryVerify(() => sheetOf(page).activeFocus, 2000, "the keys go back to the sheet")
        // Enter on Cancel (reached with Tab) cancels: it never strikes out.
        page.panel.requestWrite(0, row)
        tryVerify(() => strike.opened)
        keyClick(Qt.Key_Tab)
        verify(buttonOn(strike.footer, "Cancel").activeFocus, "Tab reaches Cancel")
        keyClick(Qt.Key_Return)
        tryVerify(() => !strike.visible)
        compare(game.round, round, "Enter on Cancel cancels")
        verify(game.sheet.isWritable(row, 0))
        tryVerify(() => sheetOf(page).activeFocus, 2000, "the keys go back to the sheet")
        page.panel.requestWrite(0, row)
        tryVerify(() => strike.opened)
        keyClick(Qt.Key_Enter)
        tryVerify(() => !strike.visible)
        compare(game.round, round + 1, "Enter strikes out")
        compare(game.sheet.data(game.sheet.index(row, 0)), "0")
    }

    function test_escapeClosesTheHintWhichLeavesTheThrowButtonFree() {
        const page = startGame("ohio", ["Anna"], false)
        throwAndLand(page)
        const hint = findChild(page, "hintPopup")
        keyClick(Qt.Key_H)
        tryVerify(() => hint.opened)
        const button = buttonOn(page, "Throw again")
        verify(button)
        const b = button.mapToItem(null, 0, 0, button.width, button.height)
        const h = hint.contentItem.mapToItem(null, -hint.leftPadding, -hint.topPadding, hint.width, hint.height)
        const overlaps = b.x < h.x + h.width && h.x < b.x + b.width && b.y < h.y + h.height && h.y < b.y + b.height
        verify(!overlaps, "hint " + JSON.stringify(h) + " covers the Throw button " + JSON.stringify(b))
        tryVerify(() => app.controller.hints.length > 0 && !app.controller.hinting, 20000)
        keyClick(Qt.Key_Escape)
        tryVerify(() => !hint.visible)
        // Open again: the next throw changes the position, and the hint goes by itself (as at the table).
        keyClick(Qt.Key_H)
        tryVerify(() => hint.opened)
        tryVerify(() => app.controller.hints.length > 0 && !app.controller.hinting, 20000)
        throwAndLand(page)
        compare(app.controller.throwsMade, 2)
        tryVerify(() => !hint.visible, 2000, "the hint of the last throw closed")
    }

    function test_digitsTypedAfterArrowKeysEditTheMarkedBox() {
        const page = startGame("escalero", ["Anna", "Ben"], true)
        const sheet = sheetOf(page)
        const game = app.controller
        keyClick(Qt.Key_Down) // the cursor appears on the first box
        compare(sheet.cursorRow, 0)
        keyClick(Qt.Key_Down)
        keyClick(Qt.Key_Down)
        keyClick(Qt.Key_Down)
        keyClick(Qt.Key_Right) // Ben's Queens
        compare(sheet.cursorRow, 3)
        compare(sheet.cursorColumn, 1)
        keyClick(Qt.Key_1)
        keyClick(Qt.Key_2)
        keyClick(Qt.Key_Return)
        compare(game.sheet.data(game.sheet.index(3, 1)), "12", "both digits reached the box")
        // A letter is not lost without a word: the bar says what the row takes, and nothing changes.
        keyClick(Qt.Key_X)
        const bar = findChild(page, "messageBar")
        compare(bar.text, "Queens: 0, 4, 8, 12, 16 or 20")
        compare(game.sheet.data(game.sheet.index(3, 1)), "12")
        // The next good entry clears it.
        keyClick(Qt.Key_Down)
        keyClick(Qt.Key_0)
        keyClick(Qt.Key_Return)
        compare(game.sheet.data(game.sheet.index(4, 1)), "0")
        compare(bar.text, "")
    }

    function test_theMessageBarDoesNotMoveTheSheet() {
        const page = startGame("escalero", ["Anna", "Ben"], true)
        const sheet = sheetOf(page)
        const before = sheet.mapToItem(null, 0, 0)
        keyClick(Qt.Key_Down)
        keyClick(Qt.Key_X)
        const bar = findChild(page, "messageBar")
        verify(bar.visible)
        waitForRendering(page)
        const after = sheet.mapToItem(null, 0, 0)
        compare(after.y, before.y)
        compare(after.x, before.x)
    }

    function test_hOpensTheScorePadHintWhichTakesATypedZero() {
        const page = startGame("escalero", ["Anna", "Ben"], true)
        const dialog = findChild(page, "padHintDialog")
        keyClick(Qt.Key_H)
        tryVerify(() => dialog.opened)
        keyClick(Qt.Key_9)
        keyClick(Qt.Key_Space)
        keyClick(Qt.Key_9)
        keyClick(Qt.Key_Space)
        keyClick(Qt.Key_9)
        keyClick(Qt.Key_Space)
        keyClick(Qt.Key_9)
        keyClick(Qt.Key_Space)
        keyClick(Qt.Key_9)
        // Tab to the throws left (past the combo box? no: player, dice, throws) and type 0.
        keyClick(Qt.Key_Tab)
        keyClick(Qt.Key_A, Qt.ControlModifier)
        keyClick(Qt.Key_0)
        keyClick(Qt.Key_Return)
        tryVerify(() => !dialog.visible)
        const bar = findChild(page, "messageBar")
        compare(bar.text, "", "the typed 0 was taken")
        tryVerify(() => sheetOf(page).activeFocus)
    }

    // A brisk computer writes before its last throw's dice are at rest; Anna's Space at once is her
    // throw, not only the end of the computer's animation (Orca's test lost that key).
    function test_spaceThrowsAtTheStartOfATurnWhileTheLastDiceStillRoll() {
        const page = startGame("escalero", ["Anna", "Ben"], false, ["human", "beginner"])
        const game = app.controller
        const tray = descendant(page, i => i.animating !== undefined && i.skipAnimation !== undefined)
        throwAndLand(page)
        let row = 0
        while (!game.sheet.isWritable(row, 0))
            ++row
        game.computerPace = 100 // steps faster than a die tumbles (620 ms)
        verify(game.writeBox(0, row))
        tryVerify(() => game.currentPlayer === 0 && game.canThrow, 15000, "Ben played")
        verify(tray.animating, "Ben's last dice still roll")
        compare(game.throwsMade, 0)
        keyClick(Qt.Key_Space)
        compare(game.throwsMade, 1, "Space threw Anna's dice")
        landed(page)
        // Within her turn Space on rolling dice still only shows them at rest.
        keyClick(Qt.Key_Space)
        verify(tray.animating)
        keyClick(Qt.Key_Space)
        compare(game.throwsMade, 2)
        verify(!tray.animating, "the second Space only landed the dice")
    }

    // A blind player tabs to what was read and presses Enter or Space on it: Enter presses a button
    // (Qt 6's own), Space on a die sets it aside (not the page's throw), a digit says the die it moved.
    function test_spaceSetsTheFocusedDieAsideAndADigitSaysTheDie() {
        const page = startGame("escalero", ["Anna"], false)
        const game = app.controller
        throwAndLand(page)
        const announcer = findChild(app, "announcer")
        let said = announcer.count
        keyClick(Qt.Key_2)
        compare(announcer.count, said + 1, "the digit's die is said")
        verify(announcer.text.indexOf("Die 2") === 0, announcer.text)
        verify(announcer.text.indexOf("set aside") > 0, announcer.text)
        keyClick(Qt.Key_2) // and back: the die is said without it
        compare(announcer.count, said + 2)
        verify(announcer.text.indexOf("Die 2") === 0 && announcer.text.indexOf("set aside") < 0, announcer.text)

        const die = descendant(page, i => i.isDie === true && i.Accessible.name.indexOf("Die 1") === 0)
        verify(die)
        die.forceActiveFocus(Qt.TabFocusReason)
        const thrown = game.throwsMade
        keyClick(Qt.Key_Space)
        compare(game.throwsMade, thrown, "Space on a die did not throw")
        tryVerify(() => die.held, 2000, "Space set the die aside")
        keyClick(Qt.Key_Space)
        tryVerify(() => !die.held, 2000, "and takes it back")

        const rules = findChild(app, "rulesDialog")
        const button = buttonOn(page, "Rules")
        button.forceActiveFocus(Qt.TabFocusReason)
        keyClick(Qt.Key_Return)
        tryVerify(() => rules.opened, 2000, "Enter on Rules opened the rules")
        keyClick(Qt.Key_Escape)
        tryVerify(() => !rules.visible)
    }

    function test_undoWorksBeforeTheComputerActs() {
        const page = startGame("sechzerspiel", ["Anna", "Ben"], false, ["human", "good"])
        const game = app.controller
        game.computerPace = 800
        throwAndLand(page)
        let row = 0
        while (!game.sheet.isWritable(row, 0))
            ++row
        verify(game.writeBox(0, row))
        verify(game.computerTurn)
        verify(game.canUndo, "Edit → Undo is there for Anna's entry")
        keyClick(Qt.Key_Z, Qt.ControlModifier)
        compare(game.currentPlayer, 0, "Anna's turn again")
        verify(game.sheet.isWritable(row, 0))
        verify(!game.computerTurn)
        wait(2000)
        compare(game.currentPlayer, 0, "the computer did not take over")
        verify(game.writeBox(0, row))
        tryVerify(() => game.currentPlayer === 0, 15000, "Ben played")
        verify(!game.canUndo, "Ben's entry is not Anna's to take back: Undo is disabled")
        keyClick(Qt.Key_Z, Qt.ControlModifier)
        compare(game.currentPlayer, 0)
        verify(!game.sheet.isWritable(row, 0))
    }

    // Ctrl+Z with nothing to take back is not silent: the player hears so (Ctrl+Shift+Z likewise).
    function test_undoAndRedoWithNothingToDoSaySo() {
        const page = startGame("ohio", ["Anna"], false)
        const announcer = findChild(app, "announcer")
        verify(!app.controller.canUndo)
        let count = announcer.count
        keyClick(Qt.Key_Z, Qt.ControlModifier)
        compare(announcer.count, count + 1)
        compare(announcer.text, "Nothing to undo.")
        keyClick(Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)
        compare(announcer.count, count + 2)
        compare(announcer.text, "Nothing to redo.")
        Language.setCode("de")
        keyClick(Qt.Key_Z, Qt.ControlModifier)
        compare(announcer.text, "Nichts rückgängig zu machen.")
        keyClick(Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)
        compare(announcer.text, "Nichts wiederherzustellen.")
        Language.setCode("en")
        // Something to take back: it is taken back, and nothing is said about it.
        throwAndLand(page)
        let row = 0
        while (!app.controller.sheet.isWritable(row, 0))
            ++row
        verify(app.controller.writeBox(0, row))
        verify(app.controller.canUndo)
        count = announcer.count
        keyClick(Qt.Key_Z, Qt.ControlModifier)
        verify(app.controller.sheet.isWritable(row, 0), "the entry was taken back")
        verify(announcer.text !== "Nothing to undo.")
        verify(app.controller.canRedo)
        keyClick(Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)
        verify(!app.controller.sheet.isWritable(row, 0), "and written again")
    }

    function test_f1OpensTheRulesAndTheKeysGoBackToTheSheet() {
        const page = startGame("ohio", ["Anna"], false)
        const rules = findChild(app, "rulesDialog")
        keyClick(Qt.Key_F1)
        tryVerify(() => rules.opened)
        keyClick(Qt.Key_Return) // Enter closes it too
        tryVerify(() => !rules.visible)
        tryVerify(() => sheetOf(page).activeFocus)
    }

    function test_theKeysDialogAndTheAboutBox() {
        const keys = findChild(app, "keysDialog")
        keys.open()
        tryVerify(() => keys.opened)
        verify(keys.keys.length >= 12)
        verify(keys.keys.some(k => k[0] === "Space"))
        // Each row reads as one line, the key first (Orca read the descriptions alone).
        const space = descendant(keys.contentItem, i => i.isKey === true && i.text === "Space")
        verify(space)
        verify(space.Accessible.name.indexOf("Space: Throw the dice") === 0, space.Accessible.name)
        const description = descendant(keys.contentItem, i => i.isKey === false && i.text.indexOf("Throw the dice") === 0)
        verify(description && description.Accessible.ignored, "the description is not read twice")
        keyClick(Qt.Key_Escape)
        tryVerify(() => !keys.visible)
        const about = findChild(app, "aboutDialog")
        about.open()
        tryVerify(() => about.opened)
        verify(findChild(about, "version").text.indexOf("Version 0.") === 0, findChild(about, "version").text)
        verify(findChild(about, "licence").text.indexOf("GPL-3.0-or-later") >= 0)
        // Close has the keys, and the text is said: a screen reader reads only the title and the button.
        tryVerify(() => app.activeFocusItem && app.activeFocusItem.text === "Close", 2000, "the keys are on " + app.activeFocusItem)
        const announcer = findChild(app, "announcer")
        tryVerify(() => announcer.text.indexOf("Version 0.") === 0, 2000, announcer.text)
        const registered = createTemporaryObject(gameListModel, testCase).names()
        verify(registered.length >= 8)
        for (const game of registered)
            verify(announcer.text.indexOf(game) > 0, game + " is named: " + announcer.text)
        keyClick(Qt.Key_Return)
        tryVerify(() => !about.visible)
    }

    function test_aProblemWrapsAndItsTitleSaysWhatFailed() {
        const dialog = findChild(app, "problemDialog")
        app.openFile("/nonexistent/" + "very-long-folder-name/".repeat(20) + "game.knobel")
        tryVerify(() => dialog.opened)
        compare(dialog.title, "Cannot open the file")
        verify(dialog.width <= app.width, dialog.width + " > " + app.width)
        keyClick(Qt.Key_Return)
        tryVerify(() => !dialog.visible)
        Language.setCode("de")
        app.openFile("/nonexistent/game.knobel")
        tryVerify(() => dialog.opened)
        compare(dialog.title, "Datei kann nicht geöffnet werden")
        keyClick(Qt.Key_Escape)
        tryVerify(() => !dialog.visible)
    }

    // F10 opens the File menu on its first entry; Right goes on to the next menu, Escape closes.
    function test_f10OpensTheMenus() {
        startGame("escalero", ["Anna"], false)
        const file = findChild(app, "fileMenu")
        keyClick(Qt.Key_F10)
        tryVerify(() => file.opened, 2000, "F10 opened File")
        compare(file.currentIndex, 0)
        verify(file.itemAt(0).activeFocus, "the first entry has the keys")
        keyClick(Qt.Key_Down)
        compare(file.currentIndex, 1)
        keyClick(Qt.Key_Right)
        tryVerify(() => !file.visible, 2000, "Right left File for the next menu")
        const edit = app.menuBar.menuAt(1)
        tryVerify(() => edit.opened, 2000, "Right opened Edit")
        // Nothing to undo or redo yet: no entry can take the keys, so the menu is said.
        const announcer = findChild(app, "announcer")
        compare(announcer.text, "Edit menu: Undo, Redo; not possible now.")
        keyClick(Qt.Key_Right)
        const view = app.menuBar.menuAt(2)
        tryVerify(() => view.opened && !edit.visible, 2000, "Right opened View")
        verify(view.itemAt(view.currentIndex) && view.itemAt(view.currentIndex).activeFocus, "its first entry has the keys")
        keyClick(Qt.Key_Left)
        tryVerify(() => edit.opened && !view.visible, 2000, "Left went back to Edit")
        keyClick(Qt.Key_Left)
        tryVerify(() => file.opened && !edit.visible, 2000, "Left went back to File")
        verify(file.itemAt(file.currentIndex).activeFocus, "File's first entry has the keys again")
        keyClick(Qt.Key_Escape)
        keyClick(Qt.Key_Escape)
        tryVerify(() => !app.menuOpen(), 2000, "Escape closed the menus")
    }

    // Ctrl+H in a game lays the history over it; Back returns to the game, which has the keys.
    function test_historyFromAGameGoesBackToTheGame() {
        const page = startGame("escalero", ["Anna"], false)
        throwAndLand(page)
        keyClick(Qt.Key_H, Qt.ControlModifier)
        settle()
        const history = pages().currentItem
        verify(history.back !== undefined, "the history is on top")
        compare(pages().get(pages().depth - 2), page, "over the game")
        history.back()
        settle()
        compare(pages().currentItem, page)
        verify(app.controller.active)
        compare(app.controller.throwsMade, 1)
        tryVerify(() => sheetOf(page).activeFocus, 2000, "the sheet has the keys again")
        throwAndLand(page)
        compare(app.controller.throwsMade, 2)
    }

    function test_theGameSaysWhereItStandsWhenItComesOnTop() {
        const announcer = findChild(app, "announcer")
        const page = startGame("escalero", ["Anna", "Ben"], false)
        tryVerify(() => announcer.text === app.controller.status, 2000, announcer.text)
        verify(announcer.text.indexOf("\u2068Anna\u2069") === 0, announcer.text)
        throwAndLand(page)
        keyClick(Qt.Key_H, Qt.ControlModifier)
        settle()
        const said = announcer.count
        pages().currentItem.back()
        settle()
        tryVerify(() => announcer.count > said && announcer.text === app.controller.status, 2000,
                  "back from the history the game says whose turn it is: " + announcer.text)
    }

    // A language chosen in the menu while a game runs: the keys go back to the game at once.
    function test_theKeysStayWithTheGameAfterALanguageSwitchInTheMenu() {
        const page = startGame("escalero", ["Anna"], false)
        const languages = findChild(app, "languageMenu")
        app.openMenuBar()
        const file = findChild(app, "fileMenu")
        tryVerify(() => file.opened)
        // Right to the language menu (Edit, View, Language), Down to Deutsch, Enter.
        for (let i = 0; i < 4 && !languages.opened; ++i)
            keyClick(Qt.Key_Right)
        tryVerify(() => languages.opened, 2000, "the language menu by keys")
        languages.currentIndex = 0
        keyClick(Qt.Key_Return)
        tryVerify(() => Language.code === "de")
        tryVerify(() => !app.menuOpen())
        tryVerify(() => sheetOf(page).activeFocus, 2000, "the sheet has the keys again")
        throwAndLand(page)
        compare(app.controller.throwsMade, 1, "Space threw at once")
    }

    function test_menusShowTheirKeysAndLanguagesAreRadioItems() {
        const file = findChild(app, "fileMenu")
        const newGame = file.itemAt(0)
        compare(newGame.text, "&New game")
        compare(newGame.keysText, "Ctrl+N")
        const languages = findChild(app, "languageMenu")
        const deutsch = languages.itemAt(0)
        const english = languages.itemAt(1)
        verify(deutsch.radio && english.radio)
        verify(english.checked && !deutsch.checked)
        deutsch.action.trigger()
        compare(Language.code, "de")
        verify(deutsch.checked && !english.checked, "one language at a time")
        // The German menus keep their mnemonics and name the keys as a German keyboard does.
        compare(file.title, "&Datei")
        compare(newGame.text, "&Neues Spiel")
        compare(newGame.keysText, "Strg+N")
        verify(file.width >= newGame.implicitWidth, "the entry and its keys fit")
    }

    function test_theComputerPaceSurvivesALanguageSwitch() {
        const pace = findChild(app, "paceBox")
        pace.currentIndex = 2
        pace.activated(2)
        compare(AppSettings.computerPace, 250)
        Language.setCode("de")
        compare(pace.currentIndex, 2)
        compare(pace.displayText, "schnell")
        compare(AppSettings.computerPace, 250)
        Language.setCode("en")
        compare(pace.displayText, "fast")
        pace.currentIndex = 1
        pace.activated(1)
    }

    // A blank sheet is printed for the games kept on a score sheet; the dialog offers no other game
    // (a table game chosen there could not be printed: "There is no game called liardice."). Opened
    // from a table game, it starts at the first sheet game.
    function test_theBlankSheetDialogOffersTheGamesKeptOnASheet() {
        compare(app.tableController.startGame("liardice", ["Anna", "Ben"], {}, "7", ["human", "human"]), "")
        verify(app.current.gameId === "liardice")
        const dialog = findChild(app, "blankSheetDialog")
        dialog.open()
        tryVerify(() => dialog.opened)
        const box = findChild(dialog, "blankSheetGame")
        const offered = []
        for (let i = 0; i < box.count; ++i) {
            box.currentIndex = i
            offered.push(box.currentValue)
            verify(Printing.hasBlankSheet(box.currentValue), box.currentValue)
        }
        const all = createTemporaryObject(gameListModel, testCase)
        const sheets = []
        for (let i = 0; i < all.rowCount(); ++i)
            if (all.get(i).sheetColumns > 0)
                sheets.push(all.get(i).gameId)
        compare(offered.slice().sort(), sheets.sort())
        verify(offered.indexOf("ohio") >= 0 && offered.indexOf("liardice") < 0, offered.join(" "))
        dialog.close()
        tryVerify(() => !dialog.visible)
        dialog.open()
        tryVerify(() => dialog.opened)
        compare(box.currentIndex, 0)
        dialog.close()
        tryVerify(() => !dialog.visible)
        app.tableController.endGame()
    }
}
