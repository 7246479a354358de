// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Knobelbecher
import Knobelbecher.Ui

// Names come from game files that anyone may write: "<img src=x>" is a name, never markup that
// loads an image. Every text on the screen that shows a name shows it as plain text.
TestCase {
    id: testCase
    name: "PlainTextNames"
    when: windowShown
    visible: true
    width: 1000
    height: 700

    readonly property var hostile: ["<img src=x>", "<b>Bo</b>"]

    Component {
        id: controllerComponent
        GameController {}
    }
    Component {
        id: sheetComponent
        ScoreSheet { width: 900; height: 600 }
    }
    Component {
        id: resultsComponent
        ResultsView { width: 600 }
    }
    Component {
        id: pageComponent
        GamePage { width: 1000; height: 700 }
    }

    // Every visible text item that shows a hostile name: [text, textFormat].
    function namesShown(root) {
        const found = []
        function walk(item) {
            const children = item.children || []
            for (let i = 0; i < children.length; ++i) {
                const child = children[i]
                if (child.visible && typeof child.text === "string" && child.textFormat !== undefined
                        && (child.text.indexOf("<img") >= 0 || child.text.indexOf("<b>") >= 0))
                    found.push({ text: child.text, format: child.textFormat })
                walk(child)
            }
        }
        walk(root)
        return found
    }

    function verifyPlain(root, least) {
        const shown = namesShown(root)
        verify(shown.length >= least, "the names are shown: " + JSON.stringify(shown))
        for (const item of shown)
            compare(item.format, Text.PlainText, item.text)
    }

    // Controllers outlive the views of a test (which are destroyed when it ends), so that no view
    // is left bound to a controller that is gone.
    function newController() {
        return controllerComponent.createObject(testCase)
    }

    function finishedGame() {
        const game = newController()
        compare(game.startGame("wuerfelpoker", hostile, {}, "", true), "")
        for (let column = 0; column < 3; ++column)
            compare(game.editBox(0, column, 5, "24"), "")
        compare(game.editBox(1, 1, 5, "30"), "")
        return game
    }

    function test_theSheetShowsNamesAsPlainText() {
        const game = finishedGame()
        const sheet = createTemporaryObject(sheetComponent, testCase, { controller: game })
        waitForRendering(sheet)
        verifyPlain(sheet, 2)
    }

    function test_theResultsShowNamesAsPlainText() {
        const game = finishedGame()
        const results = createTemporaryObject(resultsComponent, testCase, { controller: game })
        // The standings, the payments and the column duels all name players.
        verifyPlain(results, 5)
    }

    function test_theGamePageStatusShowsNamesAsPlainText() {
        const game = newController()
        compare(game.startGame("escalero", hostile, {}, "", false), "")
        const page = createTemporaryObject(pageComponent, testCase, { controller: game })
        waitForRendering(page)
        verifyPlain(page, 1) // "<img src=x>, throw the dice." and the sheet's header
    }
}
