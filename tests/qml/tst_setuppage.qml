// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtTest
import Knobelbecher
import Knobelbecher.Ui

// A seat of the kind "Program" in the setup of a table game and of a sheet game: its command line is
// asked for, remembered per game, the program's settings are offered, and the game records the seat
// as a program.
TestCase {
    id: testCase
    name: "SetupPage"
    when: windowShown

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
    function openSetup(app, gameId, name) {
        const pages = findChild(app, "pages")
        tryVerify(() => !pages.busy)
        pages.currentItem.gameChosen(gameId, name, 2, 8)
        tryVerify(() => !pages.busy)
        return pages.currentItem
    }
    function typeText(text) {
        for (let i = 0; i < text.length; ++i)
            keyClick(text[i])
    }
    function commandFields(setup) {
        const fields = []
        function walk(item) {
            if (!item)
                return
            if (item.objectName === "programCommand")
                fields.push(item)
            for (let i = 0; i < item.children.length; ++i)
                walk(item.children[i])
        }
        walk(setup)
        return fields
    }

    function openWindow() {
        const app = createTemporaryObject(mainComponent, null)
        verify(app)
        const resume = findChild(app, "resumeDialog")
        if (resume && resume.opened)
            resume.close()
        app.requestActivate()
        tryVerify(() => app.active)
        return app
    }

    // Real dice: offered for Liar Dice (each keeps their own cup) and started so; for Würfel-Hold'em
    // only among people (each pocket comes from the bag at the table and is typed by its owner): with
    // a computer seat the setup says why and the start is refused; among people the first pocket waits
    // behind the privacy screen and is typed by keys once it has lifted, then the screen passes on.
    function test_realDiceForHoldemOnlyAmongPeople() {
        const app = openWindow()
        const holdem = openSetup(app, "holdem", "Würfel-Hold'em")
        const realDiceHoldem = findChild(holdem, "realDiceMode")
        verify(realDiceHoldem.visible)
        realDiceHoldem.checked = true
        const line = findChild(holdem, "realDicePeopleOnly")
        verify(!line.visible, "two people: nothing to say")
        const kindBox = descendant(holdem, i => i.Accessible.name === "Kind of player 2")
        verify(kindBox)
        kindBox.forceActiveFocus()
        keyClick(Qt.Key_Down)
        compare(kindBox.currentText, "Computer: beginner")
        tryVerify(() => line.visible)
        verify(line.text.indexOf("every seat must be a person") >= 0, line.text)
        holdem.start()
        const problem = findChild(holdem, "setupProblem")
        verify(problem.text.indexOf("every seat is a person") >= 0, problem.text)
        compare(findChild(app, "pages").currentItem, holdem)
        kindBox.forceActiveFocus()
        keyClick(Qt.Key_Up)
        compare(kindBox.currentText, "Human")
        tryVerify(() => !line.visible)
        holdem.start()
        const table = app.tableController
        tryVerify(() => table.gameId === "holdem")
        verify(table.realDice)
        // The first pocket waits behind the privacy screen: nothing can be typed until it lifts.
        tryVerify(() => table.privacy)
        const owner = table.privacySeat
        verify(!table.throwDue)
        table.confirmViewer()
        tryVerify(() => table.throwDue)
        compare(table.viewer, owner)
        verify(table.throwPrompt.startsWith(table.playerNames[owner] + ", draw 2 dice from the bag for your pocket"),
               table.throwPrompt)
        const field = findChild(app, "diceEntryField")
        verify(field)
        tryVerify(() => field.activeFocus)
        typeText("4r 6w")
        keyClick(Qt.Key_Return)
        // The other person's pocket: the screen is covered again before they type.
        tryVerify(() => table.privacy)
        compare(table.privacySeat, 1 - owner)
        verify(!table.throwDue)
        compare(field.text, "")
    }

    function test_realDiceOfferedForLiarDice() {
        const app = openWindow()
        const setup = openSetup(app, "liardice", "Liar Dice")
        const realDice = findChild(setup, "realDiceMode")
        verify(realDice.visible)
        realDice.checked = true
        setup.start()
        tryVerify(() => app.tableController.gameId === "liardice")
        verify(app.tableController.realDice)
        tryVerify(() => app.tableController.throwDue) // the draw for the call, typed
    }

    function test_programKindAsksForACommandLineAndRemembersIt_data() {
        return [
            { tag: "a table game: Chicago", gameId: "chicago", name: "Chicago", table: true },
            { tag: "a sheet game: Ohio", gameId: "ohio", name: "Ohio", table: false }
        ]
    }

    function test_programKindAsksForACommandLineAndRemembersIt(data) {
        AppSettings.setProgramCommand(data.gameId, "") // nothing remembered from an earlier run
        let app = openWindow()
        const setup = openSetup(app, data.gameId, data.name)
        const controller = () => data.table ? app.tableController : app.controller
        verify(setup.kinds.indexOf("program") > 0)
        const fields = commandFields(setup)
        compare(fields.length, 2)
        verify(!fields[0].visible && !fields[1].visible, "no command field for a person")
        // The second seat's kind is chosen by keyboard: the last entry is the program.
        const settings = findChild(setup, "programSettings")
        verify(!settings.visible, "no program settings without a program")
        const kindBox = descendant(setup, i => i.Accessible.name === "Kind of player 2")
        verify(kindBox)
        kindBox.forceActiveFocus()
        const programIndex = setup.kinds.indexOf("program")
        for (let i = 0; i < programIndex; ++i)
            keyClick(Qt.Key_Down)
        compare(kindBox.currentText, "Program")
        verify(!fields[0].visible)
        tryVerify(() => fields[1].visible)
        // The time limit and the level that takes over are offered once a seat is a program, and
        // they reach the controller that plays the game.
        tryVerify(() => settings.visible)
        const limit = findChild(setup, "programTimeLimit")
        compare(limit.Accessible.name, "Seconds a program may take for a decision")
        AppSettings.programTimeLimit = 10
        limit.forceActiveFocus()
        keyClick(Qt.Key_Up)
        compare(AppSettings.programTimeLimit, 11)
        compare(controller().programTimeLimit, 11)
        const fallback = findChild(setup, "programFallback")
        AppSettings.programFallback = ""
        compare(fallback.currentText, "Computer: beginner")
        fallback.forceActiveFocus()
        keyClick(Qt.Key_Down)
        compare(AppSettings.programFallback, "good")
        compare(controller().programFallback, "good")
        AppSettings.programFallback = ""
        AppSettings.programTimeLimit = 10
        compare(fields[1].text, "")
        compare(fields[1].Accessible.name, "Command line of the program playing seat 2")
        fields[1].forceActiveFocus()
        typeText("knobel-no-such-bot --level 1")
        compare(AppSettings.programCommand(data.gameId), "knobel-no-such-bot --level 1")

        // An empty command line is refused with a message; nothing starts.
        fields[1].selectAll()
        keyClick(Qt.Key_Delete)
        setup.start()
        verify(descendant(setup, i => i.text === "A program seat needs a command line." && i.visible) !== null)
        compare(controller().gameId, "")
        fields[1].forceActiveFocus()
        typeText("knobel-no-such-bot --level 1")

        controller().computerPace = 0
        setup.start()
        tryVerify(() => controller().gameId === data.gameId)
        compare(controller().playerKinds, ["human", "program"])
        controller().endGame()
        app.destroy()
        wait(0)

        // The next time (a new window) the setup offers the remembered command line as soon as the kind is chosen.
        app = openWindow()
        const again = openSetup(app, data.gameId, data.name)
        const box = descendant(again, i => i.Accessible.name === "Kind of player 1")
        box.forceActiveFocus()
        for (let i = 0; i < programIndex; ++i)
            keyClick(Qt.Key_Down)
        const field = commandFields(again)[0]
        tryVerify(() => field.visible)
        compare(field.text, "knobel-no-such-bot --level 1")
    }

    // At 1024×640 Start is in sight without scrolling; a number option takes a typed number; a seat
    // made a computer is named as one (a name someone typed stays).
    function test_smallWindowTypedNumbersAndComputerNames() {
        const app = openWindow()
        app.width = 1024
        app.height = 640
        const setup = openSetup(app, "liardice", "Liar Dice")
        const start = findChild(setup, "startButton")
        verify(start)
        tryVerify(() => start.visible && start.width > 0)
        const corner = start.mapToItem(app.contentItem, 0, 0)
        verify(corner.y >= 0 && corner.y + start.height <= app.contentItem.height,
               "Start at " + corner.y + " in a window of " + app.contentItem.height)
        verify(corner.x >= 0 && corner.x + start.width <= app.contentItem.width)

        // Liar Dice's "Matches" is a number option: typed into, it takes the number.
        const number = descendant(setup, i => i.objectName === "optionNumber" && i.visible)
        verify(number)
        verify(number.editable)
        number.forceActiveFocus()
        number.contentItem.selectAll()
        typeText("4")
        keyClick(Qt.Key_Tab)
        compare(number.value, 4)

        // The second seat made a computer is named as one; the first keeps the name typed for it.
        const firstName = descendant(setup, i => i.Accessible.name === "Name of player 1")
        const secondName = descendant(setup, i => i.Accessible.name === "Name of player 2")
        compare(secondName.text, "Player 2")
        const kindBox = descendant(setup, i => i.Accessible.name === "Kind of player 2")
        kindBox.forceActiveFocus()
        keyClick(Qt.Key_Down)
        compare(kindBox.currentText, "Computer: beginner")
        tryCompare(secondName, "text", "Computer 2")
        keyClick(Qt.Key_Up)
        tryCompare(secondName, "text", "Player 2")
        firstName.forceActiveFocus()
        firstName.selectAll()
        typeText("Anna")
        const firstKind = descendant(setup, i => i.Accessible.name === "Kind of player 1")
        firstKind.forceActiveFocus()
        keyClick(Qt.Key_Down)
        compare(firstName.text, "Anna")
        app.destroy()
        wait(0)
    }
}
