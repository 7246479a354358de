// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtTest
import Knobelbecher
import Knobelbecher.Ui

// What a throw makes — the sheet's previews, the status, "served" — shows only when the dice land.
TestCase {
    id: testCase
    name: "RevealAfterLanding"
    when: windowShown
    visible: true
    width: 1280
    height: 760

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
    // The sheet's free boxes of the player on turn: what they show and what the model previews.
    function freeBoxes(page) {
        const cells = findAll(page, item => "shownPreview" in item, [])
        return cells.filter(c => c.free && c.currentPlayer && !c.sum)
    }

    function init() {
        table = createTemporaryObject(tableComponent, testCase)
        game = table.game
        AppSettings.reducedMotion = false
        compare(game.startGame("escalero", ["Anna", "Ben"], {}, "42", false), "")
        waitForRendering(table.page)
    }

    function test_theSheetAndTheStatusWaitForTheDiceToLand() {
        const page = table.page
        const tray = findByObjectName(page, "diceTray")
        const sheet = findByObjectName(page, "scoreSheet")
        const status = findByObjectName(page, "status")
        verify(tray && sheet && status)
        compare(status.text, "\u2068Anna\u2069, throw the dice.")
        verify(game.throwDice())
        // The core knows the dice at once; the screen does not tell yet.
        verify(tray.animating)
        verify(!sheet.revealed)
        compare(status.text, "\u2068Anna\u2069 throws…")
        const hidden = freeBoxes(page)
        verify(hidden.length >= 11)
        verify(hidden.some(c => c.preview !== undefined)) // the model has them…
        verify(hidden.every(c => c.shownPreview === undefined)) // …the sheet does not show them yet
        // The dice land: now it shows.
        tryVerify(() => !tray.animating, 3000)
        verify(sheet.revealed)
        compare(status.text, game.status)
        const shown = freeBoxes(page)
        verify(shown.some(c => c.shownPreview !== undefined))
        verify(shown.every(c => c.shownPreview === c.preview))
    }

    function test_skippingTheAnimationRevealsAtOnce() {
        const page = table.page
        const tray = findByObjectName(page, "diceTray")
        const sheet = findByObjectName(page, "scoreSheet")
        verify(game.throwDice())
        verify(!sheet.revealed)
        tray.skipAnimation()
        verify(sheet.revealed)
        verify(freeBoxes(page).every(c => c.shownPreview === c.preview))
        verify(freeBoxes(page).some(c => c.shownPreview !== undefined))
    }

    function test_servedIsSaidOnlyWhenTheDiceHaveLanded() {
        const page = table.page
        const tray = findByObjectName(page, "diceTray")
        const served = findByObjectName(page, "servedLabel")
        verify(served)
        verify(game.throwDice()) // the first throw of all five dice is served
        verify(game.served)
        verify(!served.visible)
        tray.skipAnimation()
        verify(served.visible)
    }
}
