// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Knobelbecher
import Knobelbecher.Ui

TestCase {
    id: testCase
    name: "DiceTray"
    when: windowShown
    visible: true
    width: 900
    height: 300

    GameController { id: game }

    Component {
        id: trayComponent
        DiceTray { width: 880; controller: game; reducedMotion: false }
    }

    function findThrowButton(item) {
        for (let i = 0; i < item.children.length; ++i) {
            const child = item.children[i]
            if (child.text !== undefined && child.highlighted === true && child.clicked !== undefined)
                return child
            const found = findThrowButton(child)
            if (found)
                return found
        }
        return null
    }
    function diceSlots(tray) {
        const slots = []
        function walk(item) {
            for (let i = 0; i < item.children.length; ++i) {
                const child = item.children[i]
                if (child.roll !== undefined && child.held !== undefined && child.index !== undefined)
                    slots.push(child)
                else
                    walk(child)
            }
        }
        walk(tray)
        return slots.sort((a, b) => a.index - b.index)
    }

    function init() {
        compare(game.startGame("escalero", ["Anna", "Ben"], {}, "42", false), "")
    }

    function test_theTrayShowsTheCoresDice() {
        const tray = createTemporaryObject(trayComponent, testCase)
        const slots = diceSlots(tray)
        compare(slots.length, 5)
        const button = findThrowButton(tray)
        verify(button.enabled)
        mouseClick(button)
        compare(game.throwsLeft, 2)
        verify(tray.animating)
        tryVerify(() => !tray.animating, 2000)
        for (let d = 0; d < 5; ++d) {
            const face = game.dice.data(game.dice.index(d, 0), 257) // FaceRole
            verify(face >= 1 && face <= 6)
            compare(slots[d].face, face)
        }
    }

    function test_clickingADieSetsItAside() {
        const tray = createTemporaryObject(trayComponent, testCase)
        game.throwDice()
        tray.skipAnimation()
        const slots = diceSlots(tray)
        const restingY = slots[1].y
        mouseClick(slots[1])
        verify(slots[1].held)
        tryVerify(() => slots[1].y > restingY + slots[1].height, 1000)
        mouseClick(slots[1])
        verify(!slots[1].held)
        // Only the dice not set aside tumble in the next throw.
        mouseClick(slots[3])
        game.throwDice()
        verify(!slots[3].rolling)
        verify(slots[0].rolling)
    }

    function test_afterTheLastThrowTheButtonIsOff() {
        const tray = createTemporaryObject(trayComponent, testCase)
        const button = findThrowButton(tray)
        for (let i = 0; i < 3; ++i)
            mouseClick(button)
        compare(game.throwsLeft, 0)
        verify(!button.enabled)
    }

    function test_aTapSkipsTheAnimation() {
        const tray = createTemporaryObject(trayComponent, testCase)
        game.throwDice()
        verify(tray.animating)
        mouseClick(tray, 5, 5)
        verify(!tray.animating)
    }
}
