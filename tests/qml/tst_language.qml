// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Knobelbecher
import Knobelbecher.Ui

TestCase {
    id: testCase
    name: "Language"
    when: windowShown
    visible: true
    width: 900
    height: 700

    GameController { id: game }
    Component {
        id: listComponent
        GameListPage { width: 880; height: 600 }
    }
    Component {
        id: sheetComponent
        ScoreSheet { width: 880; height: 600; controller: game }
    }
    Component {
        id: trayComponent
        DiceTray { width: 880; controller: game }
    }

    function texts(item) {
        const found = []
        function walk(i) {
            for (let c = 0; c < i.children.length; ++c) {
                const child = i.children[c]
                if (child.visible && typeof child.text === "string" && child.text.length > 0)
                    found.push(child.text)
                walk(child)
            }
        }
        walk(item)
        return found
    }

    function cleanup() {
        Language.setCode("en")
    }

    function test_theGameListFollowsTheLanguage() {
        Language.setCode("en")
        const page = createTemporaryObject(listComponent, testCase)
        waitForRendering(page)
        verify(texts(page).indexOf("Choose a game") >= 0, texts(page))
        verify(texts(page).indexOf("1 to 8 players") >= 0)
        Language.setCode("de")
        waitForRendering(page)
        verify(texts(page).indexOf("Spiel wählen") >= 0, texts(page))
        verify(texts(page).indexOf("1 bis 8 Spieler") >= 0)
        // The descriptions come from C++ and follow too.
        verify(texts(page).some(t => t.indexOf("Fünf Pokerwürfel") === 0), texts(page))
    }

    function test_theSheetAndTheTrayFollowTheLanguageMidGame() {
        Language.setCode("en")
        compare(game.startGame("escalero", ["Anna", "Ben"], {}, "8", false), "")
        const sheet = createTemporaryObject(sheetComponent, testCase)
        const tray = createTemporaryObject(trayComponent, testCase)
        game.throwDice()
        tray.skipAnimation()
        waitForRendering(sheet)
        verify(texts(sheet).indexOf("Queens") >= 0, texts(sheet))
        verify(texts(tray).indexOf("2 throws left") >= 0, texts(tray))
        Language.setCode("de")
        waitForRendering(sheet)
        const german = texts(sheet)
        for (const row of ["Neuner", "Damen", "Quint", "Full Hand", "Fünfling serviert", "Summe"])
            verify(german.indexOf(row) >= 0, row + " in " + german)
        verify(texts(tray).indexOf("noch 2 Würfe") >= 0, texts(tray))
        verify(texts(tray).indexOf("Nochmal würfeln") >= 0, texts(tray))
        compare(game.throwsLeft, 2) // nothing of the game was lost
    }
}
