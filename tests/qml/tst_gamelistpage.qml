// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtTest
import Knobelbecher
import Knobelbecher.Ui

// The game list takes the keyboard from the start: a card has the focus, arrows move, Enter opens.
TestCase {
    id: testCase
    name: "GameListPage"
    when: windowShown
    visible: true
    width: 1024
    height: 610

    Component {
        id: pageComponent
        GameListPage {
            anchors.fill: parent
        }
    }
    Component {
        id: spyComponent
        SignalSpy {}
    }
    property SignalSpy chosen

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

    function createPage() {
        const page = createTemporaryObject(pageComponent, testCase)
        chosen = createTemporaryObject(spyComponent, testCase, { target: page, signalName: "gameChosen" })
        return page
    }

    function test_aCardHasTheFocusAtOnceAndEnterOpensIt() {
        const page = createPage()
        const grid = findByObjectName(page, "gameGrid")
        tryVerify(() => grid.activeFocus)
        compare(grid.currentIndex, 0)
        const first = grid.currentItem.gameId
        // Two cards a row at this width: Right goes to the next card, Down to the card below.
        compare(grid.perRow, 2)
        keyClick(Qt.Key_Right)
        compare(grid.currentIndex, 1)
        compare(page.gameId, grid.currentItem.gameId)
        keyClick(Qt.Key_Down)
        compare(grid.currentIndex, 3)
        keyClick(Qt.Key_Up)
        keyClick(Qt.Key_Left)
        compare(grid.currentIndex, 0)
        keyClick(Qt.Key_Return)
        compare(chosen.count, 1)
        compare(chosen.signalArguments[0][0], first)
    }

    // The ring and the keyboard are on the same card: the card itself has the active focus, so that a
    // screen reader is told of each card the arrows reach (and of the one Tab lands on).
    function test_theCurrentCardHoldsTheKeyboard() {
        const page = createPage()
        const grid = findByObjectName(page, "gameGrid")
        tryVerify(() => grid.activeFocus)
        for (const key of [Qt.Key_Right, Qt.Key_Down, Qt.Key_Left]) {
            keyClick(key)
            const card = findByObjectName(grid.currentItem, "gameCard")
            verify(card.activeFocus, "the card " + grid.currentItem.name + " has the keyboard")
            compare(testCase.Window.activeFocusItem, card)
        }
        keyClick(Qt.Key_Tab)
        verify(!grid.activeFocus)
        for (let i = 0; i < 4 && !grid.activeFocus; ++i)
            keyClick(Qt.Key_Tab)
        compare(testCase.Window.activeFocusItem, findByObjectName(grid.currentItem, "gameCard"))
        keyClick(Qt.Key_Return)
        compare(chosen.count, 1)
    }

    function test_tabReachesEverythingAndComesBack() {
        const page = createPage()
        const grid = findByObjectName(page, "gameGrid")
        tryVerify(() => grid.activeFocus)
        const reached = []
        for (let i = 0; i < 4 && !(i > 0 && grid.activeFocus); ++i) {
            keyClick(Qt.Key_Tab)
            reached.push(testCase.Window.activeFocusItem)
        }
        // The pace and the motion setting, then the cards again.
        verify(reached.some(item => item.Accessible.name === "Computer pace"))
        verify(reached.some(item => item.text === "Reduced motion"))
        verify(grid.activeFocus)
    }

    function test_eachCardIsAnAccessibleButton() {
        const page = createPage()
        const grid = findByObjectName(page, "gameGrid")
        tryVerify(() => grid.activeFocus)
        for (let i = 0; i < grid.count; ++i) {
            grid.currentIndex = i
            const card = findByObjectName(grid.currentItem, "gameCard")
            compare(card.Accessible.role, Accessible.Button)
            compare(card.Accessible.name, grid.currentItem.name)
            verify(card.Accessible.description.length > 10)
        }
        // The screen reader hears the group and the place in it.
        grid.currentIndex = 0
        compare(findByObjectName(grid.currentItem, "gameCard").Accessible.description.indexOf(
                    grid.currentItem.info.groupName + ", 1 of " + grid.currentItem.info.groupSize), 0)
        // A click opens the game as well, once the card is scrolled into view.
        grid.currentIndex = grid.count - 1
        const flick = findByObjectName(page, "gameFlick")
        tryVerify(() => grid.currentItem.mapToItem(flick, 0, 0).y + grid.currentItem.height <= flick.height + 1)
        mouseClick(findByObjectName(grid.currentItem, "gameCard"))
        compare(chosen.count, 1)
        compare(chosen.signalArguments[0][0], grid.currentItem.gameId)
    }

    function test_theGamePlayedLastComesFirst() {
        AppSettings.notePlayed("sechzerspiel")
        AppSettings.notePlayed("wuerfelpoker")
        const page = createPage()
        const grid = findByObjectName(page, "gameGrid")
        tryVerify(() => grid.activeFocus)
        compare(grid.currentItem.gameId, "wuerfelpoker")
        grid.currentIndex = 1
        compare(grid.currentItem.gameId, "sechzerspiel")
    }

    // The groups have headings; Down from a group's last line goes into the next group, in its column.
    function test_theArrowsCrossFromGroupToGroup() {
        const page = createPage()
        const grid = findByObjectName(page, "gameGrid")
        tryVerify(() => grid.activeFocus)
        const headings = []
        const collect = item => {
            if (item.objectName === "groupHeading" && item.visible)
                headings.push(item.text)
            for (let i = 0; i < item.children.length; ++i)
                collect(item.children[i])
        }
        collect(page)
        verify(headings.indexOf("Score-sheet games") >= 0, headings)
        verify(headings.indexOf("Games with one die") >= 0, headings)
        let crossed = false
        for (let i = 0; i < grid.count && !crossed; ++i) {
            const before = grid.currentItem.info.group
            keyClick(Qt.Key_Down)
            crossed = grid.currentItem.info.group !== before
            verify(findByObjectName(grid.currentItem, "gameCard").activeFocus)
        }
        verify(crossed, "Down reached the next group")
        keyClick(Qt.Key_Home)
        compare(grid.currentIndex, 0)
        keyClick(Qt.Key_End)
        compare(grid.currentIndex, grid.count - 1)
    }

    // Typing a letter on the cards searches: the letters go into the search field, the list keeps the
    // games whose German or English name has them; Down goes back to the first found, Enter opens it,
    // Escape shows every game again.
    function test_typingFindsAGameByItsName() {
        const page = createPage()
        const grid = findByObjectName(page, "gameGrid")
        const search = findByObjectName(page, "gameSearch")
        tryVerify(() => grid.activeFocus)
        const all = grid.count
        keyClick(Qt.Key_L)
        verify(search.activeFocus)
        compare(search.text, "l")
        for (const key of [Qt.Key_U, Qt.Key_E, Qt.Key_G])
            keyClick(key)
        compare(page.search, "lueg")
        compare(grid.count, 1)
        compare(grid.currentItem.gameId, "liardice")
        keyClick(Qt.Key_Down)
        verify(findByObjectName(grid.currentItem, "gameCard").activeFocus)
        keyClick(Qt.Key_Escape)
        compare(page.search, "")
        compare(grid.count, all)
        // Nothing found says so; Enter then opens nothing.
        keyClick(Qt.Key_Q)
        keyClick(Qt.Key_Q)
        compare(grid.count, 0)
        verify(findByObjectName(page, "nothingFound").visible)
        keyClick(Qt.Key_Return)
        compare(chosen.count, 0)
        keyClick(Qt.Key_Backspace)
        keyClick(Qt.Key_Backspace)
        keyClick(Qt.Key_O)
        keyClick(Qt.Key_H)
        keyClick(Qt.Key_Return)
        compare(chosen.count, 1)
        compare(chosen.signalArguments[0][0], "ohio")
    }
}
