// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtTest
import Knobelbecher
import Knobelbecher.Ui

// The games off the score sheet (and Escalero with real dice), played in the whole program by
// keyboard: Space does the main thing, Enter the focused one, the privacy screen passes the turn
// between two people.
TestCase {
    id: testCase
    name: "TablePage"
    when: windowShown

    Component {
        id: mainComponent
        Main {}
    }

    function openWindow() {
        const app = createTemporaryObject(mainComponent, null)
        verify(app)
        const resume = findChild(app, "resumeDialog")
        if (resume && resume.opened)
            resume.close()
        app.requestActivate()
        tryVerify(() => app.active)
        tryVerify(() => !findChild(app, "pages").busy)
        return app
    }
    // The shown item of that name (a page may hold hidden ones of the same name).
    function visibleNamed(item, name) {
        for (let i = 0; i < item.children.length; ++i) {
            const child = item.children[i]
            if (child.objectName === name && child.visible)
                return child
            const found = visibleNamed(child, name)
            if (found)
                return found
        }
        return null
    }
    function start(app, gameId, players, kinds) {
        const table = app.tableController
        table.computerPace = 0
        compare(table.startGame(gameId, players, {}, "17", kinds), "")
        app.showGame()
        tryVerify(() => !findChild(app, "pages").busy)
        const page = findChild(app, "gamePage")
        verify(page)
        return page
    }
    // Presses keys until the game is over: Space, or Enter where the keyboard waits on a part.
    function playByKeyboard(app, page, limit) {
        const table = app.tableController
        let presses = 0
        let screens = 0
        while (!table.finished && presses < limit) {
            if (table.computerTurn) {
                const before = table.log.rowCount()
                tryVerify(() => table.finished || !table.computerTurn || table.log.rowCount() > before, 20000)
                continue
            }
            if (table.privacy) {
                ++screens
                const next = table.privacySeat
                verify(findChild(app, "privacyScreen").visible)
                keyClick(Qt.Key_Space)
                compare(table.viewer, next)
                verify(!table.privacy)
                continue
            }
            const stakeField = page.Window.activeFocusItem && page.Window.activeFocusItem.objectName.startsWith("field_")
            if (stakeField)
                keyClick(Qt.Key_Return)
            else
                keyClick(Qt.Key_Space)
            ++presses
            wait(0)
        }
        verify(table.finished, "the game ends within " + limit + " presses: " + table.status + " / focus "
               + (page.Window.activeFocusItem ? page.Window.activeFocusItem.objectName + " " + page.Window.activeFocusItem : "none")
               + " / legal " + Array.from({length: table.actions.count}, (_, i) => table.actions.get(i))
                   .map(a => a.kind + a.field + ":" + a.amount).join(","))
        return screens
    }

    function test_liarDiceBetweenTwoPeople() {
        const app = openWindow()
        const page = start(app, "liardice", ["Anna", "Ben"], ["human", "human"])
        const table = app.tableController
        // Anna's dice appear only after she says it is her.
        verify(table.privacy)
        verify(findChild(app, "privacyScreen").visible)
        const screens = playByKeyboard(app, page, 3000)
        verify(screens >= 2, "the screen went round " + screens + " times")
        const results = findChild(app, "gameResult")
        tryVerify(() => results.visible)
        verify(table.standings.length === 2)
        // Space never starts the next game by itself: Play again has the keys, for Enter.
        const again = findChild(app, "playAgain")
        tryVerify(() => again.activeFocus)
        compare(again.Accessible.name, "Play again: the same game with new dice")
        // The settlement as at the sheet: Liar Dice is not played for chips, nobody pays.
        verify(!table.settlesInChips)
        keyClick(Qt.Key_Space)
        keyClick(Qt.Key_Space)
        wait(50)
        verify(table.finished)
        keyClick(Qt.Key_Return)
        tryVerify(() => !table.finished)
    }

    function test_liarDicePickerOffersOnlyHigherHands() {
        const app = openWindow()
        start(app, "liardice", ["Anna", "Ben"], ["human", "human"])
        const table = app.tableController
        keyClick(Qt.Key_Space) // "I am …"
        const picker = findChild(app, "handPicker")
        tryVerify(() => picker.visible)
        const first = table.actions.announcements().length
        verify(first > 200)
        // Enter on the hand box announces the hand chosen there: the lowest of the class.
        const handBox = findChild(picker, "handBox")
        handBox.forceActiveFocus()
        keyClick(Qt.Key_Return)
        tryVerify(() => table.privacy)
        keyClick(Qt.Key_Space)
        tryVerify(() => picker.visible || table.actions.indexOf("doubt") >= 0)
        const ranks = table.actions.announcements().map(h => h.rank)
        verify(ranks.every(r => r > 0), "only hands above the call")
        for (let i = 1; i < ranks.length; ++i)
            verify(ranks[i] > ranks[i - 1], "the hands are ordered")
    }

    function test_pokerDiceAgainstTheComputer() {
        const app = openWindow()
        const page = start(app, "pokerdice", ["Anna", "Ben"], ["human", "beginner"])
        verify(!app.tableController.privacy) // one person: no screen
        playByKeyboard(app, page, 3000)
        verify(app.tableController.payments.length >= 0)
        tryVerify(() => findChild(app, "gameResult").visible)
    }

    function test_pokerDiceBettingBarKeepsTheAmountInsideTheLimits() {
        const app = openWindow()
        start(app, "pokerdice", ["Anna", "Ben"], ["human", "human"])
        const table = app.tableController
        const bar = findChild(app, "bettingBar")
        let guard = 0
        while (!bar.visible && guard++ < 20)
            keyClick(Qt.Key_Space)
        verify(bar.visible)
        const box = findChild(bar, "amountBox")
        const range = table.actions.amountRange(bar.sizing)
        compare(box.from, range.minimum)
        compare(box.to, range.maximum)
        box.value = box.to
        const pot = table.pot
        findChild(bar, "sizeButton").Accessible.pressAction()
        tryVerify(() => table.pot === pot + range.maximum)
    }

    function test_chicagoWithComputers() {
        const app = openWindow()
        const page = start(app, "chicago", ["Anna", "Ben", "Cleo"], ["human", "good", "beginner"])
        verify(findChild(app, "roundTable").visible)
        playByKeyboard(app, page, 3000)
        tryVerify(() => findChild(app, "gameResult").visible)
    }

    // Real dice (issue 32): Space throws, the entry under the board then has the keys; a face the die
    // does not have is refused there and changes nothing; the typed throw is played as a thrown one,
    // also the computer's, until the game is over.
    function test_chicagoWithRealDiceTypedByKeysAlone() {
        const app = openWindow()
        const table = app.tableController
        table.computerPace = 0
        compare(table.startGame("chicago", ["Anna", "Ben"], {}, "17", ["human", "good"], true), "")
        app.showGame()
        tryVerify(() => !findChild(app, "pages").busy)
        const page = findChild(app, "gamePage")
        const entry = findChild(page, "diceEntry")
        const field = findChild(page, "diceEntryField")
        verify(entry && field)
        verify(table.realDice)
        let refused = false
        let typed = 0
        for (let step = 0; step < 200 && !table.finished; ++step) {
            if (table.throwDue) {
                tryVerify(() => entry.visible && field.activeFocus)
                const logRows = table.log.rowCount()
                if (!refused) {
                    keyClick(Qt.Key_7)
                    keyClick(Qt.Key_Return)
                    refused = true
                    verify(findChild(page, "diceEntryProblem").visible)
                    verify(table.throwDue)
                    compare(table.log.rowCount(), logRows)
                    keyClick(Qt.Key_Backspace)
                }
                // As many faces as the entry asks for, never all alike (a tie for the beer mat would be
                // thrown again for ever).
                for (let d = 0; d < table.throwDice; ++d) {
                    keyClick(Qt.Key_1 + (typed + d) % 6)
                    keyClick(Qt.Key_Space)
                }
                keyClick(Qt.Key_Return)
                ++typed
                tryVerify(() => !table.throwDue || table.log.rowCount() > logRows)
                continue
            }
            if (table.computerTurn) {
                tryVerify(() => table.finished || table.throwDue || !table.computerTurn, 20000)
                continue
            }
            keyClick(Qt.Key_Space)
            wait(0)
        }
        verify(table.finished)
        verify(refused)
        verify(typed >= 2)
        tryVerify(() => findChild(app, "gameResult").visible)
    }

    // Liar Dice with real dice against the computer: Anna's cup stays closed ("in your cup"; Enter
    // alone, no hint and the header says why); when Ben doubts her call the entry asks her to lift
    // it, and her five dice are typed by keys (German letters); the log then says what she had.
    function test_liarDiceWithARealCupTypedAtTheDoubt() {
        const app = openWindow()
        const table = app.tableController
        table.computerPace = 0
        compare(table.startGame("liardice", ["Anna", "Ben"], {}, "17", ["human", "good"], true), "")
        app.showGame()
        tryVerify(() => !findChild(app, "pages").busy)
        const page = findChild(app, "gamePage")
        const entry = findChild(page, "diceEntry")
        const field = findChild(page, "diceEntryField")
        verify(entry && field)
        let draws = 0
        let closedSeen = false
        let pickedUp = false
        let lifted = false
        // Ben's cup is the program's, drawn anew every run: games follow until he has doubted Anna.
        for (let step = 0; step < 1000 && !(lifted && pickedUp); ++step) {
            if (table.finished) {
                compare(table.startGame("liardice", ["Anna", "Ben"], {}, "17", ["human", "good"], true), "")
                continue
            }
            if (table.throwDue) {
                tryVerify(() => entry.visible && field.activeFocus)
                const prompt = table.throwPrompt
                const rows = table.log.rowCount()
                verify(table.throwSeat !== 1, prompt) // his cup is the program's
                if (table.throwHidden) {
                    compare(field.placeholderText, "nothing: your dice stay hidden")
                    keyClick(Qt.Key_Return) // thrown behind the screen: nothing typed
                } else if (prompt.indexOf(", lift your cup.") >= 0) {
                    compare(field.placeholderText, "for example K K Q J 10") // five poker dice, in letters
                    for (const key of [Qt.Key_K, Qt.Key_K, Qt.Key_D, Qt.Key_B, Qt.Key_9]) {
                        keyClick(key)
                        keyClick(Qt.Key_Space)
                    }
                    keyClick(Qt.Key_Return)
                    lifted = true
                } else { // the draw for the call, in the open: Anna's Ace, Ben's Nine
                    keyClick(draws++ % 2 === 0 ? Qt.Key_A : Qt.Key_9)
                    keyClick(Qt.Key_Return)
                }
                compare(entry.problem, "")
                tryVerify(() => table.log.rowCount() > rows, 20000)
                continue
            }
            if (table.computerTurn) {
                tryVerify(() => table.finished || table.throwDue || !table.computerTurn, 20000)
                continue
            }
            // Anna on turn: her cup is closed to everyone, the program too.
            const own = cupsOf(page).filter(c => c.ownClosed)
            closedSeen = closedSeen || own.length === 1
            verify(findChild(page, "hintOffLabel").visible)
            verify(!findChild(page, "hintButton").visible)
            // Once: a die picked up from the closed cup by a click on its back, and thrown again.
            if (!pickedUp && own.length === 1 && own[0].pickable) {
                const back = findChild(own[0], "dieBack")
                verify(back && back.visible)
                compare(table.actions.indexOf("throw"), -1)
                mouseClick(back)
                tryVerify(() => table.actions.indexOf("throw") >= 0)
                table.act(table.actions.indexOf("throw"))
                tryVerify(() => table.throwDue && table.throwHidden)
                pickedUp = true
                continue
            }
            const doubt = table.actions.indexOf("doubt")
            if (doubt >= 0 && step % 2 === 1) {
                table.act(doubt)
                continue
            }
            // A call hard to believe, that Ben doubts sooner or later.
            const first = table.actions.indexOf("announce")
            table.act(first + Math.max(0, table.actions.announcements().length - 12))
        }
        verify(lifted, "Ben never doubted: " + table.status)
        verify(closedSeen)
        verify(pickedUp)
        tryVerify(() => !table.throwDue || table.throwHidden)
        let told = ""
        for (let i = 0; i < table.log.rowCount(); ++i) {
            const line = String(table.log.data(table.log.index(i, 0)))
            if (line.indexOf(" lifts the cup: ") >= 0)
                told = line
        }
        verify(told.indexOf("Anna") >= 0 && told.indexOf("pair of Kings, a Queen, a Jack and a Nine") >= 0, "the log tells what was under Anna's cup: " + told)
    }
    function cupsOf(item) {
        let found = []
        for (let i = 0; i < item.children.length; ++i) {
            const child = item.children[i]
            if (child.ownClosed !== undefined && child.visible)
                found.push(child)
            found = found.concat(cupsOf(child))
        }
        return found
    }

    // Real dice on the score sheet (Escalero, poker dice): Space is the choice to throw, the entry
    // then has the keys and takes the letters; the sheet shows what the typed dice are worth. The
    // computer's throw is asked of the person at the table, typed, and then the computer writes.
    function test_escaleroWithRealDiceTypedByKeys() {
        const app = openWindow()
        const sheet = app.controller
        sheet.computerPace = 0
        compare(app.gameSession.start("escalero", ["Anna", "Ben"], {}, "17", false, ["human", "beginner"], true), "")
        app.showGame()
        tryVerify(() => !findChild(app, "pages").busy)
        const page = findChild(app, "gamePage")
        const entry = findChild(page, "diceEntry")
        const field = findChild(page, "diceEntryField")
        verify(entry && field)
        verify(sheet.realDice)
        if (sheet.currentPlayer !== 0) // Ben starts: his first throw is asked for, then he writes
            typeComputerTurn(app, sheet, entry, field)
        compare(sheet.currentPlayer, 0)
        keyClick(Qt.Key_Space)
        tryVerify(() => sheet.throwDue && entry.visible && field.activeFocus)
        compare(sheet.throwsMade, 0)
        for (const key of [Qt.Key_K, Qt.Key_K, Qt.Key_Q, Qt.Key_J, Qt.Key_9]) {
            keyClick(key)
            keyClick(Qt.Key_Space)
        }
        keyClick(Qt.Key_Return)
        tryVerify(() => !sheet.throwDue)
        compare(sheet.throwsMade, 1)
        verify(sheet.canWrite)
        verify(sheet.writeBox(0, 4)) // Kings: two of them
        typeComputerTurn(app, sheet, entry, field)
        compare(sheet.currentPlayer, 0)
        compare(sheet.standings.find(s => s.player === 0).total, 10)
    }
    // Types the computer's throws (aces for every die it throws) until it has written.
    function typeComputerTurn(app, sheet, entry, field) {
        const writer = sheet.currentPlayer
        for (let n = 0; n < 5 && sheet.currentPlayer === writer; ++n) {
            tryVerify(() => sheet.throwDue || sheet.currentPlayer !== writer, 20000)
            if (!sheet.throwDue)
                break
            compare(sheet.throwSeat, writer)
            tryVerify(() => entry.visible && field.activeFocus)
            verify(!findChild(app, "hurryButton").visible) // nothing to hurry: the person throws for it
            const dice = parseInt(sheet.throwPrompt.match(/\d+/)[0])
            for (let d = 0; d < dice; ++d) {
                keyClick(Qt.Key_A)
                keyClick(Qt.Key_Space)
            }
            keyClick(Qt.Key_Return)
            tryVerify(() => !sheet.throwDue || sheet.currentPlayer !== writer, 20000)
        }
        tryVerify(() => sheet.currentPlayer !== writer, 20000)
    }

    function test_lustigeSiebenStakesByKeyboard() {
        const app = openWindow()
        const page = start(app, "lustigesieben", ["Anna", "Ben", "Cleo"], ["human", "good", "good"])
        const board = findChild(app, "stakeBoard")
        verify(board.visible)
        playByKeyboard(app, page, 4000)
        tryVerify(() => findChild(app, "gameResult").visible)
    }

    function test_aLustigeSiebenFieldSaysTheStakesOnIt() {
        const app = openWindow()
        const page = start(app, "lustigesieben", ["Anna", "Ben"], ["human", "human"])
        const board = findChild(app, "stakeBoard")
        tryVerify(() => board.staking && app.tableController.actions.count > 0, 5000)
        const field = board.fieldNamed("field_7")
        compare(field.Accessible.name, "Field 7, no stake")
        const chips = findChild(app, "stakeAmount").value
        // By the keys: Space on the field that has them stakes there, and the keys go on to a field
        // that still takes a stake (not back to the page).
        field.forceActiveFocus()
        keyClick(Qt.Key_Space)
        const expected = "Field 7: \u2068Anna\u2069: " + (chips === 1 ? "1 chip" : chips + " chips")
        tryVerify(() => field.Accessible.name === expected, 5000, field.Accessible.name)
        const holder = () => app.activeFocusItem
        tryVerify(() => holder() && holder().objectName.startsWith("field_") && holder().open, 2000,
                  "the keys are on " + holder())
        // Stop is now the main button, but Space goes to the field with the keys: Stop shows no mark.
        tryVerify(() => visibleNamed(app.contentItem, "action_stop") !== null, 2000)
        const stop = visibleNamed(app.contentItem, "action_stop")
        verify(stop.text.indexOf("␣") < 0, stop.text)
        holder().focus = false // the field lets go, and the page has the keys
        page.forceActiveFocus()
        tryVerify(() => stop.text.indexOf("␣") > 0, 2000, "with the keys on the page Space stops again")
    }

    // Craps: the maker names a number on the board by the keys (the amounts go in steps the others
    // can share), and the panel shows and says the named number and the point.
    function test_crapsShowsTheNamedNumberAndThePoint() {
        const app = openWindow()
        const page = start(app, "craps", ["Anna", "Ben", "Cleo"], ["human", "human", "human"])
        const table = app.tableController
        const board = findChild(app, "stakeBoard")
        tryVerify(() => board.visible && board.staking, 5000)
        const amount = findChild(app, "stakeAmount")
        compare(amount.from, 2)
        compare(amount.to, 12)
        compare(amount.stepSize, 2)
        const panel = findChild(app, "pointPanel")
        verify(!panel.visible)
        const maker = table.toActName
        const field = board.fieldNamed("field_4")
        field.forceActiveFocus()
        keyClick(Qt.Key_Return)
        tryVerify(() => panel.visible, 5000)
        verify(!board.visible)
        compare(panel.Accessible.name, "\u2068" + maker + "\u2069 named 4. No point yet. At stake: 2 chips")
        page.forceActiveFocus()
        keyClick(Qt.Key_Space)
        tryVerify(() => table.facts.point !== undefined || table.facts.called_number === undefined, 5000)
        if (table.facts.point !== undefined)
            compare(panel.Accessible.name, "\u2068" + maker + "\u2069 named 4. Point: " + table.facts.point
                    + ". At stake: 2 chips")
        else
            verify(!panel.visible) // the 4 came at once: the game is settled
    }

    // Va banque: the calculation panel shows the numbers, the operations left and the value to beat,
    // and says them in one sentence; Space throws for the bank and takes the first operation offered.
    function test_vabanqueShowsTheCalculation() {
        const app = openWindow()
        const page = start(app, "vabanque", ["Anna", "Ben", "Cleo"], ["human", "human", "human"])
        const table = app.tableController
        const panel = findChild(app, "calculationPanel")
        tryVerify(() => panel.visible, 5000)
        const who = "\u2068" + table.playerNames[table.facts.calcSeat] + "\u2069: "
        const all = "left: plus, minus, times, divided by."
        compare(panel.Accessible.name, who + "no number yet; " + all)
        tryVerify(() => !page.animating, 5000)
        keyClick(Qt.Key_Space) // the bank throws the first die
        tryVerify(() => table.facts.calcNumbers.length === 1, 5000)
        const first = table.facts.calcNumbers[0]
        compare(panel.Accessible.name, who + first + "; " + all)
        tryVerify(() => !page.animating, 5000) // Space on falling dice lands them
        keyClick(Qt.Key_Space) // the second die waits for its operation
        tryVerify(() => table.facts.calcNumbers.length === 2, 5000)
        const second = table.facts.calcNumbers[1]
        compare(panel.Accessible.name, who + first + "; a " + second + " waits for its operation; " + all)
        tryVerify(() => !page.animating, 5000)
        keyClick(Qt.Key_Space) // the first operation offered: +
        tryVerify(() => table.facts.calcOps.length === 1, 5000)
        compare(table.facts.calcOps[0], 0)
        compare(panel.Accessible.name, who + first + " plus " + second + " equals " + (first + second)
                + "; left: minus, times, divided by.")
        verify(table.facts.calcToBeat === undefined)
    }

    // While a cup rolls the status says who throws, not the step that waits after the dice land (it
    // said "Ben to answer" while Anna's dice were still in the air); then the step.
    function test_theStatusSaysWhoThrowsUntilTheDiceLand() {
        const app = openWindow()
        const page = start(app, "chicago", ["Anna", "Ben"], ["human", "human"])
        const table = app.tableController
        const status = findChild(page, "status")
        tryVerify(() => !page.animating, 5000)
        compare(status.text, table.status)
        const thrower = table.toActName
        keyClick(Qt.Key_Space) // Anna's first throw
        tryVerify(() => page.animating, 5000)
        compare(status.text, thrower + " throws…")
        verify(status.text !== table.status)
        tryVerify(() => !page.animating, 5000)
        compare(status.text, table.status)
    }

    // Space presses the button of the bar that has the keys, not the bar's main action.
    function test_spaceOnAFocusedTableButtonPressesIt() {
        const app = openWindow()
        start(app, "chicago", ["Anna", "Ben"], ["human", "human"])
        const table = app.tableController
        keyClick(Qt.Key_Space) // the first throw: now throw again (the main action) or stop
        tryVerify(() => visibleNamed(app.contentItem, "action_stop") !== null, 5000)
        const thrower = table.toActName
        const throwsBefore = table.throwCount
        const stop = visibleNamed(app.contentItem, "action_stop")
        tryVerify(() => !findChild(app, "gamePage").animating, 5000) // a first Space lands rolling dice
        stop.forceActiveFocus()
        keyClick(Qt.Key_Space)
        tryVerify(() => table.toActName !== thrower, 5000, "Stop ended " + thrower + "'s turn")
        compare(table.throwCount, throwsBefore, "no second throw")
    }

    // Undo and redo at the table, by the keys and by the Edit menu, as at the sheet.
    function test_ctrlZAndCtrlShiftZTakeADieBackAndAgain() {
        const app = openWindow()
        start(app, "chicago", ["Anna", "Ben"], ["human", "human"])
        const table = app.tableController
        keyClick(Qt.Key_Space) // the first throw
        tryVerify(() => table.actions.indexOf("hold") >= 0, 5000)
        verify(!table.canRedo)
        verify(table.act(table.actions.indexOf("hold")))
        keyClick(Qt.Key_Z, Qt.ControlModifier)
        tryVerify(() => table.canRedo)
        keyClick(Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)
        tryVerify(() => !table.canRedo)
        verify(table.canUndo, "the die is held again")
        // Nothing left to redo: a listener hears so.
        const announcer = findChild(app, "announcer")
        keyClick(Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)
        verify(announcer)
        tryVerify(() => announcer.text === "Nothing to redo.")
    }

    function test_hKeyShowsTheHintAndTheNextStepHidesIt() {
        const app = openWindow()
        const page = start(app, "chicago", ["Anna", "Ben"], ["human", "good"])
        const table = app.tableController
        tryVerify(() => table.hintAvailable, 20000)
        keyClick(Qt.Key_Space) // the first throw: now there is something to keep or to stop on
        tryVerify(() => table.hintAvailable, 20000)
        const panel = findChild(app, "tableHint")
        verify(!panel.visible)
        keyClick(Qt.Key_H)
        tryVerify(() => table.hints.length > 0, 60000)
        verify(panel.visible)
        verify(table.hintMeaning.length > 0)
        const first = table.hints[0]
        verify(first.row >= 0 && first.label.length > 0 && first.valueText.length > 0)
        for (let i = 1; i < table.hints.length; ++i)
            verify(table.hints[i].value <= table.hints[i - 1].value, "best first")
        // Any step changes the position: the hint goes.
        table.act(first.row)
        tryVerify(() => !panel.visible)
        compare(table.hints.length, 0)
    }

    // A long hint (Offenes Würfelpoker ranks every keep: 31) lists the best eight and says how many
    // more there are, instead of a list longer than the felt.
    function test_aLongHintListsTheBestEight() {
        const app = openWindow()
        start(app, "offenespoker", ["Anna", "Ben"], ["human", "good"])
        const table = app.tableController
        // Space until Anna may keep dice (the computer may begin; a bet round may come first).
        for (let presses = 0; table.actions.indexOf("hold") < 0; ++presses) {
            verify(presses < 20 && !table.finished, "Anna never may keep dice")
            if (table.computerTurn || table.roundEnded) {
                tryVerify(() => !table.computerTurn && !table.roundEnded, 20000)
                continue
            }
            keyClick(Qt.Key_Space)
            wait(0)
        }
        tryVerify(() => table.hintAvailable, 20000)
        keyClick(Qt.Key_H)
        tryVerify(() => table.hints.length > 0 && !table.hinting, 60000)
        verify(table.hints.length > 8, table.hints.length + " choices")
        const list = findChild(app, "hintRows")
        compare(list.count, 8)
        const more = findChild(app, "hintMore")
        verify(more.visible)
        verify(more.text.indexOf(String(table.hints.length - 8)) >= 0, more.text)
        compare(more.Accessible.name, more.text)
    }

    // S and Ctrl+I say where the game stands, through the window's announcer: the text the
    // controller composes, on the viewer's turn and while the computer plays.
    // A game without decisions plays itself: no button to press, the tracks drawn, each throw said;
    // at pace 0 it ends with no key pressed, and any key (here X) finishes it at once.
    function test_aGameWithoutDecisionsPlaysItselfAndAnyKeyFinishesIt() {
        const app = openWindow()
        let page = start(app, "jule", ["Anna", "Ben"], [])
        let table = app.tableController
        verify(table.playsItself)
        tryVerify(() => table.finished, 20000)
        tryVerify(() => findChild(app, "gameResult").visible)
        compare(table.actions.count, 0)
        // Again at a slow pace: the track panel shows both seats; a key plays the game out.
        table.computerPace = 5000
        compare(table.startGame("hinundher", ["Anna", "Ben", "Cleo"], {}, "4", []), "")
        tryVerify(() => !table.finished && table.computerTurn)
        const track = visibleNamed(page, "trackPanel")
        verify(track, "the track panel shows")
        compare(track.marks.length, 6)
        compare(track.states.length, 18)
        compare(track.spokenTrack(0), "\u2068Anna\u2069: 1, 2, 3, 4, 5, 6 open.")
        verify(!findChild(app, "gameResult").visible)
        page.forceActiveFocus()
        keyClick(Qt.Key_X)
        verify(table.finished)
        tryVerify(() => findChild(app, "gameResult").visible)
        verify(table.log.rowCount() > 6)
    }

    function test_sAndCtrlISayTheState() {
        const app = openWindow()
        const page = start(app, "pokerdice", ["Anna", "Ben"], ["human", "beginner"])
        const table = app.tableController
        const announcer = findChild(app, "announcer")
        verify(announcer)
        tryVerify(() => table.myTurn)
        keyClick(Qt.Key_Space) // the first throw
        tryVerify(() => table.myTurn && table.dice[0].throwsMade > 0)
        let count = announcer.count
        keyClick(Qt.Key_S)
        compare(announcer.count, count + 1)
        compare(announcer.text, table.stateText())
        verify(announcer.text.indexOf("your dice: ") >= 0, announcer.text)
        verify(announcer.text.indexOf("your turn, \u2068Anna\u2069") >= 0, announcer.text)
        // Ctrl+I from a control of the toolbar, not only from the page.
        findChild(app, "hintButton").forceActiveFocus()
        count = announcer.count
        keyClick(Qt.Key_I, Qt.ControlModifier)
        compare(announcer.count, count + 1)
        compare(announcer.text, table.stateText())
        // S while the computer plays says the state and does not hurry it.
        page.forceActiveFocus()
        table.computerPace = 5000
        let guard = 0
        while (!table.computerTurn && guard++ < 20) {
            keyClick(Qt.Key_Space)
            wait(0)
        }
        verify(table.computerTurn)
        const moves = table.log.rowCount()
        keyClick(Qt.Key_S)
        verify(announcer.text.indexOf("\u2068Ben\u2069 (computer) is on turn") >= 0, announcer.text)
        compare(table.log.rowCount(), moves) // not hurried
        verify(table.computerTurn)
        table.computerPace = 0
        table.skipComputer()
    }

    // The newest line of the log is in sight whole, also when lines wrap in a narrow window; a
    // long game's log follows its end.
    function test_theLogsLastLineIsWholeInSight() {
        const app = openWindow()
        app.width = 1024
        app.height = 640
        start(app, "liardice", ["Anna with a rather long name", "Ben"], ["human", "human"])
        const table = app.tableController
        const lines = findChild(app, "eventLines")
        // Until the log is long enough to scroll (a deal of two people is a dozen lines or so).
        for (let i = 0; i < 400 && !table.finished && lines.count <= 25; ++i) {
            if (table.privacy) {
                table.confirmViewer()
            } else {
                // The lowest announcement where there is one: calls go on, and every one is a line.
                const announce = table.actions.indexOf("announce")
                const main = table.mainAction()
                verify(table.act(announce >= 0 ? announce : main >= 0 ? main : 0))
            }
            wait(0)
            if (i % 20 === 19 || lines.count > 25) {
                tryVerify(() => {
                    const last = lines.itemAtIndex(lines.count - 1)
                    return last !== null && last.y >= lines.contentY - 0.5
                           && last.y + last.height <= lines.contentY + lines.height + 0.5
                }, 5000, "the last of " + lines.count + " lines whole in sight")
            }
        }
        verify(lines.count > 20)
    }

    // At the smallest window (1024×640) the hint stands in the side column: it never pushes
    // Würfel-Hold'em's betting bar, nor Poker Dice's, down and out of the window (issue 26).
    function test_theHintLeavesTheBettingBarWhereItWas_data() {
        return [{ tag: "holdem", game: "holdem" }, { tag: "pokerdice", game: "pokerdice" }]
    }
    function test_theHintLeavesTheBettingBarWhereItWas(data) {
        const app = openWindow()
        app.width = 1024
        app.height = 640
        const page = start(app, data.game, ["Anna", "Ben"], ["human", "good"])
        const table = app.tableController
        const bar = findChild(app, "bettingBar")
        let guard = 0
        while (!(bar.visible && table.hintAvailable && !table.computerTurn) && guard++ < 40) {
            keyClick(Qt.Key_Space)
            wait(0)
        }
        verify(bar.visible && table.hintAvailable)
        // The dice thrown last have landed (their seat has its final height) before the bar is measured.
        tryVerify(() => !page.animating, 5000)
        waitForRendering(page)
        const before = bar.mapToItem(null, 0, 0)
        const hint = findChild(app, "tableHint")
        verify(!hint.visible)
        keyClick(Qt.Key_H)
        tryVerify(() => table.hints.length > 0, 60000)
        verify(hint.visible)
        const after = bar.mapToItem(null, 0, 0)
        compare(after.y, before.y)
        verify(after.y + bar.height <= app.contentItem.height, "the bar ends at " + (after.y + bar.height))
        verify(bar.mapToItem(null, bar.width, 0).x <= app.width)
        // The hint is whole inside the window too.
        const corner = hint.mapToItem(null, hint.width, hint.height)
        verify(corner.x <= app.width && corner.y <= app.height, "the hint ends at " + corner.x + "," + corner.y)
    }

    // The felt's dice grow with the window as the sheet games' tray does: the seats side by side fill
    // the felt's width, nothing is cut at the right or below, and 1920×1080 has much larger dice.
    function test_theTableGrowsWithTheWindow_data() {
        return [{ tag: "liardice", game: "liardice", players: ["Anna", "Ben"] },
                { tag: "pokerdice", game: "pokerdice", players: ["Anna", "Ben", "Cleo"] },
                { tag: "lustigesieben", game: "lustigesieben", players: ["Anna", "Ben"] }]
    }
    function test_theTableGrowsWithTheWindow(data) {
        const app = openWindow()
        const page = start(app, data.game, data.players, data.players.map(() => "human"))
        const felt = findChild(page, "tableFelt")
        let smallest = 0
        for (const size of [[1024, 640], [1280, 800], [1920, 1080]]) {
            app.width = size[0]
            app.height = size[1]
            const where = data.tag + " at " + size[0] + "×" + size[1]
            tryVerify(() => page.width === size[0] && felt.width === size[0] - 24 - 12 - Math.min(340, size[0] * 0.3), 2000,
                      where + ": the felt is " + felt.width + " wide")
            wait(0) // the seats follow the felt's width
            // A third seat beside the others may cost a die a few pixels; the large window's dice are
            // much larger than the small one's.
            verify(page.panel.dieSize >= 34, where + ": dice of " + page.panel.dieSize)
            if (size[0] === 1024)
                smallest = page.panel.dieSize
            if (size[0] === 1920)
                verify(page.panel.dieSize >= 1.4 * smallest, where + ": dice of " + page.panel.dieSize + ", at 1024×640 " + smallest)
            let used = 0
            compare(page.panel.seatPanels.count, data.players.length)
            for (let i = 0; i < page.panel.seatPanels.count; ++i) {
                const child = page.panel.seatPanels.itemAt(i)
                const corner = child.mapToItem(felt, child.width, child.height)
                verify(corner.x <= felt.width + 0.5, where + ": a seat ends at " + corner.x + " of " + felt.width)
                verify(corner.y <= felt.height + 0.5, where + ": a seat ends at " + corner.y + " of " + felt.height)
                if (child.y === 0)
                    used += child.width
            }
            // The first row of seats fills the felt's width (less the gaps between them).
            verify(used >= felt.width - 10 * data.players.length, where + ": the seats take " + used + " of " + felt.width)
            const board = findChild(app, "stakeBoard")
            if (board.visible) {
                const corner = board.mapToItem(felt, board.width, board.height)
                verify(corner.x <= felt.width + 0.5, where + ": the board ends at " + corner.x)
            }
        }
    }

    // Lustige Sieben's board as the booklet draws it: the 7 on top, then the left and the right column,
    // each side headed. A stake landing moves no field: a second click at the same spot, after the
    // first stake and a stop, hits the same field.
    function test_lustigeSiebenBoardStaysWhereAStakeLands() {
        const app = openWindow()
        app.width = 1280
        app.height = 800
        const page = start(app, "lustigesieben", ["Anna", "Ben", "Cleo"], ["human", "human", "human"])
        const table = app.tableController
        const board = findChild(app, "stakeBoard")
        tryVerify(() => board.staking && table.actions.count > 0, 5000)
        // The drawing: 7 alone on top, 2 4 6 9 11 on the left, 3 5 8 10 12 on the right, below it.
        const at = (n) => board.fieldNamed("field_" + n).mapToItem(board, 0, 0)
        const seven = at(7)
        for (const [left, right] of [[2, 3], [4, 5], [6, 8], [9, 10], [11, 12]]) {
            verify(at(left).y > seven.y && at(left).y === at(right).y && at(left).x < at(right).x,
                   left + " beside " + right + " below the 7")
            compare(at(left).x, at(2).x)
            compare(at(right).x, at(3).x)
        }
        const right = (n) => at(n).x + board.fieldNamed("field_" + n).width
        verify(seven.x <= at(2).x && right(7) >= right(3), "the 7 across both columns")
        compare(board.sideName(board.groups[1].sides[0]), "Left side")
        compare(board.sideName(board.groups[1].sides[1]), "Right side")
        compare(board.headingsBefore(1), ["left", "right"])
        compare(board.headingsBefore(2), [])

        const field = board.fieldNamed("field_4")
        const spot = field.mapToItem(app.contentItem, field.width / 2, field.height / 2)
        const first = table.viewer
        mouseClick(app.contentItem, spot.x, spot.y)
        tryVerify(() => field.Accessible.name.indexOf(table.seats[first].name) >= 0, 5000, field.Accessible.name)
        // The staker stops; the next staker (after the privacy screen, if any) clicks the same spot.
        const stop = table.actions.indexOf("stop")
        verify(stop >= 0, "a stop after a stake")
        verify(table.act(stop))
        tryVerify(() => table.privacy || (table.viewer !== first && board.staking), 5000)
        if (table.privacy)
            table.confirmViewer()
        tryVerify(() => board.staking && table.viewer !== first, 5000)
        const second = table.viewer
        const again = field.mapToItem(app.contentItem, field.width / 2, field.height / 2)
        compare(again.x, spot.x)
        compare(again.y, spot.y)
        mouseClick(app.contentItem, spot.x, spot.y)
        tryVerify(() => field.Accessible.name.indexOf(table.seats[second].name) >= 0, 5000, field.Accessible.name)
        verify(field.Accessible.name.indexOf(table.seats[first].name) >= 0, field.Accessible.name)
    }
}
