// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Knobelbecher

// One die, drawn from rectangles and text so that it stays sharp at any size.
AccessibleItem {
    id: die
    property int face: 0
    property bool poker: false
    property bool held: false
    property bool locked: false
    property bool reducedMotion: false
    /// A poker die's faces 1–6 as the language writes them (German dice read B, D, K, A).
    property var symbols: ["", "9", "10", "J", "Q", "K", "A"]
    property int shownFace: face
    /// A coloured die's colour ("red", "black", "white", "yellow": Würfel-Hold'em's bag); "" for a
    /// plain die. The body takes the colour, and a letter in the corner names it for anyone who
    /// cannot tell the colours apart.
    property string colour: ""
    readonly property var colourBodies: ({ red: "#c62828", black: "#263238", white: "#fafafa", yellow: "#fdd835" })
    readonly property bool darkBody: colour === "red" || colour === "black"
    readonly property string colourLetter: colour === "red" ? qsTr("R", "red die")
                                         : colour === "black" ? qsTr("B", "black die")
                                         : colour === "white" ? qsTr("W", "white die")
                                         : colour === "yellow" ? qsTr("Y", "yellow die") : ""
    readonly property bool rolling: tumble.running || fade.running
    signal clicked()

    implicitWidth: 64
    implicitHeight: 64
    activeFocusOnTab: true

    // For assistive technology a die is a check box: checked is set aside. Press and Toggle do
    // what a click does; a die that cannot be set aside now is disabled.
    /// Space on a die that has the keys sets it aside (the pages ask for it), not the page's throw.
    readonly property bool isDie: true
    readonly property bool checkable: true
    readonly property bool checked: held
    Accessible.role: Accessible.CheckBox
    Accessible.checkable: true
    // From `checked`, not from `held`: the state event goes out when this changes, and the screen
    // reader asks the interface, which reads `checked`, at once — it must be new by then.
    Accessible.checked: checked
    Accessible.onPressAction: if (die.enabled) die.clicked()
    Accessible.onToggleAction: if (die.enabled) die.clicked()

    onFaceChanged: if (!rolling) shownFace = face

    // Starts the throw animation; the die comes to rest on `face`.
    function roll() {
        if (reducedMotion) {
            shownFace = face
            fade.restart()
        } else {
            spin.to = (Math.random() < 0.5 ? -1 : 1) * (360 + Math.floor(Math.random() * 3) * 90)
            tumble.restart()
        }
    }
    function finish() {
        tumble.complete()
        fade.complete()
        shownFace = face
        body.rotation = 0
        hop.y = 0
        body.opacity = 1
    }

    SequentialAnimation {
        id: tumble
        ParallelAnimation {
            NumberAnimation { id: spin; target: body; property: "rotation"; from: 0; duration: 620; easing.type: Easing.OutCubic }
            SequentialAnimation {
                NumberAnimation { target: hop; property: "y"; from: 0; to: -die.height * 0.45; duration: 200; easing.type: Easing.OutQuad }
                NumberAnimation { target: hop; property: "y"; to: 0; duration: 420; easing.type: Easing.OutBounce }
            }
        }
        ScriptAction { script: { die.shownFace = die.face; body.rotation = 0 } }
    }
    NumberAnimation { id: fade; target: body; property: "opacity"; from: 0.2; to: 1; duration: 160 }
    // No Component.onDestruction here: in Qt 6.4 a handler run while a page's context is torn down
    // crashed in QQmlContextData::emitDestruction (tst_qml, SIGSEGV after a table test). The
    // animations are the die's children and go with it.
    // While tumbling the die shows passing faces; only the final face is the core's.
    Timer {
        interval: 70
        repeat: true
        running: tumble.running
        onTriggered: die.shownFace = 1 + Math.floor(Math.random() * 6)
    }

    Rectangle {
        id: body
        anchors.fill: parent
        radius: width * 0.18
        transform: Translate { id: hop }
        gradient: Gradient {
            GradientStop { position: 0; color: die.colour !== "" ? Qt.lighter(die.colourBodies[die.colour], 1.15) : "#fffef8" }
            GradientStop { position: 1; color: die.colour !== "" ? die.colourBodies[die.colour] : die.held ? "#e8dcc0" : "#efe9da" }
        }
        border.width: die.activeFocus ? Math.max(2, die.width * 0.05) : Math.max(1, die.width * 0.02)
        border.color: die.activeFocus ? "#1e88e5" : die.held ? "#6d4c41" : "#9e9583"
        opacity: die.face === 0 ? 0.55 : 1

        // Pips on a 3×3 grid; the table says which of the nine places a face uses.
        readonly property var pipPlaces: [[], [4], [2, 6], [2, 4, 6], [0, 2, 6, 8], [0, 2, 4, 6, 8], [0, 2, 3, 5, 6, 8]]
        Repeater {
            model: 9
            Rectangle {
                required property int index
                visible: !die.poker && die.shownFace > 0 && body.pipPlaces[die.shownFace].indexOf(index) >= 0
                width: body.width * 0.19
                height: width
                radius: width / 2
                color: die.darkBody ? "#ffffff" : "#222222"
                x: body.width * (0.22 + 0.28 * (index % 3)) - width / 2
                y: body.height * (0.22 + 0.28 * Math.floor(index / 3)) - height / 2
            }
        }

        // A poker die's face in card style: the index in the corners and the sign in the middle.
        readonly property var pokerSymbols: die.symbols
        readonly property var pokerColors: ["", "#212121", "#c62828", "#1565c0", "#1565c0", "#c62828", "#212121"]
        Text {
            visible: die.poker && die.shownFace > 0
            anchors.centerIn: parent
            text: body.pokerSymbols[die.shownFace] || ""
            color: body.pokerColors[die.shownFace] || "black"
            font.family: "DejaVu Serif"
            font.bold: true
            font.pixelSize: body.height * (die.shownFace === 2 ? 0.42 : 0.5)
        }
        Text {
            visible: die.poker && die.shownFace > 0
            x: body.width * 0.1
            y: body.height * 0.04
            text: body.pokerSymbols[die.shownFace] || ""
            color: body.pokerColors[die.shownFace] || "black"
            font.family: "DejaVu Serif"
            font.pixelSize: body.height * 0.17
            // As on playing cards, the 9's index is underlined so that upside down it does not read 6.
            font.underline: die.shownFace === 1
        }
        Text {
            visible: die.poker && die.shownFace > 0
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            anchors.rightMargin: body.width * 0.1
            anchors.bottomMargin: body.height * 0.04
            rotation: 180
            text: body.pokerSymbols[die.shownFace] || ""
            color: body.pokerColors[die.shownFace] || "black"
            font.family: "DejaVu Serif"
            font.pixelSize: body.height * 0.17
            // As on playing cards, the 9's index is underlined so that upside down it does not read 6.
            font.underline: die.shownFace === 1
        }
    }

    // The colour's letter at the bottom middle, a place no face puts a pip.
    Text {
        objectName: "colourLetter"
        visible: die.colourLetter !== ""
        anchors.horizontalCenter: parent.horizontalCenter
        y: die.height * 0.7
        height: die.height * 0.26
        verticalAlignment: Text.AlignVCenter
        text: die.colourLetter
        color: die.darkBody ? "#ffffff" : "#212121"
        font.bold: true
        font.pixelSize: die.height * 0.2
    }

    // A small padlock shows a die that must stay aside (rule option strict_keep, Die böse Sieben's
    // sevens). Drawn, not the emoji: a desktop without an emoji font showed an empty box.
    Item {
        objectName: "padlock"
        visible: die.locked
        // A badge on the die's upper right corner: below the die stands the cup's caption.
        width: Math.round(die.height * 0.24)
        height: Math.round(width * 1.25)
        x: die.width - width * 0.6
        y: -height * 0.4
        Rectangle { // the shackle: a ring whose lower half the body covers
            width: parent.width * 0.64
            height: parent.height * 0.7
            x: (parent.width - width) / 2
            radius: width / 2
            color: "transparent"
            border.width: Math.max(1.5, parent.width * 0.14)
            border.color: "#ffd54f"
        }
        Rectangle { // the body
            width: parent.width
            height: parent.height * 0.56
            y: parent.height - height
            radius: Math.max(1, width * 0.12)
            color: "#ffd54f"
            border.color: "#8d6e00"
            border.width: 1
        }
    }

    MouseArea {
        anchors.fill: parent
        cursorShape: Qt.PointingHandCursor
        onClicked: die.clicked()
    }
    // Space throws on the game page; Enter sets the focused die aside or takes it back.
    Keys.onSpacePressed: die.clicked()
    Keys.onReturnPressed: die.clicked()
    Keys.onEnterPressed: die.clicked()
}
