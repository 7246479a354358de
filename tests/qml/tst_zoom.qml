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
    function cleanup() {
        AppSettings.resetZoom()
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
        keySequence("Ctrl+0")
        tryCompare(AppSettings, "fontScale", 1)
        fuzzyCompare(app.font.pointSize, base, 0.01)
        // Never below 80 % nor above 200 %.
        for (let i = 0; i < 20; ++i)
            AppSettings.zoomIn()
        compare(AppSettings.fontScale, 2)
        for (let j = 0; j < 20; ++j)
            AppSettings.zoomOut()
        compare(AppSettings.fontScale, 0.8)
    }

    function test_nothingIsCutOffAt150Percent_data() {
        return [
            { tag: "Escalero's sheet page, four players", game: "escalero", table: false },
            { tag: "Würfel-Poker's sheet page, three players", game: "wuerfelpoker", table: false },
            { tag: "Poker Dice's table page", game: "pokerdice", table: true },
            { tag: "Lustige Sieben's table page", game: "lustigesieben", table: true },
            { tag: "Liar Dice's table page", game: "liardice", table: true },
        ]
    }
    function test_nothingIsCutOffAt150Percent(data) {
        AppSettings.fontScale = 1.5
        const app = openWindow()
        if (data.table) {
            app.tableController.computerPace = 0
            compare(app.tableController.startGame(data.game, ["Anna", "Ben", "Clara"], {}, "3",
                                                  ["human", "human", "human"]), "")
        } else {
            compare(app.controller.startGame(data.game, ["Anna", "Ben", "Clara", "Dieter"].slice(0, data.game === "escalero" ? 4 : 3), {}, "3", false), "")
        }
        app.showGame()
        tryVerify(() => !findChild(app, "pages").busy)
        const page = findChild(app, "pages").currentItem
        verify(page && (page.objectName === "tablePage") === data.table)
        if (data.table && app.tableController.privacy)
            app.tableController.confirmViewer()
        wait(50)
        const cut = cutTexts(page)
        compare(cut.length, 0, cut.join("; "))
        if (data.table)
            app.tableController.endGame()
        else
            app.controller.endGame()
    }
}
