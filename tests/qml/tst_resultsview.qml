// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Knobelbecher
import Knobelbecher.Ui

TestCase {
    id: testCase
    name: "ResultsView"
    when: windowShown
    visible: true
    width: 500
    height: 400

    GameController { id: game }
    Component {
        id: resultsComponent
        ResultsView { width: 480; controller: game }
    }

    function texts(item) {
        const found = []
        function walk(i) {
            for (let c = 0; c < i.children.length; ++c) {
                const child = i.children[c]
                if (child.visible && child.text !== undefined && typeof child.text === "string")
                    found.push(child.text)
                walk(child)
            }
        }
        walk(item)
        return found
    }

    function test_winsAndLossesReadAsChips() {
        compare(game.startGame("escalero", ["Adam", "Berta", "Cäsar"], {}, "", true), "")
        compare(game.editBox(0, 0, 3, "8"), "")
        compare(game.editBox(1, 0, 3, "12"), "")
        compare(game.editBox(2, 0, 1, "10"), "")
        const view = createTemporaryObject(resultsComponent, testCase)
        const shown = texts(view)
        verify(shown.indexOf("+6 chips") >= 0, shown)
        verify(shown.indexOf("0 chips") >= 0, shown)
        verify(shown.indexOf("−6 chips") >= 0, shown)
        verify(shown.indexOf("\u2068Adam\u2069 pays \u2068Berta\u2069 4 chips") >= 0, shown)
        verify(shown.indexOf("\u2068Cäsar\u2069 pays \u2068Berta\u2069 2 chips") >= 0, shown)
        verify(shown.join(" ").indexOf("%n") < 0, shown)
    }

    function test_columnDuelsAndHead() {
        compare(game.startGame("wuerfelpoker", ["Anna", "Ben"], {}, "", true), "")
        for (let column = 0; column < 3; ++column)
            compare(game.editBox(0, column, 5, "24"), "")
        compare(game.editBox(1, 1, 5, "30"), "")
        let shown = texts(createTemporaryObject(resultsComponent, testCase))
        verify(shown.indexOf("Column 2: \u2068Ben\u2069") >= 0, shown)
        verify(shown.indexOf("\u2068Anna\u2069 pays \u2068Ben\u2069 1 chip") < 0, shown) // Anna wins 1 + 4, Ben 2: Ben pays 3
        verify(shown.indexOf("\u2068Ben\u2069 pays \u2068Anna\u2069 3 chips") >= 0, shown)
        compare(game.editBox(1, 1, 5, ""), "")
        shown = texts(createTemporaryObject(resultsComponent, testCase))
        verify(shown.indexOf("Head: \u2068Anna\u2069 won every column") >= 0, shown)
        verify(shown.indexOf("\u2068Ben\u2069 pays \u2068Anna\u2069 14 chips") >= 0, shown)
    }
}
