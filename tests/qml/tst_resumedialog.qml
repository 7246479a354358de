// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtTest
import Knobelbecher
import Knobelbecher.Ui

// The unfinished games on start: where each stands and when it was played, a game open in another
// window shown as such and not offered, and "Delete all…" after a confirmation.
TestCase {
    id: testCase
    name: "ResumeDialog"
    when: windowShown
    visible: true
    width: 900
    height: 700

    // A folder of its own for each run, so that no earlier run's games are offered.
    readonly property string folder: "/tmp/knobelbecher-qmltest-resume-" + Date.now()

    AutosaveStore { id: autosaves; folder: testCase.folder }
    GameController { id: holder; autosaveFolder: testCase.folder }
    GameController { id: resumer; autosaveFolder: testCase.folder }
    GameSession { id: session; sheet: resumer }
    GameController { id: writer; autosaveFolder: testCase.folder }

    Component {
        id: dialogComponent
        ResumeDialog { store: autosaves; session: session; width: 700 }
    }

    function items(root, test) {
        const found = []
        function walk(item) {
            const children = item.children || []
            for (let i = 0; i < children.length; ++i) {
                if (test(children[i]))
                    found.push(children[i])
                walk(children[i])
            }
        }
        walk(root)
        return found
    }
    function buttons(root, text) {
        return items(root, i => i instanceof Button && i.text === text && i.visible)
    }
    function labelsWith(root, text) {
        return items(root, i => typeof i.text === "string" && i.visible && i.text.indexOf(text) >= 0)
    }

    function test_inUseGamesAreShownButNotOfferedAndDeleteAllAsksFirst() {
        // Two games left unfinished, and a third still held by another window.
        compare(writer.startGame("ohio", ["Anna", "Ben"], {}, "1", false), "")
        verify(writer.throwDice())
        writer.endGame()
        compare(writer.startGame("escalero", ["Carl"], {}, "2", false), "")
        verify(writer.throwDice())
        writer.endGame()
        compare(holder.startGame("sechzerspiel", ["Dora"], {}, "3", false), "")
        verify(holder.throwDice())
        compare(autosaves.unfinishedGames().length, 3)

        const dialog = createTemporaryObject(dialogComponent, testCase)
        dialog.offer()
        tryVerify(() => dialog.opened)
        const content = dialog.contentItem
        verify(labelsWith(content, "open in another window").length === 1)
        verify(labelsWith(content, "\u2068Anna\u2069 on turn").length === 1)
        const resume = buttons(content, "Resume")
        compare(resume.length, 3)
        compare(resume.filter(b => b.enabled).length, 2)
        // The dialog has the keys, on the first game it can resume: a screen reader says it.
        tryVerify(() => resume.filter(b => b.enabled)[0].activeFocus, 2000, "the first Resume has the focus")

        // Delete all asks first; keeping changes nothing.
        const deleteAll = buttons(dialog.footer, "Delete all…")
        compare(deleteAll.length, 1)
        mouseClick(deleteAll[0])
        // The confirmation opens over everything, in the window's overlay.
        const overlay = dialog.Overlay.overlay
        tryVerify(() => labelsWith(overlay, "2 unfinished games will be gone for good.").length === 1)
        tryVerify(() => buttons(overlay, "Keep")[0].activeFocus, 2000, "the safe answer has the keys")
        mouseClick(buttons(overlay, "Keep")[0])
        tryVerify(() => labelsWith(overlay, "will be gone for good").length === 0)
        tryVerify(() => resume.filter(b => b.enabled)[0].activeFocus, 2000, "back on the first Resume")
        compare(autosaves.unfinishedGames().length, 3)
        // By the keys alone: Tab to the game's Delete…, Enter asks, Enter on Keep (which has the keys)
        // keeps it, and the keys are back in the list.
        keyClick(Qt.Key_Tab)
        const deleteOne = buttons(content, "Delete…").filter(b => b.activeFocus)
        compare(deleteOne.length, 1, "Tab went to the game's Delete…")
        keyClick(Qt.Key_Return)
        tryVerify(() => labelsWith(overlay, "The unfinished game will be gone for good.").length === 1, 2000,
                  "Enter on Delete… asks")
        tryVerify(() => buttons(overlay, "Keep")[0].activeFocus, 2000, "Keep has the keys")
        keyClick(Qt.Key_Return)
        tryVerify(() => labelsWith(overlay, "will be gone for good").length === 0, 2000, "Enter on Keep closed it")
        compare(autosaves.unfinishedGames().length, 3)
        tryVerify(() => resume.filter(b => b.enabled)[0].activeFocus, 2000, "back on the first Resume")
        mouseClick(deleteAll[0])
        tryVerify(() => buttons(overlay, "Delete all").length === 1)
        mouseClick(buttons(overlay, "Delete all")[0])
        // The game open elsewhere stays, and the list shows it alone.
        tryVerify(() => dialog.games.length === 1)
        compare(autosaves.unfinishedGames().length, 1)
        compare(autosaves.unfinishedGames()[0].gameName, "Sechzerspiel")
        holder.endGame()
        compare(autosaves.discardAll(), 1)
    }
}
