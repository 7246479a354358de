// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtTest
import Knobelbecher
import Knobelbecher.Ui

// Zoom: Ctrl+Plus, Ctrl+Minus and Ctrl+0 scale the window's text, the scale is kept, and at 150 % in
// the smallest window the program is made for (1024×640) no text of the sheet-game page or the
// table page runs out of the box it sits in.
TestCase {
    id: testCase
    name: "Zoom"
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
        app.width = 1024
        app.height = 640
        app.requestActivate()
        tryVerify(() => app.active)
        tryVerify(() => !findChild(app, "pages").busy)
        return app
    }
    // The longest names a table should take whole.
    readonly property var longNames: ["Anna-Katharina", "Maximilian", "Hans-Joachim"]

    function cleanup() {
        AppSettings.resetZoom()
        Language.setCode("en")
    }

    // Every visible text of `root` whose letters reach out of its parent's box (or out of its own,
    // where it neither elides nor wraps): "text (where)".
    function cutTexts(root) {
        const cut = []
        const visit = (item) => {
            if (!item.visible || item.opacity === 0)
                return
            const isText = item.text !== undefined && item.contentWidth !== undefined && item.elide !== undefined
                           && typeof item.text === "string" && item.text.length > 0
            if (isText && item.parent && item.width > 0) {
                const owner = item.parent
                const p = item.mapToItem(owner, 0, 0)
                const own = item.elide === Text.ElideNone && item.wrapMode === Text.NoWrap
                            && item.contentWidth > item.width + 1
                // Text whose box leaves its parent's: only where the parent does not scroll it.
                const inFlickable = owner.parent && owner.parent.contentItem === owner
                const out = !inFlickable && owner.width > 0 && owner.clip
                            && (p.x < -1 || p.x + Math.min(item.contentWidth, item.width) > owner.width + 1)
                const window = item.mapToItem(null, 0, 0)
                const offScreen = window.x + Math.min(item.contentWidth, item.width) > root.Window.width + 1
                if (own || out || offScreen)
                    cut.push(item.text + " (" + (own ? "own box" : out ? "parent" : "window") + ", "
                             + Math.round(item.contentWidth) + " > " + Math.round(item.width) + ")")
            }
            for (let i = 0; i < item.children.length; ++i)
                visit(item.children[i])
        }
        visit(root)
        return cut
    }

    // Visible texts that show only part of what they say: elided ("Anna-Kath…") or cut below their
    // last line. A name at the table never is.
    function truncatedTexts(root) {
        const cut = []
        const visit = (item) => {
            if (!item.visible || item.opacity === 0)
                return
            if (item.truncated === true && typeof item.text === "string" && item.text.length > 0)
                cut.push(item.text + " (" + Math.round(item.implicitWidth) + " wide, shown in " + Math.round(item.width) + ")")
            for (let i = 0; i < item.children.length; ++i)
                visit(item.children[i])
        }
        visit(root)
        return cut
    }

    // Visible labels and controls whose letters are smaller than `pixels` (pixel size, or point size
    // at 96 dpi). The faces drawn on a die (plain Text) grow with the die, not with the zoom.
    function smallTexts(root, pixels) {
        const small = []
        const visit = (item) => {
            if (!item.visible || item.opacity === 0)
                return
            if (item.text !== undefined && item.font !== undefined && item.contentWidth !== undefined
                    && item.background !== undefined && typeof item.text === "string" && item.text.length > 0) {
                const px = item.font.pixelSize > 0 ? item.font.pixelSize : item.font.pointSize * 96 / 72
                if (px + 0.5 < pixels)
                    small.push(item.text + " (" + Math.round(px) + " px)")
            }
            for (let i = 0; i < item.children.length; ++i)
                visit(item.children[i])
        }
        visit(root)
        return small
    }

    function test_keysScaleTheTextAndTheScaleIsKept() {
        const app = openWindow()
        const base = app.font.pointSize
        keySequence(StandardKey.ZoomIn)
        tryCompare(AppSettings, "fontScale", 1.1)
        keySequence("Ctrl+=")
        tryCompare(AppSettings, "fontScale", 1.2)
        fuzzyCompare(app.font.pointSize, base * 1.2, 0.01)
        keySequence(StandardKey.ZoomOut)
        tryCompare(AppSettings, "fontScale", 1.1)
        const announcer = findChild(app, "announcer")
        const said = announcer.count
        keySequence("Ctrl+0")
        tryCompare(AppSettings, "fontScale", 1)
        fuzzyCompare(app.font.pointSize, base, 0.01)
        compare(announcer.count, said + 1, "the size is said")
        compare(announcer.text, "Zoom 100 %")
        keySequence(StandardKey.ZoomIn)
        compare(announcer.text, "Zoom 110 %")
        keySequence("Ctrl+0")
        // Never below 80 % nor above 200 %.
        for (let i = 0; i < 20; ++i)
            AppSettings.zoomIn()
        compare(AppSettings.fontScale, 2)
        for (let j = 0; j < 20; ++j)
            AppSettings.zoomOut()
        compare(AppSettings.fontScale, 0.8)
    }

    function test_nothingIsCutOff_data() {
        return [
            { tag: "Escalero's sheet page, four players, at 150 %", game: "escalero", table: false, scale: 1.5 },
            { tag: "Würfel-Poker's sheet page, three players, at 150 %", game: "wuerfelpoker", table: false, scale: 1.5 },
            { tag: "Würfel-Poker's sheet page in German at 200 %, after a throw", game: "wuerfelpoker", table: false, scale: 2,
              language: "de", names: ["Anna-Katharina", "Maximilian"] },
            { tag: "Escalero's sheet page at 200 %, after a throw", game: "escalero", table: false, scale: 2,
              names: ["Anna-Katharina", "Maximilian"] },
            { tag: "Poker Dice's table page at 150 %", game: "pokerdice", table: true, scale: 1.5 },
            { tag: "Lustige Sieben's table page at 150 %", game: "lustigesieben", table: true, scale: 1.5 },
            { tag: "Liar Dice's table page at 150 %", game: "liardice", table: true, scale: 1.5 },
            { tag: "Poker Dice's table page at 200 %, after a few moves", game: "pokerdice", table: true, scale: 2, moves: 4 },
            { tag: "Lustige Sieben's table page at 200 %, stakes on the board", game: "lustigesieben", table: true, scale: 2, moves: 3 },
            { tag: "Liar Dice's table page at 200 %, after a few moves", game: "liardice", table: true, scale: 2, moves: 4 },
            { tag: "Chicago's table page at 200 %, after a few moves", game: "chicago", table: true, scale: 2, moves: 4 },
            { tag: "Poker Dice's table page at 200 %, a person between two computers", game: "pokerdice", table: true, scale: 2,
              kinds: ["beginner", "human", "beginner"] },
            { tag: "Liar Dice's table page in German at 200 %, after a few moves", game: "liardice", table: true, scale: 2,
              moves: 4, language: "de" },
            { tag: "Lustige Sieben's table page in German at 200 %, beside two computers", game: "lustigesieben", table: true,
              scale: 2, kinds: ["human", "good", "perfect"], language: "de" },
        ]
    }
    // The headings, the status, the seats, the pot and the board's numbers grow with the zoom: at
    // 200 % no fixed pixel size is left on a table page, and no text runs out of its box. At the table
    // the players have long names: none is elided, on the seats nor in the round table.
    function test_nothingIsCutOff(data) {
        AppSettings.fontScale = data.scale
        Language.setCode(data.language || "en")
        const app = openWindow()
        if (data.table) {
            app.tableController.computerPace = 0
            compare(app.tableController.startGame(data.game, testCase.longNames, {}, "3",
                                                  data.kinds || ["human", "human", "human"]), "")
        } else {
            compare(app.controller.startGame(data.game, data.names || ["Anna", "Ben", "Clara", "Dieter"].slice(0, data.game === "escalero" ? 4 : 3), {}, "3", false), "")
            if (data.scale === 2) {
                verify(app.controller.throwDice()) // the previews in the boxes, "Throw again"
                // The computer's tables are prepared once (a few seconds): then the round is shown.
                tryVerify(() => !app.controller.preparing, 120000)
            }
        }
        app.showGame()
        tryVerify(() => !findChild(app, "pages").busy)
        const page = findChild(app, "pages").currentItem
        verify(page && page.objectName === "gamePage" && (findChild(page, "tablePanel") !== null) === data.table)
        if (data.table && app.tableController.privacy)
            app.tableController.confirmViewer()
        // A few moves: the dice on the table, chips in the pot, stakes on the board. The last one that
        // is not a die picked up (the table's main action, or a stake, a bet, an announcement).
        for (let m = 0; m < (data.moves || 0) && !app.tableController.finished; ++m) {
            if (app.tableController.roundEnded) { // the last deal on the table: Go on
                app.tableController.skipComputer()
                tryVerify(() => !app.tableController.roundEnded)
            }
            if (app.tableController.privacy)
                app.tableController.confirmViewer()
            const main = app.tableController.mainAction()
            const actions = app.tableController.actions
            const legal = Array.from({length: actions.count}, (_, i) => actions.get(i))
                .filter(a => a.kind !== "hold" && a.kind !== "release")
            verify(main >= 0 || legal.length > 0)
            verify(app.tableController.act(main >= 0 ? main : legal[legal.length > 1 ? 1 : 0].index))
        }
        if (data.table && app.tableController.privacy)
            app.tableController.confirmViewer()
        wait(50)
        if (data.table)
            page.skipAnimation()
        wait(50)
        const cut = cutTexts(page)
        compare(cut.length, 0, cut.join("; "))
        if (data.table || data.scale === 2) {
            // Nothing elided: row names, players' names, the throw button.
            const truncated = truncatedTexts(page)
            compare(truncated.length, 0, truncated.join("; "))
        }
        if (data.table) {
            // Every name is shown whole, on its seat and in the round table where it has one.
            for (const name of testCase.longNames) {
                const shown = []
                const visit = (item) => {
                    if (item.visible && (item.text === name || item.text === "\u2068" + name + "\u2069"))
                        shown.push(item)
                    for (let i = 0; i < item.children.length; ++i)
                        visit(item.children[i])
                }
                visit(page)
                verify(shown.length > 0, name + " is not shown")
                for (const item of shown)
                    verify(item.contentWidth <= item.width + 1 && !item.truncated,
                           name + " is cut: " + Math.round(item.contentWidth) + " > " + Math.round(item.width))
            }
        }
        if (data.scale === 2) {
            // Every label of the page is at least twice the size it has at 100 % (none kept a fixed size).
            const small = smallTexts(page, 2 * 9)
            compare(small.length, 0, small.join("; "))
        }
        if (data.table)
            app.tableController.endGame()
        else
            app.controller.endGame()
    }
}
