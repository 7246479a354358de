// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Knobelbecher.Ui

TestCase {
    id: testCase
    name: "Die"
    when: windowShown
    visible: true
    width: 300
    height: 300

    Component {
        id: dieComponent
        Die { width: 80; height: 80 }
    }

    function visiblePips(die) {
        let count = 0
        const body = die.children[0]
        for (let i = 0; i < body.children.length; ++i) {
            const child = body.children[i]
            if (child.visible && child.radius !== undefined && child.width < body.width / 3 && child.radius === child.width / 2)
                ++count
        }
        return count
    }
    function visibleTexts(die) {
        const texts = []
        const body = die.children[0]
        for (let i = 0; i < body.children.length; ++i)
            if (body.children[i].visible && body.children[i].text !== undefined)
                texts.push(body.children[i].text)
        return texts
    }

    function test_pipsShowTheFace_data() {
        return [1, 2, 3, 4, 5, 6].map(face => ({ tag: "face " + face, face: face }))
    }
    function test_pipsShowTheFace(data) {
        const die = createTemporaryObject(dieComponent, testCase, { face: data.face })
        compare(visiblePips(die), data.face)
        compare(visibleTexts(die).length, 0)
    }

    function test_pokerDiceShowCardSymbols_data() {
        return [{ tag: "Nine", face: 1, symbol: "9" }, { tag: "Ten", face: 2, symbol: "10" },
                { tag: "Jack", face: 3, symbol: "J" }, { tag: "Queen", face: 4, symbol: "Q" },
                { tag: "King", face: 5, symbol: "K" }, { tag: "Ace", face: 6, symbol: "A" }]
    }
    function test_pokerDiceShowCardSymbols(data) {
        const die = createTemporaryObject(dieComponent, testCase, { face: data.face, poker: true })
        compare(visiblePips(die), 0)
        const texts = visibleTexts(die)
        compare(texts.length, 3) // the middle and two corners
        for (const t of texts)
            compare(t, data.symbol)
    }

    // A die that must stay aside carries a drawn padlock on its corner (an emoji needed a font that
    // a desktop may lack): inside the die's row, never below it where the cup's caption stands.
    function test_aLockedDieShowsAPadlock() {
        const die = createTemporaryObject(dieComponent, testCase, { face: 3 })
        const padlock = findChild(die, "padlock")
        verify(padlock)
        verify(!padlock.visible)
        die.locked = true
        verify(padlock.visible)
        verify(padlock.width >= 0.2 * die.height, "a padlock of " + padlock.width + " px")
        const corner = padlock.mapToItem(die, 0, 0)
        verify(corner.x > die.width / 2, "on the right: " + corner.x)
        verify(corner.y + padlock.height < die.height / 2, "on the upper half: " + corner.y)
        verify(corner.y + padlock.height > 0, "touching the die")
    }

    function test_aRollComesToRestOnTheFace() {
        const die = createTemporaryObject(dieComponent, testCase, { face: 5 })
        die.roll()
        verify(die.rolling)
        tryVerify(() => !die.rolling, 2000)
        compare(die.shownFace, 5)
        compare(die.children[0].rotation, 0)
    }

    function test_finishSkipsTheAnimation() {
        const die = createTemporaryObject(dieComponent, testCase, { face: 2 })
        die.roll()
        wait(100)
        die.finish()
        verify(!die.rolling)
        compare(die.shownFace, 2)
        compare(visiblePips(die), 2)
    }

    function test_reducedMotionFadesInsteadOfTumbling() {
        const die = createTemporaryObject(dieComponent, testCase, { face: 6, reducedMotion: true })
        die.roll()
        compare(die.shownFace, 6) // the face is right at once
        compare(die.children[0].rotation, 0)
        tryVerify(() => !die.rolling, 500)
        compare(die.children[0].opacity, 1)
    }

    function test_aClickIsReported() {
        const die = createTemporaryObject(dieComponent, testCase, { face: 1 })
        const spy = createTemporaryObject(spyComponent, testCase, { target: die, signalName: "clicked" })
        mouseClick(die)
        compare(spy.count, 1)
    }

    Component {
        id: spyComponent
        SignalSpy {}
    }
}
