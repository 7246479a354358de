// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtTest
import Knobelbecher
import Knobelbecher.Ui

// A full disk, as the window meets it: every problem is seen, one after the other, and quitting with
// something unsaved asks first.
TestCase {
    id: testCase
    name: "UnsavedWork"
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

    // The autosave fails, then the history: the second problem waits for the first to be read.
    function test_problemsWaitTheirTurn() {
        const app = openWindow()
        const dialog = findChild(app, "problemDialog")
        app.report("The autosave cannot be written.", "Cannot save the game")
        tryVerify(() => dialog.opened)
        app.report("The history cannot take the game.", "Cannot record the game")
        app.report("The autosave cannot be written.", "Cannot save the game") // the same again: nothing new
        compare(dialog.title, "Cannot save the game")
        compare(app.waitingProblems.length, 1)
        keyClick(Qt.Key_Return)
        tryVerify(() => dialog.opened && dialog.title === "Cannot record the game")
        compare(dialog.text, "The history cannot take the game.")
        keyClick(Qt.Key_Return)
        tryVerify(() => !dialog.visible)
        compare(app.waitingProblems.length, 0)
    }

    // An autosave that cannot be written waits; Ctrl+Q asks, Escape keeps the window, "Quit without
    // saving" quits.
    function test_quittingWithUnsavedWorkAsksFirst() {
        const app = openWindow()
        // Under a regular file no folder can be made, also for root: every write fails and waits.
        app.controller.autosaveFolder = "/proc/version/autosave"
        compare(app.controller.startGame("escalero", ["Anna", "Ben"], {}, "3", false), "")
        app.showGame()
        verify(app.controller.throwDice())
        verify(app.controller.unsaved.pending)
        const problems = findChild(app, "problemDialog")
        tryVerify(() => problems.opened)
        verify(problems.text.indexOf("Not a directory") >= 0, problems.text)
        keyClick(Qt.Key_Return)
        tryVerify(() => !problems.visible)

        const ask = findChild(app, "unsavedDialog")
        keyClick(Qt.Key_Q, Qt.ControlModifier)
        tryVerify(() => ask.opened)
        verify(app.visible)
        const text = descendant(ask.contentItem, i => i.text !== undefined && i.text.indexOf("Not a directory") >= 0)
        verify(text, "the dialog says what is not saved and why")
        keyClick(Qt.Key_Escape)
        tryVerify(() => !ask.visible)
        verify(app.visible)

        // Try again: still failing, so the window stays and the question can come again.
        app.close()
        tryVerify(() => ask.opened)
        keyClick(Qt.Key_Return)
        tryVerify(() => !ask.visible)
        verify(app.visible)
        verify(app.controller.unsaved.pending)

        app.close()
        tryVerify(() => ask.opened)
        const quit = descendant(ask.footer, i => i.text === "Quit without saving")
        verify(quit)
        mouseClick(quit)
        tryVerify(() => !app.visible)
    }
}
